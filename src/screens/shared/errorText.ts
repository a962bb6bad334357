import type { FlowError } from '../../hooks'
import type { Messages } from '../i18n/messages'

/** The words for a flow error: the server's own for HTTP failures, the catalogue's otherwise. */
export function errorText(error: FlowError, messages: Messages, fallback?: string): string {
  if (error.code === 'http') return error.message
  return fallback ?? (messages.errors as Record<string, string | undefined>)[error.code] ?? error.message
}
