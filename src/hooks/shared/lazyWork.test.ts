import { describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_MESSAGE } from '../../api/errors'
import { loadedFor } from './lazyWork'

describe('loadedFor', () => {
  it('gives the loaded work and sends nothing', async () => {
    const run = { send: vi.fn(() => true) }
    await expect(loadedFor(() => Promise.resolve('work'), run, () => 'failed')).resolves.toBe('work')
    expect(run.send).not.toHaveBeenCalled()
  })

  it('fails the run as a network failure when the work does not arrive, and gives null', async () => {
    const run = { send: vi.fn((_event: { error: ApiError }) => true) }
    const cause = new TypeError('Failed to fetch dynamically imported module')
    await expect(loadedFor(() => Promise.reject(cause), run, (error) => ({ error }))).resolves.toBeNull()
    expect(run.send).toHaveBeenCalledTimes(1)
    const { error } = run.send.mock.calls[0]![0]
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'network', status: 0, message: NETWORK_MESSAGE, cause })
  })
})
