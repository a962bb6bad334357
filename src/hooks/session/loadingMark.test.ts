import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LOADING_CLASS, LOADING_MARKER, markBodyWhileLoading } from './loadingMark'
import { createSessionStore } from './store'

/** The body as the mark sees it: an attribute and a class list. */
function fakeBody() {
  const attributes = new Set<string>()
  const classes = new Set<string>()
  return {
    toggleAttribute: (name: string, on: boolean) => void (on ? attributes.add(name) : attributes.delete(name)),
    classList: { toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)) },
    marked: () => attributes.has(LOADING_MARKER) && classes.has(LOADING_CLASS),
    clear: () => !attributes.has(LOADING_MARKER) && !classes.has(LOADING_CLASS),
  }
}

let body: ReturnType<typeof fakeBody>
beforeEach(() => {
  body = fakeBody()
  Object.defineProperty(globalThis, 'document', { value: { body }, configurable: true })
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document')
})

describe('markBodyWhileLoading', () => {
  it('marks the body while the session loads, and clears it once it is known', () => {
    const store = createSessionStore({ isLoading: true })
    const stop = markBodyWhileLoading(store)
    expect(body.marked()).toBe(true)
    store.signOut()
    expect(body.clear()).toBe(true)
    stop()
  })

  it('a second provider that is not loading leaves the first one’s mark', () => {
    const session = createSessionStore({ isLoading: true })
    const preview = createSessionStore({ isLoading: false })
    const stopSession = markBodyWhileLoading(session)
    const stopPreview = markBodyWhileLoading(preview)
    expect(body.marked()).toBe(true)
    stopPreview()
    expect(body.marked()).toBe(true)
    session.signOut()
    expect(body.clear()).toBe(true)
    stopSession()
  })

  it('unmounting a loading provider clears the mark only when no other is loading', () => {
    const first = createSessionStore({ isLoading: true })
    const second = createSessionStore({ isLoading: true })
    const stopFirst = markBodyWhileLoading(first)
    const stopSecond = markBodyWhileLoading(second)
    stopFirst()
    expect(body.marked()).toBe(true)
    stopSecond()
    expect(body.clear()).toBe(true)
  })
})
