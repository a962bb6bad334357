import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { findGrid, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { expectFitsPhone, expectTapTargets, expectWithinViewportWidth, PHONE } from '../support/themeChecks'
import { findTree, treeRow, withNesting } from './accountsStory'
import { portalMount } from './portalStory'

/** The all-accounts section at 375 px: nothing scrolls sideways, every control is at least 24 px. */
const meta = {
  title: 'Admin portal/All accounts/On a phone',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/all-accounts', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  beforeEach: withNesting,
  parameters: { layout: 'padded', ...PHONE.parameters },
  globals: PHONE.globals,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const TreeOnAPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await userEvent.click(within(await treeRow(tree, 'Acme Labs')).getByRole('button', { name: /^Acme Labs/ }))
    await waitFor(() => expect(within(tree).getAllByRole('row').filter((row) => row.getAttribute('aria-level') === '2')).toHaveLength(3))
    expectFitsPhone()
    expectWithinViewportWidth(tree)
    expectTapTargets(tree)
    // Each row's actions are on screen, not past its edge.
    for (const actions of within(tree).getAllByRole('button', { name: /^Actions for/ })) expectWithinViewportWidth(actions)
  },
}

export const ListOnAPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTree(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'List' }))
    const table = await findGrid(canvas, 'Accounts')
    await within(table).findByRole('link', { name: 'Acme Europe' })
    expectFitsPhone()
    expectWithinViewportWidth(canvas.getByRole('searchbox', { name: 'Search accounts' }))
    expectTapTargets(table)
    // The table scrolls sideways inside its frame (the page does not): the actions column is reached there.
    const actions = within(table).getByRole('button', { name: 'Actions for Acme Europe' })
    actions.scrollIntoView({ block: 'nearest', inline: 'end' })
    expectWithinViewportWidth(actions)
  },
}

export const AccountPageOnAPhone: Story = {
  args: { startAt: '/admin/all-accounts/tenant-acme-eu' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Acme Europe', level: 3 })).toHaveFocus(), { timeout: FIRST_LOAD_TIMEOUT })
    const users = await findGrid(canvas, 'Users of Acme Europe')
    await waitFor(() => expect(within(users).getAllByRole('row').length).toBeGreaterThan(1))
    expectFitsPhone()
    expectWithinViewportWidth(canvas.getByRole('button', { name: 'Work inside this account' }))
    expectWithinViewportWidth(canvas.getByRole('button', { name: 'Add users' }))
    expectTapTargets(users)
    // The users' paging (10 a page) fits beside its range.
    const paging = await canvas.findByRole('navigation', { name: 'Pages of users of Acme Europe' })
    for (const button of within(paging).getAllByRole('button')) expectWithinViewportWidth(button)
    expectTapTargets(paging)
    const [access] = await within(users).findAllByRole('checkbox')
    access!.scrollIntoView({ block: 'nearest', inline: 'end' })
    expectWithinViewportWidth(access!)
  },
}
