import { useCallback, useMemo } from 'react'
import * as invitationsApi from '../../api/invitations'
import { useGatehouse } from '../session/GatehouseProvider'
import { toFlowError } from '../shared/flowError'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useMountRequest } from '../shared/useMountRequest'
import { useLatest } from '../shared/useLatest'
import { expectStep } from '../shared/flowRuntime'
import { acceptInvitationReducer, initialAcceptInvitationState, invitationFromQuery, type AcceptInvitationState, type InvitationLink } from './machine'

/** spec/auth.md §8: what a failed invitation says when the server gives no reason. */
export const INVITATION_FAILED = "We couldn't verify your invitation"

export interface AcceptInvitationApi {
  acceptInvitation: typeof invitationsApi.acceptInvitation
}

export interface AcceptInvitationOptions {
  /** The link's token and user id; read from the page's `token` and `userId` query parameters when not given. */
  link?: InvitationLink
  api?: Partial<AcceptInvitationApi>
}

export interface AcceptInvitation {
  /** validate, invalid, pending, success or failed (spec/auth.md §2). */
  readonly state: AcceptInvitationState
  /** failed: sends the same link again. */
  retry(): Promise<void>
}

/** Headless invitation acceptance: reads the link, accepts it once (StrictMode-safe), says how it went. */
export function useAcceptInvitation(options: AcceptInvitationOptions = {}): AcceptInvitation {
  const gatehouse = useGatehouse('useAcceptInvitation')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest<AcceptInvitationApi>({ ...invitationsApi, ...options.api })
  const linkRef = useLatest(options.link)
  const { model: state, dispatch, start } = useFlowRuntime(acceptInvitationReducer, initialAcceptInvitationState)

  useMountRequest(
    async () => {
      const link = linkRef.current ?? invitationFromQuery(new URL(contextRef.current.currentUrl()).searchParams)
      if (!link) return false
      dispatch({ type: 'LINK.VALID', link })
      await apiRef.current.acceptInvitation(contextRef.current.client, link)
      return true
    },
    (outcome) => {
      if (!outcome.ok) dispatch({ type: 'ACCEPT.FAILED', error: toFlowError(outcome.error, INVITATION_FAILED) })
      else dispatch(outcome.value ? { type: 'ACCEPT.SUCCEEDED' } : { type: 'LINK.INVALID' })
    },
  )

  const retry = useCallback(async () => {
    const run = start({ type: 'ACCEPT.RETRIED' })
    if (!run) return
    const { link } = expectStep(run.from, 'failed')
    try {
      await apiRef.current.acceptInvitation(contextRef.current.client, link)
      run.send({ type: 'ACCEPT.SUCCEEDED' })
    } catch (error) {
      run.send({ type: 'ACCEPT.FAILED', error: toFlowError(error, INVITATION_FAILED) })
    }
  }, [start, apiRef, contextRef])

  return useMemo(() => ({ state, retry }), [state, retry])
}
