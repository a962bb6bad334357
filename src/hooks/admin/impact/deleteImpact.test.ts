import { describe, expect, it } from 'vitest'
import { ssoDeleteImpact, subAccountDeleteImpact, type SsoConnectionDomains, type SubtreeData } from './deleteImpact'

const domain = (name: string, validated = true) => ({ id: `domain-${name}`, domain: name, validated })
const okta: SsoConnectionDomains = { id: 'sso-okta', enabled: true, domains: [domain('okta.acme.test'), domain('acme.io')] }
const people = [
  { name: 'Ada Lovelace', email: 'ada@okta.acme.test', provider: 'saml' },
  { name: 'Grace Hopper', email: 'grace@ACME.IO', provider: 'local' },
  { name: '', email: 'mary@acme.io', provider: 'saml' },
  { name: 'Hedy Lamarr', email: 'hedy@eu.okta.acme.test', provider: 'saml' },
  { name: 'Katherine Johnson', email: 'katherine@acme.test' },
]

describe('ssoDeleteImpact', () => {
  it('an enabled connection: the people at its validated domains fall back, those who joined through SSO counted', () => {
    expect(ssoDeleteImpact(okta, [], people)).toEqual({
      kind: 'fallBack',
      domains: ['acme.io', 'okta.acme.test'],
      covered: [],
      people: ['Ada Lovelace', 'Grace Hopper', 'mary@acme.io'],
      joinedThroughSso: 2,
    })
  })

  it('a subdomain is not its domain: SSO discovery matches the whole domain', () => {
    const impact = ssoDeleteImpact(okta, [], people)
    expect(impact.kind === 'fallBack' && impact.people).not.toContain('Hedy Lamarr')
  })

  it('a disabled connection changes nobody’s sign-in, whoever is at its domains', () => {
    expect(ssoDeleteImpact({ ...okta, enabled: false }, [], people)).toEqual({ kind: 'disabled' })
  })

  it('a domain not validated sends nobody to it', () => {
    expect(ssoDeleteImpact({ ...okta, domains: [domain('okta.acme.test', false)] }, [], people)).toEqual({ kind: 'noDomains', covered: [] })
    expect(ssoDeleteImpact({ ...okta, domains: [] }, [], people)).toEqual({ kind: 'noDomains', covered: [] })
  })

  it('a domain another enabled connection serves keeps its people on SSO', () => {
    const other: SsoConnectionDomains = { id: 'sso-entra', enabled: true, domains: [domain('acme.io')] }
    expect(ssoDeleteImpact(okta, [okta, other], people)).toEqual({ kind: 'fallBack', domains: ['okta.acme.test'], covered: ['acme.io'], people: ['Ada Lovelace'], joinedThroughSso: 1 })
  })

  it('another connection that is off, or has the domain unvalidated, serves nobody', () => {
    const off: SsoConnectionDomains = { id: 'sso-off', enabled: false, domains: [domain('acme.io')] }
    const unvalidated: SsoConnectionDomains = { id: 'sso-new', enabled: true, domains: [domain('acme.io', false)] }
    const impact = ssoDeleteImpact(okta, [off, unvalidated], people)
    expect(impact.kind === 'fallBack' && impact.domains).toEqual(['acme.io', 'okta.acme.test'])
  })

  it('every domain served elsewhere: nobody is sent to it', () => {
    const other: SsoConnectionDomains = { id: 'sso-entra', enabled: true, domains: [domain('OKTA.acme.test'), domain('acme.io')] }
    expect(ssoDeleteImpact(okta, [other], people)).toEqual({ kind: 'noDomains', covered: ['acme.io', 'okta.acme.test'] })
  })

  it('nobody in the account at its domains: nobody is affected', () => {
    expect(ssoDeleteImpact(okta, [], [{ name: 'Katherine Johnson', email: 'katherine@acme.test' }])).toEqual({ kind: 'fallBack', domains: ['acme.io', 'okta.acme.test'], covered: [], people: [], joinedThroughSso: 0 })
  })
})

const account = { tenantId: 'tenant-labs', name: 'Acme Labs', numberOfDescendants: 2 }
const complete = (data: Partial<SubtreeData>): SubtreeData => ({ below: [], belowComplete: true, users: [], usersComplete: true, ...data })
const member = (id: string, name: string, tenantIds: string[]) => ({ id, name, email: `${id}@labs.test`, tenants: tenantIds.map((tenantId) => ({ tenantId })) })

describe('subAccountDeleteImpact', () => {
  const below = [
    { tenantId: 'tenant-labs-a', name: 'Labs A' },
    { tenantId: 'tenant-labs-a1', name: 'Labs A1' },
  ]

  it('the accounts below, nearest first, and each person once, by name', () => {
    const users = [member('zoe', 'Zoe', ['tenant-labs']), member('ada', 'Ada', ['tenant-labs', 'tenant-labs-a']), member('ada', 'Ada', ['tenant-labs', 'tenant-labs-a'])]
    expect(subAccountDeleteImpact(account, complete({ below, users }))).toEqual({ accounts: { total: 2, named: ['Labs A', 'Labs A1'] }, people: ['Ada', 'Zoe'], complete: true, keepOtherAccounts: 0 })
  })

  it('people who are members of an account outside the subtree keep it', () => {
    const users = [member('ada', 'Ada', ['tenant-labs', 'tenant-acme']), member('grace', 'Grace', ['tenant-labs-a1', 'tenant-retail']), member('zoe', 'Zoe', ['tenant-labs-a'])]
    expect(subAccountDeleteImpact(account, complete({ below, users })).keepOtherAccounts).toBe(2)
  })

  it('an account with nobody and nothing below: nothing goes with it', () => {
    expect(subAccountDeleteImpact({ ...account, numberOfDescendants: 0 }, complete({}))).toEqual({ accounts: { total: 0, named: [] }, people: [], complete: true, keepOtherAccounts: 0 })
  })

  it('part of the subtree not read: the hierarchy’s count stands, the counts are “at least”, who keeps what is not told', () => {
    const impact = subAccountDeleteImpact({ ...account, numberOfDescendants: 40 }, { below, belowComplete: false, users: [member('ada', 'Ada', ['tenant-acme'])], usersComplete: true })
    expect(impact.accounts.total).toBe(40)
    expect(impact.complete).toBe(false)
    expect(impact.keepOtherAccounts).toBeNull()
  })

  it('the whole subtree read: what was read stands over an older count', () => {
    expect(subAccountDeleteImpact({ ...account, numberOfDescendants: 5 }, complete({ below })).accounts.total).toBe(2)
  })

  it('users not all read: "at least", but who keeps what is still told for those read', () => {
    const impact = subAccountDeleteImpact(account, complete({ below, users: [member('ada', 'Ada', ['tenant-acme', 'tenant-labs'])], usersComplete: false }))
    expect(impact.complete).toBe(false)
    expect(impact.keepOtherAccounts).toBe(1)
  })

  it('a user whose accounts the answer does not list: who keeps what is not told', () => {
    const impact = subAccountDeleteImpact(account, complete({ users: [{ id: 'ada', name: 'Ada', email: 'ada@labs.test' }] }))
    expect(impact.people).toEqual(['Ada'])
    expect(impact.keepOtherAccounts).toBeNull()
  })

  it('the account itself, when the hierarchy lists it among those read, is not one below it', () => {
    expect(subAccountDeleteImpact(account, complete({ below: [{ tenantId: 'tenant-labs', name: 'Acme Labs' }, ...below] })).accounts.named).toEqual(['Labs A', 'Labs A1'])
  })
})
