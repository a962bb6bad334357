import { useEffect, useRef, type ReactNode } from 'react'
import type { ConnectivityPlatform } from '../../../api'
import { isLocalApi, useGatehouse, useSectionActions, type SectionAction } from '../../../hooks'
import { Button, Link } from '../../../primitives'
import { useConnectivityMessages } from './connectivityMessages'
import * as styles from './ConnectivitySection.css'

/** A connectivity page's heading: it takes focus when a link inside the section opened the page. */
export function PageHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <h3 ref={heading} tabIndex={-1} className={styles.heading}>
      {children}
    </h3>
  )
}

/** The way back to the page above. */
export function BackLink({ href }: { href: string }) {
  const text = useConnectivityMessages()
  return (
    <Link href={href} className={styles.muted}>
      ← {text.back}
    </Link>
  )
}

/**
 * What a failed connectivity load leaves (spec/admin.md §8: the failure is silent — no alert, nothing
 * logged): a quiet line saying the part is not there right now, and a way to ask again. The rest of
 * the page stays usable.
 */
export function Unavailable({ children, onRetry }: { children: string; onRetry: () => void }) {
  const text = useConnectivityMessages()
  return (
    <div className={styles.actions}>
      <p className={styles.muted}>{children}</p>
      <Button variant="secondary" onPress={onRetry}>
        {text.retry}
      </Button>
    </div>
  )
}

const PLATFORM_ACTIONS = {
  email: { write: 'saveEmail', delete: 'deleteEmail' },
  sms: { write: 'saveSms', delete: 'deleteSms' },
  slack: { write: 'saveSlack', delete: 'deleteSlack' },
  webhook: { write: 'saveWebhook', delete: 'deleteWebhook' },
} as const satisfies Record<ConnectivityPlatform, { write: SectionAction<'webhooks'>; delete: SectionAction<'webhooks'> }>

/** What the signed-in admin may change of one platform (SECTION_ACTIONS.webhooks). */
export function usePlatformActions(platform: ConnectivityPlatform): { canWrite: boolean; canDelete: boolean } {
  const can = useSectionActions('webhooks')
  return { canWrite: can(PLATFORM_ACTIONS[platform].write), canDelete: can(PLATFORM_ACTIONS[platform].delete) }
}

/** Whether the identity API this portal talks to is this machine's (then a webhook may call http on the loopback). */
export function useLocalApi(): boolean {
  const { client } = useGatehouse('useLocalApi')
  return isLocalApi(client.options.baseUrl || globalThis.location?.origin || '')
}
