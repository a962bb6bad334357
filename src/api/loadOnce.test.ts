import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('imports once however many callers ask, at once or later', async () => {
    const load = vi.fn(() => Promise.resolve({ work: 1 }))
    const get = loadOnce(load)
    const [a, b] = await Promise.all([get(), get()])
    expect(await get()).toBe(a)
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed import: the next call fetches again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('work')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('Failed to fetch')
    await expect(get()).resolves.toBe('work')
    await expect(get()).resolves.toBe('work')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
