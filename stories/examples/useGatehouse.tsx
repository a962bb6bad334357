// Account links of the host's own on useGatehouse: the routes and the navigation the provider was given, so links follow their overrides.
import type { MouseEvent, ReactNode } from 'react'
import { useGatehouse, useSession } from 'gatehouse/hooks'

export function MyAccountLinks() {
  const { routes } = useGatehouse()
  const { isAuthenticated } = useSession()
  return (
    <nav aria-label="Account">
      {isAuthenticated ? (
        <AccountLink to={routes.logoutUrl}>Sign out</AccountLink>
      ) : (
        <>
          <AccountLink to={routes.loginUrl}>Sign in</AccountLink>
          <AccountLink to={routes.signUpUrl}>Create an account</AccountLink>
          <AccountLink to={routes.forgetPasswordUrl}>Forgot your password?</AccountLink>
        </>
      )}
    </nav>
  )
}

function AccountLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = useGatehouse()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(to)
  }
  return <a href={to} onClick={follow}>{children}</a>
}
