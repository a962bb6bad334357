/**
 * What runs a flow's machine (no React here; useFlowRuntime puts it in a component). The machine is
 * the one judge of events: a reducer that returns the same model ignores the event, and nothing
 * else in a flow checks steps or keeps busy flags.
 */
export type Reducer<M, E> = (model: M, event: E) => M

/** One piece of async work, started by an event the machine accepted. */
export interface Run<M, E> {
  /** The model the machine accepted the starting event in (the data the work needs). */
  readonly from: M
  /** False once the component unmounted, `invalidate()` was called, or a newer run started: the answer is stale. */
  isCurrent(): boolean
  /** Dispatches while the run is current; a stale answer is dropped. True when the machine accepted it. */
  send(event: E): boolean
}

export interface FlowRuntime<M, E> {
  /** The model after every event dispatched so far, for callbacks (a render reads the model it was given). */
  latest(): M
  /** Applies an event now; true when the machine accepted it (the model changed). */
  dispatch(event: E): boolean
  /** Dispatches the event that starts some work; the work runs only if this returns a run. */
  start(event: E): Run<M, E> | null
  /** Runs `action` after `ms`, unless the component unmounted or `invalidate()` came first. */
  after(ms: number, action: () => void): void
  /** Makes every running piece of work stale and cancels the timers (the user went back). */
  invalidate(): void
}

/** The runtime as its component holds it. */
interface MountedFlowRuntime<M, E> extends FlowRuntime<M, E> {
  /** Called when the component mounts; returns its unmount. Mounts again after an unmount (StrictMode) are fine. */
  mount(): () => void
}

interface Timer {
  readonly action: () => void
  readonly due: number
  handle: ReturnType<typeof setTimeout> | null
}

/**
 * A flow runtime on `initial`; `commit` hears each new model (a React state setter). The reducer
 * runs once per event, here, against the latest model: a second start in the same tick already
 * sees the first, and React never runs it (StrictMode runs reducers given to React twice).
 */
export function createFlowRuntime<M, E>(reducer: Reducer<M, E>, initial: M, commit: (model: M) => void): MountedFlowRuntime<M, E> {
  let model = initial
  let mounted = false
  /** The newest run; older ones are stale. */
  let current: object | null = null
  const timers = new Set<Timer>()

  const arm = (timer: Timer) => {
    timer.handle = setTimeout(() => {
      timers.delete(timer)
      if (mounted) timer.action()
    }, Math.max(0, timer.due - Date.now()))
  }
  const disarm = () => {
    for (const timer of timers) if (timer.handle !== null) clearTimeout(timer.handle)
  }

  const dispatch = (event: E): boolean => {
    const next = reducer(model, event)
    if (next === model) return false
    model = next
    commit(next)
    return true
  }

  return {
    latest: () => model,
    dispatch,
    start(event) {
      const from = model
      if (!dispatch(event)) return null
      const token = {}
      current = token
      const isCurrent = () => mounted && current === token
      return { from, isCurrent, send: (next) => isCurrent() && dispatch(next) }
    },
    after(ms, action) {
      const timer: Timer = { action, due: Date.now() + ms, handle: null }
      timers.add(timer)
      arm(timer)
    },
    invalidate() {
      current = null
      disarm()
      timers.clear()
    },
    mount() {
      mounted = true
      // StrictMode unmounts and mounts again at once: timers set before are kept for the mount that stays.
      for (const timer of timers) if (timer.handle === null) arm(timer)
      return () => {
        mounted = false
        disarm()
        for (const timer of timers) timer.handle = null
      }
    },
  }
}

/**
 * The state a run's starting event was accepted in, typed for the work that follows. The machine
 * accepts that event only in these steps, so this never decides anything: a mismatch is a bug in
 * the machine, and throws.
 */
export function expectStep<S extends { readonly step: string }, K extends S['step']>(state: S, ...steps: readonly K[]): Extract<S, { readonly step: K }> {
  if (!(steps as readonly string[]).includes(state.step)) throw new Error(`The flow's machine accepted an event in ${state.step}, expected ${steps.join(' or ')}`)
  return state as Extract<S, { readonly step: K }>
}
