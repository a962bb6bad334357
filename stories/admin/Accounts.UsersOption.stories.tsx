import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { USERS_V2_PATH } from '../../src/api/users'
import { getWorld, HIERARCHY_READ, makeResellerAdmin, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { findGrid } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { portalMount } from './portalStory'

/** The users section's "Include sub-accounts" option follows the permission that lets a reseller see sub-tenant users (spec/admin.md §6). */
const meta = {
  title: 'Admin portal/All accounts/Users option',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/users', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const OPTION = { name: 'Include users of sub-accounts' }

export const HiddenWithoutPermission: Story = {
  play: async ({ canvas }) => {
    await findGrid(canvas, 'Users')
    await waitFor(() => expect(sent(USERS_V2_PATH).length).toBeGreaterThan(0))
    await expect(canvas.queryByRole('checkbox', OPTION)).toBeNull()
    await expect(sent(USERS_V2_PATH).every((request) => request.query._includeSubTenants !== 'true')).toBe(true)
  },
}

export const ShownToAReseller: Story = {
  beforeEach: () => makeResellerAdmin(getWorld(), 'user-ada', [HIERARCHY_READ]),
  play: async ({ canvas, userEvent }) => {
    await findGrid(canvas, 'Users')
    await userEvent.click(await canvas.findByRole('checkbox', OPTION))
    await waitFor(() => expect(sent(USERS_V2_PATH).at(-1)?.query._includeSubTenants).toBe('true'))
    await expect(canvas.getByRole('checkbox', OPTION)).toBeChecked()
  },
}
