import { Suspense, useEffect, useMemo, useState } from 'react'
import { lazyComponent, preloadWhenIdle, type ComponentLoader } from '../../shared/lazyComponent'
import { LoadBoundary } from '../../shared/LoadBoundary'
import { LoadFailed } from '../LoadFailed'
import { useAdminMessages } from '../useAdminMessages'

export interface LazyDialogsProps<Props> {
  /** The section's dialogs, one module: `() => import('./UsersDialogs')`. Declared once, outside any component. */
  load: ComponentLoader<Props>
  /** True while one of them is open: only then are they rendered (and, if not in yet, loaded). */
  isActive: boolean
  props: Props
}

/**
 * A team section's dialogs, loaded apart from its list: fetched when the browser is idle after
 * the list shows, or when one is opened first. A chunk that does not arrive says so in the
 * section, with a retry; the list stays usable.
 */
export function LazyDialogs<Props extends object>({ load, isActive, props }: LazyDialogsProps<Props>) {
  const [attempt, setAttempt] = useState(0)
  useEffect(() => preloadWhenIdle(load), [load])
  const Dialogs = useMemo(() => lazyComponent(load, attempt), [load, attempt])
  if (!isActive) return null
  return (
    <LoadBoundary key={attempt} fallback={<DialogsFailed onRetry={() => setAttempt(attempt + 1)} />}>
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per loader and attempt, cached by lazyComponent (shared/lazyComponent.ts): a re-render gets the same one and never remounts the dialogs */}
        <Dialogs {...props} />
      </Suspense>
    </LoadBoundary>
  )
}

function DialogsFailed({ onRetry }: { onRetry: () => void }) {
  const text = useAdminMessages().dialogsFailed
  return (
    <LoadFailed layout="row" title={text.title} retryLabel={text.retry} onRetry={onRetry}>
      {text.description}
    </LoadFailed>
  )
}
