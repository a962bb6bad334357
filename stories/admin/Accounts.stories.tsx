import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { intlFormat } from 'date-fns'
import { getWorld, people, seedHierarchyAtScale } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { findGrid, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { asReader, asReseller, findTree, firstPageOfUsers, rowHasFocus, searches, treeRow, usersOf, withNesting } from './accountsStory'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin portal/All accounts',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/all-accounts',
    mount: portalMount({ sections: DEFAULT_SECTIONS }),
  },
  beforeEach: asReseller,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const created = (tenantId: string) => intlFormat(new Date(getWorld().allAccounts.details.get(tenantId)!.createdAt), { dateStyle: 'medium' }, { locale: 'en' })

async function openList({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await findTree(canvas)
  await userEvent.click(canvas.getByRole('button', { name: 'List' }))
  return findGrid(canvas, 'Accounts')
}

export const TreeView: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    const tree = await findTree(canvas)
    await step('the accounts under Acme, each with users, created date and the reseller badge', async () => {
      const labs = within(await treeRow(tree, 'Acme Labs'))
      await expect(labs.getByText('Reseller')).toBeVisible()
      await expect(labs.getByText(`${usersOf('tenant-acme-labs').length} users · Created ${created('tenant-acme-labs')}`)).toBeVisible()
      await expect(within(await treeRow(tree, 'Acme Europe')).queryByText('Reseller')).toBeNull()
      await expect(within(tree).getAllByRole('row')).toHaveLength(3)
    })
    await step('the tree asked for Acme’s direct children, 50 at most, and the users of those on screen', async () => {
      await expect(searches().filter((query) => query._subTenantId)).toEqual([{ _offset: '0', _limit: '50', _subTenantId: 'tenant-acme' }])
      await expect(canvas.getByRole('button', { name: 'New account' })).toBeVisible()
    })
  },
}

export const ListView: Story = {
  play: async (context) => {
    const table = await openList(context)
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Acme Europe', 'Acme LabsReseller', 'Acme Retail']), { timeout: FIRST_LOAD_TIMEOUT })
    const europe = within(within(table).getByRole('link', { name: 'Acme Europe' }).closest('[role="row"]') as HTMLElement)
    await expect(europe.getByText(`${usersOf('tenant-acme-eu').length} users`)).toBeVisible()
    await expect(europe.getByText(created('tenant-acme-eu'))).toBeVisible()
    await expect(context.canvas.getByText('Showing 3 of 3')).toBeVisible()
    await expect(searches().find((query) => !query._subTenantId)).toEqual({ _offset: '0', _limit: '50' })
  },
}

export const SearchFound: Story = {
  play: async (context) => {
    const table = await openList(context)
    await context.userEvent.type(context.canvas.getByRole('searchbox', { name: 'Search accounts' }), 'retail')
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Acme Retail']))
    await expect(searches().filter((query) => query._filter)).toEqual([{ _offset: '0', _limit: '50', _filter: 'retail' }])
  },
}

export const SearchNoMatch: Story = {
  play: async (context) => {
    const table = await openList(context)
    await context.userEvent.type(context.canvas.getByRole('searchbox', { name: 'Search accounts' }), 'zeppelin')
    await expect(await within(table).findByText('No account matches “zeppelin”.')).toBeVisible()
    await expect(searches().at(-1)).toEqual({ _offset: '0', _limit: '50', _filter: 'zeppelin' })
  },
}

export const KeyboardOnlyTree: Story = {
  beforeEach: withNesting,
  play: async ({ canvas, userEvent, step }) => {
    const tree = await findTree(canvas)
    await step('Tab reaches the tree past the view buttons; arrows move between accounts', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Tree' }))
      await expect(canvas.getByRole('button', { name: 'Tree' })).toHaveAttribute('aria-pressed', 'true')
      await userEvent.tab()
      await userEvent.tab()
      await rowHasFocus(tree, 'Acme Europe')
      await userEvent.keyboard('{ArrowDown}')
      await rowHasFocus(tree, 'Acme Labs')
    })
    await step('right opens an account: its children load one level down', async () => {
      await userEvent.keyboard('{ArrowRight}')
      const labs = await treeRow(tree, 'Acme Labs')
      await waitFor(() => expect(labs).toHaveAttribute('aria-expanded', 'true'))
      const first = await within(tree).findAllByRole('row', { name: /\d/ })
      await expect(first[0]).toHaveAttribute('aria-level', '2')
      await expect(searches().at(-1)).toMatchObject({ _subTenantId: 'tenant-acme-labs', _offset: '0', _limit: '50' })
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(async () => expect((await within(tree).findAllByRole('row', { name: /\d/ }))[0]).toHaveFocus())
    })
    await step('left goes back to the parent, left again closes it', async () => {
      await userEvent.keyboard('{ArrowLeft}')
      await rowHasFocus(tree, 'Acme Labs')
      await userEvent.keyboard('{ArrowLeft}')
      await waitFor(async () => expect(await treeRow(tree, 'Acme Labs')).toHaveAttribute('aria-expanded', 'false'))
      await expect(within(tree).getAllByRole('row')).toHaveLength(3)
    })
    await step('Enter opens the account’s page, its heading focused', async () => {
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(canvas.getByRole('heading', { name: /^Acme Labs/, level: 3 })).toHaveFocus(), { timeout: FIRST_LOAD_TIMEOUT })
      // The play ends where the page does: its first page of users listed, by name descending (the screenshot is of it).
      for (const user of firstPageOfUsers('tenant-acme-labs')) await expect(await canvas.findByText(user.email, {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    })
  },
}

export const EmptyHierarchy: Story = {
  beforeEach: () => {
    asReseller()
    getWorld().tenants = getWorld().tenants.filter((tenant) => !tenant.parentTenantId)
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no sub-accounts yet.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(canvas.queryByRole('treegrid')).toBeNull()
  },
}

export const NetworkFailure: Story = {
  beforeEach: () => {
    asReseller()
    getWorld().allAccounts.failures.hierarchy = 'networkError'
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/The accounts could not be loaded/, {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    delete getWorld().allAccounts.failures.hierarchy
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await findTree(canvas)
  },
}

export const LoadMoreAtScale: Story = {
  beforeEach: () => {
    asReseller()
    seedHierarchyAtScale(getWorld())
  },
  play: async (context) => {
    const table = await openList(context)
    const { canvas, userEvent } = context
    await expect(await canvas.findByText('Showing 50 of 1,003', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(await canvas.findByText('Showing 100 of 1,003')).toBeVisible()
    await expect(within(table).getAllByRole('row')).toHaveLength(101)
    await expect(searches().filter((query) => !query._subTenantId)).toEqual([
      { _offset: '0', _limit: '50' },
      { _offset: '50', _limit: '50' },
    ])
  },
}

export const ReadOnly: Story = {
  beforeEach: asReader,
  play: async ({ canvas }) => {
    const tree = await findTree(canvas)
    await expect(canvas.getByText(/changing them needs the permission to manage sub-accounts/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'New account' })).toBeNull()
    await expect(within(tree).queryByRole('button', { name: /^Actions for/ })).toBeNull()
  },
}
