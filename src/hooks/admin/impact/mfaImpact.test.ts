import { describe, expect, it } from 'vitest'
import { mfaEnforcementImpact, tightensMfa } from './mfaImpact'

const people = [
  { name: 'Ada Lovelace', email: 'ada@acme.test' },
  { name: '', email: 'alan@acme.test' },
  { name: 'Grace Hopper', email: 'grace@acme.test' },
  { name: 'Edsger Dijkstra', email: 'edsger@acme.test' },
]

describe('tightensMfa', () => {
  it.each([
    ['DontForce', 'Force', true],
    ['DontForce', 'ForceExceptSAML', true],
    ['ForceExceptSAML', 'Force', true],
    ['Force', 'ForceExceptSAML', false],
    ['Force', 'DontForce', false],
    ['ForceExceptSAML', 'DontForce', false],
    ['Force', 'Force', false],
    ['DontForce', 'DontForce', false],
  ] as const)('%s → %s: %s', (before, after, expected) => {
    expect(tightensMfa(before, after)).toBe(expected)
  })
})

describe('mfaEnforcementImpact', () => {
  it('names the first three people without MFA and counts them all', () => {
    expect(mfaEnforcementImpact('DontForce', 'Force', { people, total: 214 })).toEqual({
      kind: 'asked',
      total: 214,
      named: ['Ada Lovelace', 'alan@acme.test', 'Grace Hopper'],
      exceptSso: false,
    })
  })

  it('says SSO sign-ins are not asked when MFA is required except for SSO', () => {
    expect(mfaEnforcementImpact('DontForce', 'ForceExceptSAML', { people: people.slice(0, 1), total: 1 })).toMatchObject({ total: 1, named: ['Ada Lovelace'], exceptSso: true })
  })

  it('is empty when everyone has enrolled', () => {
    expect(mfaEnforcementImpact('DontForce', 'Force', { people: [], total: 0 })).toEqual({ kind: 'asked', total: 0, named: [], exceptSso: false })
  })

  it('asks nobody more when MFA is loosened or unchanged', () => {
    expect(mfaEnforcementImpact('Force', 'DontForce', { people, total: 4 })).toEqual({ kind: 'unchanged' })
    expect(mfaEnforcementImpact('Force', 'Force', { people, total: 4 })).toEqual({ kind: 'unchanged' })
  })

  it('never counts fewer than the people it names (a total the page contradicts)', () => {
    expect(mfaEnforcementImpact('DontForce', 'Force', { people, total: 2 })).toMatchObject({ total: 4 })
  })
})
