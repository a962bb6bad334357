import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import { leaveOrigin, navigateTo } from '../shared/navigation'
import { type LoginEvent } from './machine'
import { SSO_BRIDGE_FAILED } from './loginAnswers'
import { serialisePendingSsoLogin, ssoAuthorizationRequest } from './sso'

interface Deps {
  context: { readonly current: GatehouseContextValue }
  dispatch: (event: LoginEvent) => void
  after: (ms: number, action: () => void) => void
}

/**
 * spec/auth.md §4 pre-login with an SSO address (an http(s) URL): remembers this sign-in's state
 * for the callback, then leaves for the IdP, through a mobile shell's bridge at once or the
 * browser after the delay. A bridge that fails is a failed SSO sign-in. `state` is this sign-in's
 * unguessable value (oauth4webapi's generateRandomState).
 */
export function leaveForSso({ context, dispatch, after }: Deps, address: string, idpType: string | undefined, state: string): void {
  const { url, pending } = ssoAuthorizationRequest(address, idpType, state)
  context.current.sessionStorage.setItem(STORAGE_KEYS.pendingSsoLogin, serialisePendingSsoLogin(pending))
  dispatch({ type: 'EMAIL.RESOLVED', outcome: { step: 'redirectToSSO', address: url } })
  const bridge = context.current.nativeBridge
  if (!bridge) {
    after(context.current.delays.ssoRedirect, () => leaveOrigin(context.current, url))
    return
  }
  try {
    bridge.loginWithSSO(url)
  } catch {
    context.current.sessionStorage.removeItem(STORAGE_KEYS.pendingSsoLogin)
    dispatch({ type: 'SSO.FAILED', error: SSO_BRIDGE_FAILED })
    leaveAfterSsoFailure({ context, after })
  }
}

/** spec/auth.md §4 SSO failure: on to the authenticated URL after 1000 ms. */
export function leaveAfterSsoFailure({ context, after }: Pick<Deps, 'context' | 'after'>): void {
  after(context.current.delays.ssoFailureRedirect, () => navigateTo(context.current, context.current.routes.authenticatedUrl, { replace: true }))
}
