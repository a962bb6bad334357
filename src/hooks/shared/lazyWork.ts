import { ApiError, NETWORK_MESSAGE } from '../../api/errors'

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
