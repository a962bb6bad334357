import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SSO_CONFIGURATIONS_PATH } from '../../src/api/ssoConfigurations'
import { getWorld } from '../../src/fixtures'
import { alertDialog, dialog, findGrid, noDialog, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { ssoArgs } from './ssoStory'

const meta = {
  title: 'Admin portal/SSO/Authorization and OIDC',
  component: StoryApp,
  args: ssoArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const OKTA = `${SSO_CONFIGURATIONS_PATH}/sso-okta`
const CONTRACTORS = `${SSO_CONFIGURATIONS_PATH}/sso-contractors`
const connection = (id: string) => getWorld().sso.connections.find((entry) => entry.id === id)!

async function open({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string) {
  const grid = await findGrid(canvas, 'SSO connections')
  await within(grid).findByRole('rowheader', { name }, { timeout: FIRST_LOAD_TIMEOUT })
  await pickRowAction(userEvent, grid, name, 'Configure')
  await waitFor(() => expect(canvas.getByRole('heading', { name: `${name} connection` })).toHaveFocus())
}

export const OidcSettingsChecked: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    await open({ canvas, userEvent }, 'OpenID Connect')
    await step('the saved secret is never shown; the form says one is saved', async () => {
      await expect(canvas.getByLabelText('Client secret')).toHaveValue('')
      await expect(canvas.getByText('A secret is saved and never shown. Type a new one to replace it.')).toBeVisible()
      await expect(canvas.queryByText('contractors-secret')).toBeNull()
    })
    await step('Check settings reports what is wrong, field by field', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Client ID' }))
      const issuer = canvas.getByRole('textbox', { name: 'Issuer or discovery URL' })
      await userEvent.clear(issuer)
      await userEvent.type(issuer, 'http://login.contractors.test')
      await userEvent.click(canvas.getByRole('button', { name: 'Check settings' }))
      await expect(await canvas.findByText('What is missing:')).toBeVisible()
      await expect(canvas.getAllByText('Enter the client ID.')).toHaveLength(2)
      await expect(canvas.getAllByText('The issuer must be an https URL.')).toHaveLength(2)
      await expect(sent(CONTRACTORS).filter((request) => request.method === 'PATCH')).toHaveLength(0)
    })
    await step('fixed, with a new secret: saved, the secret sent once and not shown back', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Client ID' }), 'gatehouse-contractors-2')
      const issuer = canvas.getByRole('textbox', { name: 'Issuer or discovery URL' })
      await userEvent.clear(issuer)
      await userEvent.type(issuer, 'https://login.contractors.test')
      await userEvent.type(canvas.getByLabelText('Client secret'), 'n3w-s3cret')
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(await canvas.findByText('The OpenID Connect settings were saved.')).toBeVisible()
      await expect(sent(CONTRACTORS).filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
        { oidcClientId: 'gatehouse-contractors-2', oidcIssuer: 'https://login.contractors.test', oidcSecret: 'n3w-s3cret' },
      ])
      await expect(connection('sso-contractors').oidcSecret).toBe('n3w-s3cret')
      await waitFor(() => expect(canvas.getByLabelText('Client secret')).toHaveValue(''))
    })
  },
}

export const DefaultRolesSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    await open({ canvas, userEvent }, 'Okta')
    await userEvent.click(canvas.getByRole('tab', { name: 'Authorization' }))
    const readOnly = await canvas.findByRole('checkbox', { name: 'Read only' })
    await expect(readOnly).toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Support' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save default roles' }))
    await expect(await canvas.findByText('The default roles were saved.')).toBeVisible()
    await expect(sent(`${OKTA}/roles`).map((request) => request.body)).toEqual([{ roleIds: ['role-ReadOnly', 'role-Support'] }])
    await expect(connection('sso-okta').roleIds).toEqual(['role-ReadOnly', 'role-Support'])
  },
}

export const GroupMappings: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await open({ canvas, userEvent }, 'Okta')
    await userEvent.click(canvas.getByRole('tab', { name: 'Authorization' }))
    const mappings = await findGrid(canvas, 'Group mappings')
    await step('the existing mapping, with its role', async () => {
      await expect(within(await rowOf(mappings, 'okta-engineering')).getByText('Developer')).toBeVisible()
    })
    await step('a new mapping: the group name is needed, then saved with its roles', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New mapping' }))
      const create = within(await dialog('New group mapping'))
      await userEvent.click(create.getByRole('button', { name: 'Save' }))
      await expect(await create.findByText('Enter the group’s name as the identity provider sends it.')).toBeVisible()
      await userEvent.type(create.getByRole('textbox', { name: 'IdP group' }), 'okta-admins')
      await userEvent.click(create.getByRole('checkbox', { name: 'Admin' }))
      await userEvent.click(create.getByRole('button', { name: 'Save' }))
      await noDialog()
      await expect(sent(`${OKTA}/groups`).filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ group: 'okta-admins', roleIds: ['role-Admin'] }])
      await waitFor(async () => expect(within(await rowOf(mappings, 'okta-admins')).getByText('Admin')).toBeVisible())
    })
    await step('a duplicate group is refused in the dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New mapping' }))
      const create = within(await dialog('New group mapping'))
      await userEvent.type(create.getByRole('textbox', { name: 'IdP group' }), 'okta-admins')
      await userEvent.click(create.getByRole('button', { name: 'Save' }))
      await expect(await create.findByText('This IdP group is already mapped')).toBeVisible()
      await userEvent.click(create.getByRole('button', { name: 'Cancel' }))
      await noDialog()
    })
    await step('edit, then delete', async () => {
      await pickRowAction(userEvent, mappings, 'okta-engineering', 'Edit mapping')
      const edit = within(await dialog('Edit okta-engineering'))
      await userEvent.click(edit.getByRole('checkbox', { name: 'Auditor' }))
      await userEvent.click(edit.getByRole('button', { name: 'Save' }))
      await noDialog()
      await expect(sent(`${OKTA}/groups/sso-group-eng`).map((request) => request.body)).toEqual([{ group: 'okta-engineering', roleIds: ['role-Developer', 'role-Auditor'] }])
      await pickRowAction(userEvent, mappings, 'okta-engineering', 'Delete mapping')
      await userEvent.click(within(await alertDialog('Delete the mapping of okta-engineering?')).getByRole('button', { name: 'Delete' }))
      await noDialog()
      await waitFor(() => expect(within(mappings).queryByRole('rowheader', { name: 'okta-engineering' })).toBeNull())
      await expect(connection('sso-okta').groups.map((group) => group.group)).toEqual(['okta-admins'])
    })
  },
}
