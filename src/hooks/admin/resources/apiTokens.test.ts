import { describe, expect, it } from 'vitest'
import type { ApiToken, CreatedApiToken } from '../../../api'
import {
  API_TOKEN_DIALOG_CLOSED,
  API_TOKEN_PERMISSIONS,
  apiTokenDialogReducer,
  apiTokenFromForm,
  expiryDaysToMinutes,
  isTokenExpired,
  MAX_TOKEN_EXPIRY_DAYS,
  shownClientId,
  sortApiTokens,
  apiTokenExpiresAt,
  tokenTypeFor,
  type ApiTokenDialogState,
} from './apiTokens'

const token = (id: string, createdAt: string, extra: Partial<ApiToken> = {}): ApiToken => ({ id, type: 'ClientCredentials', clientId: id, createdAt, description: id, ...extra })
const created: CreatedApiToken = { ...token('c1', '2026-01-01T00:00:00.000Z'), secret: 's' }

describe('tokenTypeFor (spec/admin.md §3 machineToMachineAuthStrategy)', () => {
  it.each([
    ['AccessToken', 'AccessToken'],
    ['ClientCredentials', 'ClientCredentials'],
    [undefined, 'ClientCredentials'],
    [null, 'ClientCredentials'],
  ] as const)('%s → %s', (strategy, type) => expect(tokenTypeFor(strategy)).toBe(type))
})

describe('expiryDaysToMinutes (spec/admin.md §5)', () => {
  it.each([
    [1, 1440],
    [30, 43_200],
    [365, 525_600],
    [null, null],
  ])('%s days → %s minutes', (days, minutes) => expect(expiryDaysToMinutes(days)).toBe(minutes))
})

describe('apiTokenFromForm', () => {
  const values = { description: '  CI deploys ', expiryDays: '30', roleIds: ['r1'] }
  it('a tenant token: trimmed description, days as minutes, roles', () => {
    expect(apiTokenFromForm('tenant', values)).toEqual({ ok: true, token: { description: 'CI deploys', expiresInMinutes: 43_200, roleIds: ['r1'] } })
  })
  it('a personal token sends no roles', () => {
    expect(apiTokenFromForm('user', values)).toEqual({ ok: true, token: { description: 'CI deploys', expiresInMinutes: 43_200 } })
  })
  it('no expiry is sent as null', () => {
    expect(apiTokenFromForm('user', { ...values, expiryDays: ' ' })).toEqual({ ok: true, token: { description: 'CI deploys', expiresInMinutes: null } })
  })
  it.each([
    ['', { description: 'required' }, '30'],
    ['x', { expiryDays: 'notWholeNumber' }, '1.5'],
    ['x', { expiryDays: 'notWholeNumber' }, '-3'],
    ['x', { expiryDays: 'notWholeNumber' }, 'ten'],
    ['x', { expiryDays: 'tooSmall' }, '0'],
    ['x', { expiryDays: 'tooLarge' }, String(MAX_TOKEN_EXPIRY_DAYS + 1)],
    ['  ', { description: 'required', expiryDays: 'tooSmall' }, '0'],
  ] as const)('description %j, expiry %j → %j', (description, errors, expiryDays) => {
    expect(apiTokenFromForm('tenant', { description, expiryDays, roleIds: [] })).toEqual({ ok: false, errors })
  })
  it(`${MAX_TOKEN_EXPIRY_DAYS} days is still taken`, () => {
    expect(apiTokenFromForm('user', { description: 'x', expiryDays: String(MAX_TOKEN_EXPIRY_DAYS), roleIds: [] })).toMatchObject({ ok: true })
  })
})

describe('expiry of a listed token', () => {
  const listed = token('c1', '2026-01-01T00:00:00.000Z', { expiresInMinutes: 1440 })
  it('is createdAt plus the minutes', () => expect(apiTokenExpiresAt(listed)?.toISOString()).toBe('2026-01-02T00:00:00.000Z'))
  it('never, without minutes', () => {
    expect(apiTokenExpiresAt({ ...listed, expiresInMinutes: null })).toBeNull()
    expect(apiTokenExpiresAt({ createdAt: listed.createdAt })).toBeNull()
  })
  it('expired at and after its end, not before', () => {
    expect(isTokenExpired(listed, Date.parse('2026-01-01T23:59:59.000Z'))).toBe(false)
    expect(isTokenExpired(listed, Date.parse('2026-01-02T00:00:00.000Z'))).toBe(true)
    expect(isTokenExpired({ ...listed, expiresInMinutes: null }, Date.parse('2099-01-01T00:00:00.000Z'))).toBe(false)
  })
})

describe('sortApiTokens', () => {
  it('newest first, ties by id, the input untouched', () => {
    const input = [token('b', '2026-01-01T00:00:00Z'), token('c', '2026-03-01T00:00:00Z'), token('a', '2026-01-01T00:00:00Z')]
    expect(sortApiTokens(input).map((item) => item.id)).toEqual(['c', 'a', 'b'])
    expect(input.map((item) => item.id)).toEqual(['b', 'c', 'a'])
  })
})

describe('shownClientId (spec/admin.md §4)', () => {
  it('client credentials show their clientId', () => expect(shownClientId(created)).toBe('c1'))
  it('access tokens show none', () => expect(shownClientId({ ...created, type: 'AccessToken', clientId: undefined })).toBeNull())
})

describe('API_TOKEN_PERMISSIONS (spec/admin.md §2)', () => {
  it('reads with the navigation keys', () => {
    expect(API_TOKEN_PERMISSIONS.user.read).toBe('fe.secure.read.userApiTokens')
    expect(API_TOKEN_PERMISSIONS.tenant.read).toBe('fe.secure.read.tenantApiTokens')
  })
})

describe('apiTokenDialogReducer', () => {
  const closed = API_TOKEN_DIALOG_CLOSED
  const create: ApiTokenDialogState = { step: 'create' }
  const waiting: ApiTokenDialogState = { step: 'waiting', token: created }
  const secret: ApiTokenDialogState = { step: 'secret', token: created }
  const remove: ApiTokenDialogState = { step: 'delete', token: created }
  it('closed + CREATE.OPENED → create', () => expect(apiTokenDialogReducer(closed, { type: 'CREATE.OPENED' })).toEqual(create))
  it('closed + DELETE.OPENED → delete', () => expect(apiTokenDialogReducer(closed, { type: 'DELETE.OPENED', token: created })).toEqual(remove))
  it('create + CREATE.SUCCEEDED → waiting (the form closes)', () => expect(apiTokenDialogReducer(create, { type: 'CREATE.SUCCEEDED', token: created })).toEqual(waiting))
  it('waiting + WAIT.ENDED → secret', () => expect(apiTokenDialogReducer(waiting, { type: 'WAIT.ENDED' })).toEqual(secret))
  it('secret + CLOSED → closed', () => expect(apiTokenDialogReducer(secret, { type: 'CLOSED' })).toEqual(closed))
  it('create + CLOSED → closed; delete + CLOSED → closed', () => {
    expect(apiTokenDialogReducer(create, { type: 'CLOSED' })).toEqual(closed)
    expect(apiTokenDialogReducer(remove, { type: 'CLOSED' })).toEqual(closed)
  })
  it.each<[string, ApiTokenDialogState, Parameters<typeof apiTokenDialogReducer>[1]]>([
    ['waiting + CLOSED (the secret still shows once)', waiting, { type: 'CLOSED' }],
    ['create + DELETE.OPENED', create, { type: 'DELETE.OPENED', token: created }],
    ['secret + CREATE.OPENED', secret, { type: 'CREATE.OPENED' }],
    ['closed + WAIT.ENDED', closed, { type: 'WAIT.ENDED' }],
    ['delete + CREATE.SUCCEEDED', remove, { type: 'CREATE.SUCCEEDED', token: created }],
  ])('%s is ignored', (_name, state, event) => expect(apiTokenDialogReducer(state, event)).toBe(state))
})
