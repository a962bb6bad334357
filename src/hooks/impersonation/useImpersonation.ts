import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSWRConfig } from 'swr'
import * as impersonationApi from '../../api/impersonation'
import { resourceScope } from '../admin/resources/keys'
import { useGatehouse } from '../session/GatehouseProvider'
import { useSession } from '../session/useSession'
import type { SessionApi } from '../session/finishSignIn'
import { toFlowError, type FlowError } from '../shared/flowError'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useLatest } from '../shared/useLatest'
import { impersonationReducer, impersonationRequest, initialImpersonationModel, type ImpersonationState } from './machine'
import { reloadSession } from './reloadSession'

/** The text of a failed impersonation when the server gives none. */
export const IMPERSONATION_FAILED = 'We could not start the impersonation. Please try again.'
/** The route was opened without a user to act as. */
export const IMPERSONATION_NO_USER = 'No user to impersonate was named.'

export type ImpersonationApi = Pick<typeof impersonationApi, 'impersonate'> & Partial<SessionApi>

export interface ImpersonationOptions {
  /** Who to act as; the route's `userId` query parameter by default. */
  userId?: string
  /** Why, for the audit log; the route's `justification` query parameter by default. */
  justification?: string
  api?: Partial<ImpersonationApi>
}

export interface Impersonation {
  /** impersonating (asking the server, or its failure) or success (the session reloads after spec/auth.md §9's 1000 ms). */
  readonly state: ImpersonationState
  readonly isPending: boolean
  readonly error: FlowError | null
  /** Asks the server again after a failure. */
  retry(): void
}

/**
 * The impersonation route (spec/auth.md §2 /account/impersonate): on arrival asks the server to act
 * as the named user (once, also under StrictMode); on success waits `delays.impersonationReload`,
 * reloads the session (the impersonated user's now), drops what was cached for the impersonator,
 * resets its state and goes to the authenticated URL.
 */
export function useImpersonation(options: ImpersonationOptions = {}): Impersonation {
  const gatehouse = useGatehouse('useImpersonation')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest({ ...impersonationApi, ...options.api })
  const optionsRef = useLatest(options)
  const { mutate } = useSWRConfig()
  const { model, dispatch, start, after } = useFlowRuntime(impersonationReducer, () => initialImpersonationModel())

  const reload = useCallback(async () => {
    const context = contextRef.current
    const scope = resourceScope(context.client, context.store.getSnapshot().user)
    try {
      await reloadSession(context, apiRef.current)
    } catch {
      // Signed out: the login route is where to go on.
      dispatch({ type: 'SESSION.RELOADED' })
      context.navigate(context.routes.loginUrl, { replace: true })
      return
    }
    // The impersonator's cached answers go: the screens now show the impersonated user's.
    if (scope) await mutate((key) => Array.isArray(key) && scope.every((part, index) => key[key.length - scope.length + index] === part), undefined, { revalidate: false })
    dispatch({ type: 'SESSION.RELOADED' })
    context.navigate(context.routes.authenticatedUrl, { replace: true })
  }, [contextRef, apiRef, mutate, dispatch])

  const begin = useCallback(async () => {
    const context = contextRef.current
    const asked = impersonationRequest(context.currentUrl())
    const userId = optionsRef.current.userId ?? asked.userId
    const justification = optionsRef.current.justification ?? asked.justification
    if (!userId) {
      dispatch({ type: 'IMPERSONATION.INVALID', error: { code: 'noUser', message: IMPERSONATION_NO_USER } })
      return
    }
    const run = start({ type: 'IMPERSONATION.REQUESTED', userId })
    if (!run) return
    try {
      await apiRef.current.impersonate(context.client, justification ? { impersonatedUserId: userId, justification } : { impersonatedUserId: userId })
    } catch (error) {
      run.send({ type: 'IMPERSONATION.FAILED', error: toFlowError(error, IMPERSONATION_FAILED) })
      return
    }
    if (run.send({ type: 'IMPERSONATION.STARTED' })) after(context.delays.impersonationReload, () => void reload())
  }, [contextRef, optionsRef, apiRef, dispatch, start, after, reload])

  // Once on arrival, when the impersonator's session is settled (restored on load): StrictMode's
  // second mount finds it started (the runtime keeps the run and its timer).
  const { isLoading } = useSession()
  const started = useRef(false)
  useEffect(() => {
    if (started.current || isLoading) return
    started.current = true
    void begin()
  }, [begin, isLoading])

  const retry = useCallback(() => void begin(), [begin])
  return useMemo(() => ({ state: model.state, isPending: model.pending, error: model.error, retry }), [model, retry])
}
