import { describe, expect, expectTypeOf, it } from 'vitest'
import { appearanceOf, isFieldId, PAGE_FIELDS, type AppearanceOverrides, type FieldAppearance, type FieldId, type TabAppearance } from './appearance'

describe('PAGE_FIELDS: the configurable fields of spec/admin.md §2', () => {
  it.each<[keyof typeof PAGE_FIELDS, 'fields' | 'tabs', string[]]>([
    ['profile', 'fields', ['name', 'phoneNumber', 'address', 'jobTitle']],
    ['privacy', 'fields', ['loginSessions', 'mfa']],
    ['inviteUser', 'fields', ['name', 'phoneNumber']],
    ['account', 'fields', ['companyName', 'address', 'website', 'timezone', 'currency']],
    ['subscriptions', 'fields', ['invoices']],
    ['security', 'tabs', ['sessionManagement', 'generalSettings', 'ipRestrictions', 'domainRestrictions']],
    ['sessionManagement', 'fields', ['idleSessionTimeout', 'forceReLogin', 'maximumConcurrentSessions']],
    ['generalSettings', 'fields', ['mfa', 'userLockout', 'passwordHistory']],
    ['accountDetails', 'tabs', ['settings', 'customLogin']],
  ])('%s has %s %j', (page, kind, names) => {
    expect(PAGE_FIELDS[page]).toEqual({ kind, names })
  })

  it('nothing else', () => {
    expect(Object.keys(PAGE_FIELDS)).toHaveLength(9)
  })
})

describe('isFieldId', () => {
  it.each<[string, boolean]>([
    ['profile.name', true],
    ['inviteUser.phoneNumber', true],
    ['security.ipRestrictions', true],
    ['accountDetails.customLogin', true],
    ['profile.website', false],
    ['profile', false],
    ['profile.name.first', false],
    ['Profile.name', false],
    ['constructor.name', false],
    ['', false],
  ])('%s → %s', (id, expected) => {
    expect(isFieldId(id)).toBe(expected)
  })
})

describe('appearanceOf(field, overrides)', () => {
  const overrides: AppearanceOverrides = {
    profile: { phoneNumber: 'hidden', jobTitle: 'viewOnly', address: 'edit' },
    inviteUser: { phoneNumber: 'hidden' },
    account: { currency: 'viewOnly' },
    security: { ipRestrictions: 'hidden', sessionManagement: 'edit' },
    accountDetails: { customLogin: 'hidden' },
  }

  it.each<[FieldId, string]>([
    ['profile.name', 'edit'],
    ['profile.phoneNumber', 'hidden'],
    ['profile.jobTitle', 'viewOnly'],
    ['profile.address', 'edit'],
    ['inviteUser.phoneNumber', 'hidden'],
    ['inviteUser.name', 'edit'],
    ['account.currency', 'viewOnly'],
    ['account.address', 'edit'],
    ['security.ipRestrictions', 'hidden'],
    ['security.domainRestrictions', 'edit'],
    ['accountDetails.customLogin', 'hidden'],
    ['accountDetails.settings', 'edit'],
    ['subscriptions.invoices', 'edit'],
  ])('%s → %s', (field, expected) => {
    expect(appearanceOf(field, overrides)).toBe(expected)
  })

  it('everything is edit without overrides', () => {
    expect(appearanceOf('privacy.mfa')).toBe('edit')
    expect(appearanceOf('security.generalSettings', {})).toBe('edit')
  })

  it('the same field name on two pages is configured per page', () => {
    expect(appearanceOf('profile.phoneNumber', overrides)).toBe('hidden')
    expect(appearanceOf('privacy.mfa', { generalSettings: { mfa: 'hidden' } })).toBe('edit')
    expect(appearanceOf('generalSettings.mfa', { generalSettings: { mfa: 'hidden' } })).toBe('hidden')
  })

  it('fields inside a hidden security tab are hidden', () => {
    const hiddenTabs: AppearanceOverrides = { security: { sessionManagement: 'hidden', generalSettings: 'hidden' }, sessionManagement: { forceReLogin: 'viewOnly' } }
    expect(appearanceOf('sessionManagement.forceReLogin', hiddenTabs)).toBe('hidden')
    expect(appearanceOf('sessionManagement.idleSessionTimeout', hiddenTabs)).toBe('hidden')
    expect(appearanceOf('generalSettings.userLockout', hiddenTabs)).toBe('hidden')
    expect(appearanceOf('sessionManagement.forceReLogin', { sessionManagement: { forceReLogin: 'viewOnly' } })).toBe('viewOnly')
  })

  it('a tab cannot be view-only: such an override is ignored', () => {
    expect(appearanceOf('security.ipRestrictions', { security: { ipRestrictions: 'viewOnly' } } as never)).toBe('edit')
  })

  it('unknown values, unknown fields and malformed overrides fall back to edit', () => {
    expect(appearanceOf('profile.name', { profile: { name: 'readonly' } } as never)).toBe('edit')
    expect(appearanceOf('profile.name', { profile: { name: 'Hidden' } } as never)).toBe('edit')
    expect(appearanceOf('profile.name', { profile: 'hidden' } as never)).toBe('edit')
    expect(appearanceOf('profile.name', null as never)).toBe('edit')
    expect(appearanceOf('profile.website' as FieldId, { profile: { website: 'hidden' } } as never)).toBe('edit')
  })

  it('types: fields take three appearances, tabs two', () => {
    expectTypeOf(appearanceOf('profile.name')).toEqualTypeOf<FieldAppearance>()
    expectTypeOf(appearanceOf('security.ipRestrictions')).toEqualTypeOf<TabAppearance>()
  })
})
