import { webAuthnFlowError, WEBAUTHN_ERROR_CODES } from '../../../hooks'
import { UNPARSEABLE_MESSAGE } from '../../../api/errors'
import type { PrivacyMessages } from './privacyMessages'

/**
 * What a privacy load or change that failed says (spec/admin.md §8): the server's message when it
 * answered with a status, a refused WebAuthn ceremony in the section's words, the default otherwise.
 */
export function privacyErrorText(error: unknown, text: PrivacyMessages): string {
  const flow = webAuthnFlowError(error, UNPARSEABLE_MESSAGE)
  if (flow.code === WEBAUTHN_ERROR_CODES.unsupported) return text.webauthnUnsupported
  if (Object.values(WEBAUTHN_ERROR_CODES).includes(flow.code as never)) return text.webauthnCancelled
  return flow.message
}
