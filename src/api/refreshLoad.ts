import { ApiError, NETWORK_MESSAGE } from './errors'
import type { refreshToken } from './refresh'

let loading: Promise<typeof refreshToken> | null = null

/**
 * The identity API's refresh call with its answer's schema, kept out of a page's first chunk: a
 * client fetches it as it is created and its first refresh awaits it. A load that fails (the network
 * dropped) is a network failure, and forgotten: the next refresh fetches it again.
 */
export function loadRefreshCall(): Promise<typeof refreshToken> {
  loading ??= import('./refresh').then(
    (module) => module.refreshToken,
    (cause: unknown) => {
      loading = null
      throw new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })
    },
  )
  return loading
}
