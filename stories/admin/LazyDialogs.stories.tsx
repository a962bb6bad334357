import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from '../../src/primitives'
import { LazyDialogs } from '../../src/screens/admin/team/LazyDialogs'
import type { ComponentLoader } from '../../src/screens/shared/lazyComponent'
import { dialog, noDialog } from '../support/admin'

type DemoProps = { onClose: () => void }

/**
 * A team section's dialogs come in a chunk of their own (UsersDialogs, GroupsDialogs), fetched when
 * the browser is idle after the list shows or when one is first opened. These stories drive that
 * mechanism with a demo dialog whose chunk can fail.
 */
function SectionWithLazyDialogs({ load }: { load: ComponentLoader<DemoProps> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onPress={() => setOpen(true)}>Invite people</Button>
      <LazyDialogs load={load} isActive={open} props={{ onClose: () => setOpen(false) }} />
    </>
  )
}

const meta = {
  title: 'Internals/Lazy dialogs',
  component: SectionWithLazyDialogs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SectionWithLazyDialogs>

export default meta
type Story = StoryObj<typeof meta>

let loads = 0
const loadDemo: ComponentLoader<DemoProps> = () => {
  loads++
  return import('./demo/DemoDialogs')
}

export const OpensAfterItsChunk: Story = {
  args: { load: loadDemo },
  beforeEach: () => {
    loads = 0
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite people' }))
    const invite = await dialog('Invite people')
    await waitFor(() => expect(invite).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await noDialog()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Invite people' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await expect(within(await dialog('Invite people')).getByRole('button', { name: 'Done' })).toBeVisible()
    await expect(loads).toBeLessThanOrEqual(2)
  },
}

// Offline until the play function says the connection is back: the idle preload and the first open both fail.
let online = false
const failingWhileOffline: ComponentLoader<DemoProps> = () =>
  online ? import('./demo/DemoDialogs') : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

export const ChunkFailsThenRetried: Story = {
  tags: ['screenshot-dark'],
  args: { load: failingWhileOffline },
  beforeEach: () => {
    online = false
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite people' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent("This dialog didn't load")
    await expect(canvas.getByRole('button', { name: 'Invite people' })).toBeEnabled()
    online = true
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await dialog('Invite people')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
