import { describe, it, expect, vi } from 'vitest'
import * as v from 'valibot'
import { createClient, type ClientOptions } from './client'
import { ApiError, MALFORMED_MESSAGE, NETWORK_MESSAGE, TOO_LARGE_MESSAGE, UNPARSEABLE_MESSAGE, errorMessageFromBody, isApiError, withoutTokens } from './errors'
import { logFailure, shouldLog, type LogLevel } from './log'

function clientAnswering(answer: () => Response | Promise<Response>, options: ClientOptions = {}) {
  const logger = { warn: vi.fn(), error: vi.fn() }
  const fetch = vi.fn(async () => answer())
  return { client: createClient({ logger, ...options, fetch }), logger, fetch }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('failed answers (spec §8)', () => {
  it('413 → "Error request is too large", whatever the body', async () => {
    const { client } = clientAnswering(() => new Response('{"errors":["ignored"]}', { status: 413, statusText: 'Payload Too Large' }))
    const error = await failure(client.request('/x'))
    expect(error).toMatchObject({ message: TOO_LARGE_MESSAGE, status: 413, reason: 'http' })
    expect(TOO_LARGE_MESSAGE).toBe('Error request is too large')
  })

  it('joins an errors array with ", "', async () => {
    const { client } = clientAnswering(() => new Response('{"errors":["a","b"]}', { status: 400, statusText: 'Bad Request' }))
    const error = await failure(client.request('/x'))
    expect(error).toMatchObject({ message: 'a, b', status: 400, reason: 'http', body: { errors: ['a', 'b'] } })
  })

  it('uses a JSON string body as the message', async () => {
    const { client } = clientAnswering(() => new Response('"boom"', { status: 409, statusText: 'Conflict' }))
    const error = await failure(client.request('/x'))
    expect(error).toMatchObject({ message: 'boom', status: 409, reason: 'http', body: 'boom' })
  })

  it('turns a JSON object without errors into "Error {status} - {statusText}"', async () => {
    const { client } = clientAnswering(() => new Response('{"message":"nope"}', { status: 401, statusText: 'Unauthorized' }))
    const error = await failure(client.request('/x'))
    expect(error).toMatchObject({ message: 'Error 401 - Unauthorized', status: 401, reason: 'http', body: { message: 'nope' } })
  })

  it('apologises when the body is not JSON, keeping the text as body', async () => {
    const html = '<html><body>Bad gateway</body></html>'
    const { client } = clientAnswering(() => new Response(html, { status: 502, statusText: 'Bad Gateway' }))
    const error = await failure(client.request('/x'))
    expect(error).toMatchObject({ message: "We're facing some difficulties, Please try again", status: 502, reason: 'http', body: html })
    expect(UNPARSEABLE_MESSAGE).toBe(error.message)
  })

  it('is an Error named ApiError that isApiError recognises', async () => {
    const { client } = clientAnswering(() => new Response('"x"', { status: 500 }))
    const error = await failure(client.request('/x'))
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ApiError')
    expect(isApiError(error)).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
  })
})

describe('errorMessageFromBody', () => {
  it.each([
    [413, 'Payload Too Large', '"anything"', 'Error request is too large'],
    [400, 'Bad Request', '{"errors":["only"]}', 'only'],
    [400, 'Bad Request', '{"errors":[]}', ''],
    [400, 'Bad Request', '{"errors":"not an array"}', 'Error 400 - Bad Request'],
    [404, 'Not Found', 'null', 'Error 404 - Not Found'],
    [404, 'Not Found', '[1,2]', 'Error 404 - Not Found'],
    [500, 'Internal Server Error', '42', 'Error 500 - Internal Server Error'],
    [500, 'Internal Server Error', '', "We're facing some difficulties, Please try again"],
    [400, 'Bad Request', '{"errors":[{"message":"Email is taken"}]}', 'Email is taken'],
    [400, 'Bad Request', '{"errors":[{"message":"a","code":"E1"},{"message":"b"}]}', 'a, b'],
    [400, 'Bad Request', '{"errors":["x",{"message":"y"},42]}', 'x, y, 42'],
    [400, 'Bad Request', '{"errors":["x",{"code":"E1"},null]}', 'x'],
    [400, 'Bad Request', '{"errors":[{"code":"E1"}]}', 'Error 400 - Bad Request'],
    [400, '', '{"errors":[{"code":"E1"}]}', 'Error 400'],
    [400, '', '{"message":"nope"}', 'Error 400'],
    [503, '  ', 'null', 'Error 503'],
    [401, 'Unauthorized', '{}', 'Error 401 - Unauthorized'],
  ])('%i %j %j → %j', (status, statusText, text, message) => {
    expect(errorMessageFromBody(status, statusText, text).message).toBe(message)
  })
})

describe('error bodies that cannot be read, and tokens in errors', () => {
  /** An error answer whose body fails half way (a reset connection): response.text() rejects. */
  const brokenBody = (status: number) => () =>
    new Response(new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) }), { status, statusText: '' })

  it('a body that fails to read → ApiError with the generic apology and the status, not a raw TypeError', async () => {
    const { client } = clientAnswering(brokenBody(500))
    const error = await failure(client.request('/x'))
    expect(error).toMatchObject({ message: UNPARSEABLE_MESSAGE, status: 500, reason: 'http', body: undefined })
  })

  it('a 413 whose body fails to read → still "Error request is too large"', async () => {
    const { client } = clientAnswering(brokenBody(413))
    await expect(failure(client.request('/x'))).resolves.toMatchObject({ message: TOO_LARGE_MESSAGE, status: 413 })
  })

  it('errorMessageFromBody(status, text, null) → the generic apology', () => {
    expect(errorMessageFromBody(502, 'Bad Gateway', null)).toEqual({ message: UNPARSEABLE_MESSAGE, body: undefined })
  })

  it('an empty status text → "Error {status}", without a dangling " - "', async () => {
    const { client } = clientAnswering(() => new Response('{"message":"nope"}', { status: 400, statusText: '' }))
    await expect(failure(client.request('/x'))).resolves.toMatchObject({ message: 'Error 400', status: 400 })
  })

  it('{ errors: [{ message }] } → the messages, not "[object Object]"', async () => {
    const body = { errors: [{ message: 'Password is too short' }, { message: 'Password needs a digit' }] }
    const { client } = clientAnswering(() => Response.json(body, { status: 400, statusText: 'Bad Request' }))
    const error = await failure(client.request('/x'))
    expect(error.message).toBe('Password is too short, Password needs a digit')
    expect(error.body).toEqual(body)
  })

  it('an auth error answer with tokens → body without accessToken, refreshToken, mfaToken or any *token field', async () => {
    const answer = { errors: ['Locked'], accessToken: 'a.b.c', refreshToken: 'r', mfaToken: 'm', user: { id_token: 'i', name: 'Ada' }, devices: [{ otcToken: 'o', id: 'd1' }] }
    const { client } = clientAnswering(() => Response.json(answer, { status: 401, statusText: 'Unauthorized' }))
    const error = await failure(client.request('/identity/resources/auth/v1/user', { method: 'POST' }))
    expect(error.message).toBe('Locked')
    expect(error.body).toEqual({ errors: ['Locked'], user: { name: 'Ada' }, devices: [{ id: 'd1' }] })
  })

  it('a malformed auth answer → neither its body nor its validation issues carry the tokens', async () => {
    const schema = v.looseObject({ accessToken: v.string(), expiresIn: v.number() })
    const answer = { accessToken: 'header.payload.signature', refreshToken: 'refresh-secret', expiresIn: 'soon' }
    const { client } = clientAnswering(() => Response.json(answer))
    const error = await failure(client.request('/identity/resources/auth/v1/user', { method: 'POST', schema }))
    expect(error).toMatchObject({ reason: 'malformed', message: MALFORMED_MESSAGE, body: undefined })
    const everything = JSON.stringify({ body: error.body, cause: error.cause })
    expect(everything).not.toContain('header.payload.signature')
    expect(everything).not.toContain('refresh-secret')
  })

  it('a malformed answer carrying a new secret → the error has no body, and its issues say where, not what', async () => {
    // A new API token's secret under a name withoutTokens does not know, with a field the schema refuses.
    const schema = v.looseObject({ clientId: v.string(), secret: v.string(), createdAt: v.number() })
    const answer = { clientId: 'client-1', secret: 'sk_live_0123456789', scimToken: 'scim-secret', createdAt: 'sk_live_0123456789' }
    const logger = { warn: vi.fn(), error: vi.fn() }
    const { client } = clientAnswering(() => Response.json(answer, { status: 201 }), { logger })
    const error = await failure(client.request('/identity/resources/tenants/api-tokens/v1', { method: 'POST', schema }))
    expect(error).toMatchObject({ reason: 'malformed', status: 201, message: MALFORMED_MESSAGE })
    expect(error.body).toBeUndefined()
    expect(error.cause).toEqual([{ kind: 'schema', type: 'number', expected: 'number', path: 'createdAt' }])
    const everything = JSON.stringify({ message: error.message, body: error.body, cause: error.cause }) + JSON.stringify([logger.warn.mock.calls, logger.error.mock.calls])
    expect(everything).not.toContain('sk_live_0123456789')
    expect(everything).not.toContain('scim-secret')
  })

  it('keeps an Error cause as it is', () => {
    const cause = new TypeError('fetch failed')
    expect(new ApiError('m', 0, { cause }).cause).toBe(cause)
  })

  it.each<[string, unknown, unknown]>([
    ['a login answer', { accessToken: 'a', refreshToken: 'r', expiresIn: 300, mfaRequired: false }, { expiresIn: 300, mfaRequired: false }],
    ['an MFA challenge', { mfaToken: 'm', mfaRequired: true, mfaDevices: { phones: [{ id: 'p' }] } }, { mfaRequired: true, mfaDevices: { phones: [{ id: 'p' }] } }],
    ['snake case and other token names', { access_token: 'a', id_token: 'i', resetPhoneNumberToken: 't', token: 'x', keep: 1 }, { keep: 1 }],
    ['an array of answers', [{ accessToken: 'a', id: 1 }, 'text'], [{ id: 1 }, 'text']],
    ['a string', 'plain text', 'plain text'],
    ['null', null, null],
    ['undefined', undefined, undefined],
  ])('withoutTokens(%s) → the same without token fields', (_, value, expected) => {
    expect(withoutTokens(value)).toEqual(expected)
  })
})

describe('network failures', () => {
  it('a rejected fetch becomes ApiError status 0, reason network', async () => {
    const cause = new TypeError('fetch failed')
    const { client } = clientAnswering(() => Promise.reject(cause))
    const error = await failure(client.request('/x'))
    expect(error).toMatchObject({ status: 0, reason: 'network', message: NETWORK_MESSAGE })
    expect(error.cause).toBe(cause)
  })

  it('an AbortError is re-thrown as is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError')
    const { client } = clientAnswering(() => Promise.reject(abort))
    await expect(client.request('/x')).rejects.toBe(abort)
  })

  it('is not logged', async () => {
    const { client, logger } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')), { logLevel: 'debug' })
    await failure(client.request('/x'))
    expect(logger.warn).not.toHaveBeenCalled()
    expect(logger.error).not.toHaveBeenCalled()
  })
})

describe('logging of failures', () => {
  const answer = (status: number) => () => new Response('{"errors":["nope"]}', { status })

  it('at the default level (error): a 4xx is not logged', async () => {
    const { client, logger } = clientAnswering(answer(404))
    await failure(client.request('/x'))
    expect(logger.warn).not.toHaveBeenCalled()
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('at the default level (error): a 500 is logged as an error with its status and message', async () => {
    const { client, logger } = clientAnswering(answer(500))
    await failure(client.request('/x'))
    expect(logger.error).toHaveBeenCalledTimes(1)
    expect(String(logger.error.mock.calls[0]![0])).toMatch(/500.*nope/)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('at warn: a 4xx is a warning and a 5xx an error', async () => {
    const { client, logger } = clientAnswering(answer(403), { logLevel: 'warn' })
    await failure(client.request('/x'))
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(String(logger.warn.mock.calls[0]![0])).toMatch(/403.*nope/)
    expect(logger.error).not.toHaveBeenCalled()

    const second = clientAnswering(answer(503), { logLevel: 'warn' })
    await failure(second.client.request('/x'))
    expect(second.logger.error).toHaveBeenCalledTimes(1)
    expect(second.logger.warn).not.toHaveBeenCalled()
  })

  it('at silent: nothing is logged', async () => {
    for (const status of [400, 500]) {
      const { client, logger } = clientAnswering(answer(status), { logLevel: 'silent' })
      await failure(client.request('/x'))
      expect(logger.warn).not.toHaveBeenCalled()
      expect(logger.error).not.toHaveBeenCalled()
    }
  })

  it.each<[LogLevel, number, 'warn' | 'error' | null]>([
    ['debug', 400, 'warn'],
    ['info', 499, 'warn'],
    ['warn', 400, 'warn'],
    ['error', 400, null],
    ['silent', 400, null],
    ['debug', 500, 'error'],
    ['warn', 599, 'error'],
    ['error', 500, 'error'],
    ['silent', 500, null],
    ['debug', 302, null],
    ['debug', 200, null],
  ])('logFailure(level %s, status %i) → %s', (level, status, expected) => {
    const logger = { warn: vi.fn(), error: vi.fn() }
    logFailure(logger, level, status, 'm')
    expect(logger.warn).toHaveBeenCalledTimes(expected === 'warn' ? 1 : 0)
    expect(logger.error).toHaveBeenCalledTimes(expected === 'error' ? 1 : 0)
  })

  it('shouldLog ranks levels', () => {
    expect(shouldLog('warn', 'warn')).toBe(true)
    expect(shouldLog('error', 'warn')).toBe(false)
    expect(shouldLog('error', 'error')).toBe(true)
    expect(shouldLog('silent', 'error')).toBe(false)
  })
})

/** A 302 as fetch with `redirect: 'manual'`-like semantics would hand it over. */
function found(text: string): Response {
  return new Response(text, { status: 302, statusText: 'Found' })
}

describe('302 answers', () => {
  it('navigates to a safe https URL and never settles', async () => {
    const navigate = vi.fn()
    const { client } = clientAnswering(() => found('https://idp.example.com/saml/login?tenant=acme'), { navigate })
    const sentinel = Symbol('pending')
    const winner = await Promise.race([client.request('/x'), new Promise((resolve) => setTimeout(() => resolve(sentinel), 20))])
    expect(winner).toBe(sentinel)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('https://idp.example.com/saml/login?tenant=acme')
  })

  it('trims surrounding whitespace from the target', async () => {
    const navigate = vi.fn()
    const { client } = clientAnswering(() => found('  https://idp.example.com/\n'), { navigate })
    void client.request('/x')
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://idp.example.com/'))
  })

  it.each(['javascript:alert(1)', '//evil.test', 'https://good@evil.test', '/path', 'https://good.test/a b', 'https://good.test/a\nb', ''])(
    'refuses %j: malformed ApiError, no navigation',
    async (text) => {
      const navigate = vi.fn()
      const { client } = clientAnswering(() => found(text), { navigate })
      const error = await failure(client.request('/x'))
      expect(error).toMatchObject({ reason: 'malformed', status: 302, message: MALFORMED_MESSAGE })
      expect(error.body).toBeUndefined()
      expect(navigate).not.toHaveBeenCalled()
    },
  )
})
