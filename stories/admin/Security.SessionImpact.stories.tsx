import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SESSION_CONFIGURATION_PATH } from '../../src/api/security'
import { MY_SESSIONS_PATH } from '../../src/api/sessions'
import { getWorld, people, USER_AGENTS } from '../../src/fixtures'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { HERE, signedInHere } from './privacyStory'
import { openTab, pick, securityArgs } from './securityStory'

/**
 * The session policy says what a value means for a person's day as the admin edits it, before it is
 * saved: how long someone may step away, how often everyone signs in again, and for the session limit
 * how many of the admin's own sessions would end (loaded only once they edit that card). The saved
 * policy is the spec's sample: idle timeout on at 1 hour, force re-login off, at most 10 sessions off.
 */
const meta = {
  title: 'Admin portal/Security/Session impact',
  component: StoryApp,
  // Ada on this page's session (HERE, 3 minutes old), besides her Firefox (3 days) and iPhone (5 hours) ones.
  args: { ...securityArgs(), signedInAs: { email: people.ada.email, proof: { sid: HERE } } },
  beforeEach: signedInHere,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Scope = ReturnType<typeof within>

const DAY = 86_400_000
const sessionsTab = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) => within(await openTab(canvas, userEvent, 'Sessions'))
const card = async (panel: Scope, title: string) => within(await panel.findByRole('region', { name: title }))
/** The card's preview: its live summary, announced as it changes. */
const meaning = async (scope: Scope, setting: string) => within(await scope.findByRole('region', { name: `${setting}: what it means` })).getByRole('status')
const saves = () => sent(SESSION_CONFIGURATION_PATH).filter((request) => request.method === 'POST')
/** Loads of the admin's own sessions list (not `/current`, which the section reads for the admin's address). */
const ownSessionLoads = () => sent(MY_SESSIONS_PATH).filter((request) => request.method === 'GET')

/** A fourth session of Ada's: an iPad she signed in on 10 days ago. */
function fourSessions() {
  getWorld().privacy.sessions.push({ id: 'session-ada-ipad', userId: 'user-ada', userAgent: USER_AGENTS.safariIphone, ipAddress: '192.0.2.44', createdAt: new Date(Date.now() - 10 * DAY).toISOString() })
}

/** Types `value` into the card's number field, replacing what is there. */
async function typeValue({ userEvent }: Pick<Context, 'userEvent'>, scope: Scope, label: string, value: string) {
  const field = scope.getByLabelText(label)
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

export const IdleTimeoutInWords: Story = {
  play: async (context) => {
    const { userEvent, step } = context
    const idle = await card(await sessionsTab(context), 'Idle session timeout')
    const status = await meaning(idle, 'Idle session timeout')
    await step('the saved hour, quietly: no comparison', async () => {
      await expect(status).toHaveTextContent(/^People who step away for 1 hour will sign in again\.$/)
    })
    await step('15 minutes: stricter, in words, before anything is saved', async () => {
      await typeValue(context, idle, 'Sign out after', '15')
      await pick(idle, userEvent, 'Idle session timeout unit', 'Minutes')
      await waitFor(() => expect(status).toHaveTextContent(/^People who step away for 15 minutes will sign in again\. Stricter than what is saved now\.$/))
      await expect(saves()).toHaveLength(0)
    })
    await step('a value that cannot be saved says nothing', async () => {
      await typeValue(context, idle, 'Sign out after', '2')
      await expect(idle.getByLabelText('Sign out after')).toHaveValue('2')
      await waitFor(() => expect(status).toHaveTextContent(/^$/))
      await typeValue(context, idle, 'Sign out after', '15')
    })
    await step('saved only when Save is pressed; the saved value then reads as it is', async () => {
      await userEvent.click(idle.getByRole('button', { name: 'Save Idle session timeout' }))
      await expect(await idle.findByText('Saved.')).toBeVisible()
      await expect(saves()).toHaveLength(1)
      await expect(saves()[0]?.body).toMatchObject({ sessionIdleTimeoutConfiguration: { isActive: true, timeout: 900 } })
      await waitFor(() => expect(status).toHaveTextContent(/^People who step away for 15 minutes will sign in again\.$/))
    })
  },
}

/** Turning the idle timeout off loosens the policy: nobody is signed out for being idle. */
export const IdleTimeoutOff: Story = {
  play: async (context) => {
    const idle = await card(await sessionsTab(context), 'Idle session timeout')
    const toggle = await idle.findByRole('switch', { name: 'Idle session timeout' })
    await waitFor(() => expect(toggle).toBeChecked())
    await context.userEvent.click(toggle)
    await expect(await meaning(idle, 'Idle session timeout')).toHaveTextContent(/^Nobody is signed out for being idle\. Less strict than what is saved now\.$/)
    await expect(saves()).toHaveLength(0)
  },
}

export const ForceReLoginEveryEightHours: Story = {
  play: async (context) => {
    const { userEvent, step } = context
    const relogin = await card(await sessionsTab(context), 'Force re-login')
    const status = await meaning(relogin, 'Force re-login')
    await expect(status).toHaveTextContent(/^Nobody is asked to sign in again after a set time while they keep working\.$/)
    await step('8 hours: everyone signs in again, even while working', async () => {
      await userEvent.click(relogin.getByRole('switch', { name: 'Force re-login' }))
      await typeValue(context, relogin, 'Sign in again after', '8')
      await pick(relogin, userEvent, 'Force re-login unit', 'Hours')
      await waitFor(() => expect(status).toHaveTextContent(/^Everyone signs in again at least every 8 hours, even while working\. Stricter than what is saved now\.$/))
    })
    await step('no longer than the 1-hour idle timeout: that timeout would never sign anyone out first', async () => {
      await typeValue(context, relogin, 'Sign in again after', '1')
      await waitFor(() =>
        expect(status).toHaveTextContent(
          /^Everyone signs in again at least every 1 hour, even while working\. This is no longer than the idle timeout \(1 hour\), so the idle timeout would never sign anyone out first\. Stricter than what is saved now\.$/,
        ),
      )
    })
    await step('the preview blocks nothing: Save saves what was typed', async () => {
      await expect(saves()).toHaveLength(0)
      await userEvent.click(relogin.getByRole('button', { name: 'Save Force re-login' }))
      await expect(await relogin.findByText('Saved.')).toBeVisible()
      await expect(saves()[0]?.body).toMatchObject({ sessionTimeoutConfiguration: { isActive: true, timeout: 3600 } })
    })
  },
}

/** Ada has 4 sessions; a limit of 2 ends the 2 oldest (Firefox, the iPad), and this newest one is kept. */
export const ConcurrentSessionsEndOwnOldest: Story = {
  beforeEach: fourSessions,
  play: async (context) => {
    const { userEvent, step } = context
    const limit = await card(await sessionsTab(context), 'Maximum concurrent sessions')
    const status = await meaning(limit, 'Maximum concurrent sessions')
    await step('the tab loads none of the admin’s sessions until they edit the limit', async () => {
      await expect(status).toHaveTextContent(/^People can be signed in on any number of devices at once\.$/)
      await expect(ownSessionLoads()).toHaveLength(0)
    })
    await step('on, at the saved 10: all 4 are within the limit', async () => {
      await userEvent.click(limit.getByRole('switch', { name: 'Maximum concurrent sessions' }))
      await waitFor(() => expect(status).toHaveTextContent(/Your 4 open sessions are within the limit\.$/))
      await expect(ownSessionLoads()).toHaveLength(1)
    })
    await step('2: 2 of the 4 would end, the oldest first; this one is kept', async () => {
      await typeValue(context, limit, 'Sessions at most', '2')
      await waitFor(() =>
        expect(status).toHaveTextContent(
          /^People can be signed in on 2 devices at once: signing in on another ends their oldest session\. Stricter than what is saved now\. 2 of your 4 sessions would end, the oldest first\. This session is kept\.$/,
        ),
      )
      await expect(saves()).toHaveLength(0)
    })
    await step('saved when Save is pressed', async () => {
      await userEvent.click(limit.getByRole('button', { name: 'Save Maximum concurrent sessions' }))
      await expect(await limit.findByText('Saved.')).toBeVisible()
      await expect(saves()[0]?.body).toMatchObject({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 2 } })
    })
  },
}

/** This page signed in a month ago, before Ada's other sessions: a limit of 1 would end it too. */
export const ConcurrentSessionsEndThisOne: Story = {
  beforeEach: () => {
    getWorld().privacy.sessions.find((session) => session.id === HERE)!.createdAt = new Date(Date.now() - 30 * DAY).toISOString()
  },
  play: async (context) => {
    const limit = await card(await sessionsTab(context), 'Maximum concurrent sessions')
    await context.userEvent.click(await limit.findByRole('switch', { name: 'Maximum concurrent sessions' }))
    await typeValue(context, limit, 'Sessions at most', '1')
    await waitFor(async () =>
      expect(await meaning(limit, 'Maximum concurrent sessions')).toHaveTextContent(/2 of your 3 sessions would end, the oldest first\. This session would end too: you would sign in again here\.$/),
    )
  },
}

/** A limit already on at 2, raised to 5: looser, nobody's session ends; back at 2 it reads as saved, with no comparison. */
export const ConcurrentSessionsLoosened: Story = {
  beforeEach: () => {
    fourSessions()
    getWorld().security.sessions.sessionConcurrentConfiguration = { isActive: true, maxSessions: 2 }
  },
  play: async (context) => {
    const limit = await card(await sessionsTab(context), 'Maximum concurrent sessions')
    const status = await meaning(limit, 'Maximum concurrent sessions')
    await waitFor(() => expect(status).toHaveTextContent(/^People can be signed in on 2 devices at once: signing in on another ends their oldest session\.$/))
    await typeValue(context, limit, 'Sessions at most', '5')
    await waitFor(() =>
      expect(status).toHaveTextContent(/^People can be signed in on 5 devices at once: signing in on another ends their oldest session\. Less strict than what is saved now\. Your 4 open sessions are within the limit\.$/),
    )
    await typeValue(context, limit, 'Sessions at most', '2')
    await waitFor(() => expect(status).toHaveTextContent(/^People can be signed in on 2 devices at once: signing in on another ends their oldest session\.$/))
    await expect(saves()).toHaveLength(0)
  },
}

/** The admin's sessions fail to load: the preview says so, and Save still saves. */
export const OwnSessionsFailToLoad: Story = {
  beforeEach: () => {
    getWorld().privacy.failures.sessions = 'serverError'
  },
  play: async (context) => {
    const { userEvent } = context
    const limit = await card(await sessionsTab(context), 'Maximum concurrent sessions')
    await userEvent.click(await limit.findByRole('switch', { name: 'Maximum concurrent sessions' }))
    await typeValue(context, limit, 'Sessions at most', '2')
    const status = await meaning(limit, 'Maximum concurrent sessions')
    await waitFor(() => expect(status).toHaveTextContent(/Stricter than what is saved now\. We couldn't work out how many of your own sessions would end\. You can still save this change\.$/))
    await userEvent.click(limit.getByRole('button', { name: 'Save Maximum concurrent sessions' }))
    await expect(await limit.findByText('Saved.')).toBeVisible()
    await expect(saves()).toHaveLength(1)
    await expect(saves()[0]?.body).toEqual({
      sessionConcurrentConfiguration: { isActive: true, maxSessions: 2 },
      sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 },
      sessionTimeoutConfiguration: { isActive: false, timeout: 7_776_000 },
    })
  },
}

export const KeyboardOnly: Story = {
  beforeEach: fourSessions,
  play: async (context) => {
    const { canvas, userEvent } = context
    const center = await canvas.findByRole('tab', { name: 'Security center' }, { timeout: FIRST_LOAD_TIMEOUT })
    center.focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const limit = await card(within(canvas.getByRole('tabpanel')), 'Maximum concurrent sessions')
    const toggle = await limit.findByRole('switch', { name: 'Maximum concurrent sessions' })
    for (let presses = 0; presses < 20 && document.activeElement !== toggle; presses++) await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(toggle).toBeChecked())
    await userEvent.tab()
    await expect(limit.getByLabelText('Sessions at most')).toHaveFocus()
    await userEvent.keyboard('{Control>}a{/Control}3')
    const status = await meaning(limit, 'Maximum concurrent sessions')
    await waitFor(() => expect(status).toHaveTextContent(/1 of your 4 sessions would end, the oldest first\. This session is kept\.$/))
    // The preview takes no stop of its own: the next Tab is Save.
    await userEvent.tab()
    await expect(limit.getByRole('button', { name: 'Save Maximum concurrent sessions' })).toHaveFocus()
    await expect(saves()).toHaveLength(0)
    await userEvent.keyboard('{Enter}')
    await expect(await limit.findByText('Saved.')).toBeVisible()
    await expect(saves()[0]?.body).toMatchObject({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 3 } })
    await expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true')
  },
}
