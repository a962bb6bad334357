import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A loader of a lazily loaded screen part: `() => import('./UsersSection')`. */
export type ComponentLoader<Props> = () => Promise<{ default: ComponentType<Props> }>

// One lazy component per loader (and per retry after a failed load), so a re-render never
// remounts the part and each loader's chunk is fetched once.
const lazyByLoader = new WeakMap<object, { attempt: number; component: unknown }>()

/**
 * The component to render for a loader. The same loader and attempt give the same component;
 * a higher `attempt` makes a loader that failed try again (React.lazy keeps a failure for good).
 */
export function lazyComponent<Props>(loader: ComponentLoader<Props>, attempt = 0): ComponentType<Props> {
  const cached = lazyByLoader.get(loader)
  if (cached && cached.attempt === attempt) return cached.component as LazyExoticComponent<ComponentType<Props>>
  const component = lazy(loader)
  lazyByLoader.set(loader, { attempt, component })
  return component
}

/**
 * Starts a loader when the browser is idle (a part the user is likely to open soon, like a
 * section's dialogs), so it is there by the time it is needed without delaying what shows first.
 * A failed load is left for the part's own load to report. Returns a cancel for effects.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined)
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 200)
  return () => clearTimeout(timer)
}
