import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SSO_CONFIGURATIONS_PATH } from '../../src/api/ssoConfigurations'
import { getWorld } from '../../src/fixtures'
import { alertDialog, dialog, findGrid, noDialog, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { ssoArgs } from './ssoStory'
import { choose } from '../support/select'


const meta = {
  title: 'Admin portal/SSO',
  component: StoryApp,
  args: ssoArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const table = (canvas: Context['canvas']) => findGrid(canvas, 'SSO connections')
const names = async (canvas: Context['canvas']) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.textContent)
const loaded = (canvas: Context['canvas']) => waitFor(async () => expect(await names(canvas)).toContain('Okta'), { timeout: FIRST_LOAD_TIMEOUT })
const changes = (method: string) => sent('').filter((request) => request.method === method && request.path.startsWith(SSO_CONFIGURATIONS_PATH))

export const ConnectionsListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await loaded(canvas)
    await step('each connection with its type, domains and status', async () => {
      await expect(await names(canvas)).toEqual(['Okta', 'OpenID Connect'])
      const okta = within(await rowOf(await table(canvas), 'Okta'))
      await expect(okta.getByText('okta.acme.test')).toBeVisible()
      await expect(okta.getByText('Enabled')).toBeVisible()
      const oidc = within(await rowOf(await table(canvas), 'OpenID Connect'))
      await expect(oidc.getByText('contractors.acme.test')).toBeVisible()
      await expect(oidc.getByText('Disabled')).toBeVisible()
    })
  },
}

export const CreateConnectionStartsDisabled: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('New connection, pick Microsoft Entra ID, create', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New connection' }))
      const create = within(await dialog('New SSO connection'))
      await choose(userEvent, create, /Identity provider/, 'Microsoft Entra ID')
      await userEvent.click(create.getByRole('button', { name: 'Create connection' }))
      await noDialog()
    })
    await step('it is listed disabled, and opens to be configured, its heading focused', async () => {
      await expect(changes('POST').map((request) => request.body)).toEqual([{ type: 'azure', enabled: false }])
      await expect(await canvas.findByText('The Microsoft Entra ID connection was created. It is disabled until you enable it.')).toBeVisible()
      const row = within(await rowOf(await table(canvas), 'Microsoft Entra ID'))
      await expect(row.getByText('Disabled')).toBeVisible()
      const heading = await canvas.findByRole('heading', { name: 'Microsoft Entra ID connection' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByRole('switch', { name: 'Enabled' })).toBeDisabled()
      await expect(canvas.getByText('Add a domain and validate it before enabling this connection.')).toBeVisible()
    })
  },
}

export const DeleteConnectionAfterConfirming: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('Delete asks first; Cancel keeps it', async () => {
      await pickRowAction(userEvent, await table(canvas), 'OpenID Connect', 'Delete connection')
      const confirm = within(await alertDialog('Delete the OpenID Connect connection?'))
      await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }))
      await noDialog()
      await expect(changes('DELETE')).toHaveLength(0)
    })
    await step('Delete again and confirm: it is gone', async () => {
      await pickRowAction(userEvent, await table(canvas), 'OpenID Connect', 'Delete connection')
      await userEvent.click(within(await alertDialog('Delete the OpenID Connect connection?')).getByRole('button', { name: 'Delete' }))
      await noDialog()
      await expect(changes('DELETE').map((request) => request.path)).toEqual([`${SSO_CONFIGURATIONS_PATH}/sso-contractors`])
      await waitFor(async () => expect(await names(canvas)).toEqual(['Okta']))
      await expect(getWorld().sso.connections.map((connection) => connection.id)).toEqual(['sso-okta'])
    })
  },
}

export const DeleteFailsOnTheServer: Story = {
  beforeEach: () => {
    getWorld().sso.failures.ssoChanges = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await pickRowAction(userEvent, await table(canvas), 'OpenID Connect', 'Delete connection')
    const confirm = within(await alertDialog('Delete the OpenID Connect connection?'))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await expect(await confirm.findByText('Internal server error')).toBeVisible()
    await expect(getWorld().sso.connections).toHaveLength(2)
  },
}

export const ListFailsOnTheNetwork: Story = {
  beforeEach: () => {
    getWorld().sso.failures.ssoConfigurations = 'networkError'
  },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: FIRST_LOAD_TIMEOUT })
    await expect(canvas.getByText(/We couldn't reach the server/)).toBeVisible()
    getWorld().sso.failures.ssoConfigurations = undefined
    await userEvent.click(retry)
    await loaded(canvas)
  },
}

export const ReadOnlyAdminSeesNoChanges: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await expect(canvas.getByText('You can view the SSO configuration but not change it.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'New connection' })).toBeNull()
    await pickRowAction(userEvent, await table(canvas), 'Okta', 'Configure')
    await canvas.findByRole('heading', { name: 'Okta connection' })
    await expect(canvas.getByRole('switch', { name: 'Enabled' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'SSO endpoint' })).toHaveAttribute('readonly')
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Upload metadata file' })).toBeNull()
    await expect(getWorld().requests.filter((request) => request.method !== 'GET')).toHaveLength(0)
  },
}
