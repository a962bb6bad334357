import { describe, expect, it } from 'vitest'
import { NAVIGATION, type NavigationSection, type SectionId } from '../navigation'
import { groupSections, NAVIGATION_GROUPS, portalTable } from './table'

const ids = (sections: readonly NavigationSection[]) => sections.map((section) => section.id)
const pick = (...wanted: SectionId[]) => NAVIGATION.filter((section) => wanted.includes(section.id))

describe('NAVIGATION_GROUPS', () => {
  it('puts every section of the table in exactly one group', () => {
    const grouped = NAVIGATION_GROUPS.flatMap((group) => group.sections)
    expect([...grouped].sort()).toEqual(ids(NAVIGATION).sort())
  })

  it("lists the person's own pages first (spec/admin.md §2 order), then the account's", () => {
    expect(NAVIGATION_GROUPS.map((group) => group.id)).toEqual(['personal', 'workspace'])
    expect(NAVIGATION_GROUPS[0]!.sections).toEqual(['profile', 'privacy', 'personalApiTokens'])
  })
})

describe('groupSections', () => {
  it('splits sections into their groups, keeping the order given', () => {
    const groups = groupSections(pick('profile', 'users', 'privacy', 'audits', 'roles'))
    expect(groups.map((group) => [group.id, ids(group.sections)])).toEqual([
      ['personal', ['profile', 'privacy']],
      ['workspace', ['users', 'audits', 'roles']],
    ])
  })

  it('leaves out a group with no section', () => {
    expect(groupSections(pick('users')).map((group) => group.id)).toEqual(['workspace'])
    expect(groupSections(pick('profile')).map((group) => group.id)).toEqual(['personal'])
  })

  it('no sections → no groups', () => {
    expect(groupSections([])).toEqual([])
  })

  it('a section no group names joins the last group', () => {
    const stray = { ...NAVIGATION[0]!, id: 'reports' as SectionId, path: '/reports' }
    expect(groupSections([stray]).map((group) => [group.id, ids(group.sections)])).toEqual([['workspace', ['reports']]])
  })
})

describe('portalTable', () => {
  it('with no options is the whole table', () => {
    expect(portalTable()).toEqual(NAVIGATION)
  })

  it('keeps only the sections with a screen, in the table order', () => {
    expect(ids(portalTable({ available: ['roles', 'profile', 'users'] }))).toEqual(['profile', 'users', 'roles'])
  })

  it('no screens → no sections', () => {
    expect(portalTable({ available: [] })).toEqual([])
  })

  it("sets the host's entitlement feature per section, leaving the others as they are", () => {
    const table = portalTable({ features: { sso: 'sso-feature', audits: 'audit-logs' } })
    expect(table.find((section) => section.id === 'sso')!.feature).toBe('sso-feature')
    expect(table.find((section) => section.id === 'audits')!.feature).toBe('audit-logs')
    expect(table.filter((section) => section.feature).length).toBe(2)
    expect(NAVIGATION.some((section) => section.feature)).toBe(false)
  })

  it('ignores an empty or non-string feature', () => {
    const table = portalTable({ features: { sso: '', audits: 42 as unknown as string } })
    expect(table.some((section) => section.feature)).toBe(false)
  })

  it('ignores inherited keys of the features map', () => {
    const features = Object.create({ sso: 'inherited' }) as Record<SectionId, string>
    expect(portalTable({ features }).some((section) => section.feature)).toBe(false)
  })
})
