import { useCallback, useMemo, useRef, useState } from 'react'
import { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } from 'oauth4webapi'
import * as ssoApi from '../../api/sso'
import { useGatehouse } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import { useMountRequest } from '../shared/useMountRequest'
import { authorizationRequestUrl, serialisePendingSocialLogin, socialButtons, type SocialButton } from './social'

export interface SocialLoginApi {
  getSocialLoginProviders: typeof ssoApi.getSocialLoginProviders
  getCustomSocialLoginProviders: typeof ssoApi.getCustomSocialLoginProviders
}

export interface SocialLoginOptions {
  api?: Partial<SocialLoginApi>
}

export interface SocialLogin {
  /** The providers to offer; empty while loading and when none is set up or the config failed to load. */
  readonly buttons: readonly SocialButton[]
  readonly isLoading: boolean
  /** The provider whose sign-in is starting, if any. */
  readonly startingWith: string | null
  /** Leaves for the provider with a fresh state and PKCE challenge (S256) remembered for the callback. */
  signInWith(button: SocialButton): Promise<void>
}

/** Social sign-in buttons (spec/auth.md §3 social login config) and the redirect to the provider. */
export function useSocialLogin(options: SocialLoginOptions = {}): SocialLogin {
  const gatehouse = useGatehouse('useSocialLogin')
  const context = useRef(gatehouse)
  context.current = gatehouse
  const api: SocialLoginApi = { ...ssoApi, ...options.api }
  const apiRef = useRef(api)
  apiRef.current = api
  const [buttons, setButtons] = useState<readonly SocialButton[]>([])
  const [isLoading, setLoading] = useState(true)
  const [startingWith, setStartingWith] = useState<string | null>(null)
  const starting = useRef(false)

  useMountRequest(
    () => {
      const { client } = context.current
      // A vendor without custom providers answers the custom call with an error: built-ins still show.
      return Promise.all([
        apiRef.current.getSocialLoginProviders(client),
        apiRef.current.getCustomSocialLoginProviders(client).then((answer) => answer.providers, () => []),
      ])
    },
    (outcome) => {
      if (outcome.ok) setButtons(socialButtons(...outcome.value))
      setLoading(false)
    },
  )

  const signInWith = useCallback(async (button: SocialButton) => {
    if (starting.current) return
    starting.current = true
    setStartingWith(button.id)
    const { sessionStorage, routes, currentUrl, navigate, nativeBridge } = context.current
    const state = generateRandomState()
    const codeVerifier = generateRandomCodeVerifier()
    const codeChallenge = await calculatePKCECodeChallenge(codeVerifier)
    sessionStorage.setItem(STORAGE_KEYS.pendingSocialLogin, serialisePendingSocialLogin({ provider: button.id, state, codeVerifier }))
    const redirectUri = new URL(routes.socialLoginCallbackUrl, currentUrl()).href
    const request = authorizationRequestUrl(button.authorizationUrl, { state, codeChallenge, redirectUri })
    // A mobile shell opens the provider natively (spec/auth.md §1); a browser leaves for it.
    if (nativeBridge) nativeBridge.loginWithSocialLogin(request)
    else navigate(request)
  }, [])

  return useMemo(() => ({ buttons, isLoading, startingWith, signInWith }), [buttons, isLoading, startingWith, signInWith])
}
