import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { SSO_CONFIGURATIONS_PATH } from '../../src/api/ssoConfigurations'
import { USERS_V3_PATH } from '../../src/api/users'
import { getWorld, type WorldUser } from '../../src/fixtures'
import { alertDialog, findGrid, noDialog, pickRowAction, rowOf, tabTo } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { ssoArgs } from './ssoStory'

/**
 * Deleting an SSO connection says, before it is confirmed, whose sign-in changes: the people of
 * the account at the domains it alone serves sign in another way, and how many of them joined
 * through SSO. The people load when the dialog opens.
 */
const meta = {
  title: 'Admin portal/SSO/Delete impact',
  component: StoryApp,
  args: ssoArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Scope = ReturnType<typeof within>

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Priya', 'Arjun', 'Mei', 'Hiroshi', 'Fatima', 'Omar', 'Ingrid', 'Lars']
const LAST = ['Abbott', 'Baker', 'Castillo', 'Dahl', 'Eriksen', 'Fontaine', 'Gupta', 'Haddad', 'Ito', 'Jansen', 'Kowalski', 'Lindqvist', 'Mensah', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Tanaka']
/** Okta's second domain, validated in withOktaPeople. */
const SECOND_DOMAIN = 'okta.acme.io'
const SSO_DOMAINS = ['okta.acme.test', SECOND_DOMAIN]

/** `count` people of Acme at `domain`, every third of them joined through SSO (provider saml), the rest with a password. */
function peopleAt(domain: string, count: number, from: number): WorldUser[] {
  return Array.from({ length: count }, (_, index) => {
    const at = from + index
    const first = FIRST[at % FIRST.length]!
    const last = LAST[Math.floor(at / FIRST.length) % LAST.length]!
    const local = `${first}.${last}${at}`.toLowerCase()
    return {
      id: `user-okta-${at}`,
      email: `${local}@${domain}`,
      name: `${first} ${last}`,
      password: `password-${local}`,
      tenantId: 'tenant-acme',
      tenantIds: ['tenant-acme'],
      roles: ['ReadOnly'],
      permissions: [],
      verified: true,
      locked: false,
      breachedPassword: false,
      failedLoginAttempts: 0,
      createdAt: new Date(Date.UTC(2024, 2, 1) + at * 60_000).toISOString(),
      provider: at % 3 === 0 ? 'saml' : 'local',
    }
  })
}

/** Okta serves a second validated domain; 210 of Acme's people are at its two domains, 20 at a subdomain of one (which SSO discovery does not send to it). */
function withOktaPeople() {
  const world = getWorld()
  const okta = world.sso.connections.find((connection) => connection.id === 'sso-okta')!
  okta.domains.push({ id: 'domain-okta-io', domain: SECOND_DOMAIN, validated: true, verification: 'gatehouse-verification=0a1b2c3d4e5f60718293a4b5c6d7e8f9' })
  world.users.push(...peopleAt('okta.acme.test', 140, 0), ...peopleAt(SECOND_DOMAIN, 70, 140), ...peopleAt('eu.okta.acme.test', 20, 210))
}

/** The people of Acme whose email domain is exactly one of Okta's, as the world holds them. */
function atOktaDomains() {
  const people = getWorld().users.filter((user) => user.tenantIds.includes('tenant-acme') && SSO_DOMAINS.includes(user.email.split('@')[1]!.toLowerCase()))
  const names = people.map((user) => user.name || user.email).sort((a, b) => a.localeCompare(b))
  return { names, joinedThroughSso: people.filter((user) => user.provider === 'saml').length }
}

const table = (canvas: Context['canvas']) => findGrid(canvas, 'SSO connections')
/** The list as the admin sees it after the delete: Okta's row gone (its reload may still be on its way). */
const oktaGone = (canvas: Context['canvas']) => waitFor(async () => expect(within(await table(canvas)).queryByRole('rowheader', { name: /^Okta/ })).toBeNull())
const loaded = async (canvas: Context['canvas']) => rowOf(await table(canvas), 'Okta')
const deletes = () => sent('').filter((request) => request.method === 'DELETE' && request.path.startsWith(SSO_CONFIGURATIONS_PATH))
/** The preview's region in the delete dialog. */
const preview = async (scope: Scope) => within(await scope.findByRole('region', { name: 'What goes with it' }))

export const DeleteOktaShowsWhoSignsInAnotherWay: Story = {
  beforeEach: withOktaPeople,
  play: async ({ canvas, userEvent, step }) => {
    const expected = atOktaDomains()
    await loaded(canvas)
    await step('nothing of the preview loads with the list', async () => {
      await expect(sent(USERS_V3_PATH)).toHaveLength(0)
    })
    await step(`the ${expected.names.length} people at Okta's two domains are counted, ${expected.joinedThroughSso} joined through SSO, the first five named`, async () => {
      await pickRowAction(userEvent, await table(canvas), 'Okta', 'Delete connection')
      const confirm = within(await alertDialog('Delete the Okta connection?'))
      const region = await preview(confirm)
      await expect(
        await region.findByText(
          `${expected.names.length} people at okta.acme.io and okta.acme.test will sign in another way (a password, a code or a social login). ${expected.joinedThroughSso} of them joined through single sign-on and may need to set a password.`,
        ),
      ).toBeVisible()
      const named = within(region.getByRole('list', { name: 'People who will sign in another way' })).getAllByRole('listitem').map((item) => item.textContent)
      await expect(named).toEqual([...expected.names.slice(0, 5), `and ${expected.names.length - 5} more people`])
      await expect(sent(USERS_V3_PATH).length).toBeGreaterThan(0)
      await expect(deletes()).toHaveLength(0)
    })
  },
}

export const DeleteOktaSavedOnlyOnceConfirmed: Story = {
  beforeEach: withOktaPeople,
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await DeleteOktaShowsWhoSignsInAnotherWay.play!(context)
    await step('Delete sends it, once', async () => {
      await userEvent.click(within(await alertDialog('Delete the Okta connection?')).getByRole('button', { name: 'Delete' }))
      await noDialog()
      await expect(deletes().map((request) => request.path)).toEqual([`${SSO_CONFIGURATIONS_PATH}/sso-okta`])
      await expect(await canvas.findByText('The Okta connection was deleted.')).toBeVisible()
      await oktaGone(canvas)
      await expect(getWorld().sso.connections.map((connection) => connection.id)).toEqual(['sso-contractors'])
    })
  },
}

/** In the default world nobody of Acme has an address at okta.acme.test. */
export const DeleteOktaNobodyAffected: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await pickRowAction(userEvent, await table(canvas), 'Okta', 'Delete connection')
    const region = await preview(within(await alertDialog('Delete the Okta connection?')))
    await expect(await region.findByText('Nobody in the account has an email address at okta.acme.test: nobody is affected.')).toBeVisible()
    await expect(region.queryByRole('list')).toBeNull()
  },
}

/** The OpenID Connect connection is disabled: nobody signs in through it, and nobody's list is loaded to say so. */
export const DeleteDisabledChangesNobody: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await pickRowAction(userEvent, await table(canvas), 'OpenID Connect', 'Delete connection')
    const confirm = within(await alertDialog('Delete the OpenID Connect connection?'))
    await expect(await (await preview(confirm)).findByText('The connection is disabled: deleting it changes nobody’s sign-in.')).toBeVisible()
    await expect(sent(USERS_V3_PATH)).toHaveLength(0)
  },
}

/** The account's people do not load: the dialog says so, and Delete stays as it is. */
export const PreviewFails: Story = {
  beforeEach: () => {
    withOktaPeople()
    getWorld().team.failures.users = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await pickRowAction(userEvent, await table(canvas), 'Okta', 'Delete connection')
    const confirm = within(await alertDialog('Delete the Okta connection?'))
    const region = await preview(confirm)
    await expect(await region.findByText("We couldn't work out what this deletes. You can still delete it.")).toBeVisible()
    await expect(region.queryByRole('list')).toBeNull()
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeEnabled()
    await expect(deletes()).toHaveLength(0)
  },
}

export const PreviewFailsStillDeletes: Story = {
  beforeEach: PreviewFails.beforeEach,
  play: async (context) => {
    await PreviewFails.play!(context)
    await context.userEvent.click(within(await alertDialog('Delete the Okta connection?')).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(deletes().map((request) => request.path)).toEqual([`${SSO_CONFIGURATIONS_PATH}/sso-okta`])
    await expect(await context.canvas.findByText('The Okta connection was deleted.')).toBeVisible()
    await oktaGone(context.canvas)
  },
}

export const DeleteByKeyboard: Story = {
  beforeEach: withOktaPeople,
  play: async ({ canvas, userEvent, step }) => {
    const expected = atOktaDomains()
    const grid = await table(canvas)
    const row = await loaded(canvas)
    await step('Tab into the list, the arrows to Okta’s actions, Enter, down to Delete connection, Enter', async () => {
      // The grid is one tab stop; inside it the arrows move, End goes to the row's last cell, its actions.
      for (let presses = 0; presses < 30 && !grid.contains(document.activeElement); presses++) await userEvent.tab()
      for (let presses = 0; presses < 5 && !row.contains(document.activeElement); presses++) await userEvent.keyboard('{ArrowDown}')
      await userEvent.keyboard('{End}')
      await expect(within(row).getByRole('button', { name: 'Actions for Okta' })).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      const remove = await screen.findByRole('menuitem', { name: 'Delete connection' })
      // The menu takes the focus once its popover is in (it loads on the way to the first open).
      await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true))
      for (let presses = 0; presses < 5 && document.activeElement !== remove; presses++) await userEvent.keyboard('{ArrowDown}')
      await expect(remove).toHaveFocus()
      await userEvent.keyboard('{Enter}')
    })
    await step('the preview is read, then Tab to Delete and Enter', async () => {
      const confirm = within(await alertDialog('Delete the Okta connection?'))
      await (await preview(confirm)).findByText(new RegExp(`^${expected.names.length} people at okta\\.acme\\.io and okta\\.acme\\.test will sign in another way`))
      await expect(deletes()).toHaveLength(0)
      await tabTo(userEvent, confirm.getByRole('button', { name: 'Delete' }))
      await userEvent.keyboard('{Enter}')
      await noDialog()
      await expect(deletes()).toHaveLength(1)
      await expect(await canvas.findByText('The Okta connection was deleted.')).toBeVisible()
      await oktaGone(canvas)
    })
  },
}
