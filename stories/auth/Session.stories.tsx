import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { createClient } from '../../src/api'
import { LOADING_CLASS, LOADING_MARKER, STORAGE_KEYS } from '../../src/hooks'
import { expireIssuedAccessTokens, getWorld, people } from '../../src/fixtures'
import { heldCall, holdCall } from '../support/gates'
import { StoryApp } from '../support/StoryApp'
import { memoryStorage } from '../support/StoryGatehouse'
import { sent } from '../support/requests'
import { earlierVisit } from '../support/session'

/**
 * The session as a host lives it: restored from the refresh cookie when the page loads, refreshed
 * by the client when a token expires, and ended by the logout route. Each story starts from a
 * visit that already signed in (the cookie is set), unless it says otherwise.
 */
const meta = {
  title: 'Sign-in/Session and tabs',
  component: StoryApp,
  args: { navigate: fn(), restoreSession: true, startAt: '/dashboard' },
  beforeEach: async () => {
    await earlierVisit()
    getWorld().requests.length = 0
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The browser's local storage, as an earlier visit that signed in left it: the session hint is there. */
const hinted = memoryStorage()
const leaveHint = () => {
  for (const key of Object.keys(hinted.entries())) hinted.removeItem(key)
  hinted.setItem(STORAGE_KEYS.sessionHint, '1')
}

export const RestoreLoading: Story = {
  args: { startAt: '/account/login', localStorage: hinted },
  beforeEach: [leaveHint, holdCall('refresh')],
  play: async ({ canvas, args, step }) => {
    await step('the browser signed in before (the session hint): while the refresh cookie is exchanged, the login route waits and the body carries the loading marker and class', async () => {
      const gate = await heldCall('refresh')
      await expect(canvas.getByRole('heading', { name: 'Checking your session' })).toBeVisible()
      await expect(canvas.queryByLabelText('Email')).toBeNull()
      await expect(document.body).toHaveAttribute(LOADING_MARKER)
      await expect(document.body).toHaveClass(LOADING_CLASS)
      gate.open()
    })
    await step('restored: the signed-in visitor is sent on from the login route, the marker gone', async () => {
      await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
      await expect(args.navigate).toHaveBeenCalledWith('/', { replace: true })
      await expect(document.body).not.toHaveAttribute(LOADING_MARKER)
      await expect(document.body).not.toHaveClass(LOADING_CLASS)
    })
  },
}

export const Restored: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
    await expect(sent('/token/refresh')).toHaveLength(1)
    await expect(sent('/users/v2/me')).toHaveLength(1)
  },
}

export const RestoreExpiredCookie: Story = {
  args: { startAt: '/account/login', localStorage: hinted },
  beforeEach: [
    leaveHint,
    () => {
      // The session behind the cookie ended (expired or revoked) since the last visit.
      getWorld().refreshTokens.clear()
    },
  ],
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toBeVisible()
    await expect(sent('/token/refresh')).toHaveLength(1)
    await expect(sent('/users/v2/me')).toHaveLength(0)
    await expect(args.navigate).not.toHaveBeenCalled()
    // The server's "no" clears the hint: the next visit shows the login box at once.
    await expect(hinted.getItem(STORAGE_KEYS.sessionHint)).toBeNull()
  },
}

/**
 * Nearly everyone who opens the login page is signed out, and their browser carries no session
 * hint: the email step shows at once, with the restore's refresh call still unanswered.
 */
export const SignedOutVisitorWaitsForNothing: Story = {
  args: { startAt: '/account/login' },
  beforeEach: [
    () => {
      getWorld().refreshTokens.clear()
    },
    holdCall('refresh'),
  ],
  play: async ({ canvas, args, userEvent, step }) => {
    await step('no hint: the email field is there and typeable while the restore is unanswered', async () => {
      const gate = await heldCall('refresh')
      await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible()
      await expect(canvas.queryByRole('heading', { name: 'Checking your session' })).toBeNull()
      await userEvent.type(canvas.getByLabelText('Email'), people.ada.email)
      gate.open()
    })
    await step('the restore answers 401: nothing changes, what was typed stays', async () => {
      await waitFor(() => expect(document.body).not.toHaveAttribute(LOADING_MARKER))
      await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
      await expect(sent('/token/refresh')).toHaveLength(1)
      await expect(args.navigate).not.toHaveBeenCalled()
    })
  },
}

/**
 * A browser without the hint that turns out to hold a session (its storage was cleared, the cookie
 * was not): the email step shows, and the visitor is sent on as soon as the restore answers; the
 * hint is left for the next visit.
 */
export const SignedInWithoutHint: Story = {
  args: { startAt: '/account/login', localStorage: hinted },
  beforeEach: [
    () => {
      for (const key of Object.keys(hinted.entries())) hinted.removeItem(key)
    },
    holdCall('refresh'),
  ],
  play: async ({ canvas, args, step }) => {
    await step('no hint: the email step shows while the restore is unanswered', async () => {
      const gate = await heldCall('refresh')
      await expect(canvas.getByLabelText('Email')).toBeVisible()
      gate.open()
    })
    await step('the restore finds the session: the visitor is sent on, and the hint is set', async () => {
      await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
      await expect(args.navigate).toHaveBeenCalledWith('/', { replace: true })
      await expect(hinted.getItem(STORAGE_KEYS.sessionHint)).toBe('1')
    })
  },
}

export const RefreshedMidSession: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByText(`Signed in as ${people.ada.email}`)
    await step('the access token expires; the next protected call is refreshed underneath and succeeds', async () => {
      expireIssuedAccessTokens()
      await userEvent.click(canvas.getByRole('button', { name: 'Load my profile' }))
      await expect(await canvas.findByRole('status')).toHaveTextContent(`Profile loaded: ${people.ada.name}`)
      // One refresh restored the session, one more renewed the expired token.
      await expect(sent('/token/refresh')).toHaveLength(2)
      await expect(canvas.getByText(`Signed in as ${people.ada.email}`)).toBeVisible()
    })
  },
}

export const RefreshFailsMidSession: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByText(`Signed in as ${people.ada.email}`)
    await step('the token expires and the session ended on the server: the call fails and the session signs out', async () => {
      expireIssuedAccessTokens()
      getWorld().refreshTokens.clear()
      await userEvent.click(canvas.getByRole('button', { name: 'Load my profile' }))
      await expect(await canvas.findByText('Not signed in')).toBeVisible()
      await expect(sent('/token/refresh')).toHaveLength(2)
    })
  },
}

export const TimeoutThenRetry: Story = {
  args: {
    startAt: '/account/login',
    restoreSession: false,
    client: createClient({ logLevel: 'silent', timeoutMs: 3000 }),
  },
  beforeEach: () => {
    getWorld().refreshTokens.clear()
    return holdCall('login')()
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the sign-in call never answers: after the timeout the form says so and keeps the password', async () => {
      await userEvent.type(canvas.getByLabelText('Email'), people.ada.email)
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
      await userEvent.type(await canvas.findByLabelText('Password'), people.ada.password)
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
      await heldCall('login')
      await expect(await canvas.findByText('The server took too long to answer. Check your connection and try again.', {}, { timeout: 15_000 })).toBeVisible()
      await expect(canvas.getByLabelText('Password')).toHaveValue(people.ada.password)
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    })
    await step('the server answers again: trying once more signs in', async () => {
      getWorld().gates.login?.open()
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }), { timeout: 5000 })
    })
  },
}

export const Logout: Story = {
  args: {
    localStorage: memoryStorage({ [STORAGE_KEYS.shouldStepUp]: '300', [STORAGE_KEYS.stepUpRedirectUrl]: '/billing' }),
  },
  beforeEach: holdCall('logout'),
  play: async ({ canvas, userEvent, args, step }) => {
    await canvas.findByText(`Signed in as ${people.ada.email}`)
    await step('signing out shows the logout route while the server is told', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }))
      await expect(await canvas.findByRole('heading', { name: 'Signing you out' })).toBeVisible()
      ;(await heldCall('logout')).open()
    })
    await step('then the login route, signed out, the per-user markers gone, the cookie cleared', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
      await expect(args.navigate).toHaveBeenLastCalledWith('/account/login', { replace: true })
      await expect(sent('/auth/v1/logout')).toHaveLength(1)
      const kept = (args.localStorage as ReturnType<typeof memoryStorage>).entries()
      await expect(kept).toEqual({})
      await expect(getWorld().refreshTokens.size).toBe(0)
    })
  },
}

export const LogoutFails: Story = {
  beforeEach: () => {
    getWorld().failures.logout = 'serverError'
  },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByText(`Signed in as ${people.ada.email}`)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }))
    // spec/auth.md §4: a failing logout call is ignored; the user is signed out all the same.
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(args.navigate).toHaveBeenLastCalledWith('/account/login', { replace: true })
    await expect(sent('/auth/v1/logout')).toHaveLength(1)
  },
}
