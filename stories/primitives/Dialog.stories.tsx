import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { Banner, Button, ConfirmDialog, Dialog, DialogActions, TextField } from '../../src/primitives'

function DialogDemo({ onSave }: { onSave: (name: string) => void }) {
  const [isOpen, setOpen] = useState(false)
  const [name, setName] = useState('')
  return (
    <>
      <Button onPress={() => setOpen(true)}>Rename team</Button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title="Rename team" description="Everyone in the team sees the new name.">
        <TextField label="Team name" value={name} onChange={setName} autoFocus />
        <DialogActions>
          <Button variant="text" onPress={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            onPress={() => {
              onSave(name)
              setOpen(false)
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogDemo,
  args: { onSave: fn() },
} satisfies Meta<typeof DialogDemo>

export default meta
type Story = StoryObj<typeof meta>

// Dialogs render in a portal at the end of the body, outside the story's canvas.
const body = () => within(document.body)

export const OpenTypeSave: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename team' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Rename team' })
    await expect(within(dialog).getByLabelText('Team name')).toHaveFocus()
    await userEvent.keyboard('Analytical Engines')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith('Analytical Engines')
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename team' }))
    await screen.findByRole('dialog', { name: 'Rename team' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** The delete fails the first time (as a server might) and works the second. */
function ConfirmDemo({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false)
  const [isPending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [attempts, setAttempts] = useState(0)
  const remove = () => {
    onConfirm()
    setAttempts(attempts + 1)
    return new Promise<void>((resolve, reject) => setTimeout(() => (attempts === 0 ? reject(new Error('500')) : resolve()), 50))
  }
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete user
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Delete Ada Lovelace?"
        description="She loses access to this account at once."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pendingLabel="Deleting"
        isPending={isPending}
        onConfirm={() => {
          setPending(true)
          remove().then(
            () => setOpen(false),
            () => setFailed(true),
          ).finally(() => setPending(false))
        }}
      >
        {failed && <Banner tone="error">The user could not be deleted. Try again.</Banner>}
      </ConfirmDialog>
    </>
  )
}

export const ConfirmFailsThenSucceeds: StoryObj<typeof ConfirmDemo> = {
  render: (args) => <ConfirmDemo {...args} />,
  args: { onConfirm: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete user' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Ada Lovelace?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The user could not be deleted. Try again.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull())
    await expect(args.onConfirm).toHaveBeenCalledTimes(2)
  },
}
