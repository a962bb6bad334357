import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { DOMAIN_RESTRICTIONS_CONFIG_PATH, DOMAIN_RESTRICTIONS_PATH } from '../../src/api/restrictions'
import { getWorld } from '../../src/fixtures'
import { alertDialog, dialog, noDialog } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { openTab, pick, readOnlyAda, securityArgs } from './securityStory'

const meta = {
  title: 'Admin portal/Security/Email domains',
  component: StoryApp,
  args: securityArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const domainsTab = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) => within(await openTab(canvas, userEvent, 'Email domains'))
const listed = async (panel: ReturnType<typeof within>) =>
  within(await panel.findByRole('grid', { name: 'Email domains' }))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.textContent)
const posts = (path: string) => sent(path).filter((request) => request.method === 'POST')

export const ListFollowsTheListType: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    const panel = await domainsTab(context)
    // spec/admin.md §5: only the configured list type's domains show.
    await waitFor(async () => expect(await listed(panel)).toEqual(['acme.test', 'partner.test']))
    await pick(panel, context.userEvent, 'Restriction type', 'Block list: every domain but these')
    await context.userEvent.click(panel.getByRole('switch', { name: 'Restrict sign-up by email domain' }))
    await context.userEvent.click(panel.getByRole('button', { name: 'Save Email domain restrictions' }))
    // Turned on: confirmed after seeing who it refuses (Security.ImpactPreviews).
    await context.userEvent.click(within(await alertDialog('Save email domain restrictions?')).getByRole('button', { name: 'Save' }))
    await expect(await context.canvas.findByText('Email domain restrictions were saved.')).toBeVisible()
    await expect(posts(DOMAIN_RESTRICTIONS_CONFIG_PATH)[0]?.body).toEqual({ active: true, blockPublicDomains: false, listType: 'BLOCK' })
    await waitFor(async () => expect(await listed(panel)).toEqual(['spam.test']))
  },
}

export const AddDomain: Story = {
  play: async (context) => {
    const { userEvent, canvas } = context
    const panel = await domainsTab(context)
    await userEvent.click(await panel.findByRole('button', { name: 'Add domain' }))
    const add = within(await dialog('Add a domain'))
    const field = add.getByLabelText('Domain')
    await userEvent.type(field, 'not a domain')
    await userEvent.click(add.getByRole('button', { name: 'Add' }))
    await expect(await add.findByText('Enter a domain like acme.com.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(field)
    await userEvent.type(field, '@Globex.Test')
    await userEvent.click(add.getByRole('button', { name: 'Add' }))
    await noDialog()
    await expect(await canvas.findByText('globex.test was added.')).toBeVisible()
    await expect(posts(DOMAIN_RESTRICTIONS_PATH)[0]?.body).toEqual({ domain: 'globex.test', type: 'ALLOW' })
    await waitFor(async () => expect(await listed(panel)).toContain('globex.test'))
  },
}

export const DuplicateDomain: Story = {
  play: async (context) => {
    const { userEvent } = context
    const panel = await domainsTab(context)
    await waitFor(async () => expect(await listed(panel)).toContain('partner.test'))
    await userEvent.click(panel.getByRole('button', { name: 'Add domain' }))
    const add = within(await dialog('Add a domain'))
    await userEvent.type(add.getByLabelText('Domain'), 'Partner.test')
    await userEvent.click(add.getByRole('button', { name: 'Add' }))
    await expect(await add.findByText('partner.test is already on this list.')).toBeVisible()
    await expect(posts(DOMAIN_RESTRICTIONS_PATH)).toHaveLength(0)
  },
}

/** Someone else added the domain since the list loaded: the server's 409 shows in the dialog. */
export const DuplicateRefusedByTheServer: Story = {
  play: async (context) => {
    const { userEvent } = context
    await userEvent.click(await (await domainsTab(context)).findByRole('button', { name: 'Add domain' }))
    const add = within(await dialog('Add a domain'))
    getWorld().security.domains.entries.push({ id: 'domain-late', domain: 'late.test', type: 'ALLOW' })
    await userEvent.type(add.getByLabelText('Domain'), 'late.test')
    await userEvent.click(add.getByRole('button', { name: 'Add' }))
    await expect(await add.findByRole('alert')).toHaveTextContent('Domain already exists')
  },
}

export const DeleteDomain: Story = {
  play: async (context) => {
    const { userEvent, canvas } = context
    const panel = await domainsTab(context)
    await userEvent.click(await panel.findByRole('button', { name: 'Delete partner.test' }))
    await userEvent.click(within(await alertDialog('Delete partner.test?')).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(await canvas.findByText('partner.test was deleted.')).toBeVisible()
    await expect(sent(`${DOMAIN_RESTRICTIONS_PATH}/domain-partner`)[0]?.method).toBe('DELETE')
    await waitFor(async () => expect(await listed(panel)).toEqual(['acme.test']))
  },
}

export const SaveFails: Story = {
  beforeEach: () => {
    getWorld().failures.domainRestrictionChanges = 'networkError'
  },
  play: async (context) => {
    const panel = await domainsTab(context)
    await context.userEvent.click(await panel.findByRole('switch', { name: 'Block public email providers (like gmail.com)' }))
    await context.userEvent.click(panel.getByRole('button', { name: 'Save Email domain restrictions' }))
    await expect(await panel.findByRole('alert')).toBeVisible()
    await expect(panel.getByRole('switch', { name: 'Block public email providers (like gmail.com)' })).toBeChecked()
    await expect(getWorld().security.domains.config.blockPublicDomains).toBe(false)
  },
}

export const ReadOnlyAdmin: Story = {
  beforeEach: readOnlyAda,
  play: async (context) => {
    const panel = await domainsTab(context)
    await waitFor(async () => expect(await listed(panel)).toEqual(['acme.test', 'partner.test']))
    await expect(panel.queryByRole('button', { name: 'Add domain' })).toBeNull()
    await expect(panel.queryByRole('button', { name: /^Delete/ })).toBeNull()
    await expect(panel.getByRole('switch', { name: 'Restrict sign-up by email domain' })).toBeDisabled()
  },
}
