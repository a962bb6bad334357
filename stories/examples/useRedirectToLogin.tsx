// A route guard of the host's own on useRedirectToLogin: a visitor who is not signed in goes to log in, and comes back here after.
import { useEffect, type ReactNode } from 'react'
import { useRedirectToLogin, useSession } from 'gatehouse/hooks'

export function MyProtectedRoute({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useSession()
  const redirectToLogin = useRedirectToLogin()

  useEffect(() => {
    if (!isLoading && !isAuthenticated) redirectToLogin()
  }, [isLoading, isAuthenticated, redirectToLogin])

  if (isAuthenticated) return <>{children}</>
  return (
    <p role="status">
      {isLoading ? 'Checking your session…' : 'Taking you to sign in…'}{' '}
      {!isLoading && (
        <button type="button" onClick={redirectToLogin}>
          Sign in
        </button>
      )}
    </p>
  )
}
