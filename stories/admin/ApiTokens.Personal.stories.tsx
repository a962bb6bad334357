import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { DELAYS } from '../../src/api'
import { USER_ACCESS_TOKENS_PATH, USER_API_TOKENS_PATH } from '../../src/api/apiTokens'
import { getWorld, isTokenSecret, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, dialog, FIRST_LOAD_TIMEOUT, noDialog, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { clipboardWrites, failing, fixTokenClock, shownValue, spyOnClipboard, tokenChanges, tokenGrid, vendorMakes } from './apiTokensStory'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin portal/Personal API tokens',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/personal-api-tokens',
    // spec/admin.md §9 success-dialog wait, injected as 0: the stories wait for the dialog, not for time.
    delays: { successDialog: 0 },
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { apiTokens: 'byPermissions', personalApiTokens: 'byPermissions' } }),
  },
  parameters: { layout: 'padded' },
  beforeEach: fixTokenClock,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const table = () => tokenGrid('Personal API tokens', FIRST_LOAD_TIMEOUT)
const names = async () =>
  within(await table())
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.textContent)
const loaded = (expected = 'Ada laptop CLI') => waitFor(async () => expect(await names()).toContain(expected), { timeout: FIRST_LOAD_TIMEOUT })
const row = async (name: string) => within(await rowOf(await table(), name))
const mine = (description: string) => getWorld().apiTokens.tokens.find((token) => token.owner === 'user' && token.description === description)

/** Presses Tab until `target` has focus (a keyboard user moving through the page). */
async function tabTo(userEvent: Context['userEvent'], target: HTMLElement, limit = 40) {
  for (let presses = 0; presses < limit && document.activeElement !== target; presses++) await userEvent.tab()
  await expect(target).toHaveFocus()
}

export const PersonalTokensListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    await loaded()
    // Ada's own client-credentials tokens only: not Alan's, not her access token; no roles on personal tokens.
    await expect(await names()).toEqual(['Ada laptop CLI', 'Notebook experiments'])
    await expect(within(await table()).queryByRole('columnheader', { name: 'Roles' })).toBeNull()
    await expect((await row('Notebook experiments')).getByText('Never')).toBeVisible()
    await expect((await row('Ada laptop CLI')).getAllByRole('gridcell')[1]!.querySelector('time')).toHaveAttribute('dateTime', '2027-10-05T14:45:00.000Z')
    await expect(sent(USER_API_TOKENS_PATH)).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'New token' })).toBeVisible()
  },
}

export const PersonalEmpty: Story = {
  beforeEach: () => {
    getWorld().apiTokens.tokens = getWorld().apiTokens.tokens.filter((token) => token.owner === 'tenant')
  },
  play: async () => {
    await expect(await within(await table()).findByText("You haven't made any API tokens yet.", {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
  },
}

export const PersonalLoadFailsThenRetry: Story = {
  beforeEach: failing('apiTokens', 'networkError'),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: FIRST_LOAD_TIMEOUT })
    await expect(alert).toHaveTextContent("Your API tokens didn't load.")
    getWorld().apiTokens.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await loaded()
  },
}

export const PersonalCreateClientCredentials: Story = {
  beforeEach: spyOnClipboard,
  parameters: { screenshot: { mask: ['[data-token-value]'] } },
  play: async ({ canvas, userEvent, step }) => {
    await loaded()
    await userEvent.click(canvas.getByRole('button', { name: 'New token' }))
    const form = within(await dialog('New personal API token'))
    await step('a personal token has no roles to pick', async () => {
      await expect(form.queryByRole('group', { name: 'Roles' })).toBeNull()
    })
    await userEvent.type(form.getByLabelText('Description'), 'Home lab')
    await userEvent.type(form.getByLabelText('Expires after (days)'), '90')
    await userEvent.click(form.getByRole('button', { name: 'Create token' }))
    const secret = await dialog('Your new API token')
    await step('sent without roles: 90 days as 129600 minutes', async () => {
      await expect(sent(USER_API_TOKENS_PATH).filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ description: 'Home lab', expiresInMinutes: 129_600 }])
    })
    await step('clientId and secret, both copyable; the secret is the real one', async () => {
      const token = mine('Home lab')!
      await expect(shownValue(secret, 'Client ID')).toBe(token.id)
      await expect(await isTokenSecret(token, shownValue(secret, 'Secret')!)).toBe(true)
      await userEvent.click(within(secret).getByRole('button', { name: 'Copy secret' }))
      await expect(await within(secret).findByRole('status')).toHaveTextContent('Secret copied to the clipboard.')
      await expect(clipboardWrites()).toEqual([shownValue(secret, 'Secret')])
    })
    await waitFor(async () => expect(await names()).toEqual(['Home lab', 'Ada laptop CLI', 'Notebook experiments']))
  },
}

/** Which dialog is open after each change of the page, with when (a MutationObserver: no polling, nothing missed). */
function watchDialogs() {
  const seen: { name: string | null; at: number }[] = []
  const record = () => {
    const open = document.querySelector('[role="dialog"], [role="alertdialog"]')
    const name = open ? (document.getElementById(open.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?') : null
    if (seen.at(-1)?.name !== name) seen.push({ name, at: performance.now() })
  }
  const observer = new MutationObserver(record)
  observer.observe(document.body, { childList: true, subtree: true })
  record()
  return { seen, stop: () => observer.disconnect() }
}

export const SecretShownAfterTheWait: Story = {
  // The spec's own wait (spec/admin.md §4, §9: 200 ms), not the stories' 0.
  args: { delays: { successDialog: DELAYS.successDialog } },
  parameters: { screenshot: { mask: ['[data-token-value]'] } },
  play: async ({ canvas, userEvent }) => {
    await loaded()
    await userEvent.click(canvas.getByRole('button', { name: 'New token' }))
    const form = within(await dialog('New personal API token'))
    await userEvent.type(form.getByLabelText('Description'), 'Waited for')
    const dialogs = watchDialogs()
    await userEvent.click(form.getByRole('button', { name: 'Create token' }))
    await dialog('Your new API token')
    dialogs.stop()
    // The form closed, nothing was open for the wait, then the secret showed.
    await expect(dialogs.seen.map((entry) => entry.name)).toEqual(['New personal API token', null, 'Your new API token'])
    const [, closed, secret] = dialogs.seen
    await expect(secret!.at - closed!.at).toBeGreaterThanOrEqual(DELAYS.successDialog - 1)
    await waitFor(async () => expect(await names()).toContain('Waited for'))
  },
}

export const PersonalCreateAccessToken: Story = {
  beforeEach: vendorMakes('AccessToken'),
  parameters: { screenshot: { mask: ['[data-token-value]'] } },
  play: async ({ canvas, userEvent }) => {
    await loaded('Terraform')
    await expect(await names()).toEqual(['Terraform'])
    await userEvent.click(canvas.getByRole('button', { name: 'New token' }))
    const form = within(await dialog('New personal API token'))
    await userEvent.type(form.getByLabelText('Description'), 'Laptop')
    await userEvent.click(form.getByRole('button', { name: 'Create token' }))
    const secret = await dialog('Your new API token')
    await expect(sent(USER_ACCESS_TOKENS_PATH).filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ description: 'Laptop', expiresInMinutes: null }])
    await expect(shownValue(secret, 'Client ID')).toBeNull()
    await expect(within(secret).queryByRole('button', { name: 'Copy client ID' })).toBeNull()
    await expect(await isTokenSecret(mine('Laptop')!, shownValue(secret, 'Secret')!)).toBe(true)
    await waitFor(async () => expect(await names()).toEqual(['Laptop', 'Terraform']))
  },
}

export const PersonalDeleteFails: Story = {
  beforeEach: failing('apiTokenChanges'),
  play: async ({ userEvent }) => {
    await loaded()
    await userEvent.click((await row('Notebook experiments')).getByRole('button', { name: 'Delete Notebook experiments' }))
    const confirm = within(await alertDialog('Delete the token Notebook experiments?'))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await expect(await confirm.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(tokenChanges().map((request) => request.method)).toEqual(['DELETE'])
    await expect(await names()).toEqual(['Ada laptop CLI', 'Notebook experiments'])
  },
}

export const PersonalReadOnly: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas }) => {
    await loaded()
    await expect(canvas.getByText('You can view your API tokens but not create or delete them.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'New token' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull()
  },
}

export const KeyboardOnly: Story = {
  beforeEach: spyOnClipboard,
  parameters: { screenshot: { mask: ['[data-token-value]'] } },
  play: async ({ canvas, userEvent, step }) => {
    await loaded()
    await step('Tab to New token, Enter opens the form on the description', async () => {
      await tabTo(userEvent, canvas.getByRole('button', { name: 'New token' }))
      await userEvent.keyboard('{Enter}')
      const form = within(await dialog('New personal API token'))
      await waitFor(() => expect(form.getByLabelText('Description')).toHaveFocus())
      await userEvent.keyboard('Keyboard token')
      await userEvent.tab()
      await expect(form.getByLabelText('Expires after (days)')).toHaveFocus()
      await userEvent.keyboard('14{Enter}')
    })
    const secret = await dialog('Your new API token')
    await step('Enter sent it; Tab reaches Copy secret, Enter copies', async () => {
      await expect(mine('Keyboard token')?.expiresInMinutes).toBe(14 * 1440)
      await tabTo(userEvent, within(secret).getByRole('button', { name: 'Copy secret' }))
      await userEvent.keyboard('{Enter}')
      await expect(await within(secret).findByRole('status')).toHaveTextContent('Secret copied to the clipboard.')
      await expect(clipboardWrites()).toEqual([shownValue(secret, 'Secret')])
    })
    await step('Escape closes it; focus goes back to New token', async () => {
      await userEvent.keyboard('{Escape}')
      await noDialog()
      await expect(canvas.getByRole('button', { name: 'New token' })).toHaveFocus()
    })
    await step('Tab into the grid, arrows to the new row’s Delete; Enter asks, Enter deletes', async () => {
      await waitFor(async () => expect(await names()).toContain('Keyboard token'))
      const grid = await table()
      for (let presses = 0; presses < 10 && !grid.contains(document.activeElement); presses++) await userEvent.tab()
      // The grid is one tab stop: Ctrl+Home to its first cell, down to the newest token, End to its Delete.
      await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowDown}{End}')
      await expect((await row('Keyboard token')).getByRole('button', { name: 'Delete Keyboard token' })).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      const confirm = within(await alertDialog('Delete the token Keyboard token?'))
      await tabTo(userEvent, confirm.getByRole('button', { name: 'Delete' }))
      await userEvent.keyboard('{Enter}')
      await noDialog()
      await waitFor(async () => expect(await names()).toEqual(['Ada laptop CLI', 'Notebook experiments']))
      await expect(mine('Keyboard token')).toBeUndefined()
    })
  },
}
