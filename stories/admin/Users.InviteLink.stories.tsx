import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { INVITE_LINK_PATH } from '../../src/api/invitations'
import { dialog } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { choose } from '../support/select'
import { readsSubAccounts, table, usersArgs } from './support/usersStories'

/** The account's invite link: shown, changed, deleted and created. */
const meta = {
  title: 'Admin portal/Users/Invite link',
  component: StoryApp,
  args: usersArgs,
  beforeEach: readsSubAccounts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const InviteLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite link' }))
    const invite = await dialog('Invite link')
    await waitFor(() => expect((within(invite).getByLabelText('Link') as HTMLInputElement).value).toContain('/account/invitation/accept?token=invite-acme-7f3c2a9e'))
    await userEvent.click(within(invite).getByRole('checkbox', { name: 'Email me when someone joins' }))
    await waitFor(() => expect(sent(INVITE_LINK_PATH).find((request) => request.method === 'PATCH')?.body).toEqual({ shouldSendEmail: true }))
    // The controls stay disabled until the change is answered, as a person sees them.
    const validity = within(invite).getByRole('combobox', { name: /Valid for/ })
    await waitFor(() => expect(validity).toBeEnabled())
    await choose(userEvent, within(invite), /Valid for/, '7 days from now')
    await waitFor(() => expect(sent(INVITE_LINK_PATH).filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({ expiresInMinutes: 10080 }))
    // Sent is not answered: Delete link stays disabled until it is, and a press on it before then does nothing.
    const remove = within(invite).getByRole('button', { name: 'Delete link' })
    await waitFor(() => expect(remove).toBeEnabled())
    await userEvent.click(remove)
    await expect(await within(invite).findByText('There is no invite link yet.')).toBeVisible()
  },
}

export const CreateInviteLink: Story = {
  parameters: {
    scenario: 'teamNoInviteLink',
    // The new link (the test server's origin and port, a random token) and its expiry date (today + 30 days) change from run to run.
    screenshot: { mask: ['[role="dialog"] input[readonly]', '[role="dialog"] > p'] },
  },
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite link' }))
    const invite = await dialog('Invite link')
    // Create link is there, disabled, while the dialog still asks whether a link exists; a press then does nothing.
    const create = await within(invite).findByRole('button', { name: 'Create link' })
    await waitFor(() => expect(create).toBeEnabled())
    await userEvent.click(create)
    await waitFor(() => expect((within(invite).getByLabelText('Link') as HTMLInputElement).value).toContain('?token='))
    await expect(sent(INVITE_LINK_PATH).find((request) => request.method === 'POST')?.body).toEqual({ expiresInMinutes: 43200 })
  },
}
