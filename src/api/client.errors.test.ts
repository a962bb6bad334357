import { describe, it, expect, vi } from 'vitest'
import { createClient, type ClientOptions } from './client'
import { ApiError, MALFORMED_MESSAGE, NETWORK_MESSAGE, TOO_LARGE_MESSAGE, UNPARSEABLE_MESSAGE, errorMessageFromBody, isApiError } from './errors'
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
  ])('%i %s %j → %j', (status, statusText, text, message) => {
    expect(errorMessageFromBody(status, statusText, text).message).toBe(message)
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
      expect(navigate).not.toHaveBeenCalled()
    },
  )
})
