import { useMessageOverrides } from '../../i18n/useMessages'
import { defaultSsoMessages, type SsoMessages } from './ssoMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/** The SSO and provisioning sections' strings: their English catalogue with the host's `sso` overrides, at any depth. */
export function useSsoMessages(): SsoMessages {
  const overrides = useMessageOverrides()?.sso
  return useCatalogue(defaultSsoMessages, 'ssoMessages', overrides)
}
