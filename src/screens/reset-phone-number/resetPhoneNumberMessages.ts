import { type Widen } from '../i18n/messages'
import { useMessageOverrides } from '../i18n/useMessages'
import { useCatalogue } from '../i18n/useCatalogue'

/**
 * The reset phone number screen's strings, in English: a catalogue of its own, so that the login
 * box does not carry them. Hosts override them under `resetPhoneNumber` in MessagesProvider.
 */
export const defaultResetPhoneNumberMessages = {
  request: {
    title: 'Reset your phone number',
    description: "Lost the phone you sign in with? Enter your account's email and we'll email you a code to set a new number.",
    emailLabel: 'Email',
    submit: 'Email me a code',
  },
  verify: {
    title: 'Check your email',
    description: 'If an account exists for {email}, we emailed it a 6-digit code.',
    codeLabel: 'Code from the email',
    submit: 'Verify',
    resend: 'Send a new code',
    resent: 'We sent a new code.',
    back: 'Use a different email',
  },
  change: {
    title: 'Enter your new phone number',
    description: "We'll text your sign-in codes to this number from now on.",
    phoneLabel: 'New phone number',
    phoneDescription: 'Include the country code, like +1 202 555 0143.',
    submit: 'Change phone number',
    changed: 'Your phone number is now {phone}. Taking you to sign in.',
    startAgain: 'Start again',
  },
  backToLogin: 'Back to sign in',
  sending: 'Sending',
  verifying: 'Verifying',
  changing: 'Changing',
}

export type ResetPhoneNumberMessages = Widen<typeof defaultResetPhoneNumberMessages>

/** The screen's strings with the host's `resetPhoneNumber` overrides, at any depth. */
export function useResetPhoneNumberMessages(): ResetPhoneNumberMessages {
  const overrides = useMessageOverrides()?.resetPhoneNumber
  return useCatalogue(defaultResetPhoneNumberMessages, 'resetPhoneNumberMessages', overrides)
}
