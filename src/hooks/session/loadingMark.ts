import type { SessionStore } from './store'

/** The attribute the page body carries while the session is being worked out (spec/auth.md §4 tenant switch). */
export const LOADING_MARKER = 'data-gatehouse-loading'

/** The class the page body carries meanwhile too (spec/admin.md §4 Loader), for a host's stylesheet. */
export const LOADING_CLASS = 'gatehouse-loading'

/** The providers' stores whose session is being worked out now: the page has one body for them all. */
const loading = new Set<Pick<SessionStore, 'getSnapshot'>>()

function paint(): void {
  const marked = loading.size > 0
  document.body.toggleAttribute(LOADING_MARKER, marked)
  document.body.classList.toggle(LOADING_CLASS, marked)
}

/**
 * Marks the body while this store's session is loading, and while any other provider's is: a
 * second provider on the page (a preview, a widget) that is not loading never clears the mark of
 * one that is. Returns the function that stops following the store.
 */
export function markBodyWhileLoading(store: Pick<SessionStore, 'getSnapshot' | 'subscribe'>): () => void {
  if (typeof document === 'undefined') return () => {}
  const sync = () => {
    if (store.getSnapshot().isLoading) loading.add(store)
    else loading.delete(store)
    paint()
  }
  sync()
  const unsubscribe = store.subscribe(sync)
  return () => {
    unsubscribe()
    loading.delete(store)
    paint()
  }
}
