import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { resolveHostedServer, trySilentLogin, usesSilentRefresh } from './session'

/**
 * spec/auth.md §4 in hosted mode, on load: the silent refresh restores a live session; without one
 * (or without the silent endpoint) the session settles signed out and the login page redirects.
 */
export async function restoreHostedSession(context: GatehouseContextValue): Promise<void> {
  const { store, hostedLogin: settings } = context
  const generation = store.generation()
  try {
    if (settings && usesSilentRefresh(settings)) {
      const server = await resolveHostedServer(context.client, settings)
      await trySilentLogin({ ...context, settings }, server)
    }
  } catch {
    // finishSignIn signed out already.
  } finally {
    if (store.generation() === generation && store.getSnapshot().isLoading) store.signOut()
  }
}
