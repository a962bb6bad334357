import { Suspense, useMemo, useState } from 'react'
import { Spinner } from '../../primitives'
import { lazyComponent, type ComponentLoader } from '../shared/lazyComponent'
import { LoadBoundary } from '../shared/LoadBoundary'
import { LoadFailed } from './LoadFailed'

export interface LazyPartProps<Props> {
  /** The part's module: `() => import('./PasswordCard')`. Declared once, outside any component. */
  load: ComponentLoader<Props>
  /** The section's words for it: while it loads, when it did not load, and the retry button. */
  text: { loading: string; loadFailed: string; retry: string }
  props: Props
}

/**
 * A part of a section that is not needed for its first paint (a card beside the main one), in a
 * chunk of its own so that the section shows sooner. A spinner holds its place while it loads; a
 * chunk that does not arrive says so in that place, with a retry, and the rest stays usable.
 */
export function LazyPart<Props extends object>({ load, text, props }: LazyPartProps<Props>) {
  const [attempt, setAttempt] = useState(0)
  const Part = useMemo(() => lazyComponent(load, attempt), [load, attempt])
  return (
    <LoadBoundary
      key={attempt}
      fallback={
        <LoadFailed layout="row" retryLabel={text.retry} onRetry={() => setAttempt(attempt + 1)}>
          {text.loadFailed}
        </LoadFailed>
      }
    >
      <Suspense fallback={<Spinner label={text.loading} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per loader and attempt, cached by lazyComponent (shared/lazyComponent.ts): a re-render gets the same one and never remounts the part */}
        <Part {...props} />
      </Suspense>
    </LoadBoundary>
  )
}
