import { Button } from 'react-aria-components/Button'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { Text } from 'react-aria-components/Text'
import { UNSTABLE_Toast as RACToast, UNSTABLE_ToastContent as RACToastContent, UNSTABLE_ToastQueue as RACToastQueue, UNSTABLE_ToastRegion as RACToastRegion, type ToastRegionProps as RACToastRegionProps } from 'react-aria-components/Toast'
import { cx } from './cx'
import * as styles from './Toast.css'
import { ToneIcon, type Tone } from './ToneIcon'

export type ToastTone = Exclude<Tone, 'warning'>

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
        <RACToast toast={toast} className={cx(styles.toast, styles.toastTone[toast.content.tone])} data-tone={toast.content.tone}>
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
