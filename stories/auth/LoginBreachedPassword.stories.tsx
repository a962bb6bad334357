import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { sent } from '../support/requests'
import { LoginStory } from './LoginStory'
import { enterPassword, reachPasswordStep } from './loginSteps'

const SECURITY_CENTER = { 'security-center-show-login-flows': true }

const meta = {
  title: 'Sign-in/Breached password',
  component: LoginStory,
  args: { navigate: fn(), flags: SECURITY_CENTER },
  parameters: { scenario: 'breachedPasswordBlocked' },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>

export const ResetBreachedPassword: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the right but breached password leads to breachedPassword, with no session', async () => {
      await reachPasswordStep(canvas, userEvent, people.breached.email)
      await enterPassword(canvas, userEvent, people.breached.password)
      const heading = await canvas.findByRole('heading', { name: 'Your password needs to change' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByText(/The password for alan@acme\.test appeared in a data breach/)).toBeVisible()
      await expect(sent('/users/v2/me')).toHaveLength(0)
    })
    await step('a reset link is sent, then breachedPasswordSuccess', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Email me a reset link' }))
      const heading = await canvas.findByRole('heading', { name: 'Check your email' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(sent('/passwords/reset').map((request) => request.body)).toEqual([{ email: people.breached.email }])
      await expect(getWorld().passwordResetEmails).toEqual([people.breached.email])
      await expect(args.navigate).not.toHaveBeenCalled()
    })
    await step('back to sign in keeps the email', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }))
      await expect(await canvas.findByLabelText('Email')).toHaveValue(people.breached.email)
    })
  },
}

export const ResetLinkFails: Story = {
  parameters: { scenario: 'breachedPasswordResetFails' },
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, people.breached.email)
    await enterPassword(canvas, userEvent, people.breached.password)
    // The step takes focus as it opens; clicking before that would leave where focus ends up to chance.
    const heading = await canvas.findByRole('heading', { name: 'Your password needs to change' })
    await waitFor(() => expect(heading).toHaveFocus())
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a reset link' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(heading).toBeVisible()
  },
}

export const SecurityCenterFlowOff: Story = {
  args: { flags: {} },
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, people.breached.email)
    await enterPassword(canvas, userEvent, people.breached.password)
    const field = canvas.getByLabelText('Password')
    await expect(await canvas.findByText('This password appeared in a data breach. Reset it to sign in.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByRole('heading', { name: 'Your password needs to change' })).toBeNull()
  },
}

export const BreachedButNotBlocked: Story = {
  parameters: { scenario: 'default' },
  play: async ({ canvas, userEvent, args }) => {
    // The server still gave a session: spec/auth.md §4 step 1 does not apply, the login goes on.
    await reachPasswordStep(canvas, userEvent, people.breached.email)
    await enterPassword(canvas, userEvent, people.breached.password)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}
