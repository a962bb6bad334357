import { defaultAccountMessages, type AccountMessages } from './accountMessages'
import { useMessageOverrides } from './useMessages'
import { useCatalogue } from './useCatalogue'

/** The account pages' strings: their English catalogue with the host's `account` overrides, at any depth. */
export function useAccountMessages(): AccountMessages {
  const overrides = useMessageOverrides()?.account
  return useCatalogue(defaultAccountMessages, 'accountMessages', overrides)
}
