// A sign-out button of the host's own on useLogout: the session ends here (and at the provider in hosted mode), then to the login page.
import { useState } from 'react'
import { useGatehouse, useLogout } from 'gatehouse/hooks'

export function MySignOutButton() {
  const logout = useLogout()
  const { navigate, routes } = useGatehouse()
  const [isPending, setPending] = useState(false)

  const signOut = async () => {
    setPending(true)
    try {
      await logout()
      navigate(routes.loginUrl, { replace: true })
    } finally {
      setPending(false)
    }
  }

  return (
    <button type="button" onClick={() => void signOut()} disabled={isPending} aria-busy={isPending}>
      {isPending ? 'Signing out…' : 'Sign out'}
    </button>
  )
}
