import { describe, it, expect, vi } from 'vitest'
import * as v from 'valibot'
import { createClient, isSafeHttpUrl, type ClientOptions } from './client'
import { ApiError, MALFORMED_MESSAGE } from './errors'

type FetchMock = ReturnType<typeof vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>

/** A client whose fetch answers `answer()` and records every call. */
function setup(options: ClientOptions = {}, answer: () => Response = () => new Response('{}', { status: 200 })) {
  const fetch: FetchMock = vi.fn(async () => answer())
  const client = createClient({ ...options, fetch })
  const call = (i = 0) => {
    const [url, init] = fetch.mock.calls[i]!
    return { url: String(url), init: init!, headers: new Headers(init!.headers) }
  }
  return { client, fetch, call }
}

describe('createClient: URL', () => {
  it('joins baseUrl, prefix and path', async () => {
    const { client, call } = setup({ baseUrl: 'https://api.example.com', prefix: '/frontegg' })
    await client.request('/identity/x')
    expect(call().url).toBe('https://api.example.com/frontegg/identity/x')
  })

  it('trims every trailing slash of baseUrl', async () => {
    const { client, call } = setup({ baseUrl: 'https://api.example.com///' })
    await client.request('/identity/x')
    expect(call().url).toBe('https://api.example.com/identity/x')
  })

  it('uses the bare path when there is no baseUrl and no prefix', async () => {
    const { client, call } = setup()
    await client.request('/identity/x')
    expect(call().url).toBe('/identity/x')
  })

  it('appends the query, repeating the key for arrays and skipping null and undefined', async () => {
    const { client, call } = setup({ baseUrl: 'https://api.example.com' })
    await client.request('/users', { query: { limit: 10, q: 'a b', ids: ['1', null, '2', undefined], skip: null, gone: undefined, on: true } })
    const url = new URL(call().url)
    expect(url.pathname).toBe('/users')
    expect(url.searchParams.get('limit')).toBe('10')
    expect(url.searchParams.get('q')).toBe('a b')
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2'])
    expect(url.searchParams.get('on')).toBe('true')
    expect(url.searchParams.has('skip')).toBe(false)
    expect(url.searchParams.has('gone')).toBe(false)
    expect(call().url).toBe('https://api.example.com/users?limit=10&q=a+b&ids=1&ids=2&on=true')
  })

  it('adds no "?" when every query value is skipped', async () => {
    const { client, call } = setup()
    await client.request('/users', { query: { a: null, b: undefined, c: [] } })
    expect(call().url).toBe('/users')
  })
})

describe('createClient: headers', () => {
  it('sends the JSON content type and the default source, and nothing optional', async () => {
    const { client, call } = setup()
    await client.request('/x')
    const { headers } = call()
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('frontegg-source')).toBe('gatehouse')
    for (const name of ['Authorization', 'frontegg-scoped-tenant', 'frontegg-login-alias', 'frontegg-requested-application-id']) {
      expect(headers.has(name), name).toBe(false)
    }
  })

  it('names the configured source, tenant, login alias and application', async () => {
    const { client, call } = setup({ source: 'my-app', tenantId: 'tenant-1', loginAlias: 'acme', applicationId: 'app-9' })
    await client.request('/x')
    const { headers } = call()
    expect(headers.get('frontegg-source')).toBe('my-app')
    expect(headers.get('frontegg-scoped-tenant')).toBe('tenant-1')
    expect(headers.get('frontegg-login-alias')).toBe('acme')
    expect(headers.get('frontegg-requested-application-id')).toBe('app-9')
  })

  it('sends a bearer token only while one is set', async () => {
    const { client, call } = setup()
    expect(client.getAccessToken()).toBeNull()
    await client.request('/x')
    expect(call(0).headers.has('Authorization')).toBe(false)

    client.setAccessToken('tok-1')
    expect(client.getAccessToken()).toBe('tok-1')
    await client.request('/x')
    expect(call(1).headers.get('Authorization')).toBe('Bearer tok-1')

    client.setAccessToken(null)
    expect(client.getAccessToken()).toBeNull()
    await client.request('/x')
    expect(call(2).headers.has('Authorization')).toBe(false)
  })

  it('starts with the accessToken option', async () => {
    const { client, call } = setup({ accessToken: 'host-token' })
    expect(client.getAccessToken()).toBe('host-token')
    await client.request('/x')
    expect(call().headers.get('Authorization')).toBe('Bearer host-token')
  })

  it('treats an initial null accessToken as no token', async () => {
    const { client, call } = setup({ accessToken: null })
    await client.request('/x')
    expect(call().headers.has('Authorization')).toBe(false)
  })

  it('adds per-request headers', async () => {
    const { client, call } = setup()
    await client.request('/x', { headers: { 'x-extra': 'yes' } })
    expect(call().headers.get('x-extra')).toBe('yes')
    expect(call().headers.get('Content-Type')).toBe('application/json')
  })
})

describe('createClient: method, body, credentials', () => {
  it('defaults to GET with no body and same-origin credentials', async () => {
    const { client, call } = setup()
    await client.request('/x')
    expect(call().init.method).toBe('GET')
    expect(call().init.body).toBeUndefined()
    expect(call().init.credentials).toBe('same-origin')
  })

  it('serialises the body as JSON and uses the given method', async () => {
    const { client, call } = setup()
    await client.request('/x', { method: 'POST', body: { email: 'a@b.test', n: 1, list: [true] } })
    expect(call().init.method).toBe('POST')
    expect(call().init.body).toBe('{"email":"a@b.test","n":1,"list":[true]}')
  })

  it('uses the configured credentials', async () => {
    const { client, call } = setup({ credentials: 'include' })
    await client.request('/x')
    expect(call().init.credentials).toBe('include')
  })

  it("aborting the caller's signal aborts the fetch, and the AbortError comes back as is", async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))))
    const client = createClient({ fetch })
    const controller = new AbortController()
    const pending = client.request('/x', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true)
  })
})

describe('createClient: success bodies', () => {
  const answering = (body: BodyInit | null, init: ResponseInit = { status: 200 }) => setup({}, () => new Response(body, init)).client

  it('reads an empty body as {}', async () => {
    await expect(answering(null).request('/x')).resolves.toEqual({})
    await expect(answering('').request('/x')).resolves.toEqual({})
    await expect(answering(null, { status: 204 }).request('/x')).resolves.toEqual({})
  })

  it('reads a non-JSON body as {}', async () => {
    await expect(answering('OK, done').request('/x')).resolves.toEqual({})
  })

  it('parses a JSON body', async () => {
    await expect(answering('{"a":1,"b":[2]}').request('/x')).resolves.toEqual({ a: 1, b: [2] })
    await expect(answering('[1,2]').request('/x')).resolves.toEqual([1, 2])
  })

  it('passes an answer that matches the schema, keeping unknown fields of a looseObject', async () => {
    const schema = v.looseObject({ id: v.string() })
    await expect(answering('{"id":"u1","extra":true}').request('/x', { schema })).resolves.toEqual({ id: 'u1', extra: true })
  })

  it('returns the schema output, not the raw answer', async () => {
    const schema = v.object({ n: v.pipe(v.string(), v.transform(Number)) })
    await expect(answering('{"n":"7"}').request('/x', { schema })).resolves.toEqual({ n: 7 })
  })

  it('throws a malformed ApiError with the response status when the answer does not match', async () => {
    const schema = v.object({ id: v.string() })
    const error = await answering('{"id":42}', { status: 201 }).request('/x', { schema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed', status: 201, message: MALFORMED_MESSAGE, body: undefined })
    expect((error as ApiError).cause).toEqual([{ kind: 'schema', type: 'string', expected: 'string', path: 'id' }])
  })

  it('names where a nested answer failed, and quotes none of its values', async () => {
    const schema = v.object({ user: v.object({ roles: v.array(v.object({ key: v.string() })) }) })
    const error = await answering('{"user":{"roles":[{"key":"ok"},{"key":"sk_live_secret"},{"key":7}]}}').request('/x', { schema }).catch((e: unknown) => e)
    expect((error as ApiError).cause).toEqual([{ kind: 'schema', type: 'string', expected: 'string', path: 'user.roles.2.key' }])
    expect(JSON.stringify((error as ApiError).cause)).not.toContain('7')
  })

  it('checks an empty body against the schema as {}', async () => {
    const schema = v.object({ id: v.string() })
    await expect(answering(null).request('/x', { schema })).rejects.toMatchObject({ reason: 'malformed', status: 200 })
  })
})

describe('createClient: blob answers', () => {
  it('returns the Blob and skips the download without a document', async () => {
    expect(typeof document).toBe('undefined')
    const { client } = setup({}, () => new Response('a,b\n1,2', { status: 200, headers: { 'content-disposition': 'attachment; filename="audits.csv"' } }))
    const blob = await client.request<Blob>('/audits/export/csv', { method: 'POST', responseType: 'blob' })
    expect(blob).toBeInstanceOf(Blob)
    expect(await blob.text()).toBe('a,b\n1,2')
  })
})

describe('isSafeHttpUrl', () => {
  it.each([
    ['https://idp.example.com/saml?x=1', true],
    ['http://idp.example.com', true],
    ['HTTPS://IDP.EXAMPLE.COM/a', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['ftp://example.com', false],
    ['//evil.test', false],
    ['/path', false],
    ['path', false],
    ['', false],
    ['https://good@evil.test', false],
    ['https://user:pass@evil.test', false],
    ['https://good.test/a b', false],
    ['https://good.test/a\nb', false],
    [' https://good.test', false],
    ['https://good.test\t', false],
    ['https:\\\\evil.test', false],
    ['https://good.test/\u0000', false],
  ])('%j → %s', (text, expected) => {
    expect(isSafeHttpUrl(text)).toBe(expected)
  })
})
