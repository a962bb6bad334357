import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { INVALID_AUTHENTICATION, USER_LOCKED, people } from '../../src/fixtures'
import { ThemeProvider } from '../../src/primitives'
import { sent } from '../support/requests'
import { LoginStory } from './LoginStory'
import { enterPassword, reachPasswordStep } from './loginSteps'

const meta = {
  title: 'Sign-in/Failures',
  component: LoginStory,
  args: { navigate: fn() },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>

export const WrongPassword: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    const password = canvas.getByLabelText('Password')
    await step('a wrong password is refused on the field, which keeps what was typed and takes focus', async () => {
      await enterPassword(canvas, userEvent, 'not-the-password')
      await expect(await canvas.findByText(INVALID_AUTHENTICATION)).toBeVisible()
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveValue('not-the-password')
      await waitFor(() => expect(password).toHaveFocus())
      await expect(canvas.getByText(people.ada.email)).toBeVisible()
    })
    await step('the user fixes it and signs in', async () => {
      await userEvent.clear(password)
      await userEvent.type(password, people.ada.password)
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(sent('/auth/v1/user')).toHaveLength(2)
    })
  },
}

export const UnknownEmail: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, 'nobody@acme.test')
    await enterPassword(canvas, userEvent, 'anything-at-all')
    // Same answer as a wrong password: the form does not reveal which accounts exist.
    await expect(await canvas.findByText(INVALID_AUTHENTICATION)).toBeVisible()
  },
}

export const LockedAccount: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await reachPasswordStep(canvas, userEvent, people.locked.email)
    await enterPassword(canvas, userEvent, people.locked.password)
    await expect(await canvas.findByText(USER_LOCKED)).toBeVisible()
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

export const LocksAfterRepeatedFailures: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    const password = canvas.getByLabelText('Password')
    for (let attempt = 0; attempt < 5; attempt++) {
      await userEvent.clear(password)
      await userEvent.type(password, `wrong-${attempt}`)
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(sent('/auth/v1/user')).toHaveLength(attempt + 1))
      await canvas.findByText(INVALID_AUTHENTICATION)
    }
    await userEvent.clear(password)
    await userEvent.type(password, people.ada.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText(USER_LOCKED)).toBeVisible()
  },
}

/** Fails the login call with a scenario's outage and checks the form-level message. */
function outage(scenario: string, message: string): Story {
  return {
    parameters: { scenario },
    play: async ({ canvas, userEvent, args }) => {
      await reachPasswordStep(canvas, userEvent, people.ada.email)
      await enterPassword(canvas, userEvent, people.ada.password)
      const alert = await canvas.findByRole('alert')
      await expect(alert).toHaveTextContent(message)
      await expect(canvas.getByLabelText('Password')).toHaveValue(people.ada.password)
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled()
      await expect(args.navigate).not.toHaveBeenCalled()
    },
  }
}

export const ServerError = outage('loginServerError', 'Internal server error')
export const NetworkFailure = outage('loginNetworkError', "We couldn't reach the server. Check your connection and try again.")
export const RequestTooLarge = outage('loginTooLarge', 'Error request is too large')
export const MalformedAnswer = outage('loginMalformed', 'The server sent an answer we could not read. Please try again.')
export const UnreadableErrorPage = outage('loginUnparseable', "We're facing some difficulties, Please try again")

export const DoubleClickSubmitsOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await userEvent.type(canvas.getByLabelText('Password'), people.ada.password)
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledTimes(1))
    await expect(sent('/auth/v1/user')).toHaveLength(1)
    await expect(sent('/users/v2/me')).toHaveLength(1)
  },
}

export const DarkTheme: Story = {
  decorators: [
    (Story) => (
      <ThemeProvider mode="dark">
        <Story />
      </ThemeProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await enterPassword(canvas, userEvent, 'not-the-password')
    await canvas.findByText(INVALID_AUTHENTICATION)
    const card = canvas.getByRole('region', { name: 'Enter your password' })
    const [red, green, blue] = getComputedStyle(card).backgroundColor.match(/\d+/g)!.map(Number)
    await expect(red! + green! + blue!).toBeLessThan(200)
  },
}

export const SsoDiscoveryDown: Story = {
  parameters: { scenario: 'ssoPreLoginServerError' },
  play: async ({ canvas, userEvent, args }) => {
    // spec/auth.md §4: a failed SSO pre-login yields nothing; the vendor's strategy (password) decides.
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await expect(sent('/sso/prelogin')).toHaveLength(1)
    await enterPassword(canvas, userEvent, people.ada.password)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}
