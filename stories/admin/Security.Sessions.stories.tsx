import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { SESSION_CONFIGURATION_PATH } from '../../src/api/security'
import { getWorld, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { holdCall, heldCall } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { portalMount } from './portalStory'
import { openTab, pick, readOnlyAda, securityArgs } from './securityStory'

const meta = {
  title: 'Admin portal/Security/Sessions',
  component: StoryApp,
  args: securityArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const sessionsTab = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) => within(await openTab(canvas, userEvent, 'Sessions'))
const card = async (panel: ReturnType<typeof within>, title: string) => within(await panel.findByRole('region', { name: title }))
const saves = () => sent(SESSION_CONFIGURATION_PATH).filter((request) => request.method === 'POST')

export const SettingsInUnits: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    const panel = await sessionsTab(context)
    const idle = await card(panel, 'Idle session timeout')
    await waitFor(() => expect(idle.getByRole('switch', { name: 'Idle session timeout' })).toBeChecked())
    // 3600 seconds reads as 1 hour; 7776000 as 90 days; the settings that are off keep their value, disabled.
    await expect(idle.getByLabelText('Sign out after')).toHaveValue('1')
    await expect(idle.getByRole('combobox', { name: /Idle session timeout unit/ })).toHaveDisplayValue('Hours')
    const relogin = await card(panel, 'Force re-login')
    await expect(relogin.getByRole('switch', { name: 'Force re-login' })).not.toBeChecked()
    await expect(relogin.getByLabelText('Sign in again after')).toHaveValue('90')
    await expect(relogin.getByLabelText('Sign in again after')).toBeDisabled()
    await expect((await card(panel, 'Maximum concurrent sessions')).getByLabelText('Sessions at most')).toHaveValue('10')
  },
}

export const SaveIdleTimeout: Story = {
  play: async (context) => {
    const { userEvent } = context
    const idle = await card(await sessionsTab(context), 'Idle session timeout')
    const field = await idle.findByLabelText('Sign out after')
    await userEvent.clear(field)
    await userEvent.type(field, '30')
    await pick(idle, userEvent, 'Idle session timeout unit', 'Minutes')
    await userEvent.dblClick(idle.getByRole('button', { name: 'Save Idle session timeout' }))
    await expect(await idle.findByText('Saved.')).toBeVisible()
    // A double click saved once; the whole policy went, with only this setting changed.
    await expect(saves()).toHaveLength(1)
    await expect(saves()[0]?.body).toEqual({
      sessionConcurrentConfiguration: { isActive: false, maxSessions: 10 },
      sessionIdleTimeoutConfiguration: { isActive: true, timeout: 1800 },
      sessionTimeoutConfiguration: { isActive: false, timeout: 7_776_000 },
    })
    await expect(getWorld().security.sessions.sessionIdleTimeoutConfiguration.timeout).toBe(1800)
  },
}

export const InvalidValue: Story = {
  play: async (context) => {
    const { userEvent } = context
    const sessions = await card(await sessionsTab(context), 'Maximum concurrent sessions')
    await userEvent.click(await sessions.findByRole('switch', { name: 'Maximum concurrent sessions' }))
    const field = sessions.getByLabelText('Sessions at most')
    await userEvent.clear(field)
    await userEvent.type(field, '0')
    await userEvent.click(sessions.getByRole('button', { name: 'Save Maximum concurrent sessions' }))
    await expect(await sessions.findByText('Enter a value from 1 to 100.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue('0')
    await expect(saves()).toHaveLength(0)
  },
}

export const SavePending: Story = {
  beforeEach: holdCall('securityPolicyChanges'),
  play: async (context) => {
    const { userEvent } = context
    const relogin = await card(await sessionsTab(context), 'Force re-login')
    await userEvent.click(await relogin.findByRole('switch', { name: 'Force re-login' }))
    await userEvent.click(relogin.getByRole('button', { name: 'Save Force re-login' }))
    const gate = await heldCall('securityPolicyChanges')
    await expect(relogin.getByRole('button', { name: /Save Force re-login/ })).toHaveAttribute('data-pending', 'true')
    await expect(relogin.getByRole('switch', { name: 'Force re-login' })).toBeDisabled()
    gate.open()
    await expect(await relogin.findByText('Saved.')).toBeVisible()
    await expect(saves()[0]?.body).toMatchObject({ sessionTimeoutConfiguration: { isActive: true, timeout: 7_776_000 } })
  },
}

export const SaveFails: Story = {
  beforeEach: () => {
    getWorld().failures.securityPolicyChanges = 'serverError'
  },
  play: async (context) => {
    const { userEvent } = context
    const idle = await card(await sessionsTab(context), 'Idle session timeout')
    const field = await idle.findByLabelText('Sign out after')
    await userEvent.clear(field)
    await userEvent.type(field, '2')
    await userEvent.click(idle.getByRole('button', { name: 'Save Idle session timeout' }))
    await expect(await idle.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(field).toHaveValue('2')
    await expect(getWorld().security.sessions.sessionIdleTimeoutConfiguration.timeout).toBe(3600)
  },
}

export const NetworkFailure: Story = {
  beforeEach: () => {
    getWorld().failures.securityPolicies = 'networkError'
  },
  play: async (context) => {
    const panel = await sessionsTab(context)
    await expect(await panel.findByText(/We couldn't load this setting\./)).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const KeyboardOnly: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    const tab = await canvas.findByRole('tab', { name: 'Security center' }, { timeout: 15_000 })
    tab.focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const sessions = await card(within(canvas.getByRole('tabpanel')), 'Maximum concurrent sessions')
    const toggle = await sessions.findByRole('switch', { name: 'Maximum concurrent sessions' })
    toggle.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(toggle).toBeChecked())
    await userEvent.tab()
    await expect(sessions.getByLabelText('Sessions at most')).toHaveFocus()
    await userEvent.keyboard('{Control>}a{/Control}3')
    await userEvent.tab()
    await expect(sessions.getByRole('button', { name: 'Save Maximum concurrent sessions' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await sessions.findByText('Saved.')).toBeVisible()
    await expect(saves()[0]?.body).toMatchObject({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 3 } })
  },
}

/** The host hides maximum sessions and shows force re-login view-only (spec/admin.md §2 field appearance). */
export const FieldAppearance: Story = {
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/security',
    mount: portalMount({ sections: DEFAULT_SECTIONS, fieldAppearance: { sessionManagement: { maximumConcurrentSessions: 'hidden', forceReLogin: 'viewOnly' }, security: { domainRestrictions: 'hidden' } } }),
  },
  play: async (context) => {
    const panel = await sessionsTab(context)
    await panel.findByRole('region', { name: 'Idle session timeout' })
    await expect(panel.queryByRole('region', { name: 'Maximum concurrent sessions' })).toBeNull()
    const relogin = await card(panel, 'Force re-login')
    await expect(relogin.getByRole('switch', { name: 'Force re-login' })).toBeDisabled()
    await expect(relogin.queryByRole('button', { name: /^Save/ })).toBeNull()
    await expect(context.canvas.queryByRole('tab', { name: 'Email domains' })).toBeNull()
  },
}

export const ReadOnlyAdmin: Story = {
  beforeEach: readOnlyAda,
  play: async (context) => {
    const panel = await sessionsTab(context)
    await expect(await panel.findByText(/Changing them needs the Edit security policy permission/)).toBeVisible()
    const idle = await card(panel, 'Idle session timeout')
    await waitFor(() => expect(idle.getByRole('switch', { name: 'Idle session timeout' })).toBeDisabled())
    await expect(panel.queryByRole('button', { name: /^Save/ })).toBeNull()
  },
}
