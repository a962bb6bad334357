import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFlowRuntime, expectStep } from './flowRuntime'

// A small machine: SENT starts a send when nothing is pending, its answer ends it, BACK leaves.
type Model = { readonly step: 'form' | 'done'; readonly pending: boolean; readonly answer: string | null }
type Event = { type: 'SENT' } | { type: 'ANSWERED'; answer: string } | { type: 'BACK' }
const initial: Model = { step: 'form', pending: false, answer: null }

function reducer(model: Model, event: Event): Model {
  switch (event.type) {
    case 'SENT':
      return model.step === 'form' && !model.pending ? { ...model, pending: true } : model
    case 'ANSWERED':
      return model.pending ? { step: 'done', pending: false, answer: event.answer } : model
    case 'BACK':
      return model.step === 'done' || model.pending ? initial : model
  }
}

/** A deferred answer, resolved by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

/** What a hook does: start the work if the machine accepts SENT, apply the answer if still current. */
function send(runtime: ReturnType<typeof createFlowRuntime<Model, Event>>, call: () => Promise<string>) {
  const run = runtime.start({ type: 'SENT' })
  if (!run) return false
  void call().then((answer) => run.send({ type: 'ANSWERED', answer }))
  return true
}

describe('createFlowRuntime', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('dispatch → true and the new model committed when the machine accepts; false and nothing committed when it ignores', () => {
    const commit = vi.fn()
    const runtime = createFlowRuntime(reducer, initial, commit)
    expect(runtime.dispatch({ type: 'SENT' })).toBe(true)
    expect(runtime.latest()).toEqual({ step: 'form', pending: true, answer: null })
    expect(runtime.dispatch({ type: 'SENT' })).toBe(false)
    expect(commit).toHaveBeenCalledTimes(1)
  })

  it('start twice while pending (a double click, same tick) → one run, one call', async () => {
    const runtime = createFlowRuntime(reducer, initial, () => {})
    runtime.mount()
    const call = vi.fn(() => Promise.resolve('ok'))
    expect(send(runtime, call)).toBe(true)
    expect(send(runtime, call)).toBe(false)
    await vi.runAllTimersAsync()
    expect(call).toHaveBeenCalledTimes(1)
    expect(runtime.latest()).toEqual({ step: 'done', pending: false, answer: 'ok' })
  })

  it('run.from → the model the starting event was accepted in', () => {
    const runtime = createFlowRuntime(reducer, initial, () => {})
    expect(runtime.start({ type: 'SENT' })?.from).toBe(initial)
  })

  it('an answer after invalidate() → dropped', async () => {
    const runtime = createFlowRuntime(reducer, initial, () => {})
    runtime.mount()
    const answer = deferred<string>()
    send(runtime, () => answer.promise)
    runtime.dispatch({ type: 'BACK' })
    runtime.invalidate()
    answer.resolve('late')
    await vi.runAllTimersAsync()
    expect(runtime.latest()).toBe(initial)
  })

  it('an answer after a newer run started → dropped; the newer one applies', async () => {
    const runtime = createFlowRuntime(reducer, initial, () => {})
    runtime.mount()
    const first = deferred<string>()
    const older = runtime.start({ type: 'SENT' })!
    runtime.dispatch({ type: 'BACK' })
    const newer = runtime.start({ type: 'SENT' })!
    expect(older.isCurrent()).toBe(false)
    first.resolve('old')
    expect(older.send({ type: 'ANSWERED', answer: await first.promise })).toBe(false)
    expect(newer.send({ type: 'ANSWERED', answer: 'new' })).toBe(true)
    expect(runtime.latest().answer).toBe('new')
  })

  it('unmount → the answer dropped and the timers cleared', async () => {
    const runtime = createFlowRuntime(reducer, initial, () => {})
    const unmount = runtime.mount()
    const answer = deferred<string>()
    send(runtime, () => answer.promise)
    const action = vi.fn()
    runtime.after(200, action)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
    answer.resolve('late')
    await vi.runAllTimersAsync()
    expect(action).not.toHaveBeenCalled()
    expect(runtime.latest().pending).toBe(true)
  })

  it('after(ms) → runs once mounted and the time has passed; invalidate() cancels it', () => {
    const runtime = createFlowRuntime(reducer, initial, () => {})
    runtime.mount()
    const kept = vi.fn()
    runtime.after(200, kept)
    vi.advanceTimersByTime(199)
    expect(kept).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(kept).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    runtime.after(200, cancelled)
    runtime.invalidate()
    vi.runAllTimers()
    expect(cancelled).not.toHaveBeenCalled()
  })

  describe('under StrictMode (mount, unmount, mount again at once; effects run twice)', () => {
    it('an effect that starts a send on mount, run twice → one call, and its answer applies', async () => {
      const runtime = createFlowRuntime(reducer, initial, () => {})
      const call = vi.fn(() => Promise.resolve('ok'))
      const effect = () => {
        send(runtime, call)
        return () => {}
      }
      const unmount = runtime.mount()
      effect()
      unmount()
      runtime.mount()
      effect()
      await vi.runAllTimersAsync()
      expect(call).toHaveBeenCalledTimes(1)
      expect(runtime.latest().answer).toBe('ok')
    })

    it('the reducer runs once per event, whatever React does with the committed model', () => {
      const counted = vi.fn(reducer)
      const runtime = createFlowRuntime(counted, initial, () => {})
      runtime.start({ type: 'SENT' })
      expect(counted).toHaveBeenCalledTimes(1)
    })

    it('a timer set before the remount → still fires once, on time', () => {
      const runtime = createFlowRuntime(reducer, initial, () => {})
      const action = vi.fn()
      const unmount = runtime.mount()
      runtime.after(200, action)
      unmount()
      runtime.mount()
      vi.advanceTimersByTime(200)
      expect(action).toHaveBeenCalledTimes(1)
      vi.runAllTimers()
      expect(action).toHaveBeenCalledTimes(1)
    })
  })
})

describe('expectStep', () => {
  type State = { readonly step: 'a'; readonly x: number } | { readonly step: 'b' }
  it('a listed step → the state, narrowed', () => {
    const state = { step: 'a', x: 1 } as State
    expect(expectStep(state, 'a').x).toBe(1)
  })
  it('another step → throws (the machine let through an event it should not have)', () => {
    const state = { step: 'b' } as State
    expect(() => expectStep(state, 'a')).toThrow('accepted an event in b, expected a')
  })
})
