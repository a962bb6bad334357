import { useCallback, useEffect, useMemo } from 'react'
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr'
import useSWRMutation from 'swr/mutation'
import type { Client } from '../../../api'
import { useGatehouse } from '../../session/GatehouseProvider'
import { useSession } from '../../session/useSession'
import { isResourceKey, isUserKey, resourceKey, resourceScope, type ResourceKey, type ResourceScope } from './keys'
import { LOAD_RETRY } from '../../shared/loadRetry'
import { shouldLogTeamError, toTeamError, type TeamError, type TeamOperation } from './errors'

/** What every team resource hook needs: the client, whose answers these are, and list refreshing. */
export interface TeamContext {
  readonly client: Client
  /** Null while nobody is signed in: nothing loads then. */
  readonly scope: ResourceScope | null
  /** The signed-in user's active tenant. */
  readonly tenantId: string | null
  /** Loads again every cached answer of these api paths (every page, every query) in this scope. A change starts it and does not wait: its dialog closes when the change is answered, and a failed reload is the list's own error. */
  revalidate(...paths: string[]): Promise<void>
  /**
   * Loads `path` asked with `params` now and caches the answer, whether or not a screen shows it
   * (revalidate reaches only the answers a screen shows): the screen opened next shows it at once. A
   * failure is logged as a load's is and leaves the answer cached before.
   */
  reload<P, T>(operation: TeamOperation, path: string, params: P, load: (context: TeamContext, params: P) => Promise<T>): Promise<void>
  /** Runs a call; an error without a status code is logged (spec/admin.md §8) and thrown on. */
  logged<T>(operation: TeamOperation, call: Promise<T>): Promise<T>
}

/**
 * The cached answers of a user go when their session ends, however it ends: a sign-out in this tab or
 * another, a refused refresh, a revoked session. (useLogout drops them too, before it navigates.)
 */
export function useForgetAnswersAfterSession(): void {
  const { client, store } = useGatehouse('useForgetAnswersAfterSession')
  const { mutate } = useSWRConfig()
  useEffect(() => {
    let scope = resourceScope(client, store.getSnapshot().user)
    return store.subscribe(() => {
      const next = resourceScope(client, store.getSnapshot().user)
      const ended = scope
      scope = next
      if (ended && !next) void mutate((key) => isUserKey(key, ended), undefined, { revalidate: false })
    })
  }, [client, store, mutate])
}

export function useTeamContext(hookName: string): TeamContext {
  const { client, logger } = useGatehouse(hookName)
  const { user } = useSession()
  const { mutate } = useSWRConfig()
  const userId = user?.id
  const tenantId = user?.tenantId
  // Keyed on the ids, not the user object: a refreshed token keeps the same scope.
  const scope = useMemo(() => resourceScope(client, userId ? { id: userId, tenantId } : null), [client, userId, tenantId])
  return useMemo<TeamContext>(() => {
    const context: TeamContext = {
      client,
      scope,
      tenantId: scope?.[2] ?? null,
      revalidate: async (...paths) => {
        await mutate((key) => isResourceKey(key, paths, scope))
      },
      reload: async (operation, path, params, load) => {
        const key = resourceKey(path, params, scope)
        if (!key) return
        await mutate(key, context.logged(operation, load(context, params)), { revalidate: false }).catch(() => undefined)
      },
      logged: async (operation, call) => {
        try {
          return await call
        } catch (error) {
          const shown = toTeamError(operation, error)
          if (shown && shouldLogTeamError(shown)) logger.warn(`gatehouse: ${operation} failed`, error)
          throw error
        }
      },
    }
    return context
  }, [client, scope, mutate, logger])
}

/** A loaded resource: SWR's answer plus the error as the team area shows it. */
export interface Resource<T> {
  readonly data: T | undefined
  readonly error: unknown
  /** spec/admin.md §8 text and key of the load error, or null. */
  readonly teamError: TeamError | null
  /** No answer yet and one is on its way. */
  readonly isLoading: boolean
  /** Any request on its way, a refresh included. */
  readonly isValidating: boolean
  /** Loads it again. */
  refresh(): Promise<void>
}

/** Loads `path` asked with `params` through `load`, cached per scope (SWR); nothing is asked while `enabled` is false. */
export function useTeamResource<P, T>(
  hookName: string,
  operation: TeamOperation,
  path: string,
  params: P,
  load: (context: TeamContext, params: P) => Promise<T>,
  config?: SWRConfiguration<T>,
  enabled = true,
): Resource<T> & { readonly key: ResourceKey<P> | null; readonly context: TeamContext } {
  const context = useTeamContext(hookName)
  const key = enabled ? resourceKey(path, params, context.scope) : null
  const swr = useSWR(key, ([, asked]: ResourceKey<P>) => context.logged(operation, load(context, asked)), { ...LOAD_RETRY, ...config })
  const { mutate } = swr
  const refresh = useCallback(async () => {
    await mutate()
  }, [mutate])
  return {
    key,
    context,
    data: swr.data,
    error: swr.error,
    teamError: toTeamError(operation, swr.error),
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    refresh,
  }
}

/** A change made through useSWRMutation (STYLE 11): `trigger` throws, so catch where the UI shows the error. */
export interface ResourceMutation<Arg, Result> {
  /** Makes the change; resolves with its result, rejects with its error. */
  trigger(arg: Arg): Promise<Result>
  readonly isMutating: boolean
  /** The last result. */
  readonly data: Result | undefined
  readonly error: unknown
  /** spec/admin.md §8 text and key of the last error, or null. */
  readonly teamError: TeamError | null
  /** Forgets the last result and error (closing a dialog resets it, spec/admin.md §2). */
  reset(): void
}

export interface MutationOptions<Arg, Data> {
  /** The key whose cache the change touches; a key of its own when absent. */
  key?: ResourceKey | null
  /** The data shown while the change is on its way, rolled back if it fails (spec/admin.md §4). */
  optimisticData?: (arg: Arg) => (current: Data | undefined) => Data | undefined
  /** Writes the result into `key`'s cache instead of loading it again. */
  populateCache?: boolean
}

/** A team change: `run` calls the api; errors are logged per spec/admin.md §8 and mapped to a TeamError. */
export function useTeamMutation<Arg, Result, Data = unknown>(
  context: TeamContext,
  operation: TeamOperation,
  path: string,
  run: (arg: Arg) => Promise<Result>,
  options: MutationOptions<Arg, Data> = {},
): ResourceMutation<Arg, Result> {
  const ownKey = resourceKey(path, { change: operation }, context.scope)
  const key = options.key === undefined ? ownKey : options.key
  const mutation = useSWRMutation<Result, unknown, ResourceKey | null, Arg, Data>(key, (_key: unknown, { arg }: { arg: Arg }) => context.logged(operation, run(arg)), {
    populateCache: options.populateCache ?? false,
    revalidate: Boolean(options.optimisticData),
  })
  const { optimisticData } = options
  const { trigger: swrTrigger } = mutation
  const trigger = useCallback(
    (arg: Arg) => {
      const call = swrTrigger as (arg: Arg, options?: object) => Promise<Result>
      return optimisticData ? call(arg, { optimisticData: optimisticData(arg), rollbackOnError: true, revalidate: true, populateCache: false }) : call(arg)
    },
    [swrTrigger, optimisticData],
  )
  return {
    trigger,
    isMutating: mutation.isMutating,
    data: mutation.data,
    error: mutation.error,
    teamError: toTeamError(operation, mutation.error),
    reset: mutation.reset,
  }
}
