import { ApiError, NETWORK_MESSAGE } from './errors'
import { loadOnce } from './loadOnce'

/**
 * How the client renews its session (refreshEngine.ts, with the identity API's refresh call and its
 * answer's schema), kept out of a page's first chunk: a client fetches it as it is created and its
 * first refresh awaits it. A load that fails (the network dropped) is a network failure, and
 * forgotten: the next refresh fetches it again.
 */
export const loadRefreshEngine = loadOnce(() =>
  import('./refreshEngine').catch((cause: unknown) => {
    throw new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })
  }),
)
