import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import * as tenantsApi from '../../api/tenants'
import type { UserTenant } from '../../api'
import { clientScope, resourceScope, type ResourceScope } from '../admin/resources/keys'
import { useGatehouse } from '../session/GatehouseProvider'
import { useSession } from '../session/useSession'
import { toFlowError, type FlowError } from '../shared/flowError'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { LOAD_RETRY } from '../shared/loadRetry'
import { useLatest } from '../shared/useLatest'
import { canSwitchTenants, initialTenantSwitchModel, tenantSwitchReducer, tenantsVersion, tenantsView, type TenantSwitchState } from './machine'
import { switchTenantSession, type TenantsApi } from './switchTenant'

/** The text of a failed tenants load or switch when the server gives none. */
export const TENANTS_UNKNOWN_ERROR = 'Something went wrong. Please try again.'

export interface TenantsOptions {
  /** The calls made; a test or a host can swap them. */
  api?: Partial<TenantsApi>
}

/** spec/auth.md §3 Tenants state and §4 tenant switch. */
export interface Tenants {
  /** The tenants the signed-in user belongs to (empty until loaded). */
  readonly tenants: readonly UserTenant[]
  /** The tenant the session works in, or null until known. */
  readonly activeTenant: UserTenant | null
  /** The first answer has not come yet. */
  readonly isLoading: boolean
  /** Loading the tenants failed. */
  readonly loadError: FlowError | null
  /** Whether there is another tenant to switch to. */
  readonly canSwitch: boolean
  /** idle or switching (with the tenant asked for). */
  readonly state: TenantSwitchState
  readonly isSwitching: boolean
  /** The last switch failed: the session stayed in its tenant. */
  readonly switchError: FlowError | null
  /** Moves the session to `tenantId`: the server told, the token refreshed, the user reloaded, the old tenant's cached answers dropped. */
  switchTenant(tenantId: string): Promise<void>
  /** Loads the tenants again. */
  reload(): Promise<void>
}

/** Whether an SWR key (`[path, params, ...scope]`) belongs to `scope`. */
function inScope(key: unknown, scope: ResourceScope): boolean {
  return Array.isArray(key) && key.length >= scope.length && scope.every((part, index) => key[key.length - scope.length + index] === part)
}

/** The signed-in user's tenants (v3 me/tenants, v1 behind its flag) and the switch between them. */
export function useTenants(options: TenantsOptions = {}): Tenants {
  const gatehouse = useGatehouse('useTenants')
  const { client, flags } = gatehouse
  const { user } = useSession()
  const { mutate } = useSWRConfig()
  const api = { ...tenantsApi, ...options.api }
  const apiRef = useLatest(api)
  const contextRef = useLatest(gatehouse)
  const version = tenantsVersion(flags)
  const userId = user?.id
  const sessionTenantId = user?.tenantId ?? null
  // The user's tenants are the same whichever one the session is in: keyed by client and user only,
  // so a switch keeps the list on screen (the active one comes from the session).
  const key = userId ? ([version === 'v1' ? tenantsApi.CURRENT_USER_TENANTS_V1_PATH : tenantsApi.CURRENT_USER_TENANTS_V3_PATH, { version }, clientScope(client), userId] as const) : null
  const swr = useSWR(key, ([, asked]) => apiRef.current.getCurrentUserTenants(client, asked), LOAD_RETRY)
  const view = tenantsView(swr.data, sessionTenantId)
  const activeTenantId = view.activeTenant?.tenantId ?? sessionTenantId
  const { model, start } = useFlowRuntime(tenantSwitchReducer, initialTenantSwitchModel)

  const { mutate: reloadTenants } = swr
  const reload = useCallback(async () => {
    await reloadTenants()
  }, [reloadTenants])

  const switchTenant = useCallback(
    async (tenantId: string) => {
      const context = contextRef.current
      const { user: before } = context.store.getSnapshot()
      // The session's own tenant is the one it works in, whatever the list last said.
      const run = start({ type: 'SWITCH.REQUESTED', tenantId, activeTenantId: before?.tenantId ?? null })
      if (!run) return
      const oldScope = resourceScope(context.client, before)
      try {
        await switchTenantSession(context, tenantId, apiRef.current)
      } catch (error) {
        run.send({ type: 'SWITCH.FAILED', error: toFlowError(error, TENANTS_UNKNOWN_ERROR) })
        return
      }
      // Nothing the old tenant answered stays cached: no screen can show it after the switch.
      if (oldScope) await mutate((cached) => inScope(cached, oldScope), undefined, { revalidate: false })
      run.send({ type: 'SWITCH.DONE' })
      // The list stays on screen while the server's view of it (its active tenant) is asked again.
      void reload()
    },
    [start, contextRef, apiRef, mutate, reload],
  )

  return {
    tenants: view.tenants,
    activeTenant: view.activeTenant,
    isLoading: swr.isLoading,
    loadError: swr.error ? toFlowError(swr.error, TENANTS_UNKNOWN_ERROR) : null,
    canSwitch: canSwitchTenants(view.tenants, activeTenantId),
    state: model.state,
    isSwitching: model.state.step === 'switching',
    switchError: model.error,
    switchTenant,
    reload,
  }
}
