import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { isWorthRetrying, LOAD_RETRY } from './loadRetry'

describe('isWorthRetrying', () => {
  it('retries a dropped network and a failing server', () => {
    expect(isWorthRetrying(new ApiError('The server could not be reached', 0, { reason: 'network' }))).toBe(true)
    expect(isWorthRetrying(new ApiError('Internal server error', 500))).toBe(true)
    expect(isWorthRetrying(new ApiError('Bad gateway', 502))).toBe(true)
    expect(isWorthRetrying(new ApiError('Unavailable', 503))).toBe(true)
  })

  it('leaves refusals, unreadable answers and unknown calls as they are', () => {
    expect(isWorthRetrying(new ApiError('Forbidden', 403))).toBe(false)
    expect(isWorthRetrying(new ApiError('Not found', 404))).toBe(false)
    expect(isWorthRetrying(new ApiError('Too many requests', 429))).toBe(false)
    expect(isWorthRetrying(new ApiError('Not implemented', 501))).toBe(false)
    expect(isWorthRetrying(new ApiError('The server sent an answer that could not be read', 200, { reason: 'malformed' }))).toBe(false)
  })

  it('does not retry what is not an api error (a bug stays visible)', () => {
    expect(isWorthRetrying(new TypeError('x is undefined'))).toBe(false)
    expect(isWorthRetrying(undefined)).toBe(false)
  })

  it('caps the retries', () => {
    expect(LOAD_RETRY.errorRetryCount).toBe(3)
    expect(LOAD_RETRY.shouldRetryOnError).toBe(isWorthRetrying)
  })
})
