import { useCallback, useMemo } from 'react'
import type { SessionApi } from '../session/finishSignIn'
import { useGatehouse } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import { toFlowError } from '../shared/flowError'
import { leaveOrigin, navigateTo } from '../shared/navigation'
import { takeDestination } from '../login/destination'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useLatest } from '../shared/useLatest'
import { hostedContext, redirectUriOf } from './context'
import { HOSTED_LOGIN_FAILED, type HostedStepUp } from './hostedLogin'
import { hostedLoginReducer, initialHostedLoginState, type HostedLoginState } from './machine'
import { hostedLogout } from './logout'
import { beginHostedLogin, resolveHostedServer, trySilentLogin, usesSilentRefresh } from './session'

export interface HostedLoginOptions {
  /** The profile calls after a silent sign-in; a test or a host can swap them. */
  api?: Partial<SessionApi>
}

export interface HostedLogin {
  /** idle, checkingSession (silent refresh), redirecting, signedIn, signingOut or failed. */
  readonly state: HostedLoginState
  /** spec/auth.md §4: the silent refresh first; without a session, the redirect to the authorization server. */
  login(): Promise<void>
  /** spec/auth.md §4 hosted step-up: the redirect with the multi-factor acr, optional max_age and the organization; back here afterwards. */
  stepUp(options?: HostedStepUp): Promise<void>
  /** Ends the session here and at the provider (end-session endpoint, `GET /oauth/logout`). */
  logout(): Promise<void>
}

/** Hosted login from the app's side: start a sign-in, a step-up or a logout at the authorization server. */
export function useHostedLogin(options: HostedLoginOptions = {}): HostedLogin {
  const gatehouse = useGatehouse('useHostedLogin')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest(options.api)
  const { model: state, start, after } = useFlowRuntime(hostedLoginReducer, () => initialHostedLoginState)

  const login = useCallback(async () => {
    const context = hostedContext(contextRef.current, 'useHostedLogin')
    const silent = usesSilentRefresh(context.settings)
    const run = start({ type: 'LOGIN.STARTED', silent })
    if (!run) return
    try {
      const server = await resolveHostedServer(context.client, context.settings)
      if (silent) {
        const user = await trySilentLogin(context, server, apiRef.current).catch(() => null)
        if (user) {
          // spec/auth.md §4 after a successful login: onward after 200 ms, no redirect needed.
          if (run.send({ type: 'SILENT.SUCCEEDED' })) after(context.delays.afterLogin, () => navigateTo(contextRef.current, takeDestination(contextRef.current, user), { replace: true }))
          return
        }
        if (!run.send({ type: 'SILENT.FAILED' })) return
      }
      const url = await beginHostedLogin(context, server, { redirectUri: redirectUriOf(context) })
      if (run.isCurrent()) leaveOrigin(context, url)
    } catch (error) {
      run.send({ type: 'REDIRECT.FAILED', error: toFlowError(error, HOSTED_LOGIN_FAILED) })
    }
  }, [after, apiRef, contextRef, start])

  const stepUp = useCallback(
    async (request: HostedStepUp = {}) => {
      const context = hostedContext(contextRef.current, 'useHostedLogin')
      const run = start({ type: 'STEP_UP.STARTED' })
      if (!run) return
      try {
        const page = new URL(context.currentUrl())
        const returnTo = `${page.pathname}${page.search}`
        // spec/auth.md §4 step-up: the current path and query kept in local storage.
        context.localStorage.setItem(STORAGE_KEYS.stepUpRedirectUrl, returnTo)
        const server = await resolveHostedServer(context.client, context.settings)
        const url = await beginHostedLogin(context, server, { redirectUri: redirectUriOf(context), stepUp: request, returnTo })
        if (run.isCurrent()) leaveOrigin(context, url)
      } catch (error) {
        run.send({ type: 'REDIRECT.FAILED', error: toFlowError(error, HOSTED_LOGIN_FAILED) })
      }
    },
    [contextRef, start],
  )

  const logout = useCallback(async () => {
    const context = hostedContext(contextRef.current, 'useHostedLogin')
    const run = start({ type: 'LOGOUT.STARTED' })
    if (!run) return
    const url = await hostedLogout(context)
    if (!url || !leaveOrigin(context, url)) context.navigate(context.routes.loginUrl, { replace: true })
  }, [contextRef, start])

  return useMemo(() => ({ state, login, stepUp, logout }), [state, login, stepUp, logout])
}
