/**
 * The login element's own strings once signed in (the kit's catalogue has no sign-out button).
 * English only for now: the login box and the portal speak the `locale` attribute's language.
 */
export const elementMessages = {
  signedIn: "You're signed in",
  signedInAs: 'Signed in as {email}',
  signOut: 'Sign out',
} as const
