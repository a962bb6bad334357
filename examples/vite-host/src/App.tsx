import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { auth, createClient, isApiError } from 'gatehouse/api'
import { GatehouseProvider, useGatehouse, useRedirectToLogin, useSession, type HostedLoginSettings, type Routes } from 'gatehouse/hooks'
import { Button, Card, ThemeProvider } from 'gatehouse/primitives'
import { AcceptInvitationScreen, ActivationScreen, ForgotPasswordScreen, HostedCallbackScreen, HostedLoginScreen, ImpersonationBanner, ImpersonationScreen, LoginScreen, LogoutScreen, ResetPasswordScreen, ResetPhoneNumberScreen, SignUpScreen, TenantSwitcher } from 'gatehouse/screens'
import { AdminPortal, CardSetupProvider, standInCardSetup } from 'gatehouse/admin'
import { historyNavigate, usePathname } from './history'

/**
 * Three ways to host the kit, one build: under `/plain/…` no navigate adapter at all (the kit's
 * default: every navigation is a full page load through window.location); under `/hosted/…` hosted
 * login (sign-in at the identity API's own page, authorization code with PKCE) with the History API
 * adapter; anywhere else the kit's login box with the History API adapter in ./history.ts.
 */
const under = (base: string) => window.location.pathname === base || window.location.pathname.startsWith(`${base}/`)
const PLAIN = under('/plain')
const HOSTED = under('/hosted')
const BASE = PLAIN ? '/plain' : HOSTED ? '/hosted' : ''

// Module scope: one client and stable props for the life of the page (StrictMode renders twice).
const client = createClient({ baseUrl: import.meta.env.VITE_GATEHOUSE_API ?? 'http://127.0.0.1:4010', credentials: 'include' })
const ROUTES: Partial<Routes> = {
  authenticatedUrl: `${BASE}/`,
  loginUrl: `${BASE}/account/login`,
  logoutUrl: `${BASE}/account/logout`,
  resetPhoneNumberUrl: `${BASE}/account/reset-phone-number`,
  signUpUrl: `${BASE}/account/sign-up`,
  hostedLoginRedirectUrl: `${BASE}/oauth/callback`,
}
/** This app's registration at the identity API's authorization server (a public client: PKCE, no secret). */
const HOSTED_LOGIN: HostedLoginSettings | undefined = HOSTED ? { clientId: 'gatehouse-vite-host' } : undefined
const ADMIN_PATH = `${BASE}/admin`
/** Roles, groups, webhooks and billing are hidden unless the host says otherwise (spec/admin.md §2): this host shows them to who may read them. */
const ADMIN_VISIBILITY = { roles: 'byPermissions', groups: 'byPermissions', webhooks: 'byPermissions', subscriptions: 'byPermissions' } as const

export function App() {
  return (
    <GatehouseProvider client={client} routes={ROUTES} navigate={PLAIN ? undefined : historyNavigate} hostedLogin={HOSTED_LOGIN}>
      <ThemeProvider>
        <Page />
      </ThemeProvider>
    </GatehouseProvider>
  )
}

function Page() {
  const pathname = usePathname()
  const { isLoading, user } = useSession()
  const { routes } = useGatehouse()
  // The login box decides itself whether to wait for the restore (only a browser that signed in before does).
  if (pathname === ROUTES.loginUrl && !HOSTED) return <LoginScreen />
  // Only the first restore replaces the page: a tenant switch (loading too) keeps it, switcher included.
  if (isLoading && !user) return <p role="status">Loading your session…</p>
  if (pathname === ROUTES.loginUrl) return <HostedLoginScreen />
  if (HOSTED && pathname === ROUTES.hostedLoginRedirectUrl) return <HostedCallbackScreen />
  if (pathname === ROUTES.logoutUrl) return <LogoutScreen />
  if (pathname === ROUTES.resetPhoneNumberUrl) return <ResetPhoneNumberScreen />
  if (pathname === ROUTES.signUpUrl) return <SignUpScreen />
  // The emailed links' pages, at the default routes.
  if (pathname === routes.forgetPasswordUrl) return <ForgotPasswordScreen />
  if (pathname === routes.resetPasswordUrl) return <ResetPasswordScreen />
  if (pathname === routes.activateUrl) return <ActivationScreen />
  if (pathname === routes.acceptInvitationUrl) return <AcceptInvitationScreen />
  // Where the admin portal sends an admin to act as a user (?userId=…).
  if (pathname === routes.impersonationUrl) return <ImpersonationScreen />
  if (pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)) return <Admin />
  if (pathname === ROUTES.authenticatedUrl || pathname === BASE) return <Home />
  return (
    <main>
      <h1>Not found</h1>
      <AppLink to={`${BASE}/`}>Home</AppLink>
    </main>
  )
}

/** The protected page: who is signed in, a call to a protected endpoint, the admin portal, sign-out. */
function Home() {
  const { user, isAuthenticated } = useSession()
  const { navigate, routes } = useGatehouse()
  const [answer, setAnswer] = useState<string | null>(null)
  const [isCalling, setCalling] = useState(false)
  if (!isAuthenticated || !user) return <SignInFirst />

  const callApi = async () => {
    setCalling(true)
    try {
      const profile = await auth.getMe(client)
      setAnswer(`The API answered: ${profile.email} (${profile.id})`)
    } catch (error) {
      setAnswer(`The API call failed: ${isApiError(error) ? `${error.status} ${error.message}` : String(error)}`)
    } finally {
      setCalling(false)
    }
  }

  return (
    <main>
      {/* Only while the session is an impersonation: who is acted as, and "Stop impersonating". */}
      <ImpersonationBanner />
      <Card heading={PLAIN ? 'Host without a router' : HOSTED ? 'Host with hosted login' : 'Host with a history router'} description={`Signed in as ${user.email}`}>
        <Button onPress={() => void callApi()} isPending={isCalling}>
          Call the API
        </Button>
        {answer && <p role="status">{answer}</p>}
        <TenantSwitcher />
        <p>
          {/* The team list: the portal's root opens its first section, the user's own (privacy, profile). */}
          <AppLink to={`${ADMIN_PATH}/users`}>Admin portal</AppLink>
        </p>
        <Button variant="secondary" onPress={() => navigate(routes.logoutUrl)}>
          Sign out
        </Button>
      </Card>
    </main>
  )
}

function Admin() {
  return (
    <main>
      <p>
        <AppLink to={`${BASE}/`}>Back home</AppLink>
      </p>
      {/* The local identity API has no Stripe account behind it: cards go through the stand-in form, which confirms against it. */}
      <CardSetupProvider adapter={standInCardSetup}>
        <AdminPortal basePath={ADMIN_PATH} visibility={ADMIN_VISIBILITY} headingLevel={1} />
      </CardSetupProvider>
    </main>
  )
}

/** Signed out on a protected page: off to the login route, which brings the user back here. */
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

/** A link that goes through the navigate adapter when there is one, and is a plain link otherwise. */
function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (PLAIN || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    historyNavigate(to)
  }
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  )
}
