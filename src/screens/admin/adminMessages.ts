import type { Widen } from '../i18n/messages'

/** Every string of the admin portal, in English: loaded with the portal, not with the login box. Hosts override it as `admin` of MessagesProvider's `messages`. */
export const defaultAdminMessages = {
  navigationLabel: 'Admin portal',
  groups: {
    personal: 'Personal',
    workspace: 'Workspace',
  },
  sections: {
    profile: 'Profile',
    privacy: 'Privacy and security',
    personalApiTokens: 'Personal API tokens',
    account: 'Account settings',
    users: 'Users',
    groups: 'Groups',
    security: 'Security',
    sso: 'Single sign-on',
    audits: 'Audit logs',
    webhooks: 'Webhooks',
    apiTokens: 'API tokens',
    roles: 'Roles',
    subscriptions: 'Subscriptions',
    allAccounts: 'All accounts',
    usage: 'Usage',
    provisioning: 'Provisioning',
    applications: 'Applications',
    reports: 'Reports',
  },
  loading: 'Loading',
  loadingSection: 'Loading {section}',
  noAccess: {
    title: "You don't have access to this page",
    description: 'Your role does not include {section}. Ask an administrator of your account if you need it.',
  },
  notAllowed: {
    title: "You can't open this page",
    description: '{section} needs a permission your role does not include. Ask an administrator of your account for it if you need this page.',
    missing: 'Missing permission: {permissions}',
    or: ' or ',
  },
  notFound: {
    title: 'Page not found',
    description: 'There is no admin page at this address. It may have been mistyped, or the page is not available for your account.',
  },
  empty: {
    title: 'Nothing to manage yet',
    description: 'Your account does not give you access to any admin pages. Ask an administrator of your account if you need one.',
  },
  signedOut: {
    title: 'Sign in to continue',
    description: 'The admin portal is for signed-in members of an account.',
    signIn: 'Sign in',
  },
  failed: {
    title: "This page didn't load",
    description: 'Check your connection and try again.',
    retry: 'Try again',
  },
  dialogsFailed: {
    title: "This dialog didn't load",
    description: 'Check your connection and try again.',
    retry: 'Try again',
  },
  /** Beside a row's actions button when its menu did not load. */
  actionsFailed: "The actions didn't load. Try again.",
  backTo: 'Go to {section}',
}

export type AdminMessages = Widen<typeof defaultAdminMessages>
