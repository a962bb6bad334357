import { describe, it, expect, vi } from 'vitest'
import { createClient, type Client } from './client'
import { ApiError } from './errors'
import * as users from './users'

const USER = { id: 'u1', email: 'a@b.test' }
const PAGE = { items: [USER], _metadata: { totalItems: 1, totalPages: 1 } }

/** A client whose fetch answers `body` and reports what was sent: method, path, query and body. */
function answering(body: unknown) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status: 200 }))
  const client = createClient({ fetch, baseUrl: 'https://api.example.com' })
  const sent = () => {
    const [url, init] = fetch.mock.calls[0]!
    const parsed = new URL(String(url))
    return {
      method: init!.method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      body: init!.body === undefined ? undefined : JSON.parse(String(init!.body)),
    }
  }
  return { client, sent }
}

type Call = (client: Client) => Promise<unknown>
const U = '/identity/resources/users'
const M = '/team/resources/members/v1'

describe('users calls: method, path (reference/endpoints.json), query and body', () => {
  it.each<[string, Call, unknown, string, string, Record<string, string>, unknown]>([
    ['listUsers (no query)', (c) => users.listUsers(c), PAGE, 'GET', `${U}/v2`, {}, undefined],
    [
      'listUsers (page, sort, search, sub-tenants)',
      (c) => users.listUsers(c, { pageOffset: 2, pageSize: 20, filter: 'ada', sortBy: 'email', order: 'ASC', includeSubTenants: true }),
      PAGE,
      'GET',
      `${U}/v2`,
      { _offset: '2', _limit: '20', _filter: 'ada', _sortBy: 'email', _order: 'ASC', _includeSubTenants: 'true' },
      undefined,
    ],
    ['listUsers drops an empty search', (c) => users.listUsers(c, { pageOffset: 0, filter: '' }), PAGE, 'GET', `${U}/v2`, { _offset: '0' }, undefined],
    [
      'listUsersV3 (preset, inactivity, tenant, email, ids)',
      (c) => users.listUsersV3(c, { pageSize: 10, preset: 'inactive', maxInactiveSeconds: 7776000, tenantId: 't1', email: 'a@b.test', ids: ['u1', 'u2'] }),
      PAGE,
      'GET',
      `${U}/v3`,
      { _limit: '10', _preset: 'inactive', _maxInactiveSeconds: '7776000', _tenantId: 't1', _email: 'a@b.test', ids: 'u1,u2' },
      undefined,
    ],
    ['getUser', (c) => users.getUser(c, { userId: 'u/1' }), USER, 'GET', `${U}/v1/u%2F1`, {}, undefined],
    [
      'addUser',
      (c) => users.addUser(c, { email: 'new@acme.test', name: 'New', roleIds: ['r1'], expirationInSeconds: 3600 }),
      USER,
      'POST',
      `${U}/v2`,
      {},
      { provider: 'local', email: 'new@acme.test', name: 'New', roleIds: ['r1'], expirationInSeconds: 3600 },
    ],
    ['resendInvitation', (c) => users.resendInvitation(c, { email: 'p@acme.test' }), undefined, 'POST', `${U}/v2`, {}, { email: 'p@acme.test' }],
    ['resendInvitationToAllTenants', (c) => users.resendInvitationToAllTenants(c, { email: 'p@acme.test' }), undefined, 'POST', `${U}/v1/invitation/reset/all`, {}, { email: 'p@acme.test' }],
    ['updateMember', (c) => users.updateMember(c, { id: 'u1', roleIds: [''] }), USER, 'PUT', M, {}, { id: 'u1', roleIds: [''] }],
    ['deleteUser', (c) => users.deleteUser(c, { userId: 'u1' }), undefined, 'DELETE', `${M}/u1`, {}, undefined],
    ['resendActivation', (c) => users.resendActivation(c, { userId: 'u1' }), undefined, 'POST', `${M}/u1/resendActivationEmail`, {}, {}],
    ['getTemporaryUsersConfig', (c) => users.getTemporaryUsersConfig(c), { enabled: true }, 'GET', `${U}/temporary/v1/configuration`, {}, undefined],
    ['setUserExpiration', (c) => users.setUserExpiration(c, { userId: 'u1', expirationInSeconds: 86400 }), undefined, 'PUT', `${U}/temporary/v1/u1`, {}, { expirationInSeconds: 86400 }],
    ['removeUserExpiration', (c) => users.removeUserExpiration(c, { userId: 'u1' }), undefined, 'DELETE', `${U}/temporary/v1/u1`, {}, undefined],
  ])('%s → %s %s', async (_name, call, answer, method, path, query, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, query, body })
  })

  it('returns the page with unknown fields kept', async () => {
    const page = { ...PAGE, _links: { next: 'x' } }
    await expect(users.listUsers(answering(page).client)).resolves.toEqual(page)
  })

  it.each<[string, Call, unknown]>([
    ['a page without _metadata', (c) => users.listUsers(c), { items: [USER] }],
    ['a page whose user has no email', (c) => users.listUsers(c), { items: [{ id: 'u1' }], _metadata: { totalItems: 1, totalPages: 1 } }],
    ['totalPages as text', (c) => users.listUsers(c), { items: [], _metadata: { totalItems: 0, totalPages: '0' } }],
    ['an added user without id', (c) => users.addUser(c, { email: 'x@y.test' }), { email: 'x@y.test' }],
    ['a temporary config without enabled', (c) => users.getTemporaryUsersConfig(c), {}],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })
})
