import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { type Client } from './client'
import { ApiError } from './errors'
import * as apiTokens from './apiTokens'

const CC = { clientId: 'c1', description: 'CI', createdAt: '2026-01-02T03:04:05.000Z', expiresInMinutes: 1440, roleIds: ['r1'], createdByUserId: 'u1' }
const AT = { id: 't1', description: 'CI', createdAt: '2026-01-02T03:04:05.000Z', expiresInMinutes: null }

type Call = (client: Client) => Promise<unknown>
const U = '/identity/resources/users'
const T = '/identity/resources/tenants'

describe('API token calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['user client credentials list', (c) => apiTokens.listApiTokens(c, { owner: 'user', type: 'ClientCredentials' }), [CC], 'GET', `${U}/api-tokens/v1`, undefined],
    ['user access tokens list', (c) => apiTokens.listApiTokens(c, { owner: 'user', type: 'AccessToken' }), { accessTokens: [AT] }, 'GET', `${U}/access-tokens/v1`, undefined],
    ['tenant client credentials list', (c) => apiTokens.listApiTokens(c, { owner: 'tenant', type: 'ClientCredentials' }), [CC], 'GET', `${T}/api-tokens/v1`, undefined],
    ['tenant access tokens list', (c) => apiTokens.listApiTokens(c, { owner: 'tenant', type: 'AccessToken' }), { accessTokens: [AT] }, 'GET', `${T}/access-tokens/v1`, undefined],
    [
      'user client credentials create',
      (c) => apiTokens.createApiToken(c, { owner: 'user', type: 'ClientCredentials', description: 'CI', expiresInMinutes: 1440, roleIds: ['ignored'] }),
      { ...CC, secret: 's' },
      'POST',
      `${U}/api-tokens/v1`,
      { description: 'CI', expiresInMinutes: 1440 },
    ],
    ['user access token create', (c) => apiTokens.createApiToken(c, { owner: 'user', type: 'AccessToken', description: 'CI', expiresInMinutes: null }), { ...AT, secret: 's' }, 'POST', `${U}/access-tokens/v1`, { description: 'CI', expiresInMinutes: null }],
    [
      'tenant client credentials create is v2',
      (c) => apiTokens.createApiToken(c, { owner: 'tenant', type: 'ClientCredentials', description: 'CI', expiresInMinutes: null, roleIds: ['r1'] }),
      { ...CC, secret: 's' },
      'POST',
      `${T}/api-tokens/v2`,
      { description: 'CI', expiresInMinutes: null, roleIds: ['r1'] },
    ],
    ['tenant access token create', (c) => apiTokens.createApiToken(c, { owner: 'tenant', type: 'AccessToken', description: 'CI', expiresInMinutes: 60 }), { ...AT, secret: 's' }, 'POST', `${T}/access-tokens/v1`, { description: 'CI', expiresInMinutes: 60, roleIds: [] }],
    ['user client credentials delete', (c) => apiTokens.deleteApiToken(c, { owner: 'user', type: 'ClientCredentials', id: 'c 1' }), undefined, 'DELETE', `${U}/api-tokens/v1/c%201`, undefined],
    ['user access token delete', (c) => apiTokens.deleteApiToken(c, { owner: 'user', type: 'AccessToken', id: 't1' }), undefined, 'DELETE', `${U}/access-tokens/v1/t1`, undefined],
    ['tenant client credentials delete', (c) => apiTokens.deleteApiToken(c, { owner: 'tenant', type: 'ClientCredentials', id: 'c1' }), undefined, 'DELETE', `${T}/api-tokens/v1/c1`, undefined],
    ['tenant access token delete', (c) => apiTokens.deleteApiToken(c, { owner: 'tenant', type: 'AccessToken', id: 't1' }), undefined, 'DELETE', `${T}/access-tokens/v1/t1`, undefined],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it('a client-credentials token is known by its clientId; an access token has none', async () => {
    await expect(apiTokens.listApiTokens(answering([CC]).client, { owner: 'user', type: 'ClientCredentials' })).resolves.toEqual([{ ...CC, id: 'c1', type: 'ClientCredentials' }])
    const [token] = await apiTokens.listApiTokens(answering({ accessTokens: [AT] }).client, { owner: 'user', type: 'AccessToken' })
    expect(token).toMatchObject({ id: 't1', type: 'AccessToken', clientId: undefined })
  })

  it('the created token carries its secret', async () => {
    const created = await apiTokens.createApiToken(answering({ ...CC, secret: 'shh' }).client, { owner: 'tenant', type: 'ClientCredentials', description: 'CI', expiresInMinutes: null })
    expect(created).toMatchObject({ id: 'c1', clientId: 'c1', secret: 'shh', type: 'ClientCredentials' })
  })

  it.each<[string, Call, unknown]>([
    ['a client-credentials list as an object', (c) => apiTokens.listApiTokens(c, { owner: 'user', type: 'ClientCredentials' }), { accessTokens: [CC] }],
    ['a token without createdAt', (c) => apiTokens.listApiTokens(c, { owner: 'tenant', type: 'ClientCredentials' }), [{ clientId: 'c1' }]],
    ['an access token without id', (c) => apiTokens.listApiTokens(c, { owner: 'user', type: 'AccessToken' }), { accessTokens: [{ createdAt: AT.createdAt }] }],
    ['a created token without secret', (c) => apiTokens.createApiToken(c, { owner: 'user', type: 'AccessToken', description: 'x', expiresInMinutes: null }), AT],
  ])('%s is an ApiError, not a crash', async (_name, call, answer) => {
    await expect(call(answering(answer).client)).rejects.toBeInstanceOf(ApiError)
  })
})
