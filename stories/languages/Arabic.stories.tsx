import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { LOCALE_INDEXES } from '../../src/screens/i18n/localeIndexes'
import { findGrid, tabTo } from '../support/admin'
import { LocaleApp, languageStories } from './languageStories'

const meta = {
  title: 'Guides/Messages and locales/Arabic',
  component: LocaleApp,
  args: { locale: 'ar', navigate: fn() },
} satisfies Meta<typeof LocaleApp>

export default meta
type Story = StoryObj<typeof LocaleApp>

const stories = languageStories('ar')
export const SignIn: Story = { ...stories.signIn, tags: ['screenshot-dark'] }
export const Mfa: Story = stories.mfa
export const SignUp: Story = stories.signUp
export const UsersWithADialog: Story = stories.users
export const SecuritySettings: Story = stories.securitySettings
export const AuditLogs: Story = stories.audits

/** Right to left, the grid's arrow keys follow the reading order: the left arrow goes on along a row, the right arrow back. */
export const UsersByKeyboard: Story = {
  args: { ...stories.users.args },
  parameters: stories.users.parameters,
  play: async ({ canvas, userEvent }) => {
    const words = (await LOCALE_INDEXES.ar().then(({ default: index }) => index.load.usersMessages())).default.users
    const grid = await findGrid(canvas, words.tableLabel)
    const first = await waitFor(() => {
      const header = within(grid).getAllByRole('rowheader')[0]
      if (!header) throw new Error('no rows yet')
      return header
    })
    await tabTo(userEvent, within(canvas.getByRole('columnheader', { name: new RegExp(words.columns.name) })).getByRole('button'))
    await userEvent.keyboard('{ArrowDown}')
    await expect(first, 'down from the Name header to the first person').toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    const next = document.activeElement as HTMLElement
    await expect(next).not.toBe(first)
    await expect(first.closest('[role="row"]')).toContainElement(next)
    // The next cell along the row stands to the left of the first.
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(first.getBoundingClientRect().left + 1)
    await userEvent.keyboard('{ArrowRight}')
    await expect(first, 'the right arrow back to the first cell').toHaveFocus()
  },
}
