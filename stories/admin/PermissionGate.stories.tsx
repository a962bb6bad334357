import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { people } from '../../src/fixtures'
import { Button, Card } from '../../src/primitives'
import { PermissionGate, type PermissionGateProps } from '../../src/screens/admin'
import { StoryApp } from '../support/StoryApp'

/** A host page with an invite button behind the gate. */
function teamPage(gate: Omit<PermissionGateProps, 'children'>) {
  return {
    path: '/team',
    render: () => (
      <Card heading="Team">
        <PermissionGate {...gate}>
          <Button>Invite user</Button>
        </PermissionGate>
      </Card>
    ),
  }
}

const askAnAdmin = <p>Ask an administrator to invite people.</p>

const meta = {
  title: 'Admin portal/Portal/Permission gate',
  component: StoryApp,
  args: { navigate: fn(), startAt: '/team', signedInAs: { email: people.ada.email }, mount: teamPage({ requirement: 'fe.secure.write.users', fallback: askAnAdmin }) },
  parameters: { scenario: 'adminPortal' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const ShownToAHolder: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    // Ada holds fe.secure.*, which covers fe.secure.write.users.
    await expect(await canvas.findByRole('button', { name: 'Invite user' })).toBeVisible()
    await expect(canvas.queryByText(/Ask an administrator/)).toBeNull()
  },
}

export const FallbackForOthers: Story = {
  args: { signedInAs: { email: people.readOnly.email } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ask an administrator to invite people.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Invite user' })).toBeNull()
  },
}

export const HiddenWithoutFallback: Story = {
  args: { signedInAs: { email: people.readOnly.email }, mount: teamPage({ requirement: ['fe.secure.write.users', 'fe.secure.delete.users'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Team' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Invite user' })).toBeNull()
  },
}

export const ShownByRole: Story = {
  args: { signedInAs: { email: people.readOnly.email }, mount: teamPage({ requirement: { permissions: ['fe.secure.write.users'], roles: ['ReadOnly'] }, fallback: askAnAdmin }) },
  play: async ({ canvas }) => {
    // Any one key opens the gate: Frances lacks the permission but holds the role.
    await expect(await canvas.findByRole('button', { name: 'Invite user' })).toBeVisible()
  },
}

export const SignedOut: Story = {
  args: { signedInAs: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ask an administrator to invite people.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Invite user' })).toBeNull()
  },
}
