import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { getWorld, HIERARCHY_READ, makeResellerAdmin, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { dialog, findGrid, noDialog, rowOf } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { portalMount } from './portalStory'

/** A team list worked with the keyboard alone: one tab stop into the grid, arrows inside it. */
const meta = {
  title: 'Admin portal/Portal/Lists by keyboard',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/users', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  // Ada reads sub-accounts, so the users list offers "Include sub-accounts" (Accounts.UsersOption.stories.tsx shows it without).
  beforeEach: () => makeResellerAdmin(getWorld(), 'user-ada', [HIERARCHY_READ]),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const focused = () => document.activeElement as HTMLElement

export const UsersByKeyboard: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    const grid = await findGrid(canvas, 'Users')
    const first = await waitFor(() => {
      const header = within(grid).getAllByRole('rowheader')[0]
      if (!header) throw new Error('no rows yet')
      return header
    })
    const name = first.querySelector('span > span')?.textContent ?? ''
    await step('Tab from the search field past the checkbox lands in the grid, on the first column header', async () => {
      await userEvent.click(canvas.getByLabelText('Search users'))
      await userEvent.tab()
      await expect(canvas.getByRole('checkbox', { name: /sub-accounts/ })).toHaveFocus()
      await userEvent.tab()
      await expect(within(canvas.getByRole('columnheader', { name: /Name/ })).getByRole('button')).toHaveFocus()
    })
    await step('down to the first person, then along the row to their actions', async () => {
      await userEvent.keyboard('{ArrowDown}')
      await expect(first).toHaveFocus()
      await userEvent.keyboard('{End}')
      await expect(focused()).toHaveAccessibleName(`Actions for ${name}`)
    })
    await step('Enter opens the actions; the arrows and Enter pick one', async () => {
      await userEvent.keyboard('{Enter}')
      const menu = await screen.findByRole('menu')
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit roles' })).toHaveFocus())
      await userEvent.keyboard('{Enter}')
      await dialog(/roles/i)
    })
    await step("Escape closes the dialog and gives focus back to the row's actions", async () => {
      await userEvent.keyboard('{Escape}')
      await noDialog()
      await waitFor(() => expect(focused()).toHaveAccessibleName(`Actions for ${name}`))
      await expect(await rowOf(grid, name)).toContainElement(focused())
    })
    await step('the grid is one tab stop: Tab leaves it for the pages', async () => {
      await userEvent.tab()
      await expect(grid).not.toContainElement(focused())
    })
  },
}
