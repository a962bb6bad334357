import { useMemo } from 'react'
import { defaultAccountMessages, type AccountMessages } from './accountMessages'
import { mergeCatalogue } from './messages'
import { useMessageOverrides } from './useMessages'

/** The account pages' strings: their English catalogue with the host's `account` overrides, at any depth. */
export function useAccountMessages(): AccountMessages {
  const overrides = useMessageOverrides()?.account
  return useMemo(() => mergeCatalogue<AccountMessages>(defaultAccountMessages, overrides), [overrides])
}
