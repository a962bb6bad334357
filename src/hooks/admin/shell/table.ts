import { NAVIGATION, type NavigationSection, type SectionId } from '../navigation'

/**
 * The portal's navigation as the shell lists it: the spec's table, narrowed to the sections the
 * portal has screens for, with the host's entitlement features, in groups.
 */

export type NavigationGroupId = 'personal' | 'workspace'

/**
 * spec/admin.md §2 gives the sections in one list, the signed-in person's own pages first
 * (profile, privacy, personal API tokens), then the account's. The spec names no groups: the shell
 * lists the first three as 'personal' and the rest as 'workspace'.
 */
export const NAVIGATION_GROUPS: readonly { readonly id: NavigationGroupId; readonly sections: readonly SectionId[] }[] = [
  { id: 'personal', sections: ['profile', 'privacy', 'personalApiTokens'] },
  {
    id: 'workspace',
    sections: ['account', 'users', 'applications', 'groups', 'roles', 'security', 'sso', 'provisioning', 'audits', 'webhooks', 'apiTokens', 'subscriptions', 'usage', 'reports', 'allAccounts'],
  },
]

export interface NavigationGroup {
  readonly id: NavigationGroupId
  /** The group's sections in the order given (the table's); never empty. */
  readonly sections: readonly NavigationSection[]
}

/** The sections in their groups, order kept; empty groups are left out; a section no group names joins the last group. */
export function groupSections(sections: readonly NavigationSection[]): NavigationGroup[] {
  const last = NAVIGATION_GROUPS[NAVIGATION_GROUPS.length - 1]!.id
  const groupOf = (id: SectionId) => NAVIGATION_GROUPS.find((group) => group.sections.includes(id))?.id ?? last
  return NAVIGATION_GROUPS.map((group) => ({ id: group.id, sections: sections.filter((section) => groupOf(section.id) === group.id) })).filter(
    (group) => group.sections.length > 0,
  )
}

export interface PortalTableOptions {
  /** The sections the portal has screens for; absent means all of the table. */
  readonly available?: readonly SectionId[]
  /**
   * The entitlement feature each section needs, when entitlements are on (the spec ties no
   * section to a feature: the host does). Overrides the table's own `feature`.
   */
  readonly features?: Readonly<Partial<Record<SectionId, string>>>
}

/** The table the shell works from: `table` less the sections without a screen, with the host's features. */
export function portalTable(options: PortalTableOptions = {}, table: readonly NavigationSection[] = NAVIGATION): NavigationSection[] {
  const { available, features } = options
  return table
    .filter((section) => !available || available.includes(section.id))
    .map((section) => {
      const feature = features && Object.prototype.hasOwnProperty.call(features, section.id) ? features[section.id] : undefined
      return typeof feature === 'string' && feature !== '' ? { ...section, feature } : section
    })
}
