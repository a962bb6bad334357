import { describe, expect, it } from 'vitest'
import { domainRefused, domainRulesImpact, emailDomain, type DomainRules } from './domainImpact'

const off: DomainRules = { config: { active: false, blockPublicDomains: false, listType: 'ALLOW' }, entries: [] }
const allowAcme: DomainRules = { config: { active: true, blockPublicDomains: false, listType: 'ALLOW' }, entries: [{ domain: 'acme.test', type: 'ALLOW' }, { domain: 'mail.test', type: 'BLOCK' }] }
const people = [
  { name: 'Ada Lovelace', email: 'ada@acme.test' },
  { name: 'Margaret Hamilton', email: 'margaret@sso.acme.test' },
  { name: 'Hedy Lamarr', email: 'hedy@mail.test' },
  { name: '', email: 'mary@langley.test' },
  { name: 'Katherine Johnson', email: 'katherine@langley.test' },
]

describe('emailDomain', () => {
  it.each([
    ['ada@acme.test', 'acme.test'],
    ['Ada@ACME.Test.', 'acme.test'],
    ['"odd@name"@acme.test', 'acme.test'],
    ['no-at-sign', null],
    ['trailing@', null],
  ])('%s → %s', (email, domain) => {
    expect(emailDomain(email)).toBe(domain)
  })
})

describe('domainRefused', () => {
  it('an allow list refuses what it does not cover; its subdomains are covered', () => {
    expect(domainRefused('acme.test', allowAcme)).toBe(false)
    expect(domainRefused('sso.acme.test', allowAcme)).toBe(false)
    expect(domainRefused('notacme.test', allowAcme)).toBe(true)
    // A block entry does not count on an allow list.
    expect(domainRefused('mail.test', allowAcme)).toBe(true)
  })
  it('a block list refuses what it covers; off refuses nothing', () => {
    const blocking: DomainRules = { ...allowAcme, config: { ...allowAcme.config, listType: 'BLOCK' } }
    expect(domainRefused('mail.test', blocking)).toBe(true)
    expect(domainRefused('acme.test', blocking)).toBe(false)
    expect(domainRefused('mail.test', off)).toBe(false)
  })
})

describe('domainRulesImpact', () => {
  it('turning an allow list on refuses everyone outside it, by domain, most people first', () => {
    expect(domainRulesImpact(off, allowAcme, people)).toEqual({
      people: ['Hedy Lamarr', 'Katherine Johnson', 'mary@langley.test'],
      domains: [{ domain: 'langley.test', count: 2 }, { domain: 'mail.test', count: 1 }],
      publicProvidersNewlyBlocked: false,
    })
  })

  it('adding a domain to the allow list refuses nobody more; removing it refuses its people', () => {
    const withLangley: DomainRules = { ...allowAcme, entries: [...allowAcme.entries, { domain: 'langley.test', type: 'ALLOW' }] }
    expect(domainRulesImpact(allowAcme, withLangley, people).people).toEqual([])
    expect(domainRulesImpact(withLangley, allowAcme, people).people).toEqual(['Katherine Johnson', 'mary@langley.test'])
  })

  it('blocking a domain refuses its people only', () => {
    const blockNone: DomainRules = { config: { active: true, blockPublicDomains: false, listType: 'BLOCK' }, entries: [] }
    const blockMail: DomainRules = { ...blockNone, entries: [{ domain: 'mail.test', type: 'BLOCK' }] }
    expect(domainRulesImpact(blockNone, blockMail, people)).toMatchObject({ people: ['Hedy Lamarr'], domains: [{ domain: 'mail.test', count: 1 }] })
  })

  it('says when public email providers become blocked, without guessing which domains they are', () => {
    const publicBlocked: DomainRules = { config: { active: true, blockPublicDomains: true, listType: 'BLOCK' }, entries: [] }
    expect(domainRulesImpact(off, publicBlocked, people)).toEqual({ people: [], domains: [], publicProvidersNewlyBlocked: true })
    expect(domainRulesImpact(publicBlocked, publicBlocked, people).publicProvidersNewlyBlocked).toBe(false)
  })
})
