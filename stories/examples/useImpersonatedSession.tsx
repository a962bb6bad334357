// A banner of the host's own on useImpersonatedSession: shown while the session acts for someone else, with the way back.
import { useImpersonatedSession } from 'gatehouse/hooks'

export function MyImpersonationBanner() {
  const { isImpersonated, impersonator, user, stop } = useImpersonatedSession()
  if (!isImpersonated || !user) return null
  return (
    <aside aria-label="Impersonation">
      <p>You are acting as another user. What you do here is done as them.</p>
      <dl>
        <dt>Acting as</dt>
        <dd>{user.name ? `${user.name} (${user.email})` : user.email}</dd>
        <dt>Signed in by</dt>
        <dd>{impersonator?.name ?? impersonator?.email ?? impersonator?.sub}</dd>
      </dl>
      <button type="button" onClick={stop}>
        Stop impersonating
      </button>
    </aside>
  )
}
