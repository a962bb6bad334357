import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import { leaveOrigin } from '../shared/navigation'
import { serialisePendingSocialLogin, type SocialButton } from './social'

// What a social button's press runs, loaded on the first press: a login page that is never used for a
// social sign-in ships none of it.

/** The provider's authorization URL with this sign-in's state, PKCE challenge and callback. */
export function authorizationRequestUrl(
  authorizationUrl: string,
  { state, codeChallenge, redirectUri }: { state: string; codeChallenge: string; redirectUri: string },
): string {
  const url = new URL(authorizationUrl)
  url.searchParams.set('state', state)
  url.searchParams.set('code_challenge', codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  url.searchParams.set('redirect_uri', redirectUri)
  return url.href
}

export type SocialStartContext = Pick<GatehouseContextValue, 'sessionStorage' | 'routes' | 'currentUrl' | 'nativeBridge' | 'navigateExternal' | 'logger'>

/**
 * Leaves for the provider with a fresh state and PKCE challenge (S256), remembered in session storage
 * for the callback. A mobile shell opens the provider in its own sheet instead and the page stays
 * ('sheet'). Rejects where the browser has no Web Crypto (an insecure origin, an old web view), and
 * then leaves nothing pending behind.
 */
export async function startSocialLogin(context: SocialStartContext, button: SocialButton): Promise<'left' | 'sheet'> {
  const { sessionStorage, routes, currentUrl, nativeBridge } = context
  try {
    // oauth4webapi is imported where it is used, never statically: esbuild would otherwise put it in the
    // chunks a page loads up front, since the public entries reach this module (evanw/esbuild#3704).
    const { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } = await import('oauth4webapi')
    const state = generateRandomState()
    const codeVerifier = generateRandomCodeVerifier()
    const codeChallenge = await calculatePKCECodeChallenge(codeVerifier)
    sessionStorage.setItem(STORAGE_KEYS.pendingSocialLogin, serialisePendingSocialLogin({ provider: button.id, state, codeVerifier }))
    const redirectUri = new URL(routes.socialLoginCallbackUrl, currentUrl()).href
    const request = authorizationRequestUrl(button.authorizationUrl, { state, codeChallenge, redirectUri })
    if (nativeBridge) {
      nativeBridge.loginWithSocialLogin(request)
      return 'sheet'
    }
    leaveOrigin(context, request)
    return 'left'
  } catch (error) {
    sessionStorage.removeItem(STORAGE_KEYS.pendingSocialLogin)
    throw error
  }
}
