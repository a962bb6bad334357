import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { Button, createToastQueue, ToastRegion } from '../../src/primitives'
import { expectInThemeHome } from '../support/themeChecks'

interface InviteDemoProps {
  /** How long "Link copied" stays, in ms; none: until closed. */
  linkTimeout?: number
}

/** A team screen's three outcomes, each announced by a toast from the screen's own queue. */
function InviteDemo({ linkTimeout }: InviteDemoProps) {
  const [queue] = useState(() => createToastQueue())
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onPress={() => queue.add({ tone: 'success', title: 'Invitation sent', description: 'Ada Lovelace gets an email with a link to join.' })}>Send invitation</Button>
      <Button variant="secondary" onPress={() => queue.add({ tone: 'info', title: 'Link copied' }, linkTimeout ? { timeout: linkTimeout } : undefined)}>
        Copy invitation link
      </Button>
      <Button variant="danger" onPress={() => queue.add({ tone: 'error', title: 'The invitation could not be sent', description: 'The address bounced. Check it and try again.' })}>
        Send to old address
      </Button>
      <ToastRegion queue={queue} />
    </div>
  )
}

const meta = {
  title: 'Primitives/Toast',
  component: InviteDemo,
  argTypes: { linkTimeout: { control: 'number' } },
} satisfies Meta<typeof InviteDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Toasts render at the end of the body (the theme's overlay home), outside the story's canvas. */
const toasts = () => screen.queryAllByRole('alertdialog')

/** Pressing the button raises a toast that is announced, named by its title, and closed by its Close button. */
export const InvitationSent: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const send = canvas.getByRole('button', { name: 'Send invitation' })
    await step('the toast shows, in the theme home, its text announced', async () => {
      await userEvent.click(send)
      const toast = await screen.findByRole('alertdialog', { name: 'Invitation sent' })
      await expect(toast).toHaveAccessibleDescription('Ada Lovelace gets an email with a link to join.')
      await expect(within(toast).getByRole('alert')).toHaveTextContent('Invitation sentAda Lovelace gets an email with a link to join.')
      // The region is a landmark named by how many toasts it holds.
      await expect(screen.getByRole('region', { name: '1 notification.' })).toContainElement(toast)
      expectInThemeHome(toast, send.closest('[data-theme]')!)
    })
    await step('its Close button closes it', async () => {
      const toast = screen.getByRole('alertdialog', { name: 'Invitation sent' })
      await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(toasts()).toEqual([]))
      await expect(screen.queryByRole('region')).toBeNull()
    })
  },
}

/** By keyboard: F6 jumps from the page to the toasts, Tab reaches the toast and its Close, Enter closes, and focus goes back. */
export const ClosedByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const send = canvas.getByRole('button', { name: 'Send invitation' })
    await userEvent.tab()
    await expect(send).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const toast = await screen.findByRole('alertdialog', { name: 'Invitation sent' })
    await userEvent.keyboard('{F6}')
    await waitFor(() => expect(screen.getByRole('region', { name: '1 notification.' })).toHaveFocus())
    await userEvent.tab()
    await expect(toast).toHaveFocus()
    await userEvent.tab()
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(toasts()).toEqual([]))
    await waitFor(() => expect(send).toHaveFocus())
  },
}

/** A timed toast goes by itself while one without a timeout stays until closed. */
export const TimedToastGoesAway: Story = {
  // Short for the test; a real screen gives people at least 5000 ms (Toast.tsx).
  args: { linkTimeout: 1500 },
  play: async ({ canvas, userEvent, step }) => {
    await step('an untimed toast, then a timed one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }))
      await screen.findByRole('alertdialog', { name: 'Invitation sent' })
      await userEvent.click(canvas.getByRole('button', { name: 'Copy invitation link' }))
      // Cannot be missed: RAC starts the timer in an effect after the toast is in the DOM, and findBy's
      // DOM observer runs before any timer does.
      await screen.findByRole('alertdialog', { name: 'Link copied' })
    })
    await step('the timed one goes; the untimed one stays', async () => {
      await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Link copied' })).toBeNull())
      await expect(toasts().map((toast) => toast.getAttribute('data-tone'))).toEqual(['success'])
    })
    await step('the untimed one goes when closed', async () => {
      await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Invitation sent' })).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(toasts()).toEqual([]))
    })
  },
}

/** Every tone at once, newest nearest the corner; the story ends with them shown (none is timed). */
export const Tones: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Copy invitation link' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Send to old address' }))
    await waitFor(() => expect(toasts().map((toast) => toast.getAttribute('data-tone'))).toEqual(['error', 'info', 'success']))
    const [newest, , oldest] = toasts()
    await expect(newest!.getBoundingClientRect().top).toBeGreaterThan(oldest!.getBoundingClientRect().bottom)
    // Each tone's title is the toast's name and is read out.
    await expect(screen.getByRole('alertdialog', { name: 'The invitation could not be sent' })).toHaveAccessibleDescription('The address bounced. Check it and try again.')
  },
}
