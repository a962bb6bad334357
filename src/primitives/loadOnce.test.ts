import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('fetches once, however often it is asked, and keeps what arrived', async () => {
    const load = vi.fn(() => Promise.resolve('popover'))
    const part = loadOnce(load)
    expect(part.current()).toBeNull()
    part.preload()
    await expect(part.get()).resolves.toBe('popover')
    await expect(part.get()).resolves.toBe('popover')
    expect(part.current()).toBe('popover')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fetches again after a failure, which a preload does not report', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('popover')
    const part = loadOnce<string>(load)
    part.preload()
    await expect(part.get()).rejects.toThrow('offline')
    await expect(part.get()).resolves.toBe('popover')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
