import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { LOCKOUT_POLICY_PATH, PASSWORD_HISTORY_POLICY_PATH } from '../../src/api/security'
import { getWorld, INVALID_AUTHENTICATION, people, USER_LOCKED } from '../../src/fixtures'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { LoginStory } from '../auth/LoginStory'
import { enterPassword, reachPasswordStep } from '../auth/loginSteps'
import { openTab, readOnlyAda, securityArgs } from './securityStory'

const meta = {
  title: 'Admin portal/Security',
  component: StoryApp,
  args: securityArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Scope = ReturnType<typeof within>

const generalTab = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) => within(await openTab(canvas, userEvent, 'General settings'))
const card = async (panel: Scope, title: string) => within(await panel.findByRole('region', { name: title }))
const patches = (path: string) => sent(path).filter((request) => request.method === 'PATCH')

/** Sets the lockout to `attempts` wrong passwords and saves it. */
async function saveLockout({ userEvent }: Pick<Context, 'userEvent'>, panel: Scope, attempts: string) {
  const lockout = await card(panel, 'User lockout')
  const field = await lockout.findByLabelText('Wrong passwords before locking')
  await userEvent.clear(field)
  await userEvent.type(field, attempts)
  await userEvent.click(lockout.getByRole('button', { name: 'Save User lockout' }))
  return lockout
}

export const Policies: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    const panel = await generalTab(context)
    const mfa = await card(panel, 'Multi-factor authentication')
    await expect(await mfa.findByRole('combobox', { name: /Require MFA/ })).toHaveDisplayValue('Not required: each person chooses')
    await expect(mfa.getByRole('switch', { name: 'Let people remember a device' })).toBeChecked()
    await expect(mfa.getByLabelText('Remember a device for (days)')).toHaveValue('14')
    await expect((await card(panel, 'User lockout')).getByLabelText('Wrong passwords before locking')).toHaveValue('5')
    await expect((await card(panel, 'Password history')).getByLabelText('Passwords remembered')).toHaveValue('3')
    await expect(panel.queryByRole('region', { name: 'CAPTCHA' })).toBeNull()
  },
}

export const LockoutTakesEffectAtSignIn: Story = {
  render: (args) => (
    <>
      <StoryApp {...args} />
      <LoginStory navigate={fn()} />
    </>
  ),
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await step('the admin locks accounts after 2 wrong passwords instead of 5', async () => {
      const lockout = await saveLockout(context, await generalTab(context), '2')
      await expect(await lockout.findByText('Saved.')).toBeVisible()
      await expect(patches(LOCKOUT_POLICY_PATH)[0]?.body).toEqual({ enabled: true, maxAttempts: 2 })
    })
    await step('at the sign-in box, the second wrong password locks the account', async () => {
      const login = within(canvas.getByRole('textbox', { name: 'Email' }).closest('form')!.parentElement!.parentElement!)
      await reachPasswordStep(login, userEvent, people.breached.email)
      for (const attempt of ['wrong-1', 'wrong-2']) {
        await userEvent.clear(login.getByLabelText('Password'))
        await enterPassword(login, userEvent, attempt)
        await login.findByText(INVALID_AUTHENTICATION)
      }
      await userEvent.clear(login.getByLabelText('Password'))
      await enterPassword(login, userEvent, people.breached.password)
      await expect(await login.findByText(USER_LOCKED)).toBeVisible()
      await expect(getWorld().users.find((user) => user.email === people.breached.email)?.locked).toBe(true)
    })
  },
}

export const LockoutOffNeverLocks: Story = {
  play: async (context) => {
    const lockout = await card(await generalTab(context), 'User lockout')
    await context.userEvent.click(await lockout.findByRole('switch', { name: 'User lockout' }))
    await expect(lockout.getByLabelText('Wrong passwords before locking')).toBeDisabled()
    await context.userEvent.click(lockout.getByRole('button', { name: 'Save User lockout' }))
    await expect(await lockout.findByText('Saved.')).toBeVisible()
    await expect(patches(LOCKOUT_POLICY_PATH)[0]?.body).toEqual({ enabled: false, maxAttempts: 5 })
    await expect(getWorld().security.lockoutEnabled).toBe(false)
  },
}

export const HistoryTakesEffectAtPasswordChange: Story = {
  play: async (context) => {
    const history = await card(await generalTab(context), 'Password history')
    const field = await history.findByLabelText('Passwords remembered')
    // Editable once the vendor's global policy says the tenant may override it.
    await waitFor(() => expect(field).toBeEnabled())
    await context.userEvent.clear(field)
    await context.userEvent.type(field, '8')
    await context.userEvent.click(history.getByRole('button', { name: 'Save Password history' }))
    await expect(await history.findByText('Saved.')).toBeVisible()
    await expect(patches(PASSWORD_HISTORY_POLICY_PATH)[0]?.body).toEqual({ enabled: true, historySize: 8 })
    // What the password-change fixture checks a new password against.
    await expect(getWorld().accounts.passwordConfig.passwordHistory).toEqual({ enabled: true, historySize: 8 })
  },
}

export const InvalidValue: Story = {
  play: async (context) => {
    const lockout = await saveLockout(context, await generalTab(context), '0')
    await expect(await lockout.findByText('Enter a value from 1–50.')).toBeVisible()
    await expect(lockout.getByLabelText('Wrong passwords before locking')).toHaveAttribute('aria-invalid', 'true')
    await expect(patches(LOCKOUT_POLICY_PATH)).toHaveLength(0)
  },
}

export const SaveFails: Story = {
  beforeEach: () => {
    getWorld().failures.securityPolicyChanges = 'serverError'
  },
  play: async (context) => {
    const lockout = await saveLockout(context, await generalTab(context), '3')
    await expect(await lockout.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(lockout.getByLabelText('Wrong passwords before locking')).toHaveValue('3')
    await expect(getWorld().lockoutThreshold).toBe(5)
  },
}

/** The vendor's global policy does not let tenants override password history: it shows read-only, with the reason. */
export const VendorPolicyReadOnly: Story = {
  beforeEach: () => {
    const world = getWorld()
    world.security.globalPolicy.allowOverrideEnforcePasswordHistory = false
    world.security.captcha = { enabled: true, siteKey: 'site-key', minScore: 0.5 }
  },
  play: async (context) => {
    const panel = await generalTab(context)
    await expect(await panel.findByText('Set by your provider for every account: it cannot be changed here.')).toBeVisible()
    const history = await card(panel, 'Password history')
    await expect(await history.findByText('On: the last 5 passwords are refused.')).toBeVisible()
    await expect(history.queryByRole('button', { name: /^Save/ })).toBeNull()
    await expect(await panel.findByRole('region', { name: 'CAPTCHA' })).toBeVisible()
  },
}

export const ReadOnlyAdmin: Story = {
  beforeEach: readOnlyAda,
  play: async (context) => {
    const panel = await generalTab(context)
    const lockout = await card(panel, 'User lockout')
    await waitFor(() => expect(lockout.getByRole('switch', { name: 'User lockout' })).toBeDisabled())
    await expect(panel.queryByRole('button', { name: /^Save/ })).toBeNull()
    await expect(panel.getByText(/Changing them needs the Edit security policy permission/)).toBeVisible()
  },
}
