import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, waitFor, within } from 'storybook/test'
import { SCIM_CONFIGURATIONS_PATH } from '../../src/api/scim'
import { getWorld } from '../../src/fixtures'
import { alertDialog, dialog, findGrid, noDialog, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { ssoArgs } from './ssoStory'
import { choose } from '../support/select'

const meta = {
  title: 'Admin portal/Provisioning',
  component: StoryApp,
  args: ssoArgs('/admin/provisioning'),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const table = (canvas: Context['canvas']) => findGrid(canvas, 'Provisioning connections')
const loaded = async (canvas: Context['canvas']) => within(await table(canvas)).findByRole('rowheader', { name: 'Okta directory' }, { timeout: FIRST_LOAD_TIMEOUT })
const scimChanges = (method: string) => sent('').filter((request) => request.method === method && request.path.startsWith(SCIM_CONFIGURATIONS_PATH))
const watchClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  return () => writeText.mockRestore()
}
const clipboardWrites = () => (navigator.clipboard.writeText as unknown as { mock: { calls: string[][] } }).mock.calls.map(([text]) => text)

export const ConnectionsListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    await loaded(canvas)
    const row = within(await rowOf(await table(canvas), 'Okta directory'))
    await expect(row.getByText('Okta')).toBeVisible()
    const provisioned = getWorld().sso.scim[0]!.provisionedUserIds.length
    await expect(provisioned).toBeGreaterThan(0)
    await expect(row.getByText(String(provisioned))).toBeVisible()
    await expect(sent('/directory/resources/scim/temp/scim-okta/Users/count')).toHaveLength(1)
    // The list never carries a token.
    await expect(canvas.queryByText(getWorld().sso.scim[0]!.token)).toBeNull()
  },
}

export const CreateShowsTheTokenOnce: Story = {
  // A connection created now shows today's date.
  parameters: { screenshot: { mask: ['time'] } },
  beforeEach: watchClipboard,
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('New connection: a name is needed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New connection' }))
      const create = within(await dialog('New provisioning connection'))
      await userEvent.click(create.getByRole('button', { name: 'Create connection' }))
      await expect(await create.findByText('Enter a name.')).toBeVisible()
      await expect(scimChanges('POST')).toHaveLength(0)
    })
    await step('named, from Microsoft Entra ID: created, its token shown with copy', async () => {
      const create = within(await dialog('New provisioning connection'))
      await userEvent.type(create.getByRole('textbox', { name: 'Name' }), 'Entra directory')
      await choose(userEvent, create, /Source/, 'Microsoft Entra ID')
      await userEvent.click(create.getByRole('button', { name: 'Create connection' }))
      const token = within(await dialog('Bearer token of Entra directory'))
      await expect(scimChanges('POST').map((request) => request.body)).toEqual([{ source: 'azure-ad', connectionName: 'Entra directory' }])
      const issued = getWorld().sso.scim.find((connection) => connection.connectionName === 'Entra directory')!.token
      await expect(token.getByText(issued)).toBeVisible()
      await userEvent.click(token.getByRole('button', { name: 'Copy Bearer token' }))
      await expect(clipboardWrites()).toEqual([issued])
      await userEvent.click(token.getByRole('button', { name: 'Done' }))
      await noDialog()
    })
    await step('listed with no users yet; the token is never shown again', async () => {
      const row = within(await rowOf(await table(canvas), 'Entra directory'))
      await expect(row.getByText('Microsoft Entra ID')).toBeVisible()
      await waitFor(() => expect(row.getByText('0')).toBeVisible())
      await expect(canvas.queryByText(getWorld().sso.scim[1]!.token)).toBeNull()
    })
  },
}

export const RegenerateToken: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    const before = getWorld().sso.scim[0]!.token
    await pickRowAction(userEvent, await table(canvas), 'Okta directory', 'Regenerate token')
    await userEvent.click(within(await alertDialog('Regenerate the token of Okta directory?')).getByRole('button', { name: 'Regenerate' }))
    const token = within(await dialog('Bearer token of Okta directory'))
    const after = getWorld().sso.scim[0]!.token
    await expect(after).not.toBe(before)
    await expect(token.getByText(after)).toBeVisible()
    await expect(scimChanges('PATCH').map((request) => request.body)).toEqual([{ regenerateToken: true }])
  },
}

export const DeleteAfterConfirming: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await pickRowAction(userEvent, await table(canvas), 'Okta directory', 'Delete connection')
    await userEvent.click(within(await alertDialog('Delete the Okta directory connection?')).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(await canvas.findByText('The Okta directory connection was deleted.')).toBeVisible()
    const grid = await table(canvas)
    await expect(await within(grid).findByText('There are no provisioning connections yet.')).toBeVisible()
    await expect(scimChanges('DELETE').map((request) => request.path)).toEqual([`${SCIM_CONFIGURATIONS_PATH}/scim-okta`])
    // The row whose actions opened the dialog is gone: focus returns to the list it was in.
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement))
  },
}

export const CreateFails: Story = {
  beforeEach: () => {
    getWorld().sso.failures.scimChanges = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'New connection' }))
    const create = within(await dialog('New provisioning connection'))
    await userEvent.type(create.getByRole('textbox', { name: 'Name' }), 'Entra directory')
    await userEvent.click(create.getByRole('button', { name: 'Create connection' }))
    await expect(await create.findByText('Internal server error')).toBeVisible()
    await expect(create.getByRole('textbox', { name: 'Name' })).toHaveValue('Entra directory')
    await expect(getWorld().sso.scim).toHaveLength(1)
  },
}

export const ListFailsOnTheNetwork: Story = {
  beforeEach: () => {
    getWorld().sso.failures.scim = 'networkError'
  },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: FIRST_LOAD_TIMEOUT })
    await expect(canvas.getByText(/We couldn't reach the server/)).toBeVisible()
    getWorld().sso.failures.scim = undefined
    await userEvent.click(retry)
    await loaded(canvas)
  },
}

export const ReadOnlyAdmin: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas }) => {
    await loaded(canvas)
    await expect(canvas.getByText('You can view provisioning but not change it.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'New connection' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull()
  },
}

export const KeyboardOnlyCreate: Story = {
  // A connection created now shows today's date.
  parameters: { screenshot: { mask: ['time'] } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    const add = canvas.getByRole('button', { name: 'New connection' })
    for (let presses = 0; presses < 30 && document.activeElement !== add; presses++) await userEvent.tab()
    await expect(add).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const create = within(await dialog('New provisioning connection'))
    await waitFor(() => expect(create.getByRole('textbox', { name: 'Name' })).toHaveFocus())
    await userEvent.keyboard('Keyboard directory{Enter}')
    const token = await dialog('Bearer token of Keyboard directory')
    await expect(scimChanges('POST').map((request) => request.body)).toEqual([{ source: 'okta', connectionName: 'Keyboard directory' }])
    await userEvent.keyboard('{Escape}')
    await noDialog()
    await expect(token).not.toBeInTheDocument()
  },
}
