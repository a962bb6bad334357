import type { DeepPartial, Widen } from './messages'
import { useCatalogue } from './useCatalogue'
import { useMessageOverrides } from './useMessages'

/**
 * The strings of the login steps past the email step (password, quick login, breached password,
 * magic link and one-time code), in English: loaded with those steps' screens, so that a login page's
 * first chunk does not ship them. Hosts override them under `login`, beside the email step's.
 */
export const defaultLoginStepMessages = {
  passwordStep: {
    title: 'Enter your password',
    signingInAs: 'Signing in as',
    changeEmail: 'Use a different email',
    passwordLabel: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    forgotPassword: 'Forgot your password?',
    submit: 'Sign in',
  },
  quickLogin: {
    title: 'Sign in faster next time',
    description: "Add your phone and we'll text you a code to sign in, no password needed.",
    phoneLabel: 'Phone number',
    phoneDescription: 'Include the country code, like +1 555 555 0123.',
    sendCode: 'Text me a code',
    codeTitle: 'Enter the code we texted you',
    codeDescription: 'We sent a 6-digit code to {phone}.',
    codeLabel: 'Code',
    verify: 'Add phone',
    changePhone: 'Use a different number',
    notNow: 'Not now',
  },
  breachedPassword: {
    title: 'Your password needs to change',
    description: 'The password for {email} appeared in a data breach on another site. To keep your account safe, set a new one before you sign in.',
    submit: 'Email me a reset link',
    pending: 'Sending',
    back: 'Use a different email',
  },
  breachedPasswordSuccess: {
    title: 'Check your email',
    description: 'We sent a link to set a new password to {email}. Sign in again once it is changed.',
    back: 'Back to sign in',
  },
  magicLink: {
    title: 'Check your email',
    description: 'We sent a sign-in link to {email}. Open it on this device to continue.',
    resent: 'We sent a new link.',
    resend: 'Send a new link',
    back: 'Use a different email',
  },
  oneTimeCode: {
    title: 'Enter the code we emailed you',
    description: 'We sent a 6-digit code to {email}.',
    smsTitle: 'Enter the code we texted you',
    smsDescription: 'We sent a 6-digit code to {phone}.',
    smsDescriptionNoPhone: 'We sent a 6-digit code to the phone number on your account.',
    codeLabel: 'Code',
    resent: 'We sent a new code.',
    resend: 'Send a new code',
    submit: 'Sign in',
    back: 'Use a different email',
    lostPhone: 'Lost access to this phone?',
  },
}

export type LoginStepMessages = Widen<typeof defaultLoginStepMessages>

/** The later login steps' strings: their English catalogue with the host's `login` overrides, at any depth. */
export function useLoginStepMessages(): LoginStepMessages {
  const overrides = useMessageOverrides()?.login
  return useCatalogue(defaultLoginStepMessages, 'loginStepMessages', overrides as DeepPartial<LoginStepMessages> | undefined)
}
