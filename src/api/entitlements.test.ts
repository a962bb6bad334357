import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { ApiError } from './errors'
import * as entitlements from './entitlements'


describe('getUserEntitlements', () => {
  it('GET /entitlements/api/v2/user-entitlements (reference/endpoints.json loadEntitlementsV2), no body', async () => {
    const { client, sent } = answering({ features: {}, plans: {}, permissions: {} })
    await entitlements.getUserEntitlements(client)
    expect(sent()).toEqual({ method: 'GET', path: '/entitlements/api/v2/user-entitlements', body: undefined })
  })

  it('passes features, plans and permissions through, unknown fields included', async () => {
    const answer = {
      features: {
        sso: { expireTime: -1, linkedPermissions: ['fe.secure.read.samlConfiguration'], extra: 1 },
        audits: { expireTime: '2030-01-01T00:00:00Z', planIds: ['pro'], featureFlag: { on: true, offTreatment: 'false', defaultTreatment: 'true' } },
        reports: { expireTime: null },
      },
      plans: { pro: { defaultTreatment: 'true', rules: [] } },
      permissions: { 'fe.secure.*': true },
      version: 2,
    }
    await expect(entitlements.getUserEntitlements(answering(answer).client)).resolves.toEqual(answer)
  })

  it('reads missing maps as empty', async () => {
    await expect(entitlements.getUserEntitlements(answering({}).client)).resolves.toEqual({ features: {}, plans: {}, permissions: {} })
  })

  it.each<[string, unknown]>([
    ['features not a map', { features: 'none' }],
    ['an expiry that is neither a number nor a string', { features: { a: { expireTime: true } } }],
    ['planIds not strings', { features: { a: { planIds: [1] } } }],
    ['a plan that is not an object', { plans: { pro: 'yes' } }],
    ['a permission not mapped to a boolean', { permissions: { 'fe.secure.*': 'yes' } }],
  ])('%s → malformed ApiError', async (_name, answer) => {
    const error = await entitlements.getUserEntitlements(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })

  it('a failed lookup rejects with the server status (the hooks decide to ignore it)', async () => {
    const error = await entitlements.getUserEntitlements(answering({ errors: ['boom'] }, 500).client).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 500, message: 'boom' })
  })
})
