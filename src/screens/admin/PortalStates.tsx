import type { ReactNode, Ref } from 'react'
import { Heading } from 'react-aria-components/Heading'
import { Button, Link, Spinner } from '../../primitives'
import type { NavigationSection } from '../../hooks'
import { format } from '../i18n/messages'
import { useSectionLabel } from './AdminNavigationMenu'
import * as styles from './AdminPortal.css'
import { LoadFailed } from './LoadFailed'
import { useAdminMessages } from './useAdminMessages'

export interface StateProps {
  headingRef: Ref<HTMLHeadingElement>
  headingLevel: 1 | 2 | 3
}

/** The content area's title: focused when the user moves to another page of the portal. */
export function PortalHeading({ headingRef, headingLevel, children }: StateProps & { children: ReactNode }) {
  return (
    <Heading level={headingLevel} ref={headingRef} tabIndex={-1} className={styles.heading}>
      {children}
    </Heading>
  )
}

/** Something is loading; announced as a labelled progress bar. */
export function PortalLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  )
}

/** A title, a line of explanation and, when there is somewhere to go, a link to it. */
function PortalMessage({ title, description, detail, home, ...heading }: StateProps & { title: string; description: string; detail?: string; home?: { href: string; section: NavigationSection } }) {
  const text = useAdminMessages()
  const labelOf = useSectionLabel()
  return (
    <div className={styles.state}>
      <PortalHeading {...heading}>{title}</PortalHeading>
      <p className={styles.stateText}>{description}</p>
      {detail && <p className={styles.stateText}>{detail}</p>}
      {home && <Link href={home.href}>{format(text.backTo, { section: labelOf(home.section) })}</Link>}
    </div>
  )
}

type Home = { href: string; section: NavigationSection } | undefined

/** A section the user may not open, reached by its URL: said plainly, the section never rendered. */
export function NoAccess({ section, home, ...heading }: StateProps & { section: NavigationSection; home: Home }) {
  const text = useAdminMessages().noAccess
  const labelOf = useSectionLabel()
  return <PortalMessage {...heading} title={text.title} description={format(text.description, { section: labelOf(section) })} home={home} />
}

/**
 * A section the navigation lists for everyone that this user may not read: said plainly, with the
 * permission that is missing, the section never rendered (spec/admin.md §2 "always visible").
 */
export function NotAllowed({ section, missing, home, ...heading }: StateProps & { section: NavigationSection; missing: readonly string[]; home: Home }) {
  const text = useAdminMessages().notAllowed
  const labelOf = useSectionLabel()
  return (
    <PortalMessage
      {...heading}
      title={text.title}
      description={format(text.description, { section: labelOf(section) })}
      detail={format(text.missing, { permissions: missing.join(text.or) })}
      home={home}
    />
  )
}

/** No page of this portal at this address. */
export function NotFound({ home, ...heading }: StateProps & { home: Home }) {
  const text = useAdminMessages().notFound
  return <PortalMessage {...heading} title={text.title} description={text.description} home={home} />
}

/** Signed in, but no section to show. */
export function Empty(heading: StateProps) {
  const text = useAdminMessages().empty
  return <PortalMessage {...heading} title={text.title} description={text.description} />
}

/** Nobody is signed in. */
export function SignedOut({ onSignIn, ...heading }: StateProps & { onSignIn: () => void }) {
  const text = useAdminMessages().signedOut
  return (
    <div className={styles.state}>
      <PortalHeading {...heading}>{text.title}</PortalHeading>
      <p className={styles.stateText}>{text.description}</p>
      <Button onPress={onSignIn}>{text.signIn}</Button>
    </div>
  )
}

/** A section's screen did not load (or failed while rendering). */
export function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const text = useAdminMessages().failed
  return (
    <LoadFailed layout="column" title={text.title} retryLabel={text.retry} onRetry={onRetry}>
      {text.description}
    </LoadFailed>
  )
}
