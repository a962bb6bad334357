import { describe, expect, it } from 'vitest'
import type { SsoConfiguration } from '../../../api'
import { enableBlocker, isHttpsUrl, oidcChanges, oidcProblems, planSamlSave, samlSettingsOf, ssoEndpointProblem, type SamlSettings } from './sso'
import { normaliseDomain } from './domains'

const saved: SamlSettings = { enabled: false, domain: 'northwind.test', ssoEndpoint: 'https://idp.northwind.test/sso', publicCertificate: 'PEM', signRequest: true }

describe('planSamlSave (spec/admin.md §4 SAML config save)', () => {
  it('enabled changes → loading flag, only enabled sent', () => {
    expect(planSamlSave(saved, { ...saved, enabled: true })).toEqual({ flag: 'loading', settings: { ...saved, enabled: true }, send: true, changes: { enabled: true } })
  })
  it('other fields change → saving flag, the changed fields sent', () => {
    const plan = planSamlSave(saved, { ...saved, ssoEndpoint: 'https://idp.northwind.test/sso2', signRequest: false })
    expect(plan.flag).toBe('saving')
    expect(plan.changes).toEqual({ ssoEndpoint: 'https://idp.northwind.test/sso2', signRequest: false })
  })
  it('domain changes → endpoint and certificate cleared, signing off', () => {
    const plan = planSamlSave(saved, { ...saved, domain: 'contoso.test', ssoEndpoint: 'https://kept.test' })
    expect(plan.settings).toEqual({ enabled: false, domain: 'contoso.test', ssoEndpoint: '', publicCertificate: '', signRequest: false })
    expect(plan.changes).toEqual({ ssoEndpoint: '', publicCertificate: '', signRequest: false })
    expect(plan.send).toBe(true)
  })
  it('no domain → only local state changes', () => {
    const noDomain = { ...saved, domain: '' }
    const plan = planSamlSave(noDomain, { ...noDomain, ssoEndpoint: 'https://idp.test/x' })
    expect(plan.send).toBe(false)
    expect(plan.settings.ssoEndpoint).toBe('https://idp.test/x')
  })
  it('nothing changed → saving flag, nothing to send', () => {
    expect(planSamlSave(saved, saved)).toMatchObject({ flag: 'saving', changes: {} })
  })
})

const connection = (domains: SsoConfiguration['domains']): SsoConfiguration => ({ id: 'c', type: 'saml', enabled: false, domains, signRequest: false, roleIds: [], oidcSecretSet: false })

describe('enableBlocker', () => {
  it('no domain → noDomain', () => expect(enableBlocker(connection([]))).toBe('noDomain'))
  it('no validated domain → domainNotValidated', () => expect(enableBlocker(connection([{ id: 'd', domain: 'a.test', validated: false }]))).toBe('domainNotValidated'))
  it('one validated domain → null', () =>
    expect(
      enableBlocker(
        connection([
          { id: 'd', domain: 'a.test', validated: false },
          { id: 'e', domain: 'b.test', validated: true },
        ]),
      ),
    ).toBeNull())
})

describe('samlSettingsOf', () => {
  it('takes the first domain and empty strings for what is not set', () => {
    expect(samlSettingsOf(connection([{ id: 'd', domain: 'a.test', validated: true }]))).toEqual({ enabled: false, domain: 'a.test', ssoEndpoint: '', publicCertificate: '', signRequest: false })
  })
})

describe('normaliseDomain', () => {
  it.each([
    ['Northwind.TEST ', 'northwind.test'],
    ['sub.north-wind.co.uk.', 'sub.north-wind.co.uk'],
  ])('%s → %s', (input, output) => expect(normaliseDomain(input)).toBe(output))
  it.each(['northwind', 'north wind.test', '-north.test', 'north-.test', 'https://northwind.test', 'ada@northwind.test', '', 'a..test'])('%s → null', (input) =>
    expect(normaliseDomain(input)).toBeNull(),
  )
})

describe('URLs', () => {
  it('https only', () => {
    expect(isHttpsUrl('https://idp.test/sso')).toBe(true)
    expect(isHttpsUrl('http://idp.test/sso')).toBe(false)
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpsUrl('idp.test')).toBe(false)
  })
  it('ssoEndpointProblem', () => {
    expect(ssoEndpointProblem(' ')).toBe('required')
    expect(ssoEndpointProblem('http://idp.test')).toBe('notHttps')
    expect(ssoEndpointProblem('https://idp.test')).toBeNull()
  })
})

describe('oidcProblems', () => {
  const good = { clientId: 'abc', secret: '', issuer: 'https://login.northwind.test', secretSaved: true }
  it('a complete connection has none', () => expect(oidcProblems(good)).toEqual([]))
  it('lists every problem in form order', () =>
    expect(oidcProblems({ clientId: ' ', secret: '', issuer: 'http://x.test', secretSaved: false })).toEqual(['clientIdMissing', 'secretMissing', 'issuerNotHttps']))
  it('no issuer → issuerMissing', () => expect(oidcProblems({ ...good, issuer: '' })).toEqual(['issuerMissing']))
  it('the secret is sent only when typed', () => {
    expect(oidcChanges(good)).toEqual({ oidcClientId: 'abc', oidcIssuer: 'https://login.northwind.test' })
    expect(oidcChanges({ ...good, secret: 's3cret' })).toMatchObject({ oidcSecret: 's3cret' })
  })
})
