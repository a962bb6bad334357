import { describe, it, expect } from 'vitest'
import { STORAGE_KEYS, browserLocalStorage, browserSessionStorage, safeStorage } from './storage'
import { brokenStorage, memoryStorage } from '../../api/storage.testing'


describe('safeStorage', () => {
  it('reads, writes and removes through a working storage', () => {
    const backing = memoryStorage()
    const storage = safeStorage(() => backing)
    storage.setItem(STORAGE_KEYS.userId, 'u1')
    expect(storage.getItem(STORAGE_KEYS.userId)).toBe('u1')
    storage.removeItem(STORAGE_KEYS.userId)
    expect(storage.getItem(STORAGE_KEYS.userId)).toBeNull()
  })

  it('the storage getter throwing → reads as empty, writes are dropped, nothing throws', () => {
    const storage = safeStorage(() => {
      throw new DOMException('Access is denied', 'SecurityError')
    })
    expect(() => storage.setItem('k', 'v')).not.toThrow()
    expect(storage.getItem('k')).toBeNull()
    expect(() => storage.removeItem('k')).not.toThrow()
  })

  it('the storage getter returning undefined (SSR) → reads as empty, nothing throws', () => {
    const storage = safeStorage(() => undefined)
    expect(() => storage.setItem('k', 'v')).not.toThrow()
    expect(storage.getItem('k')).toBeNull()
    expect(() => storage.removeItem('k')).not.toThrow()
  })

  it('storage methods throwing → reads as empty, nothing throws', () => {
    const storage = safeStorage(brokenStorage)
    expect(() => storage.setItem('k', 'v')).not.toThrow()
    expect(storage.getItem('k')).toBeNull()
    expect(() => storage.removeItem('k')).not.toThrow()
  })

  it('the getter is asked on every call, so storage that appears later is used', () => {
    let current: Storage | undefined = undefined
    const storage = safeStorage(() => current)
    expect(storage.getItem('k')).toBeNull()
    current = memoryStorage()
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
  })

  it('the browser storages are safe in Node, where there is no window', () => {
    expect(typeof window).toBe('undefined')
    for (const storage of [browserSessionStorage, browserLocalStorage]) {
      expect(() => storage.setItem(STORAGE_KEYS.afterAuthRedirectUrl, '/x')).not.toThrow()
      expect(() => storage.getItem(STORAGE_KEYS.afterAuthRedirectUrl)).not.toThrow()
      expect(() => storage.removeItem(STORAGE_KEYS.afterAuthRedirectUrl)).not.toThrow()
    }
  })
})
