import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSWRConfig } from 'swr'
import * as impersonationApi from '../../api/impersonation'
import * as usersApi from '../../api/users'
import { resourceScope } from '../admin/resources/keys'
import { useGatehouse } from '../session/GatehouseProvider'
import { useSession } from '../session/useSession'
import type { SessionApi } from '../session/finishSignIn'
import { expectStep, type Run } from '../shared/flowRuntime'
import { toFlowError, type FlowError } from '../shared/flowError'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useLatest } from '../shared/useLatest'
import { impersonationReason, impersonationReducer, impersonationRequest, initialImpersonationModel, type ImpersonationEvent, type ImpersonationModel, type ImpersonationState } from './machine'
import { reloadSession } from './reloadSession'

/** The text of a failed impersonation when the server gives none. */
export const IMPERSONATION_FAILED = 'We could not start the impersonation. Please try again.'
/** The route was opened without a user to act as. */
export const IMPERSONATION_NO_USER = 'No user to impersonate was named.'
/** The English words of a confirmation without a reason (screens use their catalogue's). */
export const IMPERSONATION_REASON_REQUIRED = 'Enter a reason for impersonating this user.'

export type ImpersonationApi = Pick<typeof impersonationApi, 'impersonate'> & Pick<typeof usersApi, 'getUser'> & Partial<SessionApi>

export interface ImpersonationOptions {
  /** Who to act as; the route's `userId` query parameter by default. */
  userId?: string
  /** The reason prefilled in the confirmation (sent for the audit log); the route's `justification` query parameter by default. */
  justification?: string
  api?: Partial<ImpersonationApi>
}

export interface Impersonation {
  /** confirming (who, and a reason; nothing sent yet), impersonating (the call, or its failure) or success (the session reloads after spec/auth.md §9's 1000 ms). */
  readonly state: ImpersonationState
  readonly isPending: boolean
  /** On the reason (`field: 'reason'`), nobody named (`code: 'noUser'`), or the call's failure. */
  readonly error: FlowError | null
  /** Starts impersonating the named user for `reason`; an empty reason is refused on its field and nothing is sent. */
  confirm(reason: string): void
  /** Leaves without impersonating: back to the authenticated URL. */
  cancel(): void
  /** Asks the server again after a failure, for the same user and reason. */
  retry(): void
}

/**
 * The impersonation route (spec/auth.md §2 /account/impersonate): shows who the route names (looked
 * up once the impersonator's session is settled) and asks for a reason; only a confirmation asks
 * the server to act as them, so a link alone never impersonates. On success waits
 * `delays.impersonationReload`, reloads the session (the impersonated user's now), drops what was
 * cached for the impersonator, resets its state and goes to the authenticated URL.
 */
export function useImpersonation(options: ImpersonationOptions = {}): Impersonation {
  const gatehouse = useGatehouse('useImpersonation')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest({ ...impersonationApi, getUser: usersApi.getUser, ...options.api })
  const { mutate } = useSWRConfig()
  const { model, latest, dispatch, start, after, invalidate } = useFlowRuntime(impersonationReducer, (): ImpersonationModel => {
    const asked = impersonationRequest(gatehouse.currentUrl())
    const userId = options.userId ?? asked.userId
    const initial = initialImpersonationModel({ userId, reason: options.justification ?? asked.justification })
    return userId ? initial : impersonationReducer(initial, { type: 'IMPERSONATION.INVALID', error: { code: 'noUser', message: IMPERSONATION_NO_USER } })
  })

  // Who is named, once the impersonator's session is settled (restored on load); asked once, also
  // under StrictMode (its second mount hears the first mount's answer).
  const { isLoading } = useSession()
  const lookupId = model.state.step === 'confirming' ? model.state.userId : null
  const lookup = useRef<Promise<ImpersonationEvent> | null>(null)
  useEffect(() => {
    if (isLoading || !lookupId) return
    let active = true
    lookup.current ??= apiRef.current.getUser(contextRef.current.client, { userId: lookupId }).then(
      (user): ImpersonationEvent => ({ type: 'USER.FOUND', name: user.name || null, email: user.email }),
      (): ImpersonationEvent => ({ type: 'USER.LOOKUP_FAILED' }),
    )
    void lookup.current.then((event) => {
      if (active) dispatch(event)
    })
    return () => {
      active = false
    }
  }, [isLoading, lookupId, apiRef, contextRef, dispatch])

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

  // The call for the user and reason the machine accepted (a confirmation or a retry).
  const impersonate = useCallback(
    async (run: Run<ImpersonationModel, ImpersonationEvent>) => {
      const context = contextRef.current
      const { userId, reason } = expectStep(latest().state, 'impersonating')
      try {
        await apiRef.current.impersonate(context.client, { impersonatedUserId: userId, justification: reason })
      } catch (error) {
        run.send({ type: 'IMPERSONATION.FAILED', error: toFlowError(error, IMPERSONATION_FAILED) })
        return
      }
      if (run.send({ type: 'IMPERSONATION.STARTED' })) after(context.delays.impersonationReload, () => void reload())
    },
    [contextRef, latest, apiRef, after, reload],
  )

  const confirm = useCallback(
    (reason: string) => {
      if (!impersonationReason(reason)) {
        dispatch({ type: 'REASON.MISSING', error: { code: 'reasonRequired', message: IMPERSONATION_REASON_REQUIRED, field: 'reason' } })
        return
      }
      // A second press while the first is on its way is not a confirmation: the machine refuses it.
      const run = start({ type: 'IMPERSONATION.CONFIRMED', reason })
      if (run) void impersonate(run)
    },
    [dispatch, start, impersonate],
  )

  const retry = useCallback(() => {
    const run = start({ type: 'IMPERSONATION.RETRIED' })
    if (run) void impersonate(run)
  }, [start, impersonate])

  const cancel = useCallback(() => {
    if (!dispatch({ type: 'IMPERSONATION.CANCELLED' })) return
    invalidate()
    const context = contextRef.current
    context.navigate(context.routes.authenticatedUrl, { replace: true })
  }, [dispatch, invalidate, contextRef])

  return useMemo(() => ({ state: model.state, isPending: model.pending, error: model.error, confirm, cancel, retry }), [model, confirm, cancel, retry])
}
