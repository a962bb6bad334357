import { LoginScreen } from 'gatehouse/screens'

/**
 * `/account/login`: a server component that renders the kit's screen directly. `gatehouse/screens`
 * starts with 'use client', so the screen is a client reference here; the server renders its first
 * HTML ("Checking your session" while the refresh cookie is tried) and the browser hydrates it.
 */
export default function LoginPage() {
  return <LoginScreen />
}
