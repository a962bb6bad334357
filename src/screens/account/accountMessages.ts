import { useMemo } from 'react'
import { mergeCatalogue, type Widen } from '../i18n/messages'
import { useMessageOverrides } from '../i18n/MessagesProvider'

/**
 * The tenant switcher's and the impersonation screens' strings, in English: a catalogue of their
 * own, so that the login box does not carry them. Hosts override them under `account` in
 * MessagesProvider.
 */
export const defaultAccountMessages = {
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

/** The account screens' strings with the host's `account` overrides, at any depth. */
export function useAccountMessages(): AccountMessages {
  const overrides = useMessageOverrides()?.account
  return useMemo(() => mergeCatalogue<AccountMessages>(defaultAccountMessages, overrides), [overrides])
}
