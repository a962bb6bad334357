import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { serverRenderUrl, useGatehouse } from '../../session/GatehouseProvider'
import { useSession } from '../../session/useSession'
import { appearanceOf, type AppearanceFor, type AppearanceOverrides, type FieldId } from '../appearance'
import { NAVIGATION, isSectionVisible, visibleSections, type NavigationSection, type SectionId, type Visibility } from '../navigation'
import { hasAnyPermission } from '../permissions'
import { permissionHolderOf } from './holder'
import { normaliseBasePath, portalPathOf, resolvePortalRoute, sectionHref, type PortalRoute } from './portalPath'
import { groupSections, portalTable, type NavigationGroup } from './table'
import { useEntitlements, type EntitlementsOptions } from './useEntitlements'

export interface AdminNavigationOptions {
  /** Where the host mounts the portal; `/oauth/portal` by default. Deep links are this plus a section's path. */
  basePath?: string
  /** The host's navigation metadata: visibility per section over the spec's defaults (spec/admin.md §2). */
  visibility?: Readonly<Partial<Record<SectionId, Visibility>>>
  /** The host's field and tab appearance (spec/admin.md §2 "Configurable page fields"). */
  fieldAppearance?: AppearanceOverrides
  /** The sections the portal has screens for; a section without one is never listed nor opened. All by default. */
  available?: readonly SectionId[]
  /** The entitlement feature each section needs while entitlements are on; none by default (the spec names none). */
  sectionFeatures?: Readonly<Partial<Record<SectionId, string>>>
  /** Options of the entitlements the sections are checked against. */
  entitlements?: EntitlementsOptions
}

export interface AdminNavigation {
  /** The normalised base path ('' at the site root). */
  readonly basePath: string
  /** The sections this user may open, in the table's order. */
  readonly sections: readonly NavigationSection[]
  /** The same, in the navigation's groups. */
  readonly groups: readonly NavigationGroup[]
  /** What the current URL opens. */
  readonly route: PortalRoute
  /**
   * The listed section the current URL is on (the first one at the portal's root): the one it opens,
   * or an always-listed one the user may not read, whose page says what is missing.
   */
  readonly current: NavigationSection | null
  /** A section's deep link, with an optional path below it. */
  hrefOf(sectionId: SectionId, subPath?: string): string
  /** Goes to a section through the host's navigate adapter. */
  goTo(sectionId: SectionId, subPath?: string): void
  /** Goes to a URL through the host's navigate adapter and re-reads what it opens (for links inside the portal). */
  open(to: string, options?: { replace?: boolean }): void
  /** How a configurable field or tab appears, with the host's overrides. */
  appearance<F extends FieldId>(field: F): AppearanceFor<F>
}

// goTo re-reads the URL right away, even for a host whose router does not re-render the portal.
const moved = new Set<() => void>()
const announceMove = () => moved.forEach((listener) => listener())

function subscribeToUrl(listener: () => void): () => void {
  moved.add(listener)
  if (typeof window !== 'undefined') window.addEventListener('popstate', listener)
  return () => {
    moved.delete(listener)
    if (typeof window !== 'undefined') window.removeEventListener('popstate', listener)
  }
}

/**
 * The portal's navigation for the signed-in user: the sections they may see (visibility, feature
 * flag, permissions, entitlements), what the current URL opens, and moving between sections.
 */
export function useAdminNavigation(options: AdminNavigationOptions = {}): AdminNavigation {
  const gatehouse = useGatehouse('useAdminNavigation')
  const { navigate, currentUrl, flags } = gatehouse
  const flagsPending = gatehouse.vendor.status === 'loading'
  const { user, isLoading: sessionLoading } = useSession()
  const { visibility, fieldAppearance, available, sectionFeatures } = options
  const basePath = normaliseBasePath(options.basePath)
  const entitlements = useEntitlements(options.entitlements)
  // The server knows no URL, and hydration must render what the server did: the loading route until the browser's URL is read.
  const serverUrl = useCallback(() => serverRenderUrl(gatehouse), [gatehouse])
  const url = useSyncExternalStore(subscribeToUrl, currentUrl, serverUrl)

  const holder = useMemo(() => permissionHolderOf(user), [user])
  const table = useMemo(() => portalTable({ available, features: sectionFeatures }), [available, sectionFeatures])
  const { isEnabled, entitlements: data, context } = entitlements
  const sections = useMemo(
    () => visibleSections(table, { user: holder, flags, visibility, entitlements: { ...context, enabled: isEnabled, data } }),
    [table, holder, flags, visibility, isEnabled, data, context],
  )
  const groups = useMemo(() => groupSections(sections), [sections])

  const route = useMemo<PortalRoute>(() => {
    if (url === null) return { kind: 'loading' }
    const path = portalPathOf(url, basePath)
    if (path === null) return { kind: 'outside' }
    if (sessionLoading) return { kind: 'loading' }
    // Whether a section is there for anybody: as a super user would see it, feature gates aside.
    const exists = (section: NavigationSection) => isSectionVisible(section, { user: { superUser: true }, flags, visibility })
    // What a section's content needs: an 'always' visible section shows in the navigation to users who may not read it.
    const readable = (section: NavigationSection) => hasAnyPermission(holder, { permissions: section.permissions })
    return resolvePortalRoute({ path, sections: table, visible: sections, exists, entitlementsPending: entitlements.isLoading, flagsPending, readable })
  }, [url, basePath, sessionLoading, table, sections, flags, visibility, entitlements.isLoading, flagsPending, holder])

  const hrefOf = useCallback(
    (sectionId: SectionId, subPath?: string) => sectionHref(basePath, { path: NAVIGATION.find((section) => section.id === sectionId)?.path ?? '' }, subPath),
    [basePath],
  )
  const open = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      if (options) navigate(to, options)
      else navigate(to)
      announceMove()
    },
    [navigate],
  )
  const goTo = useCallback((sectionId: SectionId, subPath?: string) => open(hrefOf(sectionId, subPath)), [open, hrefOf])
  const appearance = useCallback(<F extends FieldId>(field: F) => appearanceOf(field, fieldAppearance), [fieldAppearance])

  return useMemo(
    () => ({ basePath, sections, groups, route, current: route.kind === 'section' || route.kind === 'notAllowed' ? route.section : null, hrefOf, goTo, open, appearance }),
    [basePath, sections, groups, route, hrefOf, goTo, open, appearance],
  )
}
