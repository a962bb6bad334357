import type { Widen } from './messages'

/**
 * The strings of the pages emailed links open (reset password, activation) and of the new-password
 * field they share, and of the tenant switcher and impersonation screens, in English: a catalogue of their own, so a login page does not ship them. Hosts
 * override any part under `account` in MessagesProvider's messages.
 */
export const defaultAccountMessages = {
  newPassword: {
    rulesTitle: 'Your password needs',
    minLength: { one: 'At least {count} character', other: 'At least {count} characters' },
    maxLength: { one: 'At most {count} character', other: 'At most {count} characters' },
    noRepeats: 'No character three times in a row',
    characterClasses: { one: 'At least {count} of these', other: 'At least {count} of these' },
    allCharacterClasses: 'Each of these',
    classes: { lowercase: 'a lower-case letter', uppercase: 'an upper-case letter', digit: 'a number', symbol: 'a symbol or space' },
    passphrase: 'Or make it a passphrase of {count} characters or more.',
    history: { one: 'Not your last password', other: 'Not one of your last {count} passwords' },
    met: 'done',
    unmet: 'not yet',
    server: 'checked when you submit',
    present: 'included',
    absent: 'missing',
    announceMet: '{rule}: done',
    announceUnmet: '{rule}: not yet',
    notAcceptable: "Your password doesn't meet the rules yet.",
    loadingRules: 'Loading the password rules.',
    rulesFailed: "We couldn't load the password rules. Your password is still checked when you submit it.",
    retryRules: 'Load the rules again',
  },
  resetPassword: {
    validating: { title: 'Checking your link', description: 'One moment while we check your reset link.' },
    form: {
      title: 'Choose a new password',
      description: 'Choose a password you have not used for this account before.',
      passwordLabel: 'New password',
      confirmLabel: 'Confirm new password',
      mismatch: "The passwords don't match.",
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      submit: 'Save new password',
      pending: 'Saving',
    },
    success: { title: 'Your password is changed', description: 'Sign in with your new password.', login: 'Go to sign in' },
    invalidLink: {
      title: "This link doesn't work",
      missing: 'This link is missing its details. Open the link from your email again, or ask for a new one.',
      requestNew: 'Email me a new link',
      backToLogin: 'Back to sign in',
    },
    failed: { title: "We couldn't check your link", retry: 'Try again' },
    backToLogin: 'Back to sign in',
  },
  activation: {
    activating: { title: 'Activating your account', description: 'One moment while we check your activation link.' },
    form: {
      title: 'Set your password',
      description: 'Choose a password to finish activating your account.',
      passwordLabel: 'Password',
      confirmLabel: 'Confirm password',
      mismatch: "The passwords don't match.",
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      submit: 'Activate account',
      pending: 'Activating',
    },
    success: { title: 'Your account is active', description: 'Taking you to your account now.', signIn: 'Taking you to sign in now.' },
    resend: {
      title: 'Get a new activation link',
      description: "Enter your email and we'll send you a new activation link.",
      missing: 'This activation link is missing its details.',
      emailLabel: 'Email',
      submit: 'Send a new link',
      pending: 'Sending',
      sentTitle: 'Check your email',
      sent: 'If {email} has an account waiting for activation, a new link is on its way.',
      backToLogin: 'Back to sign in',
    },
    failed: { title: "We couldn't activate your account", retry: 'Try again', getNewLink: 'Get a new link' },
    backToLogin: 'Back to sign in',
  },
  tenants: {
    label: 'Account',
    description: 'The account you are working in.',
    current: 'Working in {tenant}',
    loading: 'Loading your accounts',
    switching: 'Switching to {tenant}',
    switched: 'Now working in {tenant}',
    onlyOne: 'You belong to one account only: {tenant}.',
    loadFailed: "We couldn't load your accounts.",
    retry: 'Try again',
    switchFailed: "We couldn't switch to {tenant}. You are still working in {current}.",
    unnamed: 'Unnamed account',
  },
  impersonation: {
    impersonating: { title: 'Starting the impersonation', description: 'Asking the server to let you act as this user.' },
    success: { title: 'Impersonation started', description: 'Loading the session of the user you act as.' },
    failed: { title: "We couldn't start the impersonation", retry: 'Try again', back: 'Back to the app' },
    noUser: 'No user to impersonate was named. Start again from the user list.',
    unknownError: 'We could not start the impersonation. Please try again.',
    banner: {
      title: 'Impersonation',
      description: 'You are acting as {user} on behalf of {impersonator}.',
      stop: 'Stop impersonating',
    },
  },}

export type AccountMessages = Widen<typeof defaultAccountMessages>
