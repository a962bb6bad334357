/**
 * The ready screens of hosted login against the real OpenID provider (./provider.ts), in Chromium:
 * the login route redirects after the silent refresh is skipped for a non-identity issuer, the
 * callback route exchanges the code and signs in, and a refused callback offers to sign in again.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, inject, it, vi } from 'vitest'
import { commands } from 'vitest/browser'
import { createClient } from '../../src/api'
import { GatehouseProvider, useSession, type HostedLoginSettings } from '../../src/hooks'
import { HostedCallbackScreen, HostedLoginScreen } from '../../src/screens'
import { CALLBACK_PATH, OIDC_ACCOUNT, OIDC_CLIENT_ID, POST_LOGOUT_PATH } from './shared'
import './commands'

const settings: HostedLoginSettings = { clientId: OIDC_CLIENT_ID, issuer: inject('oidcIssuer'), allowInsecureRequests: true, profile: 'idToken' }
const redirectUri = `${location.origin}${CALLBACK_PATH}`

let root: Root | undefined
let container: HTMLElement | undefined

afterEach(async () => {
  await act(async () => root?.unmount())
  container?.remove()
  sessionStorage.clear()
  // End the provider's session so the next test starts signed out there too.
  const end = new URL(`${settings.issuer}/session/end`)
  end.searchParams.set('client_id', OIDC_CLIENT_ID)
  end.searchParams.set('post_logout_redirect_uri', `${location.origin}${POST_LOGOUT_PATH}`)
  await commands.followNavigation(end.href, `${location.origin}${POST_LOGOUT_PATH}`)
})

function SignedInAs() {
  const { user } = useSession()
  return <p>{user ? `Signed in as ${user.email}` : 'Not signed in'}</p>
}

/** A host page at `url`: the provider, and the screen its router shows there. */
function mount() {
  const client = createClient({ baseUrl: 'http://identity-api.invalid', logLevel: 'silent' })
  const navigate = vi.fn()
  const navigateExternal = vi.fn()
  let url = `${location.origin}/account/login`
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  const show = (screen: React.ReactNode, at: string) => {
    url = at
    root!.render(
      <GatehouseProvider client={client} hostedLogin={settings} navigate={navigate} navigateExternal={navigateExternal} currentUrl={() => url} restoreSession={false} delays={{ afterLogin: 0 }}>
        {screen}
        <SignedInAs />
      </GatehouseProvider>,
    )
  }
  return { navigate, navigateExternal, show }
}

const heading = (name: string) => vi.waitFor(() => expect([...document.querySelectorAll('h1, h2')].map((element) => element.textContent)).toContain(name))

it('the login route redirects to the provider; the callback route signs in and moves on', async () => {
  const page = mount()
  await act(async () => page.show(<HostedLoginScreen />, `${location.origin}/account/login`))
  await vi.waitFor(() => expect(page.navigateExternal).toHaveBeenCalledTimes(1))
  await heading('Taking you to sign in')
  const landed = await commands.followNavigation(String(page.navigateExternal.mock.calls[0]![0]), redirectUri)
  await act(async () => page.show(<HostedCallbackScreen />, landed))
  await vi.waitFor(() => expect(document.body.textContent).toContain(`Signed in as ${OIDC_ACCOUNT.email}`))
  await heading("You're signed in")
  await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/', { replace: true }))
})

it('a tampered callback is refused on screen, and Sign in again goes back to the provider', async () => {
  const page = mount()
  await act(async () => page.show(<HostedLoginScreen />, `${location.origin}/account/login`))
  await vi.waitFor(() => expect(page.navigateExternal).toHaveBeenCalledTimes(1))
  const landed = new URL(await commands.followNavigation(String(page.navigateExternal.mock.calls[0]![0]), redirectUri))
  landed.searchParams.set('state', 'forged')
  await act(async () => page.show(<HostedCallbackScreen />, landed.href))
  await heading("We couldn't sign you in")
  expect(document.querySelector('[role="alert"]')?.textContent).toContain('does not belong to the sign-in started in this browser')
  expect(document.body.textContent).toContain('Not signed in')
  const retry = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Sign in again')!
  await act(async () => retry.click())
  await vi.waitFor(() => expect(page.navigateExternal).toHaveBeenCalledTimes(2))
  expect(String(page.navigateExternal.mock.calls[1]![0])).toContain(`${settings.issuer}/auth?`)
})
