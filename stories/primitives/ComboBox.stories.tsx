import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { Button, ComboBox } from '../../src/primitives'

const CITIES = ['Amsterdam', 'Berlin', 'Lisbon', 'London', 'Madrid', 'Paris', 'Rome', 'Zürich'].map((name) => ({ id: name.toLowerCase(), label: name }))

function City({ onSelectionChange, errorMessage }: { onSelectionChange: (key: string) => void; errorMessage?: string }) {
  const [city, setCity] = useState<string | null>('berlin')
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 320 }}>
      <ComboBox
        label="Office"
        description="Type to find a city."
        options={CITIES}
        selectedKey={city}
        onSelectionChange={(key) => {
          setCity(key)
          onSelectionChange(key)
        }}
        errorMessage={errorMessage}
      />
      <Button variant="secondary">After</Button>
    </div>
  )
}

const meta = { title: 'Primitives/ComboBox', component: City, args: { onSelectionChange: fn() } } satisfies Meta<typeof City>
export default meta
type Story = StoryObj<typeof meta>

const field = (canvas: ReturnType<typeof within>) => canvas.getByRole('combobox', { name: 'Office' })
const list = () => screen.findByRole('listbox', { name: 'Office' })

/** Typing filters the list (any part of a name, accents aside); the arrows move through it, Enter chooses, focus stays in the field. */
export const TypeArrowsAndEnter: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('focus opens the whole list, the chosen city marked', async () => {
      await userEvent.click(field(canvas))
      await expect(field(canvas)).toHaveAttribute('aria-expanded', 'true')
      await expect(within(await list()).getAllByRole('option')).toHaveLength(8)
      await expect(within(await list()).getByRole('option', { name: 'Berlin' })).toHaveAttribute('aria-selected', 'true')
    })
    await step('"zur" leaves Zürich; "on" leaves Lisbon and London', async () => {
      await userEvent.clear(field(canvas))
      await userEvent.type(field(canvas), 'zur')
      await expect(within(await list()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Zürich'])
      await userEvent.clear(field(canvas))
      await userEvent.type(field(canvas), 'on')
      await waitFor(async () => expect(within(await list()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Lisbon', 'London']))
    })
    await step('down, down, up: London then Lisbon is active; Enter chooses it and closes the list', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}')
      await expect(field(canvas)).toHaveAttribute('aria-activedescendant', within(await list()).getByRole('option', { name: 'London' }).id)
      await userEvent.keyboard('{ArrowUp}{Enter}')
      await expect(args.onSelectionChange).toHaveBeenCalledTimes(1)
      await expect(args.onSelectionChange).toHaveBeenCalledWith('lisbon')
      await expect(field(canvas)).toHaveValue('Lisbon')
      await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false')
      await expect(field(canvas)).toHaveFocus()
    })
  },
}

/** The button opens the whole list and a click chooses; text that matches nothing closes the list and is put back on leaving the field. */
export const PointerAndNoMatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show all/ }))
    await expect(field(canvas)).toHaveFocus()
    await userEvent.click(within(await list()).getByRole('option', { name: 'Rome' }))
    await expect(args.onSelectionChange).toHaveBeenCalledWith('rome')
    await expect(field(canvas)).toHaveValue('Rome')
    await userEvent.clear(field(canvas))
    await userEvent.type(field(canvas), 'Atlantis')
    await expect(screen.queryByRole('listbox')).toBeNull()
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false')
    await userEvent.tab()
    await expect(field(canvas)).toHaveValue('Rome')
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1)
  },
}

/** Escape closes the list and keeps what was typed; a second Escape puts back the chosen city; Tab leaves past the button. */
export const EscapeAndTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await expect(field(canvas)).toHaveFocus()
    await userEvent.keyboard('{Control>}a{/Control}par')
    await expect(await list()).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('listbox')).toBeNull()
    await expect(field(canvas)).toHaveValue('par')
    await userEvent.keyboard('{Escape}')
    await expect(field(canvas)).toHaveValue('Berlin')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus()
    await expect(args.onSelectionChange).not.toHaveBeenCalled()
  },
}

/** An error is tied to the field and marks it invalid. */
export const Invalid: Story = {
  args: { errorMessage: 'Choose an office.' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true')
    await expect(field(canvas)).toHaveAccessibleDescription('Type to find a city. Choose an office.')
  },
}

/** The list focus opened, under the field; down goes to the chosen city first (the screenshot is of it). */
export const OpenList: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(field(canvas))
    await userEvent.keyboard('{ArrowDown}')
    const options = within(await list()).getAllByRole('option')
    await expect(field(canvas)).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await expect(options[1]).toHaveTextContent('Berlin')
    await expect(options[1]).toBeVisible()
    const popover = (await list()).parentElement!
    const box = field(canvas).parentElement!
    await expect(popover.getBoundingClientRect().left).toBe(box.getBoundingClientRect().left)
    await expect(popover.getBoundingClientRect().top).toBeGreaterThan(box.getBoundingClientRect().bottom)
  },
}
