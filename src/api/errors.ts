/** Why a request failed: the server said no, the network was unreachable, or the answer made no sense. */
export type ApiErrorReason = 'http' | 'network' | 'malformed'

/** Every failure of the identity API, with the HTTP status when there was one (0 otherwise). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly reason: ApiErrorReason
  /** The parsed error body, when the server sent one. */
  readonly body: unknown

  constructor(message: string, status: number, options: { reason?: ApiErrorReason; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.status = status
    this.reason = options.reason ?? 'http'
    this.body = options.body
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

/**
 * The message of a failed answer, spec/auth.md §8: 413 has its own; a JSON body with an `errors`
 * array is joined with ", "; a JSON string is the message itself; any other JSON body becomes
 * "Error {status} - {statusText}"; a body that is not JSON gives the generic apology.
 */
export function errorMessageFromBody(status: number, statusText: string, text: string): { message: string; body: unknown } {
  if (status === 413) return { message: TOO_LARGE_MESSAGE, body: undefined }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { message: UNPARSEABLE_MESSAGE, body: text }
  }
  if (body !== null && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    return { message: (body as { errors: unknown[] }).errors.map(String).join(', '), body }
  }
  if (typeof body === 'string') return { message: body, body }
  return { message: `Error ${status} - ${statusText}`, body }
}
