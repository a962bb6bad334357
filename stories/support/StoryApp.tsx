import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { auth } from '../../src/api'
import { Button, Card } from '../../src/primitives'
import { DEFAULT_ROUTES, finishSignIn, useGatehouse, useSession, type Navigate } from '../../src/hooks'
import { AcceptInvitationScreen, HostedCallbackScreen, HostedLoginScreen, ImpersonationBanner, ImpersonationScreen, LoginCallbackScreen, LoginScreen, LogoutScreen, SignUpScreen, StepUpGate, StepUpScreen, type LoginCallbackScreenProps } from '../../src/screens'
import { authorizeAtHostedLogin, authorizeAtIdp, authorizeAtProvider, denyAtProvider, endSessionAtHostedLogin, findUserByEmail, getWorld, issueAccessToken, ssoDomainAt, startSession, type IssueOptions } from '../../src/fixtures'
import { OAUTH_PATHS } from '../../src/api/oauth'
import { StoryGatehouse, type StoryGatehouseProps } from './StoryGatehouse'

export interface StoryAppProps extends Omit<StoryGatehouseProps, 'children' | 'currentUrl'> {
  /** The page the story opens on; the login route by default. */
  startAt?: string
  /** Who signs in at the fixtures' social providers and identity providers. */
  account?: { email: string; name: string }
  /** Options for the callback routes' screen (e.g. the OIDC postlogin version). */
  callback?: LoginCallbackScreenProps
  /** Opens with this person already signed in, with a token carrying this proof (password only by default). */
  signedInAs?: { email: string; proof?: IssueOptions }
  /** A host route that stays mounted while the URL is under `path`, as a host router keeps its element (the admin portal). */
  mount?: { path: string; render: (go: Navigate) => ReactNode }
  /** Hosted mode: how the hosted sign-in page's answer reaches the callback (a story tampers with it here). */
  hostedAnswer?: (callbackUrl: string) => string
  /** Hosted mode: what the host page offers a signed-in user beyond its own buttons (step-up, hosted sign-out). */
  hostActions?: () => ReactNode
}

const CALLBACKS: string[] = [DEFAULT_ROUTES.socialLoginCallbackUrl, DEFAULT_ROUTES.oidcRedirectUrl, DEFAULT_ROUTES.samlCallbackUrl, DEFAULT_ROUTES.magicLinkCallbackUrl]

/**
 * A tiny host app for stories that cross pages: every navigation the kit asks for (reported to
 * the `navigate` spy) changes the page, including trips to the fixtures' social and identity
 * providers and back to the callback routes.
 */
export function StoryApp({ startAt = DEFAULT_ROUTES.loginUrl, account, signedInAs, callback, mount, navigate, hostedAnswer, hostActions, ...gatehouse }: StoryAppProps) {
  const [url, setUrl] = useState(startAt)
  const current = useRef(startAt)
  const go = useCallback<Navigate>(
    (to, options) => {
      navigate(to, options)
      current.current = to
      setUrl(to)
    },
    [navigate],
  )
  return (
    <StoryGatehouse {...gatehouse} navigate={go} currentUrl={() => current.current}>
      <SignedIn as={signedInAs}>
        {mount && isUnder(url, mount.path) ? <Mounted render={mount.render} go={go} /> : <Page key={url} url={url} go={go} account={account} callback={callback} hosted={gatehouse.hostedLogin ? { answer: hostedAnswer ?? ((to) => to), actions: hostActions } : undefined} />}
      </SignedIn>
    </StoryGatehouse>
  )
}

/** The host route's element, given the app's navigation (a host page with its own sign-out link). */
function Mounted({ render, go }: { render: (go: Navigate) => ReactNode; go: Navigate }) {
  return <>{render(go)}</>
}

function isUnder(url: string, path: string): boolean {
  const { pathname } = new URL(url, window.location.origin)
  return pathname === path || pathname.startsWith(`${path}/`)
}

type HostedPages = { answer: (callbackUrl: string) => string; actions: StoryAppProps['hostActions'] }

function Page({ url, go, account, callback, hosted }: { url: string; go: Navigate; account?: StoryAppProps['account']; callback?: LoginCallbackScreenProps; hosted?: HostedPages }) {
  const page = new URL(url, window.location.origin)
  if (page.origin !== window.location.origin) return <ExternalPage page={page} go={go} account={account} />
  if (hosted) {
    const hostedPage = HostedPage({ page, go, account, hosted })
    if (hostedPage) return hostedPage
  }
  if (page.pathname === DEFAULT_ROUTES.loginUrl) return <LoginScreen />
  if (page.pathname === DEFAULT_ROUTES.stepUpUrl) return <StepUpScreen />
  if (page.pathname === DEFAULT_ROUTES.logoutUrl) return <LogoutScreen />
  if (page.pathname === DEFAULT_ROUTES.impersonationUrl) return <ImpersonationScreen />
  if (CALLBACKS.includes(page.pathname)) return <LoginCallbackScreen {...callback} />
  if (page.pathname === DEFAULT_ROUTES.signUpUrl) return <SignUpScreen />
  if (page.pathname === DEFAULT_ROUTES.acceptInvitationUrl) return <AcceptInvitationScreen />
  return <HostPage page={page} go={go} />
}

/** Hosted mode's pages: the login route and callback of the kit, the identity API's sign-in and end-session pages played by the fixtures. */
function HostedPage({ page, go, account, hosted }: { page: URL; go: Navigate; account?: StoryAppProps['account']; hosted: HostedPages }): ReactNode {
  const who = account ?? { email: 'nobody@example.test', name: 'Nobody' }
  switch (page.pathname) {
    case DEFAULT_ROUTES.loginUrl:
      return <HostedLoginScreen />
    case DEFAULT_ROUTES.hostedLoginRedirectUrl:
      return <HostedCallbackScreen />
    case OAUTH_PATHS.authorize:
      return (
        <Card heading="Sign in to Gatehouse" description="The identity API's hosted sign-in page">
          <Button onPress={() => go(hosted.answer(authorizeAtHostedLogin(page.href, who.email)))}>{`Sign in as ${who.name}`}</Button>
        </Card>
      )
    case OAUTH_PATHS.logout:
      return (
        <Card heading="Sign out of Gatehouse" description="The identity API's end-session page">
          <Button onPress={() => go(endSessionAtHostedLogin(page.href))}>Sign out</Button>
        </Card>
      )
    default:
      return page.pathname.startsWith('/account') || page.pathname.startsWith('/oauth') ? null : hosted.actions ? <HostPage page={page} go={go} extra={hosted.actions()} /> : null
  }
}

/** Signs the person in before the first page shows, with a token the fixtures issue directly for a new session. */
function SignedIn({ as, children }: { as: StoryAppProps['signedInAs']; children: ReactNode }) {
  const gatehouse = useGatehouse('SignedIn')
  const [ready, setReady] = useState(!as)
  const started = useRef(false)
  useEffect(() => {
    if (!as || started.current) return
    started.current = true
    const user = findUserByEmail(getWorld(), as.email)
    if (!user) throw new Error(`no fixture user ${as.email}`)
    // Signed in as by the login fixtures: the token names a session of the sessions list (its own, unless the story gives one).
    const sid = as.proof?.sid ?? startSession(getWorld(), user.id).id
    void issueAccessToken(user, { ...as.proof, sid })
      .then((accessToken) => finishSignIn(gatehouse, { accessToken, expiresIn: 300 }))
      .then(() => setReady(true))
  }, [as, gatehouse])
  return ready ? <>{children}</> : null
}

/** The host's own page: who is signed in; under /billing, payment details behind a step-up gate (maxAge from `?gate=`, 300 s by default). */
function HostPage({ page, go, extra }: { page: URL; go: Navigate; extra?: ReactNode }) {
  const { user, isLoading } = useSession()
  const { client, routes } = useGatehouse('HostPage')
  const [profile, setProfile] = useState<string | null>(null)
  const gate = Number(page.searchParams.get('gate') ?? 300)
  // A protected call the host makes itself: an expired token is refreshed by the client underneath.
  const loadProfile = () =>
    auth.getMe(client).then(
      (me) => setProfile(`Profile loaded: ${me.name ?? me.email}`),
      (error: Error) => setProfile(`Profile failed: ${error.message}`),
    )
  return (
    <Card heading="Host app" description={`Page ${page.pathname}${page.search}`}>
      <ImpersonationBanner />
      <p>{isLoading ? 'Checking the session…' : user ? `Signed in as ${user.email}` : 'Not signed in'}</p>
      {user && (
        <p>
          <Button variant="secondary" onPress={() => void loadProfile()}>
            Load my profile
          </Button>{' '}
          <Button variant="text" onPress={() => go(routes.logoutUrl)}>
            Sign out
          </Button>
        </p>
      )}
      {user && extra}
      {profile && <p role="status">{profile}</p>}
      {page.pathname.startsWith('/billing') && (
        <StepUpGate maxAge={gate}>
          <p>Payment methods: Visa ending 4242</p>
        </StepUpGate>
      )}
    </Card>
  )
}

/** A social provider's consent page or a company IdP's sign-in page, played by the fixtures. */
function ExternalPage({ page, go, account }: { page: URL; go: Navigate; account?: StoryAppProps['account'] }): ReactNode {
  const world = getWorld()
  const who = account ?? { email: 'nobody@example.test', name: 'Nobody' }
  const idp = ssoDomainAt(world, page.href)
  if (idp) {
    const callbacks = { oidc: new URL(DEFAULT_ROUTES.oidcRedirectUrl, window.location.origin).href, saml: new URL(DEFAULT_ROUTES.samlCallbackUrl, window.location.origin).href }
    return (
      <Card heading={`${idp.domain} identity provider`} description={`Single sign-on (${idp.idpType.toUpperCase()})`}>
        <Button onPress={() => go(authorizeAtIdp(page.href, who, callbacks))}>{`Sign in as ${who.name}`}</Button>
      </Card>
    )
  }
  return (
    <Card heading={`Sign in with ${page.hostname}`} description={`${page.hostname} wants to share your name and email with the app.`}>
      <Button onPress={() => go(authorizeAtProvider(page.href, who))}>{`Continue as ${who.name}`}</Button>
      <Button variant="text" onPress={() => go(denyAtProvider(page.href))}>
        Cancel
      </Button>
    </Card>
  )
}
