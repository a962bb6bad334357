import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'
import { Button, Tooltip } from '../../src/primitives'
import { expectInThemeHome } from '../support/themeChecks'

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Sends a new link; the old one stops working.',
    children: <Button variant="secondary">Resend invitation</Button>,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
  // Room above the trigger for the tooltip. Fullscreen: the screenshot then leaves the layout as the
  // play function left it, and the open tooltip stays where it was placed.
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: '96px 48px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

const DESCRIPTION = 'Sends a new link; the old one stops working.'

/** Tab onto the trigger: the tooltip shows at once, describes the button, and lives in the theme's overlay home. */
export const KeyboardFocusShowsIt: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Resend invitation' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    const tooltip = await screen.findByRole('tooltip')
    await expect(tooltip).toHaveTextContent(DESCRIPTION)
    await expect(trigger).toHaveAccessibleDescription(DESCRIPTION)
    expectInThemeHome(tooltip, trigger.closest('[data-theme]')!)
    // Placed above the trigger, as asked by default.
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placement', 'top'))
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top)
  },
}

/** Escape hides it and leaves focus on the trigger, which no longer carries the description. */
export const EscapeHidesIt: Story = {
  play: async (context) => {
    await KeyboardFocusShowsIt.play!(context)
    const { canvas, userEvent } = context
    const trigger = canvas.getByRole('button', { name: 'Resend invitation' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    await expect(trigger).toHaveFocus()
    await expect(trigger).not.toHaveAccessibleDescription(DESCRIPTION)
  },
}

/** A pointer resting on the trigger shows it after RAC's delay; leaving hides it. */
export const HoverShowsIt: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Resend invitation' })
    // The pointer crosses the page on its way: react-aria shows hover tooltips only once the pointer has moved.
    await userEvent.hover(canvasElement)
    await userEvent.hover(trigger)
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(DESCRIPTION)
    await userEvent.unhover(trigger)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  },
}

/** Below the trigger: the arrow turns to point up at it. */
export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Resend invitation' })
    await userEvent.tab()
    const tooltip = await screen.findByRole('tooltip')
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placement', 'bottom'))
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom)
  },
}
