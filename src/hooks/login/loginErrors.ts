/** What the login says when an answer carries no message of its own (spec/auth.md §8). */
export const LOGIN_FAILED = 'Something went wrong. Please try again.'
/** A breached password the server would not sign in with, when the security-center flow is off. */
export const BREACHED_PASSWORD = 'This password appeared in a data breach. Reset it to sign in.'
/** spec/auth.md §8: passwordless failures without a server message. */
export const PASSWORDLESS_FAILED = 'Failed to authenticate'
/** A passkey ceremony or call failed without a server message. */
export const PASSKEY_FAILED = "We couldn't use your passkey. Please try again."
