'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { useRedirectToLogin, useSession } from 'gatehouse/hooks'

/**
 * A protected page's guard: "Loading your session…" while the session is restored from the refresh
 * cookie (also what the server renders: it never knows the session), the page once signed in, and
 * off to the login route otherwise (which brings the user back here after).
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const { isLoading, user } = useSession()
  if (isLoading && !user) return <p role="status">Loading your session…</p>
  if (!user) return <SignInFirst />
  return <>{children}</>
}

function SignInFirst() {
  const redirectToLogin = useRedirectToLogin()
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    redirectToLogin()
  }, [redirectToLogin])
  return <p role="status">Taking you to sign in…</p>
}
