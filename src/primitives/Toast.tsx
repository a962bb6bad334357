import {
  Button,
  composeRenderProps,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components'
import { cx } from './cx'
import * as styles from './Toast.css'

export type ToastTone = 'error' | 'info' | 'success'

/** What a toast says: a title (its accessible name), an optional line under it, and a tone like Banner's. */
export interface ToastMessage {
  tone: ToastTone
  title: string
  description?: string
}

/**
 * RAC's toast queue holding ToastMessage: `queue.add({ tone: 'success', title: 'Invitation sent' })`
 * returns a key for `queue.close(key)`; `{ timeout }` (ms) closes it by itself. RAC pauses the timer
 * while the toasts are hovered or focused; give people at least 5000 ms, and no timeout to a toast
 * they must act on.
 */
export type ToastQueue = RACToastQueue<ToastMessage>

export interface ToastQueueOptions {
  /** How many toasts show at once; the rest wait their turn (RAC's default: all of them). */
  maxVisibleToasts?: number
}

/** A queue for one ToastRegion; the host (or a story) owns it and hands it to the screens that announce. */
export function createToastQueue(options?: ToastQueueOptions): ToastQueue {
  return new RACToastQueue<ToastMessage>(options)
}

export interface ToastRegionProps extends Omit<RACToastRegionProps<ToastMessage>, 'queue' | 'children'> {
  queue: ToastQueue
  /** The close button's accessible name; RAC's localized "Close" by default. */
  closeLabel?: string
}

/**
 * Where a queue's toasts show (RAC ToastRegion, a "Notifications" landmark; F6 reaches it). Each
 * toast is a non-modal alertdialog whose content is announced. Render it inside a ThemeProvider:
 * RAC portals the region to the provider's overlay home, so it wears that provider's theme.
 */
export function ToastRegion({ queue, closeLabel, className, ...props }: ToastRegionProps) {
  return (
    <RACToastRegion {...props} queue={queue} className={composeRenderProps(className, (name) => cx(styles.region, name))}>
      {({ toast }) => (
        <RACToast toast={toast} className={styles.toast({ tone: toast.content.tone })} data-tone={toast.content.tone}>
          <ToneIcon tone={toast.content.tone} />
          <RACToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && <Text slot="description">{toast.content.description}</Text>}
          </RACToastContent>
          <Button slot="close" className={styles.close} {...(closeLabel ? { 'aria-label': closeLabel } : {})}>
            <span aria-hidden="true">×</span>
          </Button>
        </RACToast>
      )}
    </RACToastRegion>
  )
}

// Banner's tone marks (Banner.tsx), for the three tones a toast has.
const iconPaths: Record<ToastTone, string> = {
  error: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
  success: 'M7.5 12.5l3 3 6-6.5',
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" />
      <path d={iconPaths[tone]} />
    </svg>
  )
}
