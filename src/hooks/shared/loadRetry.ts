import { isApiError } from '../../api/errors'

/** How many times a failed list or page load is tried again before its error stays (SWR's backoff between: about 5, 10, 20 s). */
export const LOAD_RETRY_LIMIT = 3

/**
 * Whether a failed load is worth asking again by itself: a dropped network or a server failing (5xx) may
 * pass; a refusal (4xx), an answer that could not be read or a call the server does not know will not.
 * The error shows at once either way; a retry that succeeds replaces it.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.reason === 'network') return true
  return error.reason === 'http' && error.status >= 500 && error.status !== 501
}

/** The SWR options every resource load of the kit uses: a capped, backed-off retry of what may pass. */
export const LOAD_RETRY = { shouldRetryOnError: isWorthRetrying, errorRetryCount: LOAD_RETRY_LIMIT } as const
