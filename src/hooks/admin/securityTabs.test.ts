import { describe, expect, it } from 'vitest'
import { SECURITY_TABS, securityTabOf, securityTabPath, securityTabs, type ConfigurableSecurityTab } from './securityTabs'

const all = securityTabs(() => 'edit')

describe('securityTabs', () => {
  it('every tab by default, the center first', () => {
    expect(all).toEqual(['center', 'sessionManagement', 'generalSettings', 'ipRestrictions', 'domainRestrictions'])
  })
  it('a tab the host hides is left out; the center never is', () => {
    const hidden = new Set<ConfigurableSecurityTab>(['generalSettings', 'domainRestrictions'])
    expect(securityTabs((tab) => (hidden.has(tab) ? 'hidden' : 'edit'))).toEqual(['center', 'sessionManagement', 'ipRestrictions'])
  })
})

describe('securityTabOf', () => {
  it.each([
    ['/center', 'center'],
    ['/sessions', 'sessionManagement'],
    ['/general', 'generalSettings'],
    ['/ip-restrictions', 'ipRestrictions'],
    ['/email-domains', 'domainRestrictions'],
    ['/sessions/', 'sessionManagement'],
    ['/ip-restrictions/anything-below', 'ipRestrictions'],
  ] as const)('%s opens %s', (subPath, tab) => {
    expect(securityTabOf(subPath, all)).toBe(tab)
  })
  it('no sub path opens the first tab', () => {
    expect(securityTabOf('', all)).toBe('center')
  })
  it('an unknown path, an id instead of a path, or a hidden tab opens the first tab', () => {
    expect(securityTabOf('/nope', all)).toBe('center')
    expect(securityTabOf('/ipRestrictions', all)).toBe('center')
    expect(securityTabOf('/email-domains', ['center', 'sessionManagement'])).toBe('center')
  })
})

describe('securityTabPath', () => {
  it('is kebab-case below the section, and securityTabOf reads it back', () => {
    expect(SECURITY_TABS.map(securityTabPath)).toEqual(['/center', '/sessions', '/general', '/ip-restrictions', '/email-domains'])
    for (const tab of SECURITY_TABS) expect(securityTabOf(securityTabPath(tab), all)).toBe(tab)
  })
})
