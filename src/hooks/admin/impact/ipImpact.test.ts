import { describe, expect, it } from 'vitest'
import type { IpRules } from '../../../api/ipRules'
import { SIGN_IN_WINDOW_MS, ipRulesImpact, keepsNobodyOut, signInsFromAudits, type RecentSignIn } from './ipImpact'

const NOW = Date.parse('2026-12-02T12:00:00Z')
const HOUR = 3_600_000
const entry = (ip: string, strategy: 'ALLOW' | 'BLOCK' = 'ALLOW', isActive = true) => ({ ip, strategy, isActive, description: '' })
const open: IpRules = { config: { isActive: false, strategy: 'ALLOW' }, entries: [] }
const allowOffice: IpRules = { config: { isActive: true, strategy: 'ALLOW' }, entries: [entry('203.0.113.0/24')] }

const signIns: RecentSignIn[] = [
  { name: 'Ada Lovelace', email: 'ada@acme.test', ip: '203.0.113.10', at: NOW - 1 * HOUR },
  { name: 'Ada Lovelace', email: 'ada@acme.test', ip: '198.51.100.7', at: NOW - 5 * HOUR },
  { name: 'Alan Turing', email: 'Alan@acme.test', ip: '198.51.100.7', at: NOW - 2 * HOUR },
  { name: 'Alan Turing', email: 'alan@acme.test', ip: '192.0.2.55', at: NOW - 30 * HOUR },
  { name: 'Grace Hopper', email: 'grace@acme.test', ip: '203.0.113.99', at: NOW - 3 * HOUR },
  // Older than the window: not counted.
  { name: 'Edsger Dijkstra', email: 'edsger@acme.test', ip: '192.0.2.1', at: NOW - SIGN_IN_WINDOW_MS - HOUR },
]

describe('ipRulesImpact', () => {
  it('lists who signed in from addresses an allow list would refuse, most recent first, with the addresses', () => {
    const impact = ipRulesImpact(open, allowOffice, signIns, '203.0.113.4', NOW)
    expect(impact.ownAddress).toBeNull()
    expect(impact.people).toEqual([
      { name: 'Alan Turing', email: 'Alan@acme.test', addresses: ['192.0.2.55', '198.51.100.7'], lastAt: NOW - 2 * HOUR },
      { name: 'Ada Lovelace', email: 'ada@acme.test', addresses: ['198.51.100.7'], lastAt: NOW - 5 * HOUR },
    ])
    expect(impact.addresses).toBe(2)
  })

  it("puts the admin's own address first when the change locks it out", () => {
    const impact = ipRulesImpact(open, allowOffice, signIns, '198.51.100.7', NOW)
    expect(impact.ownAddress).toBe('198.51.100.7')
    expect(keepsNobodyOut(impact)).toBe(false)
  })

  it('counts only what the change refuses: an address already blocked stays out of it', () => {
    const blockOne: IpRules = { config: { isActive: true, strategy: 'BLOCK' }, entries: [entry('198.51.100.7', 'BLOCK')] }
    const blockTwo: IpRules = { ...blockOne, entries: [...blockOne.entries, entry('192.0.2.0/24', 'BLOCK')] }
    const impact = ipRulesImpact(blockOne, blockTwo, signIns, null, NOW)
    expect(impact.people.map((person) => [person.name, person.addresses])).toEqual([['Alan Turing', ['192.0.2.55']]])
    expect(impact.addresses).toBe(1)
  })

  it('switching from a block list to an allow list refuses every address the allow list does not name', () => {
    const blocking: IpRules = { config: { isActive: true, strategy: 'BLOCK' }, entries: [entry('203.0.113.0/24', 'ALLOW'), entry('192.0.2.0/24', 'BLOCK')] }
    const allowing: IpRules = { ...blocking, config: { isActive: true, strategy: 'ALLOW' } }
    expect(ipRulesImpact(blocking, allowing, signIns, null, NOW).people.map((person) => person.name)).toEqual(['Alan Turing', 'Ada Lovelace'])
  })

  it('an inactive entry keeps nobody out; nothing changes, nobody is affected', () => {
    const inactive: IpRules = { config: { isActive: true, strategy: 'BLOCK' }, entries: [entry('198.51.100.7', 'BLOCK', false)] }
    expect(keepsNobodyOut(ipRulesImpact(open, inactive, signIns, '198.51.100.7', NOW))).toBe(true)
    expect(keepsNobodyOut(ipRulesImpact(allowOffice, allowOffice, signIns, '203.0.113.4', NOW))).toBe(true)
  })

  it('turning the restrictions off lets everyone in', () => {
    expect(keepsNobodyOut(ipRulesImpact(allowOffice, { ...allowOffice, config: { ...allowOffice.config, isActive: false } }, signIns, '198.51.100.7', NOW))).toBe(true)
  })

  it('IPv6 ranges match IPv6 sign-ins only', () => {
    const v6 = [{ name: 'Ada Lovelace', email: 'ada@acme.test', ip: '2001:db8::1', at: NOW - HOUR }]
    const block: IpRules = { config: { isActive: true, strategy: 'BLOCK' }, entries: [entry('2001:db8::/32', 'BLOCK')] }
    expect(ipRulesImpact(open, block, v6, null, NOW).addresses).toBe(1)
    expect(ipRulesImpact(open, block, signIns, null, NOW).addresses).toBe(0)
  })
})

describe('signInsFromAudits', () => {
  const row = (over: Record<string, unknown>) => ({ createdAt: '2026-12-02T10:00:00Z', action: 'User logged in', ip: '203.0.113.10', user: 'Ada Lovelace', email: 'ada@acme.test', ...over })
  it('keeps successful sign-ins with a person, an address and a time', () => {
    expect(signInsFromAudits([row({}), row({ action: 'User failed login' }), row({ ip: null }), row({ email: '' }), row({ createdAt: 'yesterday' }), row({ user: null })])).toEqual([
      { name: 'Ada Lovelace', email: 'ada@acme.test', ip: '203.0.113.10', at: Date.parse('2026-12-02T10:00:00Z') },
      { name: 'ada@acme.test', email: 'ada@acme.test', ip: '203.0.113.10', at: Date.parse('2026-12-02T10:00:00Z') },
    ])
  })
})
