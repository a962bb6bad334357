import { useCallback, useMemo } from 'react'
import useSWR from 'swr'
import { entitlements as entitlementsApi, type Client, type UserEntitlements } from '../../../api'
import { useGatehouse } from '../../session/GatehouseProvider'
import { useSession } from '../../session/useSession'
import { EntitlementsNotEnabledError, isEntitled, type DenialReason, type EntitlementContext, type EntitlementQuery, type EntitlementResult, type Entitlements } from '../entitlements'
import type { Attributes } from '../rules'
import { entitlementAttributes } from './holder'
import { useNow } from '../../shared/useNow'

/** spec/admin.md §6, spec/auth.md §6: entitlements load only while this flag is on. */
export const ENTITLEMENTS_FLAG = 'admin_portal_entitlements'

export interface EntitlementsOptions {
  /** The host's own attributes for flag and plan rules, laid over the user's (entitlementAttributes). */
  attributes?: Attributes
  /** The entitlements call; a test or a host can swap it. */
  load?: (client: Client) => Promise<UserEntitlements>
}

export interface EntitlementsState {
  /** Whether entitlements are on (the admin_portal_entitlements flag); off, nothing loads and checks fail. */
  readonly isEnabled: boolean
  /** The user's entitlements; null while off, loading, signed out, or after a failed lookup (spec/admin.md §8: ignored). */
  readonly entitlements: Entitlements | null
  /** Enabled and the first answer has not come yet. */
  readonly isLoading: boolean
  /** What isEntitled needs besides the data: enabled, the time now, the rule attributes. */
  readonly context: EntitlementContext
  /**
   * Checks a feature and/or a permission against the loaded entitlements.
   * @throws EntitlementsNotEnabledError while entitlements are off (spec/admin.md §5).
   */
  check(query: EntitlementQuery): EntitlementResult
  /** Loads them again (after a plan change, say). */
  reload(): Promise<void>
}

// One cache entry per client, so two providers on a page (or two stories) never share answers.
const clientIds = new WeakMap<Client, number>()
let lastClientId = 0
const clientId = (client: Client) => {
  if (!clientIds.has(client)) clientIds.set(client, ++lastClientId)
  return clientIds.get(client)!
}

const defaultLoad = (client: Client) => entitlementsApi.getUserEntitlements(client)

/**
 * The signed-in user's entitlements. They load once per user and tenant while the flag is on
 * (every component asking shares the one request, StrictMode included; the sign-in's own answer
 * counts, so a freshly signed-in user causes no second request); a failed lookup is
 * ignored: it leaves nothing entitled and shows no error.
 */
export function useEntitlements(options: EntitlementsOptions = {}): EntitlementsState {
  const { client, flags } = useGatehouse('useEntitlements')
  const { user } = useSession()
  const { attributes: custom, load = defaultLoad } = options
  const isEnabled = flags[ENTITLEMENTS_FLAG] === true
  const key = isEnabled && user ? [entitlementsApi.USER_ENTITLEMENTS_PATH, clientId(client), user.id, user.tenantId ?? null] : null
  // The sign-in already loaded them under the same flag (spec/auth.md §3): that answer is the first one.
  const fromSignIn = user?.entitlements
  const { data, isLoading, mutate } = useSWR(key, () => load(client), {
    fallbackData: fromSignIn,
    revalidateOnMount: !fromSignIn,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  })
  // The rules read feature-flag and plan trees defensively; the api schema checked their envelope.
  const loaded = isEnabled && user && data ? (data as unknown as Entitlements) : null
  const attributes = useMemo(() => entitlementAttributes(user, custom), [user, custom])
  const now = useNow()
  const context = useMemo((): EntitlementContext => ({ enabled: isEnabled, now, attributes }), [isEnabled, now, attributes])
  const reload = useCallback(async () => {
    await mutate()
  }, [mutate])
  return {
    isEnabled,
    entitlements: loaded,
    isLoading: Boolean(key) && isLoading,
    context,
    check: (query) => isEntitled(loaded, query, context),
    reload,
  }
}

export interface IsEntitled {
  /** Entitled to everything asked; false while loading, off, or denied. */
  readonly isEntitled: boolean
  /** Why not, once decided (MISSING_PERMISSION, MISSING_FEATURE, BUNDLE_EXPIRED). */
  readonly justification: DenialReason | null
  readonly isLoading: boolean
  /** While entitlements are off the check fails with EntitlementsNotEnabledError (spec/admin.md §5), given here rather than thrown. */
  readonly error: EntitlementsNotEnabledError | null
}

/** Whether the user is entitled to a feature, a permission, or both (spec/admin.md §6). */
export function useIsEntitled(query: EntitlementQuery, options: EntitlementsOptions = {}): IsEntitled {
  const state = useEntitlements(options)
  if (!state.isEnabled) return { isEntitled: false, justification: null, isLoading: false, error: new EntitlementsNotEnabledError() }
  if (state.isLoading) return { isEntitled: false, justification: null, isLoading: true, error: null }
  const result = state.check(query)
  return { isEntitled: result.isEntitled, justification: result.isEntitled ? null : result.justification, isLoading: false, error: null }
}
