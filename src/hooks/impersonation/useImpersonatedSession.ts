import { useCallback, useMemo } from 'react'
import type { ActorClaim } from '../../api'
import { useGatehouse } from '../session/GatehouseProvider'
import { useSession } from '../session/useSession'
import type { SessionUser } from '../session/store'
import { impersonatorOf } from './machine'

export interface ImpersonatedSession {
  /** The signed-in session acts as its user on someone else's behalf. */
  readonly isImpersonated: boolean
  /** Who acts (the token's `act` claim), or null. */
  readonly impersonator: ActorClaim | null
  /** The user acted as, or null when not impersonated. */
  readonly user: SessionUser | null
  /** Ends the impersonation: the impersonated session is signed out (the logout route). */
  stop(): void
}

/** Whether the session is an impersonation, read from its token, and the way back. */
export function useImpersonatedSession(): ImpersonatedSession {
  const { navigate, routes } = useGatehouse('useImpersonatedSession')
  const { user } = useSession()
  const impersonator = useMemo(() => impersonatorOf(user), [user])
  const stop = useCallback(() => navigate(routes.logoutUrl), [navigate, routes.logoutUrl])
  return useMemo(() => ({ isImpersonated: impersonator !== null, impersonator, user: impersonator ? user : null, stop }), [impersonator, user, stop])
}
