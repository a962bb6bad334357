import { useMemo } from 'react'
import { mergeCatalogue } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import { defaultSsoMessages, type SsoMessages } from './ssoMessages'

/** The SSO and provisioning sections' strings: their English catalogue with the host's `sso` overrides, at any depth. */
export function useSsoMessages(): SsoMessages {
  const overrides = useMessageOverrides()?.sso
  return useMemo(() => mergeCatalogue<SsoMessages>(defaultSsoMessages, overrides), [overrides])
}
