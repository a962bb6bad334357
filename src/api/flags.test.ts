import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { ApiError } from './errors'
import * as flags from './flags'
import * as vendor from './vendor'

describe('loadFeatureFlags', () => {
  it('GET /flags with the names asked for, comma-joined (reference/endpoints.json loadFeatureFlags)', async () => {
    const { client, sent } = answering({ 'show-passkeys-new': 'on' })
    await flags.loadFeatureFlags(client, ['show-passkeys-new', 'fe-usage-page'])
    expect(sent()).toEqual({ method: 'GET', path: '/flags?keys=show-passkeys-new%2Cfe-usage-page', body: undefined })
  })

  it('passes the answer through, values of any kind', async () => {
    const answer = { a: 'on', b: 'off', c: true, d: 'maybe' }
    await expect(flags.loadFeatureFlags(answering(answer).client, ['a'])).resolves.toEqual(answer)
  })

  it.each<[string, unknown]>([
    ['a string', 'on'],
    ['null', null],
  ])('%s → malformed ApiError', async (_name, answer) => {
    const error = await flags.loadFeatureFlags(answering(answer).client, ['a']).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
  })
})

describe('readFlags', () => {
  it('reads "on" and true as on, "off" and false as off', () => {
    expect(flags.readFlags({ a: 'on', b: true, c: 'off', d: false })).toEqual({ a: true, b: true, c: false, d: false })
  })

  it('drops values it cannot read instead of guessing', () => {
    expect(flags.readFlags({ a: 'ON', b: 1, c: null, d: 'true', e: {} })).toEqual({})
  })
})

describe('getVendorPublicInfo', () => {
  it('GET /vendors/public (reference/endpoints.json getVendorPublicInfo)', async () => {
    const { client, sent } = answering({ name: 'Northwind', logo: 'https://cdn.example.com/logo.svg', whiteLabelMode: false })
    await expect(vendor.getVendorPublicInfo(client)).resolves.toEqual({ name: 'Northwind', logo: 'https://cdn.example.com/logo.svg', whiteLabelMode: false })
    expect(sent()).toEqual({ method: 'GET', path: '/vendors/public', body: undefined })
  })

  it('takes an answer with none of the fields', async () => {
    await expect(vendor.getVendorPublicInfo(answering({ id: 'v1' }).client)).resolves.toEqual({ id: 'v1' })
  })

  it.each<[string, unknown]>([
    ['a name that is no string', { name: 3 }],
    ['white-label mode as a string', { whiteLabelMode: 'yes' }],
  ])('%s → malformed ApiError', async (_name, answer) => {
    const error = await vendor.getVendorPublicInfo(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
  })
})
