import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { SUB_TENANT_USERS_PATH, USER_JWT_PATH } from '../../src/api/subAccounts'
import { getWorld, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { dialog, findGrid, FIRST_LOAD_TIMEOUT, noDialog } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { fixedClock, searches, treeRow, withNesting } from './accountsStory'
import { portalMount } from './portalStory'

/**
 * Working inside Acme Labs with the users JWT the API gives for it (spec/admin.md §7): when that
 * token expires, the next call asks for a new one, once, and goes on.
 */
const meta = {
  title: 'Admin portal/All accounts/Workspace token',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/all-accounts/tenant-acme-labs', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  beforeEach: withNesting,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

const tokensAsked = () => sent(USER_JWT_PATH).map((request) => request.body)
const labsChildren = () => getWorld().tenants.filter((tenant) => tenant.parentTenantId === 'tenant-acme-labs')

/** Enters Acme Labs from its page and waits for its own tree. */
async function enterLabs(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Work inside this account' }, { timeout: FIRST_LOAD_TIMEOUT }))
  await expect(await canvas.findByText('You are working inside Acme Labs.')).toBeVisible()
  const tree = await canvas.findByRole('treegrid', { name: 'Account hierarchy' })
  await expect(await treeRow(tree, labsChildren()[0]!.name)).toBeVisible()
  return tree
}

/** The API revokes the workspace's token (as its expiry would): the client still holds it as valid. */
const revokeWorkspaceToken = () => {
  const world = getWorld()
  const token = world.allAccounts.userJwts.at(-1)
  if (!token) throw new Error('no users JWT given yet')
  world.expiredAccessTokens.add(token)
}

export const ExpiredTokenAskedForAgain: Story = {
  beforeEach: () => {
    // The first token comes expired already, as a clock past its end would see it.
    getWorld().allAccounts.nextUserJwtTtls = [0]
  },
  play: async ({ canvas, userEvent }) => {
    const tree = await enterLabs(canvas, userEvent)
    // The tree and the list both needed the token: one new one served both (StrictMode included), before any call.
    await expect(tokensAsked()).toEqual([{ tenantId: 'tenant-acme-labs' }, { tenantId: 'tenant-acme-labs' }])
    await expect(searches().filter((query) => query._subTenantId === 'tenant-acme-labs')).toHaveLength(1)
    await expect(within(tree).getAllByRole('row')).toHaveLength(labsChildren().length)
  },
}

export const TokenRefusedMidWork: Story = {
  play: async ({ canvas, userEvent }) => {
    await enterLabs(canvas, userEvent)
    await expect(tokensAsked()).toHaveLength(1)
    const first = labsChildren()[0]!
    await userEvent.click(canvas.getByRole('button', { name: 'List' }))
    const before = { users: sent(SUB_TENANT_USERS_PATH).length }
    await within(await findGrid(canvas, 'Accounts')).findByRole('link', { name: first.name })
    revokeWorkspaceToken()
    // Where the account sits is refused with the old token: one new token, the call sent again; its users, asked after, go once with the new one.
    await userEvent.click(within(await findGrid(canvas, 'Accounts')).getByRole('link', { name: first.name }))
    await waitFor(() => expect(canvas.getByRole('heading', { name: new RegExp(`^${first.name}`), level: 3 })).toHaveFocus(), { timeout: FIRST_LOAD_TIMEOUT })
    await expect(await canvas.findByText('This account has no users yet.')).toBeVisible()
    await expect(tokensAsked()).toEqual([{ tenantId: 'tenant-acme-labs' }, { tenantId: 'tenant-acme-labs' }])
    await expect(sent(SUB_TENANT_USERS_PATH).length - before.users).toBe(1)
  },
}

export const TokenRenewalFails: Story = {
  play: async ({ canvas, userEvent }) => {
    await enterLabs(canvas, userEvent)
    const first = labsChildren()[0]!
    await userEvent.click(canvas.getByRole('button', { name: 'List' }))
    await within(await findGrid(canvas, 'Accounts')).findByRole('link', { name: first.name })
    revokeWorkspaceToken()
    getWorld().allAccounts.failures.userJwt = 'serverError'
    await userEvent.click(within(await findGrid(canvas, 'Accounts')).getByRole('link', { name: first.name }))
    await expect(await canvas.findByText(/The accounts could not be loaded/, {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    // The page's two loads shared one attempt; none was tried again on its own.
    await expect(tokensAsked()).toHaveLength(2)
    delete getWorld().allAccounts.failures.userJwt
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(canvas.getByRole('heading', { name: new RegExp(`^${first.name}`), level: 3 })).toBeVisible())
    await expect(tokensAsked()).toHaveLength(3)
    // The play ends where the page does: its users' answer in (the screenshot is of it).
    await expect(await canvas.findByText('This account has no users yet.')).toBeVisible()
  },
}

/** Inside Acme Labs, a sub-account is created with the keyboard: Enter in the name sends it, once, with the workspace's token. */
export const CreateInsideWithEnter: Story = {
  beforeEach: fixedClock,
  play: async ({ canvas, userEvent }) => {
    const tree = await enterLabs(canvas, userEvent)
    const before = labsChildren().length
    await userEvent.click(canvas.getByRole('button', { name: 'New account' }))
    const form = within(await dialog('New sub-account'))
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Labs Europe{Enter}')
    await noDialog()
    // Back where the dialog was opened from, however the modal's closing and React Aria's restore interleave.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New account' })).toHaveFocus())
    await expect(await treeRow(tree, 'Labs Europe')).toBeVisible()
    await expect(canvas.getByText('Labs Europe was created.')).toBeVisible()
    await expect(labsChildren()).toHaveLength(before + 1)
    await expect(labsChildren().filter((tenant) => tenant.name === 'Labs Europe')).toHaveLength(1)
  },
}
