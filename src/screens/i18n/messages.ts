/** Every string the ready screens show, in English. Hosts override any part of it. */
export const defaultMessages = {
  errors: {
    network: "We couldn't reach the server. Check your connection and try again.",
    malformed: 'The server sent an answer we could not read. Please try again.',
    unknown: 'Something went wrong. Please try again.',
    emailRequired: 'Enter your email address.',
    invalidEmail: 'Enter a valid email address, like name@example.com.',
    passwordRequired: 'Enter your password.',
    unsupportedStrategy: 'This sign-in method is not available here.',
    invalidCode: 'Enter the 6-digit code from your authenticator app.',
    invalidOneTimeCode: 'Enter the 6-digit code we sent you.',
  },
  login: {
    emailStep: {
      title: 'Sign in',
      description: 'Enter your work email to continue.',
      emailLabel: 'Email',
      submit: 'Continue',
    },
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
    redirectToSSO: {
      title: 'Redirecting to single sign-on',
      description: 'Your organisation signs you in through its identity provider. Taking you there now.',
      cancel: 'Use a different email',
    },
    authenticatorApp: {
      title: 'Enter your authentication code',
      description: 'Open your authenticator app and enter the 6-digit code for {email}.',
      codeLabel: 'Authentication code',
      rememberDevice: 'Remember this device for {days} days',
      submit: 'Verify',
      back: 'Start again',
    },
    twoFactor: {
      title: 'Two-factor authentication required',
      description: 'Your password was accepted. Your account also needs a second factor to finish signing in.',
      back: 'Start again',
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
    },
    success: {
      title: "You're signed in",
      description: 'Taking you to your app.',
    },
    pending: 'Signing in',
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
}

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
export type Messages = Widen<typeof defaultMessages>
export type MessagesOverride = { [K in keyof Messages]?: { [L in keyof Messages[K]]?: Messages[K][L] extends string ? string : Partial<Messages[K][L]> } }

/** The default catalogue with a host's overrides laid over it, two levels deep. */
export function mergeMessages(overrides: MessagesOverride | undefined): Messages {
  if (!overrides) return defaultMessages
  const merged: Record<string, Record<string, unknown>> = {}
  for (const [section, entries] of Object.entries(defaultMessages)) {
    const override = (overrides as Record<string, Record<string, unknown> | undefined>)[section] ?? {}
    merged[section] = { ...entries }
    for (const [key, value] of Object.entries(override)) {
      const base = (entries as Record<string, unknown>)[key]
      merged[section][key] = typeof base === 'object' && base !== null ? { ...base, ...(value as object) } : value
    }
  }
  return merged as Messages
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
