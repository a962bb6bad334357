import type { PrivacyMessages } from '../admin/privacy/privacyMessages'
import type { AccountsMessagesOverride } from '../admin/accounts/accountsMessages'
import type { AdminMessages } from '../admin/adminMessages'
import type { TeamMessages } from '../admin/team/teamMessages'
import type { ResetPhoneNumberMessages } from '../reset-phone-number/resetPhoneNumberMessages'
import type { AccountMessages } from './accountMessages'
import type { SsoMessages } from '../admin/sso/ssoMessages'
import type { ApiTokensMessages } from '../admin/api-tokens/apiTokensMessages'
import type { ApplicationsMessages } from '../admin/applications/applicationsMessages'
import type { SecurityMessages } from '../admin/security/securityMessages'
import type { ProfileMessages } from '../admin/profile/profileMessages'
import type { AuditsMessages } from '../admin/audits/auditsMessages'
import type { ConnectivityMessages } from '../admin/connectivity/connectivityMessages'
import type { BillingMessages } from '../admin/billing/billingMessages'
import type { NotificationsMessages } from '../admin/notifications/notificationsMessages'
import type { AccountSettingsMessages } from '../admin/account-settings/accountSettingsMessages'
import type { ReportsMessages } from '../admin/reports/reportsMessages'
import type { MfaMessages } from './mfaMessages'
import type { LoginStepMessages } from './loginStepMessages'
import type { PageMessages } from './pageMessages'
import { defaultControlWords } from '../../primitives/controlWords'

/**
 * The strings the login box shows up front (its email step, the cards while it loads a step or
 * leaves the page, the errors every screen words) and that every other screen shares, in English.
 * Hosts override any part of it. What a later step or another page shows is a catalogue of its own,
 * loaded with it, and overridden under the same keys as before: the login steps past the email step
 * (defaultLoginStepMessages, under `login`), step-up, forgot password and hosted login
 * (defaultPageMessages, under `stepUp`, `forgotPassword`, `hosted`), the MFA screens
 * (defaultMfaMessages, under `mfa`), the admin portal (defaultAdminMessages, under `admin`).
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
  /** What the building blocks say on their own: a spinner, a password field's eye, a paged list's buttons (ControlWordsContext). */
  controls: defaultControlWords,
  /** A page that shows who is signed in, with a way out (the custom element's login, once signed in). */
  signedIn: { title: "You're signed in", description: 'Signed in as {email}', signOut: 'Sign out' },
  vendor: {
    /** The kit's own mark under the end-user screens, unless the vendor is in white-label mode. */
    securedBy: 'Secured by Gatehouse',
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
    redirectToSSO: {
      title: 'Redirecting to single sign-on',
      description: 'Your organisation signs you in through its identity provider. Taking you there now.',
      cancel: 'Use a different email',
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
export type MessagesOverride = DeepPartial<Omit<Messages, 'login'> & { login: Messages['login'] & LoginStepMessages } & PageMessages> & {
  mfa?: DeepPartial<MfaMessages>
  admin?: DeepPartial<AdminMessages & TeamMessages>
  resetPhoneNumber?: DeepPartial<ResetPhoneNumberMessages>
  account?: DeepPartial<AccountMessages>
  sso?: DeepPartial<SsoMessages>
  apiTokens?: DeepPartial<ApiTokensMessages>
  applications?: DeepPartial<ApplicationsMessages>
  privacy?: DeepPartial<PrivacyMessages>
  security?: DeepPartial<SecurityMessages>
  profile?: DeepPartial<ProfileMessages>
  audits?: DeepPartial<AuditsMessages>
  allAccounts?: AccountsMessagesOverride
  connectivity?: DeepPartial<ConnectivityMessages>
  billing?: DeepPartial<BillingMessages>
  notifications?: DeepPartial<NotificationsMessages>
  accountSettings?: DeepPartial<AccountSettingsMessages>
  reports?: DeepPartial<ReportsMessages>
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

/** The shared catalogue with a host's overrides laid over it, at any depth (`mfa` is the MFA screens': see useMfaMessages; `admin` the portal's: see useAdminMessages; `account` the account pages' (emailed links, sign-up, invitation): useAccountMessages; `resetPhoneNumber` its screen's; the later login steps' and the other pages' strings: useLoginStepMessages, usePageMessages). */
export function mergeMessages(overrides: MessagesOverride | undefined, base: Messages = defaultMessages): Messages {
  if (!overrides) return base
  const { admin: _admin, account: _account, resetPhoneNumber: _resetPhoneNumber, mfa: _mfa, stepUp: _stepUp, forgotPassword: _forgotPassword, hosted: _hosted, ...shared } = overrides
  return mergeCatalogue<Messages>(base, shared as DeepPartial<Messages>)
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
