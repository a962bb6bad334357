import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { TENANT_ACCESS_TOKENS_PATH, TENANT_API_TOKENS_PATH, TENANT_API_TOKENS_V2_PATH } from '../../src/api/apiTokens'
import { getWorld, isTokenSecret, people, roleId } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, dialog, FIRST_LOAD_TIMEOUT, noDialog, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { clipboardWrites, failing, fixTokenClock, heldTokenCalls, holdTokenCalls, shownValue, spyOnClipboard, tokenChanges, tokenGrid, vendorMakes } from './apiTokensStory'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin portal/API tokens',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/api-tokens',
    // spec/admin.md §9 success-dialog wait, injected as 0: the stories wait for the dialog, not for time.
    delays: { successDialog: 0 },
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { apiTokens: 'byPermissions', personalApiTokens: 'byPermissions', roles: 'byPermissions' } }),
  },
  parameters: { layout: 'padded' },
  beforeEach: fixTokenClock,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const table = () => tokenGrid('API tokens', FIRST_LOAD_TIMEOUT)
const names = async () =>
  within(await table())
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.textContent)
const row = async (name: string) => within(await rowOf(await table(), name))
/** Waits for the list, and for the name of who made Nightly export (looked up apart) when it is listed: the screen is then settled. */
async function loaded(expected = 'Billing sync') {
  await waitFor(async () => expect(await names()).toContain(expected), { timeout: FIRST_LOAD_TIMEOUT })
  if ((await names()).includes('Nightly export')) await (await row('Nightly export')).findByText(people.breached.name)
}
const newToken = (description: string) => getWorld().apiTokens.tokens.find((token) => token.description === description)!

/** Opens the new-token form and fills it: description, days, roles by name. */
async function fillNewToken({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, values: { description: string; days?: string; roles?: string[] }) {
  await userEvent.click(canvas.getByRole('button', { name: 'New token' }))
  const form = within(await dialog('New API token'))
  await waitFor(() => expect(form.getByLabelText('Description')).toHaveFocus())
  await userEvent.keyboard(values.description)
  if (values.days) await userEvent.type(form.getByLabelText('Expires after (days)'), values.days)
  for (const role of values.roles ?? []) await userEvent.click(await form.findByRole('checkbox', { name: role }))
  return form
}

// ---------------------------------------------------------------- the list

export const TokensListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await loaded()
    await step("Acme's client-credentials tokens, newest first; not Globex's, not the access token", async () => {
      await expect(await names()).toEqual(['Billing sync', 'Nightly export', 'Old CI pipeline'])
    })
    await step('roles by name, who made it, when it expires', async () => {
      const nightly = await row('Nightly export')
      await expect(await nightly.findByText('Read only')).toBeVisible()
      await expect(nightly.getByText('Auditor')).toBeVisible()
      await expect(await nightly.findByText(people.breached.name)).toBeVisible()
      await expect(nightly.getAllByRole('gridcell')[1]!.querySelector('time')).toHaveAttribute('dateTime', '2027-06-02T22:15:00.000Z')
      const billing = await row('Billing sync')
      await expect(billing.getByText('Never')).toBeVisible()
      await expect(billing.getByText('You')).toBeVisible()
      const old = await row('Old CI pipeline')
      await expect(old.getByText(/^Expired/)).toBeVisible()
      await expect(old.getByText('No roles')).toBeVisible()
    })
    await step('the vendor config said which list to read; New token and Delete are offered', async () => {
      await expect(sent('/configurations/v1/public')).toHaveLength(1)
      await expect(sent(TENANT_API_TOKENS_PATH)).toHaveLength(1)
      await expect(sent(TENANT_ACCESS_TOKENS_PATH)).toHaveLength(0)
      await expect(canvas.getByRole('button', { name: 'New token' })).toBeEnabled()
      await expect((await row('Billing sync')).getByRole('button', { name: 'Delete Billing sync' })).toBeVisible()
    })
  },
}

export const TokensEmpty: Story = {
  beforeEach: () => {
    getWorld().apiTokens.tokens = []
  },
  play: async ({ canvas }) => {
    await expect(await within(await table()).findByText('This account has no API tokens yet.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'New token' })).toBeVisible()
  },
}

export const TokensLoading: Story = {
  beforeEach: holdTokenCalls('apiTokens'),
  play: async () => {
    const grid = await table()
    const loading = await heldTokenCalls('apiTokens')
    await expect(await within(grid).findByRole('progressbar', { name: 'Loading' })).toBeVisible()
    loading.open()
    await loaded()
    await expect(within(grid).queryByRole('progressbar')).toBeNull()
  },
}

export const TokensLoadFailsThenRetry: Story = {
  beforeEach: failing('apiTokens'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: FIRST_LOAD_TIMEOUT })).toHaveTextContent("The account's API tokens didn't load. Internal server error")
    getWorld().apiTokens.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await loaded()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const VendorConfigFails: Story = {
  beforeEach: () => {
    getWorld().failures.vendorConfig = 'networkError'
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: FIRST_LOAD_TIMEOUT })).toHaveTextContent("The account's API tokens didn't load.")
    // Which kind to make is unknown: nothing can be created.
    await expect(canvas.getByRole('button', { name: 'New token' })).toBeDisabled()
    await expect(sent(TENANT_API_TOKENS_PATH)).toHaveLength(0)
  },
}

// ---------------------------------------------------------------- create

export const CreateClientCredentialsToken: Story = {
  beforeEach: spyOnClipboard,
  parameters: { screenshot: { mask: ['[data-token-value]'] } },
  play: async (context) => {
    const { step, userEvent } = context
    await loaded()
    await step('description, 30 days and two roles; the form closes once the token is made', async () => {
      const form = await fillNewToken(context, { description: 'Deploy bot', days: '30', roles: ['Developer', 'Support'] })
      await userEvent.click(form.getByRole('button', { name: 'Create token' }))
    })
    const secret = await dialog('Your new API token')
    await step('sent to the v2 path: the days as minutes, the roles by id', async () => {
      await expect(sent(TENANT_API_TOKENS_V2_PATH).map((request) => [request.method, request.body])).toEqual([['POST', { description: 'Deploy bot', expiresInMinutes: 43_200, roleIds: [roleId('Developer'), roleId('Support')] }]])
    })
    await step('the secret shows once with the clientId; it is the secret the API made', async () => {
      const token = newToken('Deploy bot')
      await expect(shownValue(secret, 'Client ID')).toBe(token.id)
      await expect(await isTokenSecret(token, shownValue(secret, 'Secret')!)).toBe(true)
      await expect(within(secret).getByText("Copy the secret now: it won't be shown again.")).toBeVisible()
    })
    await step('copy puts the secret on the clipboard and says so', async () => {
      await userEvent.click(within(secret).getByRole('button', { name: 'Copy secret' }))
      await expect(await within(secret).findByRole('status')).toHaveTextContent('Secret copied to the clipboard.')
      await expect(clipboardWrites()).toEqual([shownValue(secret, 'Secret')])
    })
    await step('the new token is listed with its roles', async () => {
      await waitFor(async () => expect(await names()).toContain('Deploy bot'))
      await expect(await (await row('Deploy bot')).findByText('Developer')).toBeInTheDocument()
    })
  },
}

export const SecretCopiedAndDone: Story = {
  beforeEach: spyOnClipboard,
  play: async (context) => {
    const { canvas, userEvent } = context
    await loaded()
    const form = await fillNewToken(context, { description: 'Reporting' })
    await userEvent.click(form.getByRole('button', { name: 'Create token' }))
    const secret = await dialog('Your new API token')
    const shown = shownValue(secret, 'Secret')!
    await userEvent.click(within(secret).getByRole('button', { name: 'Copy client ID' }))
    await expect(await within(secret).findByRole('status')).toHaveTextContent('Client ID copied to the clipboard.')
    await expect(clipboardWrites()).toEqual([newToken('Reporting').id])
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }))
    await noDialog()
    // Shown once: the list never carries the secret, and focus is back where the admin started.
    await waitFor(async () => expect(await names()).toContain('Reporting'))
    await expect(canvas.queryByText(shown)).toBeNull()
    await expect(canvas.getByRole('button', { name: 'New token' })).toHaveFocus()
  },
}

export const CreateAccessToken: Story = {
  beforeEach: vendorMakes('AccessToken'),
  parameters: { screenshot: { mask: ['[data-token-value]'] } },
  play: async (context) => {
    const { userEvent, step } = context
    await step('the vendor makes access tokens: their list is the one shown', async () => {
      await loaded('Status page probe')
      await expect(await names()).toEqual(['Status page probe'])
    })
    const form = await fillNewToken(context, { description: 'Uptime checks', roles: ['Read only'] })
    await userEvent.click(form.getByRole('button', { name: 'Create token' }))
    const secret = await dialog('Your new API token')
    await step('no expiry is sent as null, to the access-tokens path', async () => {
      await expect(sent(TENANT_ACCESS_TOKENS_PATH).filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ description: 'Uptime checks', expiresInMinutes: null, roleIds: [roleId('ReadOnly')] }])
      await expect(sent(TENANT_API_TOKENS_V2_PATH)).toHaveLength(0)
    })
    await step('an access token shows its secret and no clientId', async () => {
      await expect(shownValue(secret, 'Client ID')).toBeNull()
      await expect(await isTokenSecret(newToken('Uptime checks'), shownValue(secret, 'Secret')!)).toBe(true)
      await waitFor(async () => expect(await names()).toEqual(['Uptime checks', 'Status page probe']))
    })
  },
}

export const CreateValidationErrors: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await loaded()
    await userEvent.click(canvas.getByRole('button', { name: 'New token' }))
    const form = within(await dialog('New API token'))
    await step('no description and half a day: each field says what is wrong; the description takes focus', async () => {
      await userEvent.type(form.getByLabelText('Expires after (days)'), '1.5')
      await userEvent.click(form.getByRole('button', { name: 'Create token' }))
      await expect(form.getByLabelText('Description')).toHaveAccessibleDescription(expect.stringContaining('Enter what the token is for.'))
      await expect(form.getByLabelText('Expires after (days)')).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of days, like 30.'))
      await expect(form.getByLabelText('Description')).toHaveFocus()
    })
    await step('zero days is too few; what was typed stays', async () => {
      await userEvent.type(form.getByLabelText('Description'), 'Backups')
      await userEvent.clear(form.getByLabelText('Expires after (days)'))
      await userEvent.type(form.getByLabelText('Expires after (days)'), '0')
      await userEvent.click(form.getByRole('button', { name: 'Create token' }))
      await expect(await form.findByText('Enter at least 1 day.')).toBeVisible()
      await expect(form.getByLabelText('Expires after (days)')).toHaveFocus()
      await expect(form.getByLabelText('Description')).toHaveValue('Backups')
      await expect(tokenChanges()).toEqual([])
    })
  },
}

export const CreateSubmittingOnce: Story = {
  beforeEach: holdTokenCalls('apiTokenChanges'),
  parameters: { screenshot: { mask: ['[data-token-value]'] } },
  play: async (context) => {
    const { userEvent, step } = context
    await loaded()
    const form = await fillNewToken(context, { description: 'Twice pressed' })
    await userEvent.dblClick(form.getByRole('button', { name: 'Create token' }))
    const saving = await heldTokenCalls('apiTokenChanges')
    await step('while it has no answer: a spinner, the fields locked, sent once', async () => {
      await expect(await form.findByRole('progressbar', { name: 'Creating' })).toBeVisible()
      await expect(form.getByLabelText('Description')).toBeDisabled()
      await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled()
      await expect(tokenChanges()).toHaveLength(1)
    })
    saving.open()
    await dialog('Your new API token')
    await expect(tokenChanges()).toHaveLength(1)
    // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
    await waitFor(async () => expect(await names()).toContain('Twice pressed'))
  },
}

export const CreateFails: Story = {
  beforeEach: failing('apiTokenChanges'),
  play: async (context) => {
    await loaded()
    const form = await fillNewToken(context, { description: 'Deploy bot', days: '7' })
    await context.userEvent.click(form.getByRole('button', { name: 'Create token' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(form.getByLabelText('Description')).toHaveValue('Deploy bot')
    await expect(form.getByLabelText('Expires after (days)')).toHaveValue('7')
    await expect(getWorld().apiTokens.tokens.some((token) => token.description === 'Deploy bot')).toBe(false)
  },
}

// ---------------------------------------------------------------- delete, read only

export const DeleteToken: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded()
    await userEvent.click((await row('Nightly export')).getByRole('button', { name: 'Delete Nightly export' }))
    const confirm = within(await alertDialog('Delete the token Nightly export?'))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(await canvas.findByRole('status')).toHaveTextContent('Token Nightly export deleted.')
    await expect(tokenChanges().map((request) => [request.method, request.path])).toEqual([['DELETE', `${TENANT_API_TOKENS_PATH}/5e0b1c2d-0000-4000-8000-00000000a002`]])
    await waitFor(async () => expect(await names()).toEqual(['Billing sync', 'Old CI pipeline']))
  },
}

export const DeleteFails: Story = {
  beforeEach: failing('apiTokenChanges'),
  play: async ({ userEvent }) => {
    await loaded()
    await userEvent.click((await row('Billing sync')).getByRole('button', { name: 'Delete Billing sync' }))
    const confirm = within(await alertDialog('Delete the token Billing sync?'))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await expect(await confirm.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(await names()).toContain('Billing sync')
    await expect(getWorld().apiTokens.tokens.some((token) => token.description === 'Billing sync')).toBe(true)
  },
}

export const ReadOnlyAdmin: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas }) => {
    await loaded()
    await expect(canvas.getByText('You can view API tokens but not create or delete them.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'New token' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull()
    await expect(tokenChanges()).toEqual([])
  },
}
