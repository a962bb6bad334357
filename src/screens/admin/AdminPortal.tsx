import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { RouterProvider } from '../../primitives/router'
import {
  useAdminNavigation,
  useForgetAnswersAfterSession,
  useRedirectToLogin,
  useSession,
  type AdminNavigation,
  type AppearanceOverrides,
  type EntitlementsOptions,
  type NavigationSection,
  type NotificationsOptions,
  type PortalRoute,
  type SectionId,
  type Visibility,
} from '../../hooks'
import { cx } from '../../primitives/cx'
import { format } from '../i18n/messages'
import { AdminNavigationMenu, useSectionLabel } from './AdminNavigationMenu'
import * as styles from './AdminPortal.css'
import { Empty, NoAccess, NotAllowed, NotFound, PortalHeading, PortalLoading, SectionFailed, SignedOut, type StateProps } from './PortalStates'
import { LoadBoundary } from '../shared/LoadBoundary'
import { DEFAULT_SECTIONS, registeredSections, sectionCatalogues, sectionComponent, type AdminSectionRegistry } from './sections'
import { preloadTranslations } from '../i18n/useCatalogue'
import { useCatalogueLocale } from '../i18n/useMessages'
import { useAdminMessages } from './useAdminMessages'

export interface AdminPortalProps {
  /** Where the host mounts the portal (`/admin`); `/oauth/portal` by default. Each section's deep link is under it. */
  basePath?: string
  /** The sections' screens, each loaded on first visit; DEFAULT_SECTIONS by default. A section without a screen is not listed. */
  sections?: AdminSectionRegistry
  /** The host's navigation metadata: visibility per section over the spec's defaults. */
  visibility?: Readonly<Partial<Record<SectionId, Visibility>>>
  /** The host's field and tab appearance, handed to the sections. */
  fieldAppearance?: AppearanceOverrides
  /** The entitlement feature each section needs while the admin_portal_entitlements flag is on. */
  sectionFeatures?: Readonly<Partial<Record<SectionId, string>>>
  /** Options of the entitlement checks (the host's rule attributes). */
  entitlements?: EntitlementsOptions
  /** Level of the content area's title; sections put their own headings below it. 2 by default. */
  headingLevel?: 1 | 2 | 3
  /**
   * The notification bell at the top of the navigation (off by default: a host with a header of its
   * own mounts `NotificationBell` there). `true`, or the bell's options (`{ refreshInterval }`).
   */
  notifications?: boolean | NotificationsOptions
  className?: string
}

/**
 * The administration portal (spec/admin.md §2): a navigation of the sections this user may open,
 * grouped, and the current section's screen, loaded on first visit. It fills the box the host
 * gives it. A section the user may not open is not listed, and its URL shows a no-access page
 * instead of the section.
 */
export function AdminPortal({ sections = DEFAULT_SECTIONS, headingLevel = 2, notifications = false, className, ...options }: AdminPortalProps) {
  const available = useMemo(() => registeredSections(sections), [sections])
  const navigation = useAdminNavigation({ ...options, available })
  const { user, isLoading } = useSession()
  useForgetAnswersAfterSession()
  const redirectToLogin = useRedirectToLogin()
  const headingRef = useRef<HTMLHeadingElement | null>(null)
  const moved = useRef(false)
  const { route } = navigation
  const routeKey = route.kind === 'section' || route.kind === 'noAccess' || route.kind === 'notAllowed' ? `${route.kind}:${route.section.id}` : route.kind

  // A move inside the portal takes focus to the new page's title, once it is there (not on first render).
  useEffect(() => {
    if (!moved.current || route.kind === 'loading') return
    const frame = requestAnimationFrame(() => {
      moved.current = false
      headingRef.current?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [routeKey, route.kind])

  const open = (to: string) => {
    moved.current = true
    navigation.open(to)
  }
  const heading: StateProps = { headingRef, headingLevel }
  const signedIn = Boolean(user)

  return (
    <RouterProvider navigate={open}>
      <div className={cx(styles.portal, className)}>
        {signedIn && navigation.groups.length > 0 && <AdminNavigationMenu navigation={navigation} notifications={notifications === true ? {} : notifications || null} />}
        <div className={styles.content}>
          {!signedIn && !isLoading ? <SignedOut {...heading} onSignIn={redirectToLogin} /> : <Content route={route} navigation={navigation} sections={sections} heading={heading} />}
        </div>
      </div>
    </RouterProvider>
  )
}

function Content({ route, navigation, sections, heading }: { route: PortalRoute; navigation: AdminNavigation; sections: AdminSectionRegistry; heading: StateProps }) {
  const text = useAdminMessages()
  const first = navigation.sections[0]
  const home = first ? { href: navigation.hrefOf(first.id), section: first } : undefined
  switch (route.kind) {
    case 'loading':
      return <PortalLoading label={text.loading} />
    case 'section':
      return <SectionView section={route.section} subPath={route.subPath} navigation={navigation} sections={sections} heading={heading} />
    case 'noAccess':
      return <NoAccess {...heading} section={route.section} home={home} />
    case 'notAllowed':
      return <NotAllowed {...heading} section={route.section} missing={route.missing} home={home} />
    case 'empty':
      return <Empty {...heading} />
    case 'notFound':
    case 'outside':
      return <NotFound {...heading} home={home} />
  }
}

function SectionView({ section, subPath, navigation, sections, heading }: { section: NavigationSection; subPath: string; navigation: AdminNavigation; sections: AdminSectionRegistry; heading: StateProps }) {
  const text = useAdminMessages()
  const labelOf = useSectionLabel()
  const [attempts, setAttempts] = useState<Partial<Record<SectionId, number>>>({})
  const attempt = attempts[section.id] ?? 0
  const entry = sections[section.id]
  const Section = useMemo(() => entry && sectionComponent(entry, attempt), [entry, attempt])
  // In another language, the section's strings come while its code does.
  preloadTranslations(sectionCatalogues(section.id, entry), useCatalogueLocale())
  if (!Section) return null
  const retry = () => setAttempts((previous) => ({ ...previous, [section.id]: attempt + 1 }))
  return (
    <>
      <PortalHeading {...heading}>{labelOf(section)}</PortalHeading>
      <LoadBoundary key={`${section.id}:${attempt}`} fallback={<SectionFailed onRetry={retry} />}>
        <Suspense fallback={<PortalLoading label={format(text.loadingSection, { section: labelOf(section) })} />}>
          {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per loader and attempt, cached by lazyComponent (shared/lazyComponent.ts): a re-render gets the same one and never remounts the section */}
          <Section section={section} subPath={subPath} navigation={navigation} />
        </Suspense>
      </LoadBoundary>
    </>
  )
}
