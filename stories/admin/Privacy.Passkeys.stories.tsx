import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { PASSKEYS_PATH } from '../../src/api/webauthn'
import { getWorld } from '../../src/fixtures'
import { alertDialog, findGrid, noDialog, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { withVirtualAuthenticator } from '../support/virtualAuthenticator'
import { ada, failing, holding, privacyArgs, signedInHere, withPasskeys } from './privacyStory'

const meta = {
  title: 'Admin portal/Privacy/Passkeys',
  component: StoryApp,
  args: privacyArgs('/passkeys'),
  beforeEach: () => {
    signedInHere()
    withPasskeys()
  },
  // A passkey added now shows today's date.
  parameters: { layout: 'padded', screenshot: { mask: ['time'] } },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const table = (canvas: Canvas) => findGrid(canvas, 'Passkeys')
const names = async (canvas: Canvas) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    // The name (on a narrow screen its kind and date show under it too).
    .map((cell) => cell.firstChild?.textContent ?? null)

/** Names (the server's, or the kind of device) and the day each was added, in the reader's locale. */
export const List: Story = {
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toEqual(['Work laptop', 'Passkey on a security key']), { timeout: 15_000 })
    const laptop = within(await rowOf(await table(canvas), 'Work laptop'))
    await expect(laptop.getByRole('gridcell', { name: 'This device' })).toBeVisible()
    await expect(laptop.getByRole('gridcell', { name: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date('2026-03-14T09:00:00.000Z')) })).toBeVisible()
  },
}

/** No passkeys: the list says so and offers to add one. */
export const Empty: Story = {
  beforeEach: () => {
    ada().webauthnCredentials = []
  },
  play: async ({ canvas }) => {
    await expect(await within(await table(canvas)).findByText('No passkeys yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeEnabled()
  },
}

/** Adding one: the browser's ceremony on the virtual authenticator, verified by the server, listed. */
export const Add: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(2), { timeout: 15_000 })
    await withVirtualAuthenticator({ transport: 'internal' }, async (authenticator) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }))
      await expect(await canvas.findByText('Passkey added.')).toBeVisible()
      await waitFor(async () => expect(await names(canvas)).toHaveLength(3))
      expect(ada().webauthnCredentials).toHaveLength(3)
      expect(sent(`${PASSKEYS_PATH}/verify`)).toHaveLength(1)
      if (authenticator) expect(await authenticator.credentials()).toHaveLength(1)
    })
  },
}

/** The person dismisses the browser's prompt: the section says so; nothing is registered. */
export const AddCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(2), { timeout: 15_000 })
    await withVirtualAuthenticator({ transport: 'internal' }, async (authenticator) => {
      await authenticator?.cancelNextCeremony()
      await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }))
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Your device did not answer, or the request was cancelled. Try again.')
      expect(sent(`${PASSKEYS_PATH}/verify`)).toHaveLength(0)
    })
  },
}

/** Deleting one asks first; the DELETE goes once and the row leaves. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(2), { timeout: 15_000 })
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Work laptop' }))
    const confirm = await alertDialog('Delete Work laptop?')
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(canvas.getByText('Work laptop deleted.')).toBeVisible()
    await waitFor(async () => expect(await names(canvas)).toEqual(['Passkey on a security key']))
    expect(sent(`${PASSKEYS_PATH}/cred-laptop`).filter((request) => request.method === 'DELETE')).toHaveLength(1)
  },
}

/** Deleting waits on the server: the button shows progress; then the server fails it and says why. */
export const DeleteServerError: Story = {
  beforeEach: holding('passkeyDelete'),
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(2), { timeout: 15_000 })
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Work laptop' }))
    const confirm = await alertDialog('Delete Work laptop?')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(getWorld().privacy.gates.passkeyDelete?.held).toBe(1))
    await expect(within(confirm).getByRole('progressbar', { name: 'Deleting' })).toBeVisible()
    getWorld().privacy.failures.passkeyDelete = 'serverError'
    getWorld().privacy.gates.passkeyDelete?.open()
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Internal server error')
    expect(ada().webauthnCredentials).toHaveLength(2)
  },
}

/** The list fails on the server: the section shows the server's words and a retry. */
export const LoadServerError: Story = {
  beforeEach: failing('passkeys'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We couldn't load your passkeys. Internal server error", {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
