import { describe, it, expect } from 'vitest'
import { ApiError, InvalidTokenError } from '../../api'
import { fieldError, toFlowError } from './flowError'

const FALLBACK = 'Something went wrong'

describe('toFlowError (spec/auth.md §8)', () => {
  it('ApiError 401 http → code http with the server message and status', () => {
    expect(toFlowError(new ApiError('Wrong email or password', 401), FALLBACK)).toEqual({ code: 'http', message: 'Wrong email or password', status: 401 })
  })

  it('ApiError 500 http → code http with the server message and status', () => {
    expect(toFlowError(new ApiError('Error 500 - Internal Server Error', 500, { reason: 'http' }), FALLBACK)).toMatchObject({
      code: 'http',
      message: 'Error 500 - Internal Server Error',
      status: 500,
    })
  })

  it('ApiError network (status 0) → code network with the fallback and no status', () => {
    const flow = toFlowError(new ApiError('The server could not be reached', 0, { reason: 'network' }), FALLBACK)
    expect(flow).toEqual({ code: 'network', message: FALLBACK })
    expect(flow.status).toBeUndefined()
  })

  it('ApiError malformed → code malformed with the fallback', () => {
    expect(toFlowError(new ApiError('The server sent an answer that could not be read', 200, { reason: 'malformed' }), FALLBACK)).toMatchObject({
      code: 'malformed',
      message: FALLBACK,
    })
  })

  it('InvalidTokenError → code malformed with the fallback', () => {
    expect(toFlowError(new InvalidTokenError('Invalid token specified: must have three parts'), FALLBACK)).toEqual({ code: 'malformed', message: FALLBACK })
  })

  it.each([new Error('boom'), new TypeError('x is undefined'), 'a string', undefined, { message: 'plain object' }])('other error %s → unknown with the fallback', (error) => {
    expect(toFlowError(error, FALLBACK)).toEqual({ code: 'unknown', message: FALLBACK })
  })

  it('the field is passed through for every kind', () => {
    expect(toFlowError(new ApiError('Wrong password', 401), FALLBACK, 'password').field).toBe('password')
    expect(toFlowError(new ApiError('x', 0, { reason: 'network' }), FALLBACK, 'email').field).toBe('email')
    expect(toFlowError(new InvalidTokenError('x'), FALLBACK, 'code').field).toBe('code')
    expect(toFlowError(new Error('x'), FALLBACK, 'email').field).toBe('email')
  })

  it('fieldError builds a field-bound error', () => {
    expect(fieldError('emailRequired', 'Enter your email', 'email')).toEqual({ code: 'emailRequired', message: 'Enter your email', field: 'email' })
  })
})
