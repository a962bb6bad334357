import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { BREACHED_PASSWORDS_RESET_PATH, INSIGHTS_PATH, MFA_POLICY_PATH, RECOMMENDATIONS_PATH } from '../../src/api/security'
import { USERS_V3_PATH } from '../../src/api/users'
import { getWorld, lastMessageTo, people } from '../../src/fixtures'
import { SECURITY_CENTER_RELOAD_FLAG } from '../../src/hooks'
import { alertDialog, noDialog, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { expectedAssessment, openTab, pick, readOnlyAda, securityArgs } from './securityStory'

const meta = {
  title: 'Admin portal/Security/Security center',
  component: StoryApp,
  args: securityArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const score = (canvas: Context['canvas']) => canvas.findByRole('meter', { name: 'Security score' }, { timeout: FIRST_LOAD_TIMEOUT })
const category = (canvas: Context['canvas'], name: string) => canvas.findByRole('region', { name })
const presetTable = (canvas: Context['canvas'], name: string) => canvas.findByRole('grid', { name })
const presetCalls = (preset: string) => sent(USERS_V3_PATH).filter((request) => request.query._preset === preset)

export const ScoreRecommendationsAndInsights: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    const expected = expectedAssessment()
    await step('the score the world earns, as a gauge read out in words', async () => {
      const meter = await score(canvas)
      await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', String(expected.score)))
      await expect(meter).toHaveAttribute('aria-valuetext', `${expected.score} of 100`)
    })
    await step('recommendations by category with their severity; insights beside them', async () => {
      const mfa = within(await category(canvas, 'Multi-factor authentication'))
      await expect(mfa.getByText('Require multi-factor authentication for everyone.')).toBeVisible()
      await expect(mfa.getByText('Severe')).toBeVisible()
      const passwords = within(await category(canvas, 'Passwords'))
      await expect(passwords.getByText('Some people use a password found in a data breach.')).toBeVisible()
      await expect(passwords.getByRole('button', { name: 'Send reset emails' })).toBeVisible()
      const sessions = within(await category(canvas, 'Sessions'))
      await expect(sessions.getByRole('button', { name: 'Adjust force re-login' })).toBeVisible()
      await expect(sessions.getByText('1 of 3 session limits are set.')).toBeVisible()
      await expect(within(await category(canvas, 'IP restrictions')).getByText('Anyone may sign in from any IP address.')).toBeVisible()
    })
    await step('three tables through the users presets, 10 a page', async () => {
      await expect(within(await presetTable(canvas, 'People with breached passwords')).findByRole('rowheader', { name: people.breached.name })).resolves.toBeVisible()
      await waitFor(() => expect(presetCalls('inactive')[0]?.query).toMatchObject({ _limit: '10', _offset: '0', _maxInactiveSeconds: '7776000' }))
      await expect(presetCalls('mfa-unenrolled')[0]?.query).toMatchObject({ _limit: '10' })
      await expect(presetCalls('breached-passwords')[0]?.query).toMatchObject({ _limit: '10' })
    })
  },
}

export const ResetBreachedPasswords: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const passwords = within(await category(canvas, 'Passwords').then(async (found) => (await score(canvas), found)))
    await step('the action asks first', async () => {
      await userEvent.click(passwords.getByRole('button', { name: 'Send reset emails' }))
      const confirm = await alertDialog('Send password reset emails?')
      await userEvent.click(within(confirm).getByRole('button', { name: 'Send emails' }))
      await noDialog()
      await expect(await canvas.findByText('Reset emails were sent.')).toBeVisible()
      await expect(sent(BREACHED_PASSWORDS_RESET_PATH)).toHaveLength(1)
      await expect(lastMessageTo(getWorld(), people.breached.email)?.purpose).toBe('passwordReset')
    })
    await step('the breached table empties and the recommendation goes, from the world as it is now', async () => {
      await expect(await within(await presetTable(canvas, 'People with breached passwords')).findByText('Nobody uses a breached password.')).toBeVisible()
      await waitFor(() => expect(canvas.queryByText('Some people use a password found in a data breach.')).toBeNull())
      await waitFor(async () => expect(await score(canvas)).toHaveAttribute('aria-valuenow', String(expectedAssessment().score)))
    })
  },
}

export const ActionLeadsToTheSetting: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await score(canvas)
    await userEvent.click(within(await category(canvas, 'Sessions')).getByRole('button', { name: 'Adjust force re-login' }))
    // Through the URL, so the browser's back button returns to the center.
    await expect(args.navigate).toHaveBeenLastCalledWith('/admin/security/sessions', undefined)
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true'))
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Force re-login' })).toHaveFocus())
  },
}

/** Under the major-version flag (spec/admin.md §4); without it see Security/Center reload. */
export const ReactsToAPolicyChange: Story = {
  args: { flags: { [SECURITY_CENTER_RELOAD_FLAG]: true } },
  play: async ({ canvas, userEvent, step }) => {
    const before = expectedAssessment().score
    await waitFor(async () => expect(await score(canvas)).toHaveAttribute('aria-valuenow', String(before)))
    await step('require MFA for everyone in the general settings', async () => {
      const panel = within(await openTab(canvas, userEvent, 'General settings'))
      await pick(panel, userEvent, 'Require MFA', 'Required for everyone')
      await userEvent.click(panel.getByRole('button', { name: 'Save Multi-factor authentication' }))
      // More people asked for a second factor: confirmed after seeing who (Security.ImpactPreviews).
      await userEvent.click(within(await alertDialog('Require multi-factor authentication?')).getByRole('button', { name: 'Require MFA' }))
      await expect(await canvas.findByText('Multi-factor authentication settings were saved.')).toBeVisible()
      await expect(sent(MFA_POLICY_PATH).find((request) => request.method === 'PATCH')?.body).toMatchObject({ enforceMFAType: 'Force' })
      await expect(getWorld().mfaPolicy.enforced).toBe(true)
    })
    await step('the security center was loaded again: FORCE_MFA is gone and the score rose', async () => {
      const saved = getWorld().requests.findIndex((request) => request.method === 'PATCH' && request.path.endsWith(MFA_POLICY_PATH))
      await openTab(canvas, userEvent, 'Security center')
      await waitFor(() => expect(getWorld().requests.slice(saved).filter((request) => request.path.endsWith(RECOMMENDATIONS_PATH) || request.path.endsWith(INSIGHTS_PATH)).length).toBeGreaterThanOrEqual(2))
      const after = expectedAssessment().score
      await expect(after).toBeGreaterThan(before)
      await waitFor(async () => expect(await score(canvas)).toHaveAttribute('aria-valuenow', String(after)))
      await expect(within(await category(canvas, 'Multi-factor authentication')).getByText('Everyone must use multi-factor authentication.')).toBeVisible()
      await expect(canvas.queryByText('Require multi-factor authentication for everyone.')).toBeNull()
    })
  },
}

export const LoadFails: Story = {
  beforeEach: () => {
    getWorld().failures.securityCenter = 'serverError'
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We couldn't load the security center\. Internal server error/, {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(canvas.queryByRole('meter')).toBeNull()
  },
}

export const NetworkFailure: Story = {
  beforeEach: () => {
    getWorld().failures.securityCenter = 'networkError'
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We couldn't load the security center\./, {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
  },
}

export const ReadOnlyAdmin: Story = {
  beforeEach: readOnlyAda,
  play: async ({ canvas }) => {
    await score(canvas)
    const passwords = within(await category(canvas, 'Passwords'))
    await expect(passwords.getByText('Some people use a password found in a data breach.')).toBeVisible()
    await expect(passwords.queryByRole('button', { name: 'Send reset emails' })).toBeNull()
    // Leading to a setting changes nothing: it stays, and the setting shows read-only there.
    await expect(within(await category(canvas, 'Sessions')).getByRole('button', { name: 'Adjust force re-login' })).toBeVisible()
  },
}
