import { useMemo } from 'react'
import type { Messages } from './messages'
import { useMessageOverrides, useMessages } from './useMessages'
import { defaultMfaMessages, type MfaMessages } from './mfaMessages'
import { useCatalogue } from './useCatalogue'

/** The MFA screens' strings: their English catalogue with the host's `mfa` overrides, at any depth. */
export function useMfaMessages(): MfaMessages {
  const overrides = useMessageOverrides()?.mfa
  return useCatalogue(defaultMfaMessages, 'mfaMessages', overrides)
}

/** The sign-in strings with the MFA screens' beside them, for screens that show both. */
export type MessagesWithMfa = Messages & { readonly mfa: MfaMessages }

/** The sign-in catalogue and the MFA screens' in one object (`messages.mfa…`), both with the host's overrides. */
export function useMessagesWithMfa(): MessagesWithMfa {
  const messages = useMessages()
  const mfa = useMfaMessages()
  return useMemo(() => ({ ...messages, mfa }), [messages, mfa])
}
