/**
 * Code kept out of a page's first chunk (a flow's server work, the refresh call): imported on first
 * use, shared by every caller after. A failed import (the network dropped) is forgotten, so the next
 * call fetches it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}
