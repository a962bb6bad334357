import { ApiError, NETWORK_MESSAGE } from './errors'
import { loadOnce } from './loadOnce'

/**
 * The identity API's refresh call with its answer's schema, kept out of a page's first chunk: a
 * client fetches it as it is created and its first refresh awaits it. A load that fails (the network
 * dropped) is a network failure, and forgotten: the next refresh fetches it again.
 */
export const loadRefreshCall = loadOnce(() =>
  import('./refresh').then(
    (module) => module.refreshToken,
    (cause: unknown) => {
      throw new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })
    },
  ),
)

/** How the client renews its session (refreshEngine.ts), loaded and failing the same way. */
export const loadRefreshEngine = loadOnce(() =>
  import('./refreshEngine').catch((cause: unknown) => {
    throw new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })
  }),
)
