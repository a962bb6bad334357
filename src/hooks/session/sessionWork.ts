import { afterNextPaint } from '../../api/afterPaint'
import { loadOnce } from '../../api/loadOnce'
import { loadRefreshEngine } from '../../api/refreshLoad'
import { hasSessionHint } from './sessionHint'
import type { SessionStartOptions } from './startSession'

/** The session's running work (startSession.ts): fetched as the provider mounts, shared after. */
export const loadSessionWork = /* @__PURE__ */ loadOnce(() => import('./startSession'))

/**
 * Starts fetching the session's work and the client's refresh work side by side, in a browser (a
 * server render has no session to run), so that the restore's refresh waits for one round trip of
 * code, not two; a failure is forgotten (each loads again when used).
 */
export function prefetchSessionWork(): void {
  if (typeof window === 'undefined') return
  loadSessionWork().catch(() => {})
  loadRefreshEngine().catch(() => {})
}

/** How work that must not hold up the first frame is put off (after the next paint, in a browser). */
export type Defer = (work: () => void) => () => void

/** How a page hears that the network is back; none outside a browser. */
export type OnlineListener = (listener: () => void) => () => void

const browserOnline: OnlineListener = (listener) => {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}

/**
 * Starts the session's work once its module is in, and stops it (or never starts it) when the
 * provider unmounts. A module the network fails to bring settles the session signed out, as a
 * restore that failed on the network does, and is fetched again when the browser is back online or
 * the session changes (a sign-in): one fetch per such event, never a loop.
 *
 * With the session hint the login route waits for the restore, so the work is fetched at once;
 * without it the restore runs in the background and the work is fetched after the first paint, so
 * that a signed-out visitor's first frame (the login box) does not pay for it.
 */
export function runSessionWork(
  options: SessionStartOptions,
  { load = loadSessionWork, onOnline = browserOnline, defer = afterNextPaint }: { load?: typeof loadSessionWork; onOnline?: OnlineListener; defer?: Defer } = {},
): () => void {
  const { store } = options
  let stop: (() => void) | null = null
  let ended = false
  let stopWaiting = () => {}
  const attempt = () => {
    stopWaiting()
    stopWaiting = () => {}
    load().then(
      ({ startSession }) => {
        if (ended || stop) return
        // A session that settled while the work was away (a sign-in, or a failed fetch's sign-out) is not restored over.
        stop = startSession({ ...options, restore: options.restore && store.getSnapshot().isLoading })
      },
      () => {
        if (ended || stop) return
        if (store.getSnapshot().isLoading) store.signOut()
        const stopOnline = onOnline(attempt)
        const stopStore = store.subscribe(attempt)
        stopWaiting = () => {
          stopOnline()
          stopStore()
        }
      },
    )
  }
  if (hasSessionHint(options.hint.storage.getItem(options.hint.key))) attempt()
  else stopWaiting = defer(attempt)
  return () => {
    ended = true
    stopWaiting()
    stop?.()
  }
}
