import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { ForgotPasswordScreen } from '../../src/screens'
import { sent } from '../support/requests'
import { StoryGatehouse, type StoryGatehouseProps } from '../support/StoryGatehouse'

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent']

async function requestReset(canvas: Canvas, userEvent: User, email: string) {
  await userEvent.type(canvas.getByLabelText('Email'), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
}

function ForgotPasswordStory({ navigate }: Pick<StoryGatehouseProps, 'navigate'>) {
  return (
    <StoryGatehouse navigate={navigate}>
      <ForgotPasswordScreen />
    </StoryGatehouse>
  )
}

const meta = {
  title: 'Account pages/Forgot password',
  component: ForgotPasswordStory,
  args: { navigate: fn() },
} satisfies Meta<typeof ForgotPasswordStory>

export default meta
type Story = StoryObj<typeof meta>

export const EnterEmail: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/account/login')
  },
}

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await requestReset(canvas, userEvent, people.ada.email)
    const heading = await canvas.findByRole('heading', { name: 'Check your email' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent(people.ada.email)
    await expect(sent('/passwords/reset').map((request) => request.body)).toEqual([{ email: people.ada.email }])
    await expect(getWorld().passwordResetEmails).toEqual([people.ada.email])
  },
}

export const SendToAnotherEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await requestReset(canvas, userEvent, people.ada.email)
    await userEvent.click(await canvas.findByRole('button', { name: 'Send to a different email' }))
    await expect(await canvas.findByLabelText('Email')).toHaveValue(people.ada.email)
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await requestReset(canvas, userEvent, 'ada.acme.test')
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible()
    await expect(sent('/passwords/reset')).toHaveLength(0)
  },
}

export const ServerError: Story = {
  parameters: { scenario: 'forgotPasswordServerError' },
  play: async ({ canvas, userEvent }) => {
    await requestReset(canvas, userEvent, people.ada.email)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
  },
}

export const NetworkFailure: Story = {
  parameters: { scenario: 'forgotPasswordNetworkError' },
  play: async ({ canvas, userEvent }) => {
    await requestReset(canvas, userEvent, people.ada.email)
    // spec/auth.md §8: without a server message, forgot password says "Unknown error occurred".
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown error occurred')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await waitFor(() => expect(sent('/passwords/reset')).toHaveLength(2))
  },
}
