import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, type Mock } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { sent } from '../support/requests'
import { LoginStory } from './LoginStory'
import { enterEmail, enterPassword, reachPasswordStep } from './loginSteps'

const meta = {
  title: 'Sign-in/Login box',
  component: LoginStory,
  args: { navigate: fn() },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>

export const EnterEmail: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    await step('the email field has focus and takes an address', async () => {
      await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible()
      await expect(canvas.getByLabelText('Email')).toHaveFocus()
    })
    await step('continuing asks SSO discovery about that email', async () => {
      await enterEmail(canvas, userEvent, people.ada.email)
      await canvas.findByRole('heading', { name: 'Enter your password' })
      await expect(sent('/sso/prelogin').map((request) => request.body)).toEqual([{ email: people.ada.email }])
    })
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await enterEmail(canvas, userEvent, 'ada@')
    const field = canvas.getByLabelText('Email')
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue('ada@')
    await expect(sent('/sso/prelogin')).toHaveLength(0)
  },
}

export const PasswordStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await expect(canvas.getByText(people.ada.email)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/account/forget-password')
  },
}

export const ChangeEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email' }))
    const heading = await canvas.findByRole('heading', { name: 'Sign in' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
  },
}

export const Success: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await step('the right password signs in', async () => {
      await enterPassword(canvas, userEvent, people.ada.password)
      await canvas.findByRole('heading', { name: "You're signed in" })
      await expect(sent('/auth/v1/user').map((request) => request.body)).toEqual([{ email: people.ada.email, password: people.ada.password }])
    })
    await step('then the app is opened at the authenticated URL, replacing the login page', async () => {
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(args.navigate).toHaveBeenCalledTimes(1)
    })
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await userEvent.keyboard(people.ada.email)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const heading = await canvas.findByRole('heading', { name: 'Enter your password' })
    await waitFor(() => expect(heading).toHaveFocus())
    await userEvent.tab()
    await expect(canvas.getByLabelText('Password')).toHaveFocus()
    await userEvent.keyboard(people.ada.password)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

export const ReturnsToStoredUrl: Story = {
  args: { storedRedirect: '/reports?range=30d' },
  play: async ({ canvas, userEvent, args }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await enterPassword(canvas, userEvent, people.ada.password)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/reports?range=30d', { replace: true }))
  },
}

export const StoredLogoutUrlIgnored: Story = {
  args: { storedRedirect: '/account/logout' },
  play: async ({ canvas, userEvent, args }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await enterPassword(canvas, userEvent, people.ada.password)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

export const RedirectUrlHonoured: Story = {
  args: { currentUrl: '/account/login?redirectUrl=%2Fbilling%3Ftab%3Dinvoices' },
  play: async ({ canvas, userEvent, args }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await enterPassword(canvas, userEvent, people.ada.password)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/billing?tab=invoices', { replace: true }))
  },
}

export const UnsafeRedirectUrlIgnored: Story = {
  args: { currentUrl: '/account/login?redirectUrl=https%3A%2F%2Fgood.test%40evil.test%2Fsteal' },
  play: async ({ canvas, userEvent, args }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await enterPassword(canvas, userEvent, people.ada.password)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(args.navigate).not.toHaveBeenCalledWith(expect.stringContaining('evil'), expect.anything())
  },
}

export const RedirectToSso: Story = {
  args: { navigateExternal: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await enterEmail(canvas, userEvent, people.sso.email)
    const heading = await canvas.findByRole('heading', { name: 'Redirecting to single sign-on' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(args.navigateExternal).not.toHaveBeenCalled()
    // spec/auth.md §9: the browser leaves for the identity provider after 2000 ms, with this sign-in's
    // RelayState; a full page load, never the host's router (which cannot leave the origin).
    await waitFor(() => expect(args.navigateExternal).toHaveBeenCalledTimes(1), { timeout: 3500 })
    const address = new URL((args.navigateExternal as Mock<(url: string) => void>).mock.calls[0]![0])
    await expect(`${address.origin}${address.pathname}`).toBe('https://idp.acme.test/saml/login')
    await expect(address.searchParams.get('tenant')).toBe('acme')
    await expect(address.searchParams.get('RelayState')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    await expect(args.navigate).not.toHaveBeenCalled()
    await expect(sent('/auth/v1/user')).toHaveLength(0)
  },
}

/** spec/auth.md §4 SSO failure: discovery answers an address that is not http(s); following it would run script here. */
export const SsoAddressNotHttp: Story = {
  args: { navigateExternal: fn(), delays: { ssoRedirect: 50, ssoFailureRedirect: 300 } },
  beforeEach: () => {
    getWorld().ssoDomains.find((domain) => domain.domain === 'sso.acme.test')!.address = 'javascript:alert(1)'
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the email finds SSO, whose address is javascript:; the sign-in fails, saying why', async () => {
      await enterEmail(canvas, userEvent, people.sso.email)
      const heading = await canvas.findByRole('heading', { name: "We couldn't sign you in" })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(sent('/user/sso/prelogin').map((request) => request.body)).toEqual([{ email: people.sso.email }])
      await expect(canvas.getByRole('alert')).toHaveTextContent("Your organisation's single sign-on address is not valid")
      await expect(canvas.getByText('Taking you back in a moment.')).toBeVisible()
      await expect(canvas.queryByRole('heading', { name: 'Redirecting to single sign-on' })).toBeNull()
    })
    await step('then on to the authenticated URL, never to the address', async () => {
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(args.navigateExternal).not.toHaveBeenCalled()
      await expect(args.navigate).not.toHaveBeenCalledWith(expect.stringContaining('javascript:'), expect.anything())
      await expect(args.navigate).toHaveBeenCalledTimes(1)
    })
  },
}
