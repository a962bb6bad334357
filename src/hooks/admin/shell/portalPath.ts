import { PORTAL_PATH, sectionForPath, type NavigationSection } from '../navigation'

/**
 * Where the portal lives in the host's URL space and what a URL opens inside it. The host mounts
 * the portal under a base path (the hosted portal's `/oauth/portal` by default, spec/admin.md §2
 * "Other routes"); each section's deep link is the base path plus the section's path.
 */

const ORIGIN = 'http://portal.invalid'

/** A base path as `/admin` (leading slash, no trailing one); the site root is ''. Query and hash are dropped. */
export function normaliseBasePath(basePath: string = PORTAL_PATH): string {
  let pathname: string
  try {
    // A leading '//' would read as a host name.
    pathname = new URL(typeof basePath === 'string' ? basePath.trim().replace(/^\/{2,}/, '/') : '', `${ORIGIN}/`).pathname
  } catch {
    return PORTAL_PATH
  }
  return pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '')
}

/**
 * The path inside the portal that a URL (absolute, or a path) points at: '/' for the portal's
 * root, '/users/123' below it, or null when the URL is outside the portal. The query and hash are
 * not part of it.
 */
export function portalPathOf(url: string, basePath: string): string | null {
  if (typeof url !== 'string') return null
  let pathname: string
  try {
    pathname = new URL(url, `${ORIGIN}/`).pathname
  } catch {
    return null
  }
  const base = normaliseBasePath(basePath)
  if (base !== '') {
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return null
    pathname = pathname.slice(base.length)
  }
  pathname = pathname.replace(/\/+$/, '')
  return pathname === '' ? '/' : pathname
}

/** A section's deep link under the base path, with an optional path below the section (`/123`). */
export function sectionHref(basePath: string, section: Pick<NavigationSection, 'path'>, subPath = ''): string {
  const below = subPath.replace(/^\/+/, '').replace(/\/+$/, '')
  return `${normaliseBasePath(basePath)}${section.path}${below ? `/${below}` : ''}`
}

/** What the current URL opens. */
export type PortalRoute =
  /** A section the user may open; `subPath` is what follows its path ('' or '/123'); the portal's root opens the first section (`isHome`). */
  | { readonly kind: 'section'; readonly section: NavigationSection; readonly subPath: string; readonly isHome: boolean }
  /** A section of this portal that this user may not open: never rendered, whatever the URL says. */
  | { readonly kind: 'noAccess'; readonly section: NavigationSection }
  /**
   * A section the navigation shows to everyone ('always' visible) that this user lacks the
   * permission to read: the section is not rendered (its loads would only meet the server's 403);
   * `missing` are the keys any one of which would let them in.
   */
  | { readonly kind: 'notAllowed'; readonly section: NavigationSection; readonly missing: readonly string[] }
  /** No section of this portal has this path (unknown, without a screen, behind a flag that is off, or configured hidden). */
  | { readonly kind: 'notFound' }
  /** The portal's root, with no section this user may open. */
  | { readonly kind: 'empty' }
  /** Not decided yet: the session, or entitlements a section depends on, are still loading. */
  | { readonly kind: 'loading' }
  /** The URL is not under the portal's base path. */
  | { readonly kind: 'outside' }

export interface PortalRouteInput {
  /** portalPathOf's answer for the current URL. */
  readonly path: string | null
  /** The sections this portal has (the table, less those without a screen), table order. */
  readonly sections: readonly NavigationSection[]
  /** The ones the user may open, table order (visibleSections' answer over `sections`). */
  readonly visible: readonly NavigationSection[]
  /**
   * Whether a section the user may not open is there for anybody: yes → noAccess, no → notFound.
   * A section behind a flag that is off, or configured hidden, does not exist (navigation.ts).
   */
  readonly exists: (section: NavigationSection) => boolean
  /** Entitlements are enabled and still loading: a section that names a feature is neither granted nor refused yet. */
  readonly entitlementsPending?: boolean
  /** The API's feature flags are still loading: a section behind a flag is neither there nor gone yet. */
  readonly flagsPending?: boolean
  /** Whether the user holds what a section's content needs (its permissions); everything by default. */
  readonly readable?: (section: NavigationSection) => boolean
}

/** The part of a portal path below a section's own path: '' or '/123'. */
function belowSection(path: string, section: NavigationSection): string {
  const inside = path === PORTAL_PATH || path.startsWith(`${PORTAL_PATH}/`) ? path.slice(PORTAL_PATH.length) : path
  return inside.startsWith(section.path) ? inside.slice(section.path.length) : ''
}

/** Whether a section behind a feature flag comes before `home` in the table (all of it when there is no home yet). */
function flaggedBefore(sections: readonly NavigationSection[], home: NavigationSection | undefined): boolean {
  const end = home ? sections.findIndex((section) => section.id === home.id) : sections.length
  return sections.slice(0, end < 0 ? sections.length : end).some((section) => section.featureFlag)
}

/**
 * Decides what a portal URL shows. A section is rendered only when the user may open it: a deep
 * link to anything else gets the no-access or not-found state, never the section.
 */
export function resolvePortalRoute(input: PortalRouteInput): PortalRoute {
  const { path, sections, visible, exists, entitlementsPending = false, flagsPending = false, readable = () => true } = input
  if (path === null) return { kind: 'outside' }
  const undecided = entitlementsPending && sections.some((section) => section.feature)
  if (path === '/') {
    // The portal opens on the first section the user may read, never on a "not allowed" page.
    const home = visible.find(readable)
    // The first section could still change once entitlements arrive, or a flag turns on a section listed before it.
    if (undecided || (flagsPending && flaggedBefore(sections, home))) return { kind: 'loading' }
    return home ? { kind: 'section', section: home, subPath: '', isHome: true } : { kind: 'empty' }
  }
  const named = sectionForPath(path, sections)
  if (!named) return { kind: 'notFound' }
  if (visible.some((section) => section.id === named.id)) {
    if (!readable(named)) return { kind: 'notAllowed', section: named, missing: named.permissions }
    return { kind: 'section', section: named, subPath: belowSection(path, named), isHome: false }
  }
  if (flagsPending && named.featureFlag) return { kind: 'loading' }
  if (!exists(named)) return { kind: 'notFound' }
  if (entitlementsPending && named.feature) return { kind: 'loading' }
  return { kind: 'noAccess', section: named }
}
