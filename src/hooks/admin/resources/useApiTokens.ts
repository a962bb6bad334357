import { useCallback, useEffect, useReducer } from 'react'
import useSWR from 'swr'
import { apiTokens as apiTokensApi, auth as authApi, users as usersApi, type TeamUser, type ApiToken, type CreatedApiToken, type MachineToMachineStrategy, type TokenOwner, type VendorConfig } from '../../../api'
import { useGatehouse } from '../../session/GatehouseProvider'
import { API_TOKEN_DIALOG_CLOSED, apiTokenDialogReducer, sortApiTokens, tokenTypeFor, type ApiTokenDialogState, type NewApiToken } from './apiTokens'
import { toTeamError, type TeamError } from './errors'
import { LOAD_RETRY } from '../../shared/loadRetry'
import { resourceKey, type ResourceKey } from './keys'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'

/** The vendor's public configuration (spec/admin.md §3 public vendor config), cached per scope. */
export function useVendorConfig(): Resource<VendorConfig> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useVendorConfig', 'loadVendorConfig', authApi.VENDOR_CONFIG_PATH, null, ({ client }) => authApi.getVendorConfig(client))
  return resource
}

/** One owner's API tokens, of the kind the vendor's machine-to-machine strategy makes. */
export interface ApiTokens extends Resource<ApiToken[]> {
  /** The kind of token this vendor makes (and lists); undefined until the vendor config is in. */
  readonly type: MachineToMachineStrategy | undefined
}

/**
 * The signed-in user's own tokens (`owner` 'user') or the tenant's ('tenant'), newest first
 * (spec/admin.md §3 API token). Loads the vendor config first: its machine-to-machine strategy
 * says which list holds the tokens. A failure of either is the list's error; `refresh` tries both.
 */
export function useApiTokens(owner: TokenOwner): ApiTokens {
  const vendor = useVendorConfig()
  const context = useTeamContext('useApiTokens')
  const type = vendor.data ? tokenTypeFor(vendor.data.machineToMachineAuthStrategy) : undefined
  // Nothing loads until the kind is known: without it the key is null (SWR waits).
  const key = type ? resourceKey(apiTokensApi.apiTokenPaths(owner, type).list, { owner, type }, context.scope) : null
  const list = useSWR(key, async ([, asked]: ResourceKey<{ owner: TokenOwner; type: MachineToMachineStrategy }>) =>
    sortApiTokens(await context.logged('loadApiTokens', apiTokensApi.listApiTokens(context.client, asked))),
    LOAD_RETRY,
  )
  const { refresh: refreshVendor } = vendor
  const { mutate: reloadList } = list
  const refresh = useCallback(async () => {
    await Promise.all([refreshVendor(), reloadList()])
  }, [refreshVendor, reloadList])
  const vendorFailed = vendor.teamError !== null && !vendor.data
  return {
    type,
    data: list.data,
    error: vendorFailed ? vendor.error : list.error,
    teamError: vendorFailed ? vendor.teamError : toTeamError('loadApiTokens', list.error),
    isLoading: vendor.isLoading || list.isLoading,
    isValidating: vendor.isValidating || list.isValidating,
    refresh,
  }
}

/**
 * Who made a tenant token (spec/admin.md §3 createdByUserId), looked up by id (users v1) once per
 * person and cached; null `userId` looks nothing up. Needs fe.secure.read.users: without it the
 * lookup fails and the caller shows the id.
 */
export function useTokenCreator(userId: string | null | undefined): Resource<TeamUser> {
  const context = useTeamContext('useTokenCreator')
  const key = userId ? resourceKey(usersApi.USERS_V1_PATH, { userId }, context.scope) : null
  const swr = useSWR(key, ([, asked]: ResourceKey<{ userId: string }>) => context.logged('loadUsers', usersApi.getUser(context.client, asked)), { shouldRetryOnError: false })
  const { mutate } = swr
  const refresh = useCallback(async () => {
    await mutate()
  }, [mutate])
  return { data: swr.data, error: swr.error, teamError: toTeamError('loadUsers', swr.error), isLoading: swr.isLoading, isValidating: swr.isValidating, refresh }
}

/** The signed-in user's personal API tokens (personalApiTokens section). */
export const usePersonalApiTokens = (): ApiTokens => useApiTokens('user')
/** The tenant's API tokens (apiTokens section). */
export const useTenantApiTokens = (): ApiTokens => useApiTokens('tenant')

function useTokenListPaths(owner: TokenOwner) {
  return [apiTokensApi.apiTokenPaths(owner, 'ClientCredentials').list, apiTokensApi.apiTokenPaths(owner, 'AccessToken').list]
}

/**
 * Makes a token of the kind `type` names (the one useApiTokens reports); resolves with it and its
 * secret, which no later answer carries. The list loads again.
 */
export function useCreateApiToken(owner: TokenOwner): ResourceMutation<NewApiToken & { type: MachineToMachineStrategy }, CreatedApiToken> {
  const context = useTeamContext('useCreateApiToken')
  const paths = useTokenListPaths(owner)
  return useTeamMutation(context, 'createApiToken', paths[0]!, async ({ type, ...token }: NewApiToken & { type: MachineToMachineStrategy }) => {
    const made = await apiTokensApi.createApiToken(context.client, { owner, type, ...token })
    void context.revalidate(...paths)
    return made
  })
}

/** Deletes a token (by its kind's path); the list loads again. A failure leaves the list as it was. */
export function useDeleteApiToken(owner: TokenOwner): ResourceMutation<Pick<ApiToken, 'id' | 'type'>, unknown> {
  const context = useTeamContext('useDeleteApiToken')
  const paths = useTokenListPaths(owner)
  return useTeamMutation(context, 'deleteApiToken', paths[0]!, async (token: Pick<ApiToken, 'id' | 'type'>) => {
    const answer = await apiTokensApi.deleteApiToken(context.client, { owner, type: token.type, id: token.id })
    void context.revalidate(...paths)
    return answer
  })
}

/** The dialogs over a token list: which is open, and the steps of creating one (spec/admin.md §4). */
export interface ApiTokenDialogs {
  readonly state: ApiTokenDialogState
  /** Opens the new-token form. */
  openCreate(): void
  /** Opens the confirmation to delete `token`. */
  openDelete(token: ApiToken): void
  /** The token was made: the form closes, and after DELAYS.successDialog its secret shows. */
  created(token: CreatedApiToken): void
  /** Closes the open dialog (not the wait before the secret: that shows once, always). */
  close(): void
}

export function useApiTokenDialogs(): ApiTokenDialogs {
  const { delays } = useGatehouse('useApiTokenDialogs')
  const [state, dispatch] = useReducer(apiTokenDialogReducer, API_TOKEN_DIALOG_CLOSED)
  const waiting = state.step === 'waiting'
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => dispatch({ type: 'WAIT.ENDED' }), delays.successDialog)
    return () => clearTimeout(timer)
  }, [waiting, delays.successDialog])
  return {
    state,
    openCreate: useCallback(() => dispatch({ type: 'CREATE.OPENED' }), []),
    openDelete: useCallback((token: ApiToken) => dispatch({ type: 'DELETE.OPENED', token }), []),
    created: useCallback((token: CreatedApiToken) => dispatch({ type: 'CREATE.SUCCEEDED', token }), []),
    close: useCallback(() => dispatch({ type: 'CLOSED' }), []),
  }
}

/** The error of a token change as the section shows it (spec/admin.md §8). */
export const apiTokenError = (operation: 'createApiToken' | 'deleteApiToken', error: unknown): TeamError | null => toTeamError(operation, error)
