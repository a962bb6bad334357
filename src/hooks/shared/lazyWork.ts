import { ApiError, NETWORK_MESSAGE } from '../../api/errors'

/**
 * A flow's server work kept out of its first chunk: imported on first use, shared by every caller
 * after. A failed import (the network dropped) is forgotten, so the next call fetches it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

/**
 * The loaded work for a run that has started, or null once the run has failed with `failed`
 * because the work could not be fetched: a network failure, like a request that never answered.
 */
export async function loadedFor<T, E>(load: () => Promise<T>, run: { send(event: E): boolean }, failed: (error: ApiError) => E): Promise<T | null> {
  try {
    return await load()
  } catch (cause) {
    run.send(failed(new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })))
    return null
  }
}
