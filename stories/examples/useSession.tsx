// A user menu of the host's own on useSession: who is signed in, once the session is worked out.
import { useGatehouse, useSession } from 'gatehouse/hooks'

export function MyUserMenu() {
  const { user, isAuthenticated, isLoading } = useSession()
  const { routes } = useGatehouse()
  if (isLoading) return <p role="status">Loading your account…</p>
  if (!isAuthenticated || !user) return <a href={routes.loginUrl}>Sign in</a>
  return (
    <div>
      {user.profilePictureUrl && <img src={user.profilePictureUrl} alt="" width={32} height={32} />}
      <p>
        <strong>{user.name ?? user.email}</strong>
        {user.name && <span> ({user.email})</span>}
      </p>
      {user.roles && user.roles.length > 0 && (
        <p>Roles: {user.roles.map((role) => role.name ?? role.key).join(', ')}</p>
      )}
      <a href={routes.logoutUrl}>Sign out</a>
    </div>
  )
}
