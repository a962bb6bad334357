import { useCallback, useRef, useState, type ReactNode } from 'react'
import { Button, Card } from '../../src/primitives'
import { DEFAULT_ROUTES, useSession, type Navigate } from '../../src/hooks'
import { LoginCallbackScreen, LoginScreen, StepUpScreen } from '../../src/screens'
import { authorizeAtIdp, authorizeAtProvider, denyAtProvider, getWorld } from '../../src/fixtures'
import { StoryGatehouse, type StoryGatehouseProps } from './StoryGatehouse'

export interface StoryAppProps extends Omit<StoryGatehouseProps, 'children' | 'currentUrl'> {
  /** The page the story opens on; the login route by default. */
  startAt?: string
  /** Who signs in at the fixtures' social providers and identity providers. */
  account?: { email: string; name: string }
}

const CALLBACKS: string[] = [DEFAULT_ROUTES.socialLoginCallbackUrl, DEFAULT_ROUTES.oidcRedirectUrl, DEFAULT_ROUTES.samlCallbackUrl, DEFAULT_ROUTES.magicLinkCallbackUrl]

/**
 * A tiny host app for stories that cross pages: every navigation the kit asks for (reported to
 * the `navigate` spy) changes the page, including trips to the fixtures' social and identity
 * providers and back to the callback routes.
 */
export function StoryApp({ startAt = DEFAULT_ROUTES.loginUrl, account, navigate, ...gatehouse }: StoryAppProps) {
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
      <Page key={url} url={url} go={go} account={account} />
    </StoryGatehouse>
  )
}

function Page({ url, go, account }: { url: string; go: Navigate; account?: StoryAppProps['account'] }) {
  const page = new URL(url, window.location.origin)
  if (page.origin !== window.location.origin) return <ExternalPage page={page} go={go} account={account} />
  if (page.pathname === DEFAULT_ROUTES.loginUrl) return <LoginScreen />
  if (page.pathname === DEFAULT_ROUTES.stepUpUrl) return <StepUpScreen />
  if (CALLBACKS.includes(page.pathname)) return <LoginCallbackScreen />
  return <HostPage path={`${page.pathname}${page.search}`} />
}

/** The host's own page: who is signed in. */
function HostPage({ path }: { path: string }) {
  const { user } = useSession()
  return (
    <Card heading="Host app" description={`Page ${path}`}>
      <p>{user ? `Signed in as ${user.email}` : 'Not signed in'}</p>
    </Card>
  )
}

/** A social provider's consent page or a company IdP's sign-in page, played by the fixtures. */
function ExternalPage({ page, go, account }: { page: URL; go: Navigate; account?: StoryAppProps['account'] }): ReactNode {
  const world = getWorld()
  const who = account ?? { email: 'nobody@example.test', name: 'Nobody' }
  const idp = world.ssoDomains.find((domain) => domain.address === page.href)
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
