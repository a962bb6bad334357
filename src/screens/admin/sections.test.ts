import { describe, expect, it } from 'vitest'
import { lazy } from 'react'
import { NAVIGATION } from '../../hooks'
import { DEFAULT_SECTIONS, SECTION_CATALOGUES, registeredSections, sectionCatalogues, sectionComponent, type AdminSectionComponent } from './sections'

const Screen: AdminSectionComponent = () => null
const loader = () => Promise.resolve({ default: Screen })

describe('DEFAULT_SECTIONS', () => {
  it('ships the team screens, each a loader of its own chunk (the stories render them)', () => {
    expect(registeredSections(DEFAULT_SECTIONS)).toEqual(expect.arrayContaining(['users', 'roles', 'groups']))
    for (const id of registeredSections(DEFAULT_SECTIONS)) expect(typeof DEFAULT_SECTIONS[id], id).toBe('function')
  })

  it("has a screen for every row of the spec's navigation table but usage, which the identity API has no call for", () => {
    expect(NAVIGATION.map((section) => section.id).filter((id) => !DEFAULT_SECTIONS[id])).toEqual(['usage'])
  })
})

describe('registeredSections', () => {
  it('lists the sections with an entry, leaving out undefined ones', () => {
    expect(registeredSections({ users: loader, roles: undefined, audits: loader })).toEqual(['users', 'audits'])
  })
})

describe('sectionComponent', () => {
  it('wraps a loader in one lazy component, the same on every render', () => {
    const first = sectionComponent(loader)
    expect(sectionComponent(loader)).toBe(first)
    expect((first as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'))
  })

  it('a retry (a higher attempt) makes a fresh lazy component, then keeps it', () => {
    const failedOnce = () => Promise.resolve({ default: Screen })
    const first = sectionComponent(failedOnce, 0)
    const retried = sectionComponent(failedOnce, 1)
    expect(retried).not.toBe(first)
    expect(sectionComponent(failedOnce, 1)).toBe(retried)
  })

  it('passes a lazy component through as it is', () => {
    const Lazy = lazy(loader)
    expect(sectionComponent(Lazy)).toBe(Lazy)
    expect(sectionComponent(Lazy, 3)).toBe(Lazy)
  })
})

describe('sectionCatalogues: what a section’s first screen reads, loaded beside its code', () => {
  it('the kit’s own section: its catalogues', () => {
    expect(sectionCatalogues('users', DEFAULT_SECTIONS.users)).toEqual(['usersMessages'])
    expect(sectionCatalogues('provisioning', DEFAULT_SECTIONS.provisioning)).toEqual(['ssoMessages'])
  })

  it('a screen the host put in its place, or a section of its own: nothing to guess', () => {
    expect(sectionCatalogues('users', loader)).toEqual([])
    expect(sectionCatalogues('usage', loader)).toEqual([])
    expect(sectionCatalogues('users', undefined)).toEqual([])
  })

  it('every section the kit ships is listed', () => {
    expect(Object.keys(SECTION_CATALOGUES).sort()).toEqual(Object.keys(DEFAULT_SECTIONS).sort())
  })
})
