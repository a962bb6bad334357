import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterPaint'

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** A page's frames, run by hand: each callback runs as the frame is drawn, before its paint. */
  function frames() {
    const callbacks = new Map<number, () => void>()
    let next = 1
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => (callbacks.set(next, callback), next++))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id))
    return {
      draw: () => [...callbacks.entries()].forEach(([id, callback]) => (callbacks.delete(id), callback())),
      waiting: () => callbacks.size,
    }
  }

  it('runs in the task after the next frame, not in the frame itself, and once', () => {
    const page = frames()
    const work = vi.fn()
    afterNextPaint(work)
    vi.advanceTimersByTime(0)
    expect(work).not.toHaveBeenCalled()
    page.draw()
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(work).toHaveBeenCalledTimes(1)
    // The fallback that was waiting for a hidden tab does not run it again.
    vi.advanceTimersByTime(1000)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('where no frame comes (a hidden tab) it runs after the fallback, and the late frame adds nothing', () => {
    const page = frames()
    const work = vi.fn()
    afterNextPaint(work, 250)
    vi.advanceTimersByTime(249)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
    expect(page.waiting()).toBe(0)
  })

  it('without animation frames at all (a server, a worker) the fallback runs it', () => {
    const work = vi.fn()
    afterNextPaint(work, 100)
    vi.advanceTimersByTime(100)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('cancelled before it runs → never runs', () => {
    const page = frames()
    const work = vi.fn()
    const cancel = afterNextPaint(work)
    page.draw()
    cancel()
    vi.advanceTimersByTime(1000)
    expect(work).not.toHaveBeenCalled()
  })
})
