import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { TagGroup, type TagItem } from '../../src/primitives'

const PEOPLE: TagItem[] = [
  { id: 'u1', label: 'Ada Lovelace' },
  { id: 'u2', label: 'Grace Hopper' },
  { id: 'u3', label: 'Alan Turing' },
]

function People({ onRemove }: { onRemove: (id: string) => void }) {
  const [items, setItems] = useState(PEOPLE)
  return (
    <TagGroup
      label="Members"
      description="Remove someone with their × button, or Delete."
      items={items}
      emptyText="No members"
      onRemove={(id) => {
        onRemove(id)
        setItems((current) => current.filter((item) => item.id !== id))
      }}
    />
  )
}

const meta = { title: 'Primitives/TagGroup', component: People, args: { onRemove: fn() } } satisfies Meta<typeof People>
export default meta
type Story = StoryObj<typeof meta>

export const RemoveByButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('grid', { name: 'Members' })
    await expect(list).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /Remove.*Grace Hopper/ }))
    await expect(args.onRemove).toHaveBeenCalledWith('u2')
    await expect(canvas.queryByText('Grace Hopper')).toBeNull()
  },
}

export const RemoveByKeyboardUntilEmpty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('row', { name: 'Ada Lovelace' })).toHaveFocus()
    await userEvent.keyboard('{Delete}')
    await expect(args.onRemove).toHaveBeenCalledWith('u1')
    await userEvent.keyboard('{Delete}')
    await userEvent.keyboard('{Backspace}')
    await expect(args.onRemove).toHaveBeenCalledTimes(3)
    await expect(await canvas.findByText('No members')).toBeVisible()
    await expect(canvas.getByRole('grid', { name: 'Members' })).toHaveFocus()
  },
}

/** One Tab stop; the arrows, Home and End move between tags; a removed tag's place takes focus, and Tab out and back returns to it. */
export const ArrowKeysAndFocusAfterRemove: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab reaches the first tag; the arrows, End and Home move', async () => {
      await userEvent.tab()
      await expect(canvas.getByRole('row', { name: 'Ada Lovelace' })).toHaveFocus()
      await userEvent.keyboard('{ArrowRight}')
      await expect(canvas.getByRole('row', { name: 'Grace Hopper' })).toHaveFocus()
      await userEvent.keyboard('{End}')
      await expect(canvas.getByRole('row', { name: 'Alan Turing' })).toHaveFocus()
      await userEvent.keyboard('{Home}{ArrowLeft}')
      await expect(canvas.getByRole('row', { name: 'Alan Turing' })).toHaveFocus()
      await userEvent.keyboard('{ArrowLeft}')
      await expect(canvas.getByRole('row', { name: 'Grace Hopper' })).toHaveFocus()
    })
    await step('Backspace removes Grace Hopper; the tag after her takes focus', async () => {
      await userEvent.keyboard('{Backspace}')
      await expect(args.onRemove).toHaveBeenCalledWith('u2')
      await expect(canvas.getByRole('row', { name: 'Alan Turing' })).toHaveFocus()
    })
    await step('the list is one Tab stop, and coming back lands on the tag last focused', async () => {
      await userEvent.tab({ shift: true })
      await expect(canvas.getByRole('grid', { name: 'Members' })).not.toContainElement(document.activeElement as HTMLElement)
      await userEvent.tab()
      await expect(canvas.getByRole('row', { name: 'Alan Turing' })).toHaveFocus()
    })
  },
}

/** Right to left the arrows follow the reading direction. */
export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('row', { name: 'Ada Lovelace' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('row', { name: 'Grace Hopper' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('row', { name: 'Ada Lovelace' })).toHaveFocus()
  },
}
