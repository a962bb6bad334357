import { finishSignIn, type FinishSignInContext, type SessionApi } from '../session/finishSignIn'
import { STORAGE_KEYS, type KeyValueStorage } from '../session/storage'
import type { SessionUser } from '../session/store'

export interface SessionReloadContext extends FinishSignInContext {
  readonly sessionStorage: KeyValueStorage
  readonly separateTabs: boolean
}

/**
 * spec/auth.md §4 impersonation: the session the server swapped in is loaded as a new sign-in (the
 * refresh cookie now stands for the impersonated user). Loading while it runs; a failure signs out.
 * A tab kept in its own tenant follows the new session's tenant.
 */
export async function reloadSession(context: SessionReloadContext, api?: Partial<SessionApi>): Promise<SessionUser> {
  const { client, store } = context
  store.setLoading(true)
  store.handOffMfa(null)
  try {
    const user = await finishSignIn(context, await client.refresh({}), api)
    if (context.separateTabs && user.tenantId) context.sessionStorage.setItem(STORAGE_KEYS.separateTabsTenant, user.tenantId)
    return user
  } catch (error) {
    // A failed refresh signed out already (sessionExpired); make sure no loading is left behind.
    if (store.getSnapshot().isLoading) store.signOut()
    throw error
  }
}
