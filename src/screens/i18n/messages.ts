import type { PrivacyMessages } from '../admin/privacy/privacyMessages'
import type { AccountsMessagesOverride } from '../admin/accounts/accountsMessages'
import type { AdminMessages } from '../admin/adminMessages'
import type { ResetPhoneNumberMessages } from '../reset-phone-number/resetPhoneNumberMessages'
import type { AccountMessages } from './accountMessages'
import type { SsoMessages } from '../admin/sso/ssoMessages'
import type { ApiTokensMessages } from '../admin/api-tokens/apiTokensMessages'
import type { SecurityMessages } from '../admin/security/securityMessages'
import type { ProfileMessages } from '../admin/profile/profileMessages'
import type { AuditsMessages } from '../admin/audits/auditsMessages'
import type { MfaMessages } from './mfaMessages'

/**
 * Every string the sign-in screens show (login, step-up, callbacks, forgot password), in English.
 * Hosts override any part of it. The MFA screens' strings are their own catalogue (defaultMfaMessages,
 * overridden under `mfa`), loaded with those screens; the admin portal's too (defaultAdminMessages).
 */
export const defaultMessages = {
  errors: {
    network: "We couldn't reach the server. Check your connection and try again.",
    timeout: 'The server took too long to answer. Check your connection and try again.',
    malformed: 'The server sent an answer we could not read. Please try again.',
    unknown: 'Something went wrong. Please try again.',
    emailRequired: 'Enter your email address.',
    invalidEmail: 'Enter a valid email address, like name@example.com.',
    passwordRequired: 'Enter your password.',
    unsupportedStrategy: 'This sign-in method is not available here.',
    invalidOneTimeCode: 'Enter the 6-digit code we sent you.',
    breachedPassword: 'This password appeared in a data breach. Reset it to sign in.',
    passkeyCancelled: 'The passkey request was cancelled or timed out. You can try again.',
    ceremonyAborted: 'Passkey request cancelled.',
    webauthnUnsupported: "This browser can't use passkeys.",
    passkeyAlreadyRegistered: 'This device already has a passkey for your account.',
    passkeyFailed: "We couldn't use your passkey. Please try again.",
    ssoAddressRefused: "Your organisation's single sign-on address is not valid, so we can't take you there. Contact your administrator.",
    ssoFailed: "We couldn't open your organisation's sign-in page. Please try again.",
    signInNotStarted: 'This sign-in was not started in this browser, or it was already used. Start again from the sign-in page.',
    socialLoginNotStarted: "We couldn't start that sign-in in this browser. Please try again or choose another way.",
    stateMismatch: 'This answer from the sign-in page does not belong to the sign-in started in this browser. Sign in again.',
    missingCode: 'The sign-in page sent no sign-in code back. Sign in again.',
    tokenRefused: 'Your sign-in could not be completed: the sign-in service refused it. Sign in again.',
    invalidResponse: 'The sign-in service sent an answer we could not verify. Sign in again.',
  },
  session: {
    restoring: { title: 'Checking your session', description: 'One moment while we check whether you are signed in.' },
    signingOut: { title: 'Signing you out', description: 'Ending your session on this device.' },
  },
  login: {
    stepLoading: { title: 'One moment', description: 'Loading the next step.' },
    stepFailed: {
      title: "This step didn't load",
      description: "We couldn't load the next step of signing in. Check your connection and try again.",
      retry: 'Try again',
    },
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
    success: {
      title: "You're signed in",
      description: 'Taking you to your app.',
    },
    pending: 'Signing in',
  },
  social: {
    divider: 'or',
    continueWith: 'Continue with {provider}',
    listLabel: 'Sign in with another account',
  },
  callback: {
    verifying: {
      title: 'Signing you in',
      description: 'Checking the answer from your sign-in provider.',
      magicLinkDescription: 'Checking your sign-in link.',
    },
    failed: {
      title: "We couldn't sign you in",
      leaving: 'Taking you back in a moment.',
      backToLogin: 'Back to sign in',
    },
    twoFactor: {
      title: 'One more step',
      description: 'Your account needs a second factor. Taking you there.',
    },
  },
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
  passkeys: {
    signIn: 'Sign in with a passkey',
    waiting: 'Waiting for your passkey',
    cancel: 'Cancel',
    prompt: {
      title: 'Sign in faster with a passkey',
      description: 'Next time, use your fingerprint, face or screen lock instead of a password.',
      create: 'Create a passkey',
      creating: 'Creating your passkey',
      notNow: 'Not now',
      dontShowAgain: "Don't show this again",
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

/** A catalogue's type: its strings as `string`, not as the English literals. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
export type Messages = Widen<typeof defaultMessages>
/** Every key optional, at every depth. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> }
/**
 * A host's changes to the catalogues: any string at any depth, the admin portal's under `admin`;
 * what it leaves out keeps its default. A locale module (`fr.ts`) is one of these.
 */
export type MessagesOverride = DeepPartial<Messages> & {
  mfa?: DeepPartial<MfaMessages>
  admin?: DeepPartial<AdminMessages>
  resetPhoneNumber?: DeepPartial<ResetPhoneNumberMessages>
  account?: DeepPartial<AccountMessages>
  sso?: DeepPartial<SsoMessages>
  apiTokens?: DeepPartial<ApiTokensMessages>
  privacy?: DeepPartial<PrivacyMessages>
  security?: DeepPartial<SecurityMessages>
  profile?: DeepPartial<ProfileMessages>
  audits?: DeepPartial<AuditsMessages>
  allAccounts?: AccountsMessagesOverride
}

const isEntries = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `override` laid over `base` at every depth: a nested group overridden in part keeps the rest of its strings. */
function mergeDeep(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...base }
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue
    const current = base[key]
    merged[key] = isEntries(current) && isEntries(value) ? mergeDeep(current, value) : value
  }
  return merged
}

/** A catalogue with a host's overrides laid over it, at any depth; the catalogue itself when there are none. */
export function mergeCatalogue<T extends object>(catalogue: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return catalogue
  return mergeDeep(catalogue as Record<string, unknown>, overrides as Record<string, unknown>) as T
}

/** The sign-in catalogue with a host's overrides laid over it, at any depth (`mfa` is the MFA screens': see useMfaMessages; `admin` the portal's: see useAdminMessages; `account` the account pages' (emailed links, sign-up, invitation): useAccountMessages; `resetPhoneNumber` its screen's). */
export function mergeMessages(overrides: MessagesOverride | undefined): Messages {
  if (!overrides) return defaultMessages
  const { admin: _admin, account: _account, resetPhoneNumber: _resetPhoneNumber, mfa: _mfa, ...signIn } = overrides
  return mergeCatalogue<Messages>(defaultMessages, signIn)
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
