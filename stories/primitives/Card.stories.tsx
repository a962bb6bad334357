import { useEffect, useRef, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button, Card, Link, TextField } from '../../src/primitives'

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    heading: 'Sign in',
    description: 'Use your work email to continue.',
    children: <TextField label="Email" type="email" />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Sign in' })
    await expect(canvas.getByRole('region', { name: 'Sign in' })).toBeVisible()
    // Programmatic focus only: the heading is not a tab stop.
    await expect(heading).toHaveAttribute('tabindex', '-1')
    heading.focus()
    await expect(heading).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus()
  },
}

export const WithLogoAndFooter: Story = {
  args: {
    headingLevel: 2,
    logo: (
      <svg width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="Gatehouse">
        <rect width="40" height="40" rx="10" fill="currentColor" />
      </svg>
    ),
    footer: (
      <>
        New here? <Link href="#sign-up">Create an account</Link>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Gatehouse' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveFocus()
  },
}

/** A screen moving focus to the heading when its step changes, as the login screens do. */
function TwoStepCard() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [step, setStep] = useState<'email' | 'code'>('email')
  useEffect(() => {
    if (step === 'code') headingRef.current?.focus()
  }, [step])
  return step === 'email' ? (
    <Card heading="Sign in" headingRef={headingRef}>
      <Button onPress={() => setStep('code')}>Continue</Button>
    </Card>
  ) : (
    <Card heading="Check your email" headingRef={headingRef} description="Enter the code we sent.">
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" />
    </Card>
  )
}

export const FocusHeadingOnStep: Story = {
  render: () => <TwoStepCard />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveFocus()
  },
}
