import { useMemo } from 'react'
import type { Widen } from './messages'
import { useCatalogue } from './useCatalogue'
import { useMessageOverrides } from './useMessages'

/**
 * The strings of the pages around sign-in that are not the login box (step-up, forgot password,
 * hosted login and its callback), in English: loaded with those pages. Hosts override them under
 * `stepUp`, `forgotPassword` and `hosted`, as before.
 */
export const defaultPageMessages = {
  stepUp: {
    generating: {
      title: 'Checking your session',
      description: 'One moment while we see whether you need to verify it again.',
    },
    notEnrolled: {
      title: 'Set up two-factor authentication first',
      description: 'This action needs a second verification step, but your account has no authenticator app, phone or security key yet.',
      setUp: 'Set up two-factor authentication',
      cancel: 'Go back',
    },
    signingOut: {
      title: 'Signing you in again',
      description: 'We need you to sign in again before you continue.',
    },
    success: {
      title: 'Verified',
      description: 'Taking you back.',
    },
    gate: {
      title: 'Confirm it is you',
      description: 'This area needs a recent two-factor verification.',
      verify: 'Verify',
    },
  },
  forgotPassword: {
    title: 'Reset your password',
    description: "Enter your account's email and we'll send you a link to reset your password.",
    emailLabel: 'Email',
    submit: 'Send reset link',
    backToLogin: 'Back to sign in',
    unknownError: 'Unknown error occurred',
    success: {
      title: 'Check your email',
      description: 'If an account exists for {email}, a link to reset its password is on its way.',
      resend: 'Send to a different email',
    },
    pending: 'Sending',
  },
  hosted: {
    checkingSession: { title: 'Checking your session', description: 'One moment while we see whether you are still signed in.' },
    redirecting: { title: 'Taking you to sign in', description: 'Opening the sign-in page.' },
    stepUp: { title: 'Verifying it is you', description: 'Opening the sign-in page to confirm your identity.' },
    exchanging: { title: 'Signing you in', description: 'Finishing your sign-in.' },
    failed: { title: "We couldn't sign you in", retry: 'Sign in again' },
    startFailed: { title: "We couldn't open the sign-in page", retry: 'Try again' },
    signingOut: { title: 'Signing you out', description: 'Ending your session.' },
  },
}

export type PageMessages = Widen<typeof defaultPageMessages>

/** Those pages' strings: their English catalogue with the host's overrides, at any depth. */
export function usePageMessages(): PageMessages {
  const overrides = useMessageOverrides()
  const stepUp = overrides?.stepUp
  const forgotPassword = overrides?.forgotPassword
  const hosted = overrides?.hosted
  const own = useMemo(() => ({ stepUp, forgotPassword, hosted }), [stepUp, forgotPassword, hosted])
  return useCatalogue(defaultPageMessages, 'pageMessages', own)
}
