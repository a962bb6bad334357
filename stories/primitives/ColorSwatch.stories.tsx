import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { ColorLabel, ColorSwatch, ColorSwatchPicker } from '../../src/primitives'

const COLORS = [
  { value: '#4F46E5', name: 'Indigo' },
  { value: '#0EA5E9', name: 'Sky' },
  { value: '#10B981', name: 'Emerald' },
  { value: '#DC2626', name: 'Red' },
]

function Swatches({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('#4F46E5')
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ColorSwatchPicker
        label="Colour"
        colors={COLORS}
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
      <p>
        Chosen: <ColorLabel color={value} name={COLORS.find((color) => color.value === value)?.name ?? value} />
      </p>
      <ColorSwatch color="#F59E0B" name="Amber" size="md" />
    </div>
  )
}

const meta = { title: 'Primitives/ColorSwatch', component: Swatches, args: { onChange: fn() } } satisfies Meta<typeof Swatches>
export default meta
type Story = StoryObj<typeof meta>

/** Each swatch is named by its colour's name; the chosen one is selected. */
export const NamedSwatches: Story = {
  play: async ({ canvas }) => {
    const picker = canvas.getByRole('listbox', { name: 'Colour' })
    await expect(picker).toBeVisible()
    await expect(canvas.getByRole('option', { name: 'Indigo' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('option', { name: 'Red' })).toHaveAttribute('aria-selected', 'false')
    await expect(canvas.getByRole('img', { name: 'Amber' })).toBeVisible()
    await expect(canvas.getByText('Indigo', { selector: 'p *' })).toBeVisible()
  },
}

export const ChooseByClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: 'Emerald' }))
    await expect(args.onChange).toHaveBeenCalledWith('#10B981')
    await expect(canvas.getByRole('option', { name: 'Emerald' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByText('Emerald', { selector: 'p *' })).toBeVisible()
  },
}

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('option', { name: 'Indigo' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('option', { name: 'Emerald' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onChange).toHaveBeenLastCalledWith('#10B981')
    await expect(canvas.getByRole('option', { name: 'Emerald' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** The arrows wrap at the ends (up and down as well, as the swatches wrap onto lines), End and Home go to the ends, Enter chooses, and Tab comes back to the swatch last focused. */
export const ArrowsWrapAndEnterChooses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('option', { name: 'Red' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('option', { name: 'Indigo' })).toHaveFocus()
    await userEvent.keyboard('{End}{ArrowUp}')
    await expect(canvas.getByRole('option', { name: 'Emerald' })).toHaveFocus()
    await expect(args.onChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(args.onChange).toHaveBeenCalledWith('#10B981')
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.tab({ shift: true })
    await userEvent.tab()
    await expect(canvas.getByRole('option', { name: 'Red' })).toHaveFocus()
  },
}
