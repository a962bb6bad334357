import { ApiError, TIMEOUT_MESSAGE } from '../../api'

/**
 * An error a flow shows. `code` lets a screen pick its own wording ('network', 'malformed',
 * validation codes); for 'http' the server's message is the text (spec/auth.md §8).
 */
export interface FlowError {
  readonly code: string
  readonly message: string
  readonly status?: number
  /** The field the error belongs to, when it belongs to one. */
  readonly field?: string
}

/** spec/auth.md §8: an error with a status shows the server's message, otherwise the fallback. */
export function toFlowError(error: unknown, fallback: string, field?: string): FlowError {
  if (error instanceof ApiError) {
    if (error.reason === 'http' && error.status > 0) return { code: 'http', message: error.message, status: error.status, field }
    // A request that never answered: the user can retry or go back.
    if (error.reason === 'network' && error.message === TIMEOUT_MESSAGE) return { code: 'timeout', message: fallback, field }
    return { code: error.reason, message: fallback, status: error.status || undefined, field }
  }
  // jwt-decode's InvalidTokenError, told by its name: the class would bring jwt-decode into every page's first chunk.
  if (error instanceof Error && error.name === 'InvalidTokenError') return { code: 'malformed', message: fallback, field }
  return { code: 'unknown', message: fallback, field }
}

export function fieldError(code: string, message: string, field: string): FlowError {
  return { code, message, field }
}
