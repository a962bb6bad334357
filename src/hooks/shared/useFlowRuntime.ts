import { useEffect, useState } from 'react'
import { createFlowRuntime, type FlowRuntime, type Reducer } from './flowRuntime'

export type { FlowRuntime, Reducer, Run } from './flowRuntime'

/**
 * The one runtime of every flow hook: the model as rendered, plus the runtime that applies the
 * machine (`dispatch`, `start` for work that only runs if the machine accepted its first event,
 * `after` for timers, `invalidate` for going back). Answers after unmount, after `invalidate()` or
 * after a newer run are dropped; timers die with the component; StrictMode's second mount sends
 * nothing twice. `init` is read once.
 */
export function useFlowRuntime<M, E>(reducer: Reducer<M, E>, init: () => M): FlowRuntime<M, E> & { readonly model: M } {
  const [model, setModel] = useState(init)
  const [runtime] = useState(() => createFlowRuntime(reducer, model, setModel))
  useEffect(() => runtime.mount(), [runtime])
  const { latest, dispatch, start, after, invalidate } = runtime
  return { model, latest, dispatch, start, after, invalidate }
}
