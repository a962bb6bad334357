import { useCallback, useMemo } from 'react'
import type { SessionApi } from '../session/finishSignIn'
import { useGatehouse } from '../session/GatehouseProvider'
import type { SessionUser } from '../session/store'
import { toFlowError } from '../shared/flowError'
import { leaveOrigin, navigateTo } from '../shared/navigation'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useLatest } from '../shared/useLatest'
import { useMountRequest } from '../shared/useMountRequest'
import { hostedCallbackDestination, hostedContext, redirectUriOf } from './context'
import { HOSTED_LOGIN_FAILED, hostedFailure } from './hostedLogin'
import { hostedCallbackReducer, initialHostedCallbackState, type HostedCallbackState } from './machine'
import { HostedLoginError, beginHostedLogin, completeHostedLogin, resolveHostedServer } from './session'

export interface HostedCallbackOptions {
  /** The profile calls after the exchange; a test or a host can swap them. */
  api?: Partial<SessionApi>
  onSuccess?: (user: SessionUser) => void
}

export interface HostedCallback {
  /** exchanging, success, failed (with the reason) or redirecting (signing in again). */
  readonly state: HostedCallbackState
  /** From a failure: a new sign-in at the authorization server (fresh PKCE pair, state and nonce). */
  retry(): Promise<void>
}

/** What went wrong, as the screen says it. */
function failureOf(error: unknown) {
  if (error instanceof HostedLoginError) return error.error
  return hostedFailure(error) ?? toFlowError(error, HOSTED_LOGIN_FAILED)
}

/**
 * The `/oauth/callback` route (spec/auth.md §4 hosted login): the answer checked and its code
 * exchanged once (StrictMode or not), the session stored, then onward after 200 ms; a refusal
 * stays on the page with a way to sign in again.
 */
export function useHostedCallback(options: HostedCallbackOptions = {}): HostedCallback {
  const gatehouse = useGatehouse('useHostedCallback')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest(options.api)
  const onSuccessRef = useLatest(options.onSuccess)
  const { model: state, dispatch, start, after } = useFlowRuntime(hostedCallbackReducer, () => initialHostedCallbackState)

  useMountRequest(
    async () => {
      const context = hostedContext(contextRef.current, 'useHostedCallback')
      const server = await resolveHostedServer(context.client, context.settings)
      return completeHostedLogin(context, server, context.currentUrl(), apiRef.current)
    },
    (outcome) => {
      if (!outcome.ok) {
        dispatch({ type: 'EXCHANGE.FAILED', error: failureOf(outcome.error) })
        return
      }
      const { user, returnTo } = outcome.value
      dispatch({ type: 'EXCHANGE.SUCCEEDED' })
      onSuccessRef.current?.(user)
      const context = contextRef.current
      // A step-up comes back to the page it was asked from, if resolveRedirect allows it.
      const destination = hostedCallbackDestination(context, user, returnTo)
      after(context.delays.afterLogin, () => navigateTo(contextRef.current, destination, { replace: true }))
    },
  )

  const retry = useCallback(async () => {
    const run = start({ type: 'RETRY' })
    if (!run) return
    try {
      const context = hostedContext(contextRef.current, 'useHostedCallback')
      const server = await resolveHostedServer(context.client, context.settings)
      const url = await beginHostedLogin(context, server, { redirectUri: redirectUriOf(context) })
      if (run.isCurrent()) leaveOrigin(context, url)
    } catch (error) {
      run.send({ type: 'REDIRECT.FAILED', error: toFlowError(error, HOSTED_LOGIN_FAILED) })
    }
  }, [contextRef, start])

  return useMemo(() => ({ state, retry }), [state, retry])
}
