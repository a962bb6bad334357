import type { ComponentType, LazyExoticComponent } from 'react'
import type { AdminNavigation, NavigationSection, SectionId } from '../../hooks'
import { lazyComponent } from '../shared/lazyComponent'
import type { CatalogueName } from '../i18n/catalogues'

/** What the portal gives the screen of the section it shows. */
export interface AdminSectionProps {
  /** The section shown. */
  readonly section: NavigationSection
  /** The URL path below the section's own, '' or like '/123' (a deep link into the section). */
  readonly subPath: string
  /** The portal's navigation: goTo, hrefOf, and the host's field appearance (`appearance('profile.phoneNumber')`). */
  readonly navigation: AdminNavigation
}

export type AdminSectionComponent = ComponentType<AdminSectionProps>

/** A section's screen, loaded when first shown: `lazy(() => import('./Users'))`, or the loader itself. */
export type AdminSectionEntry = LazyExoticComponent<AdminSectionComponent> | (() => Promise<{ default: AdminSectionComponent }>)

/** The screens a portal has, by section. A section of the navigation table without one is not listed and not reachable. */
export type AdminSectionRegistry = Readonly<Partial<Record<SectionId, AdminSectionEntry>>>

/**
 * The account section's settings and custom login box (spec/admin.md §2 account, always visible
 * with fe.secure.read.accountSettings), for a host that builds its own registry:
 * `sections={{ account: ACCOUNT_SECTION }}`.
 */
export const ACCOUNT_SECTION: AdminSectionEntry = () => import('./account-settings/AccountSettingsSection')

/**
 * The screens the kit ships. A section gets an entry only once its screen exists: the portal
 * lists only sections with an entry, so there are no "coming soon" pages. Hosts extend it:
 * `sections={{ ...DEFAULT_SECTIONS, usage: () => import('./Usage') }}`.
 */
export const DEFAULT_SECTIONS: AdminSectionRegistry = {
  users: () => import('./team/users/UsersSection'),
  roles: () => import('./team/roles/RolesSection'),
  groups: () => import('./team/groups/GroupsSection'),
  sso: () => import('./sso/SsoSection'),
  provisioning: () => import('./sso/ProvisioningSection'),
  personalApiTokens: () => import('./api-tokens/PersonalApiTokensSection'),
  apiTokens: () => import('./api-tokens/ApiTokensSection'),
  applications: () => import('./applications/ApplicationsSection'),
  privacy: () => import('./privacy/PrivacySection'),
  account: ACCOUNT_SECTION,
  security: () => import('./security/SecuritySection'),
  profile: () => import('./profile/ProfileSection'),
  audits: () => import('./audits/AuditsSection'),
  allAccounts: () => import('./accounts/AccountsSection'),
  webhooks: () => import('./connectivity/ConnectivitySection'),
  subscriptions: () => import('./billing/BillingSection'),
  reports: () => import('./reports/ReportsSection'),
}


/**
 * The catalogues each of the kit's sections reads as it first shows: a reader of another language
 * gets their modules while the section's code loads, not one round trip after it.
 */
export const SECTION_CATALOGUES: { readonly [Id in keyof typeof DEFAULT_SECTIONS]: readonly CatalogueName[] } = {
  users: ['usersMessages'],
  roles: ['rolesMessages'],
  groups: ['groupsMessages'],
  sso: ['ssoMessages'],
  provisioning: ['ssoMessages'],
  personalApiTokens: ['apiTokensMessages'],
  apiTokens: ['apiTokensMessages'],
  applications: ['applicationsMessages'],
  privacy: ['privacyMessages'],
  account: ['accountSettingsMessages'],
  security: ['securityMessages'],
  profile: ['profileMessages'],
  audits: ['auditsMessages'],
  allAccounts: ['accountsMessages'],
  webhooks: ['connectivityMessages'],
  subscriptions: ['billingMessages'],
  reports: ['reportsMessages'],
}

/** The catalogues to load beside a section's code: the kit's own screen's, none for a screen the host put in its place. */
export function sectionCatalogues(id: SectionId, entry: AdminSectionEntry | undefined): readonly CatalogueName[] {
  const own = DEFAULT_SECTIONS[id]
  return own !== undefined && own === entry ? (SECTION_CATALOGUES[id as keyof typeof SECTION_CATALOGUES] ?? []) : []
}

/** The sections a registry has a screen for. */
export function registeredSections(registry: AdminSectionRegistry): SectionId[] {
  return (Object.keys(registry) as SectionId[]).filter((id) => registry[id] !== undefined && registry[id] !== null)
}

/** React.lazy's answer is an object (typeof 'object'); a loader is a plain function. */
function isLazyComponent(entry: AdminSectionEntry): entry is LazyExoticComponent<AdminSectionComponent> {
  return typeof (entry as unknown) === 'object' && entry !== null
}

/** The component to render for an entry; `attempt` > its last value makes a loader try again after a failure. */
export function sectionComponent(entry: AdminSectionEntry, attempt = 0): ComponentType<AdminSectionProps> {
  return isLazyComponent(entry) ? entry : lazyComponent(entry, attempt)
}
