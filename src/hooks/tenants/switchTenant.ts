import * as tenantsApi from '../../api/tenants'
import { finishSignIn, type FinishSignInContext, type SessionApi } from '../session/finishSignIn'
import { STORAGE_KEYS, type KeyValueStorage } from '../session/storage'
import type { SessionUser } from '../session/store'
import { refreshAfterSwitch } from './machine'

export interface TenantSwitchContext extends FinishSignInContext {
  readonly sessionStorage: KeyValueStorage
  readonly separateTabs: boolean
}

/** The calls a switch makes; a test or a host can swap them. */
export type TenantsApi = Pick<typeof tenantsApi, 'getCurrentUserTenants' | 'switchTenant'> & Partial<SessionApi>

/**
 * spec/auth.md §4 tenant switch: loading set (the page body carries the loading marker), the server
 * told (PUT v1/tenant), the tab's tenant kept when tabs are separate (§3), the token refreshed and
 * the user reloaded in the new tenant. A refused switch keeps the old tenant and session; a failed
 * refresh or reload signs out, as every failed refresh does (§8).
 */
export async function switchTenantSession(context: TenantSwitchContext, tenantId: string, api: Pick<TenantsApi, 'switchTenant'> & Partial<SessionApi> = tenantsApi): Promise<SessionUser> {
  const { client, store } = context
  store.setLoading(true)
  try {
    await api.switchTenant(client, { tenantId })
  } catch (error) {
    store.setLoading(false)
    throw error
  }
  if (context.separateTabs) context.sessionStorage.setItem(STORAGE_KEYS.separateTabsTenant, tenantId)
  try {
    const refreshed = await client.refresh(refreshAfterSwitch(context.separateTabs, tenantId))
    return await finishSignIn(context, refreshed, api)
  } catch (error) {
    // The refresh's own failure signed out already (sessionExpired); a reload failure did in finishSignIn.
    if (store.getSnapshot().isLoading) store.signOut()
    throw error
  }
}
