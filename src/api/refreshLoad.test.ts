import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./refreshEngine')
  vi.resetModules()
})

describe('loadRefreshEngine', () => {
  it('loads the refresh work once, however many ask', async () => {
    const { loadRefreshEngine } = await import('./refreshLoad')
    const engine = await import('./refreshEngine')
    const [first, second] = await Promise.all([loadRefreshEngine(), loadRefreshEngine()])
    expect(first.renew).toBe(engine.renew)
    expect(second.hearSibling).toBe(engine.hearSibling)
    expect(loadRefreshEngine()).toBe(loadRefreshEngine())
  })

  it('a load the network drops fails as a network ApiError, and the next call fetches it again', async () => {
    vi.doMock('./refreshEngine', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { loadRefreshEngine } = await import('./refreshLoad')
    await expect(loadRefreshEngine()).rejects.toMatchObject({ name: 'ApiError', reason: 'network', status: 0 })
    vi.doUnmock('./refreshEngine')
    await expect(loadRefreshEngine()).resolves.toMatchObject({ renew: expect.any(Function) })
  })
})
