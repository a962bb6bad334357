/** A part of the UI fetched on the way to its first use (`import()`), then kept. */
export interface LoadOnce<T> {
  /** Fetches it, or answers what is arriving or has arrived; after a failure the next call fetches again. */
  get: () => Promise<T>
  /** What has arrived so far, for a first render that need not wait. */
  current: () => T | null
  /** Fetches it ahead of a likely use (a pointer or focus on its trigger); a failure waits for the use to be told. */
  preload: () => void
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loaded: T | null = null
  let loading: Promise<T> | null = null
  const get = () =>
    (loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  return { get, current: () => loaded, preload: () => void get().catch(() => undefined) }
}
