/** Why a request failed: the server said no, the network was unreachable, or the answer made no sense. */
/** `stale`: a refresh answer for a session that changed while it was on its way, dropped (client.refresh). */
export type ApiErrorReason = 'http' | 'network' | 'malformed' | 'stale'

/** Every failure of the identity API, with the HTTP status when there was one (0 otherwise). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly reason: ApiErrorReason
  /** The parsed error body, when the server sent one, without its token fields (withoutTokens). */
  readonly body: unknown

  constructor(message: string, status: number, options: { reason?: ApiErrorReason; body?: unknown; cause?: unknown } = {}) {
    // An error is logged, reported and kept around: an auth answer's tokens must not travel with it.
    super(message, { cause: options.cause instanceof Error ? options.cause : withoutTokens(options.cause) })
    this.status = status
    this.reason = options.reason ?? 'http'
    this.body = withoutTokens(options.body)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export const TOO_LARGE_MESSAGE = 'Error request is too large'
export const UNPARSEABLE_MESSAGE = "We're facing some difficulties, Please try again"
export const MALFORMED_MESSAGE = 'The server sent an answer that could not be read'
export const NETWORK_MESSAGE = 'The server could not be reached'
export const TIMEOUT_MESSAGE = 'The server took too long to answer'

/** A field that holds a credential: accessToken, refreshToken, mfaToken, id_token, otcToken ... */
const TOKEN_FIELD = /token/i

/**
 * `value` with every token field removed, at any depth (a login answer, or the valibot issues
 * that quote it); other values as they are. Does not change `value`.
 */
export function withoutTokens(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 8) return value
  if (Array.isArray(value)) return value.map((item) => withoutTokens(item, depth + 1))
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !TOKEN_FIELD.test(key))
      .map(([key, item]) => [key, withoutTokens(item, depth + 1)]),
  )
}

/** One entry of an `errors` array as words: a string, a number, or an object's `message`; null otherwise. */
function errorEntryText(entry: unknown): string | null {
  if (typeof entry === 'string') return entry
  if (typeof entry === 'number' || typeof entry === 'boolean') return String(entry)
  if (entry !== null && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string') return (entry as { message: string }).message
  return null
}

/** "Error {status} - {statusText}", or "Error {status}" when the status text is empty (HTTP/2 has none). */
function statusMessage(status: number, statusText: string): string {
  return statusText.trim() ? `Error ${status} - ${statusText.trim()}` : `Error ${status}`
}

/**
 * The message of a failed answer, spec/auth.md §8: 413 has its own; a JSON body with an `errors`
 * array is joined with ", " (strings, or each entry's `message`); a JSON string is the message
 * itself; any other JSON body becomes "Error {status} - {statusText}"; a body that is not JSON,
 * or could not be read at all (`text` null), gives the generic apology.
 */
export function errorMessageFromBody(status: number, statusText: string, text: string | null): { message: string; body: unknown } {
  if (status === 413) return { message: TOO_LARGE_MESSAGE, body: undefined }
  if (text === null) return { message: UNPARSEABLE_MESSAGE, body: undefined }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { message: UNPARSEABLE_MESSAGE, body: text }
  }
  if (body !== null && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    const entries = (body as { errors: unknown[] }).errors
    const words = entries.map(errorEntryText).filter((entry): entry is string => entry !== null)
    // Entries none of which can be read say nothing: the status says more.
    if (entries.length && !words.length) return { message: statusMessage(status, statusText), body }
    return { message: words.join(', '), body }
  }
  if (typeof body === 'string') return { message: body, body }
  return { message: statusMessage(status, statusText), body }
}
