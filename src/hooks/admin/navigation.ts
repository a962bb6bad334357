import { isEntitled, type EntitlementContext, type Entitlements } from './entitlements'
import { hasAnyPermission, type PermissionHolder } from './permissions'

/**
 * The portal's navigation (spec/admin.md §2) as data, and which sections a user sees.
 *
 * Visibility is the host's navigation metadata, with the spec's table as its default:
 * - 'always': shown to every signed-in user whatever they hold; the section's permission is what
 *   its content needs, for the screen to gate (the table keeps "always visible" apart from "visible
 *   by permission", so "always" cannot also mean "by permission");
 * - 'byPermissions': shown to a super user or a holder of one of the section's permissions;
 * - 'hidden': never shown, to anyone, super users included (it is configuration, not authorisation).
 * A feature-flag gate applies on top of any visibility: with the flag not on, the section does not
 * exist. "hidden by default" (usage) and "hidden" both default to 'hidden'.
 */

export type SectionId =
  | 'profile'
  | 'privacy'
  | 'personalApiTokens'
  | 'account'
  | 'users'
  | 'groups'
  | 'security'
  | 'sso'
  | 'audits'
  | 'webhooks'
  | 'apiTokens'
  | 'roles'
  | 'subscriptions'
  | 'allAccounts'
  | 'usage'
  | 'provisioning'
  | 'applications'
  | 'reports'

export const VISIBILITIES = ['always', 'byPermissions', 'hidden'] as const
export type Visibility = (typeof VISIBILITIES)[number]

export interface NavigationSection {
  readonly id: SectionId
  /** Default English label; screens may show their own by id. */
  readonly label: string
  /** Route inside the portal, also its deep link (`{portal}/users`). */
  readonly path: string
  /** Default visibility (spec/admin.md §2 table). */
  readonly visibility: Visibility
  /** Holding any one of these lets a 'byPermissions' section show; none means nobody is kept out. */
  readonly permissions: readonly string[]
  /** A feature flag that must be on for the section to exist. */
  readonly featureFlag?: string
  /** An entitlement feature the section needs, when entitlements are enabled. The spec names none. */
  readonly feature?: string
}

/** The hosted portal's route (spec/admin.md §2 "Other routes"); deep links may carry it. */
export const PORTAL_PATH = '/oauth/portal'

/**
 * Sections the spec describes (§3 Application, §4 applications, §5 and §7 reports) but its
 * navigation table leaves out. Neither shows in a portal that does not ask for it: applications
 * only with the `multi-apps-admin-portal` flag on (§6), reports only when the host's navigation
 * metadata makes it visible. The spec names no permission for them: applications are the users'
 * (fe.secure.read.users), reports have the kit's own keys, fe.reports.read.reports and fe.reports.write.reports.
 */
const KIT_SECTIONS: readonly NavigationSection[] = [
  { id: 'applications', label: 'Applications', path: '/applications', visibility: 'byPermissions', permissions: ['fe.secure.read.users'], featureFlag: 'multi-apps-admin-portal' },
  { id: 'reports', label: 'Reports', path: '/reports', visibility: 'hidden', permissions: ['fe.reports.read.reports'] },
]

/**
 * spec/admin.md §2, in the order of its list of portal sections, then the kit's own two. The spec gives no paths or
 * labels: paths are the ids in kebab case. The list says "subscription", the table
 * "subscriptions": the id follows the table.
 */
export const NAVIGATION: readonly NavigationSection[] = [
  { id: 'profile', label: 'Profile', path: '/profile', visibility: 'always', permissions: [] },
  { id: 'privacy', label: 'Privacy', path: '/privacy', visibility: 'always', permissions: ['fe.secure.read.securityPolicy'] },
  { id: 'personalApiTokens', label: 'Personal API tokens', path: '/personal-api-tokens', visibility: 'hidden', permissions: ['fe.secure.read.userApiTokens'] },
  { id: 'account', label: 'Account settings', path: '/account', visibility: 'always', permissions: ['fe.secure.read.accountSettings'] },
  { id: 'users', label: 'Users', path: '/users', visibility: 'always', permissions: ['fe.secure.read.users'] },
  { id: 'groups', label: 'Groups', path: '/groups', visibility: 'hidden', permissions: ['fe.secure.read.groups'] },
  { id: 'security', label: 'Security', path: '/security', visibility: 'always', permissions: ['fe.secure.read.securityPolicy'] },
  { id: 'sso', label: 'SSO', path: '/sso', visibility: 'hidden', permissions: ['fe.secure.read.samlConfiguration'] },
  { id: 'audits', label: 'Audit logs', path: '/audits', visibility: 'always', permissions: ['fe.secure.read.audits'] },
  { id: 'webhooks', label: 'Webhooks', path: '/webhooks', visibility: 'hidden', permissions: ['fe.connectivity.read.webhooks'] },
  { id: 'apiTokens', label: 'API tokens', path: '/api-tokens', visibility: 'hidden', permissions: ['fe.secure.read.tenantApiTokens'] },
  { id: 'roles', label: 'Roles', path: '/roles', visibility: 'hidden', permissions: ['fe.secure.read.roles'] },
  { id: 'subscriptions', label: 'Subscriptions', path: '/subscriptions', visibility: 'hidden', permissions: ['fe.subscriptions.*'] },
  { id: 'allAccounts', label: 'All accounts', path: '/all-accounts', visibility: 'byPermissions', permissions: ['fe.account-hierarchy.read.subAccount'] },
  { id: 'usage', label: 'Usage', path: '/usage', visibility: 'hidden', permissions: ['fe.usage.read'], featureFlag: 'fe-usage-page' },
  { id: 'provisioning', label: 'Provisioning', path: '/provisioning', visibility: 'hidden', permissions: ['fe.secure.read.provisioningConfiguration'] },
  ...KIT_SECTIONS,
]

export interface NavigationContext {
  /** The signed-in user; with none, no section shows. */
  readonly user: PermissionHolder | null | undefined
  /** Feature flags by name; a flag counts as on only when exactly true. */
  readonly flags?: Readonly<Record<string, boolean>>
  /** The host's navigation metadata: visibility per section, replacing the default. Unknown values are ignored. */
  readonly visibility?: Readonly<Partial<Record<SectionId, Visibility>>>
  /**
   * Entitlements, for sections that name a feature. When absent or not enabled, sections are not
   * gated by features (entitlements are the host's opt-in).
   */
  readonly entitlements?: EntitlementContext & { readonly data: Entitlements | null | undefined }
}

function visibilityOf(section: NavigationSection, overrides: NavigationContext['visibility']): Visibility {
  const override = overrides && Object.prototype.hasOwnProperty.call(overrides, section.id) ? overrides[section.id] : undefined
  return (VISIBILITIES as readonly unknown[]).includes(override) ? (override as Visibility) : section.visibility
}

/** Whether one section shows for this user, flags, metadata and entitlements. */
export function isSectionVisible(section: NavigationSection, context: NavigationContext): boolean {
  if (!context.user) return false
  const visibility = visibilityOf(section, context.visibility)
  if (visibility === 'hidden') return false
  if (section.featureFlag && context.flags?.[section.featureFlag] !== true) return false
  const entitlements = context.entitlements
  if (section.feature && entitlements?.enabled === true && !isEntitled(entitlements.data, { featureKey: section.feature }, entitlements).isEntitled) return false
  if (visibility === 'always') return true
  return hasAnyPermission(context.user, { permissions: section.permissions })
}

/** The sections a user may see, in the table's order. */
export function visibleSections(table: readonly NavigationSection[], context: NavigationContext): NavigationSection[] {
  return table.filter((section) => isSectionVisible(section, context))
}

/**
 * The section a deep link opens, among the sections given (pass visibleSections' answer, so a
 * hidden section is unreachable): its path or a path below it (`/users/123`), with or without the
 * portal prefix, query and hash ignored, dot segments resolved. Case-sensitive. Null when none.
 */
export function sectionForPath(path: string, sections: readonly NavigationSection[]): NavigationSection | null {
  if (typeof path !== 'string' || path === '') return null
  let pathname: string
  try {
    pathname = new URL(path, 'http://portal.invalid').pathname
  } catch {
    return null
  }
  if (pathname === PORTAL_PATH || pathname.startsWith(`${PORTAL_PATH}/`)) pathname = pathname.slice(PORTAL_PATH.length)
  pathname = pathname.replace(/\/+$/, '')
  if (pathname === '') return null
  return sections.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`)) ?? null
}
