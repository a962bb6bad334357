import { describe, expect, it } from 'vitest'
import { ipMatches, isIpAllowed, isIpOnAllowList, locksOut, parseIpEntry, splitIpList, type IpRules } from './ipRules'

describe('parseIpEntry', () => {
  it.each([
    ['203.0.113.7', 4, 32],
    [' 10.0.0.0/8 ', 4, 8],
    ['0.0.0.0/0', 4, 0],
    ['2001:db8::1', 6, 128],
    ['2001:db8::/32', 6, 32],
    ['::ffff:192.0.2.1', 6, 128],
  ])('%s is an IPv%i entry with prefix %i', (text, version, prefix) => {
    expect(parseIpEntry(text)).toMatchObject({ version, prefix })
  })
  it.each(['', '256.1.1.1', '1.2.3', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1', '2001:db8::/129', 'example.com', '1.2.3.4 5.6.7.8', '01.2.3.4', 'fe80::1%eth0'])('%j is refused', (text) => {
    expect(parseIpEntry(text)).toBeNull()
  })
})

describe('splitIpList', () => {
  it('splits on commas, spaces and lines, keeps each entry once, lists what is not an address', () => {
    expect(splitIpList('10.0.0.1, 10.0.0.2\n10.0.0.1;nope 192.168.0.0/16\n\n999.1.1.1')).toEqual({ valid: ['10.0.0.1', '10.0.0.2', '192.168.0.0/16'], invalid: ['nope', '999.1.1.1'] })
  })
  it('nothing typed is nothing', () => {
    expect(splitIpList('  \n ')).toEqual({ valid: [], invalid: [] })
  })
})

describe('ipMatches', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7', true],
    ['203.0.113.7', '203.0.113.8', false],
    ['203.0.113.7', '203.0.113.0/24', true],
    ['203.0.114.7', '203.0.113.0/24', false],
    ['8.8.8.8', '0.0.0.0/0', true],
    ['2001:db8::5', '2001:db8::/32', true],
    ['2001:db9::5', '2001:db8::/32', false],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1', true],
    ['203.0.113.7', '::/0', false],
    ['203.0.113.0/24', '203.0.113.0/24', false],
  ])('%s in %s: %s', (ip, entry, expected) => {
    expect(ipMatches(ip, entry)).toBe(expected)
  })
})

const allow = (ip: string, isActive = true) => ({ ip, isActive, strategy: 'ALLOW' as const })
const block = (ip: string, isActive = true) => ({ ip, isActive, strategy: 'BLOCK' as const })
const rules = (isActive: boolean, strategy: 'ALLOW' | 'BLOCK', entries: IpRules['entries']): IpRules => ({ config: { isActive, strategy }, entries })

describe('isIpAllowed', () => {
  it('lets everyone in while restrictions are off', () => {
    expect(isIpAllowed('1.1.1.1', rules(false, 'ALLOW', []))).toBe(true)
  })
  it('an allow list lets in only what an active allow entry covers', () => {
    const list = rules(true, 'ALLOW', [allow('10.0.0.0/8'), allow('1.1.1.1', false), block('10.1.1.1')])
    expect(isIpAllowed('10.1.1.1', list)).toBe(true)
    expect(isIpAllowed('1.1.1.1', list)).toBe(false)
  })
  it('a block list keeps out what an active block entry covers, and only that', () => {
    const list = rules(true, 'BLOCK', [block('10.0.0.0/8'), block('1.1.1.1', false), allow('2.2.2.2')])
    expect(isIpAllowed('10.9.9.9', list)).toBe(false)
    expect(isIpAllowed('1.1.1.1', list)).toBe(true)
  })
})

describe('isIpOnAllowList', () => {
  it('only active allow entries count, whatever the config', () => {
    expect(isIpOnAllowList('1.1.1.1', [allow('1.1.1.1', false), block('1.1.1.1')])).toBe(false)
    expect(isIpOnAllowList('1.1.1.1', [allow('1.1.1.0/24')])).toBe(true)
  })
})

describe('locksOut', () => {
  const off = rules(false, 'ALLOW', [allow('10.0.0.1')])
  it('activating an allow list without the admin address locks them out', () => {
    expect(locksOut('203.0.113.7', off, { ...off, config: { isActive: true, strategy: 'ALLOW' } })).toBe(true)
  })
  it('activating an allow list that has the admin address does not', () => {
    const mine = rules(false, 'ALLOW', [allow('203.0.113.0/24')])
    expect(locksOut('203.0.113.7', mine, { ...mine, config: { isActive: true, strategy: 'ALLOW' } })).toBe(false)
  })
  it('blocking the admin address locks them out', () => {
    const blocking = rules(true, 'BLOCK', [])
    expect(locksOut('203.0.113.7', blocking, { ...blocking, entries: [block('203.0.113.7')] })).toBe(true)
  })
  it('a change that keeps them out already, or an unknown address, warns of nothing new', () => {
    const out = rules(true, 'ALLOW', [])
    expect(locksOut('203.0.113.7', out, out)).toBe(false)
    expect(locksOut(null, off, { ...off, config: { isActive: true, strategy: 'ALLOW' } })).toBe(false)
  })
})
