import type { Widen } from './messages'

/**
 * The strings of the account pages a login page never shows (sign-up, accepting an invitation),
 * in English: their own catalogue, so the login box does not carry them. Hosts override them under
 * `account` in MessagesProvider's `messages`.
 */
export const defaultAccountMessages = {
  signUp: {
    loading: { title: 'One moment', description: 'Getting sign-up ready.' },
    loadFailed: { title: "Sign-up didn't load", description: "We couldn't load the sign-up form. Check your connection and try again.", retry: 'Try again' },
    disabled: { title: 'Sign-up is closed', description: "New accounts can't be created here. Ask your administrator for an invitation." },
    form: {
      title: 'Create your account',
      description: 'It takes less than a minute.',
      invited: "You've been invited. Create your account to join.",
      emailLabel: 'Work email',
      nameLabel: 'Full name',
      nameRequired: 'Enter your name.',
      companyLabel: 'Company name',
      companyDescription: 'Optional. Your account is named after it.',
      passwordLabel: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      submit: 'Create account',
      pending: 'Creating your account',
      haveAccount: 'Already have an account? Sign in',
    },
    success: {
      title: 'Your account is ready',
      activateTitle: 'Check your email',
      activate: 'We sent an activation link to {email}. Open it to activate your account, then sign in.',
      activateSignedIn: "You're signed in. We also sent an activation link to {email}: open it to confirm your address.",
      signedIn: "You're signed in as {email}.",
      signIn: 'Your account for {email} is ready. Sign in to continue.',
      continue: 'Continue',
      goToSignIn: 'Go to sign in',
      another: 'Sign up with a different email',
    },
    twoFactor: { title: 'One more step', description: 'Your account needs a second factor. Taking you there.' },
  },
  acceptInvitation: {
    validate: { title: 'Checking your invitation', description: 'One moment while we read your invitation link.' },
    pending: { title: 'Accepting your invitation', description: 'Adding you to the account.' },
    invalid: {
      title: 'This invitation link is incomplete',
      description: 'The link is missing part of it. Open the link from your invitation email again, or ask for a new invitation.',
    },
    success: { title: 'Invitation accepted', description: "You've joined the account. Sign in to continue.", signIn: 'Sign in' },
    failed: { title: "We couldn't verify your invitation", description: 'The invitation may have been used already or expired. Ask for a new one.', retry: 'Try again' },
    backToLogin: 'Back to sign in',
  },
}

export type AccountMessages = Widen<typeof defaultAccountMessages>
