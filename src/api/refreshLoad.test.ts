import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./refresh')
  vi.resetModules()
})

describe('loadRefreshCall', () => {
  it('loads the refresh call once, however many ask', async () => {
    const { loadRefreshCall } = await import('./refreshLoad')
    const { refreshToken } = await import('./refresh')
    const [first, second] = await Promise.all([loadRefreshCall(), loadRefreshCall()])
    expect(first).toBe(refreshToken)
    expect(second).toBe(refreshToken)
    expect(loadRefreshCall()).toBe(loadRefreshCall())
  })

  it('a load the network drops fails as a network ApiError, and the next call fetches it again', async () => {
    vi.doMock('./refresh', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { loadRefreshCall } = await import('./refreshLoad')
    await expect(loadRefreshCall()).rejects.toMatchObject({ name: 'ApiError', reason: 'network', status: 0 })
    vi.doUnmock('./refresh')
    await expect(loadRefreshCall()).resolves.toBeTypeOf('function')
  })
})
