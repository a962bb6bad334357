import { useMemo, useState } from 'react'
import * as authApi from '../../api/auth'
import * as passwordlessApi from '../../api/passwordless'
import * as ssoApi from '../../api/sso'
import type { RedirectLoginResponse } from '../../api'
import { useGatehouse } from '../session/GatehouseProvider'
import { finishSignIn } from '../session/finishSignIn'
import { STORAGE_KEYS } from '../session/storage'
import type { SessionUser } from '../session/store'
import { takeDestination } from '../login/destination'
import { interpretLoginResponse } from '../login/loginAnswers'
import { checkSocialCallback, parsePendingSocialLogin } from '../login/social'
import { checkSsoCallback, parsePendingSsoLogin, type SsoProtocol } from '../login/sso'
import { navigateTo } from '../shared/navigation'
import { toFlowError, type FlowError } from '../shared/flowError'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useMountRequest } from '../shared/useMountRequest'
import {
  callbackKindForPath,
  initialCallbackState,
  loginCallbackReducer,
  loginLocationKeepingQuery,
  type CallbackKind,
  type LoginCallbackState,
} from './machine'
import { useLatest } from '../shared/useLatest'
import { socialPostLoginInput, socialSignInEffects } from './socialSignIn'
import { INVITATION_TOKEN_PARAMETER } from '../sign-up/machine'

/** The calls callbacks make; swap any of them in a test or a host. */
export interface LoginCallbackApi {
  socialPostLogin: typeof ssoApi.socialPostLogin
  oidcPostLogin: typeof ssoApi.oidcPostLogin
  samlPostLogin: typeof ssoApi.samlPostLogin
  passwordlessPostLogin: typeof passwordlessApi.passwordlessPostLogin
  getMe: typeof authApi.getMe
}

export interface LoginCallbackOptions {
  /** Which callback this page is; worked out from the current path and the routes when not given. */
  kind?: CallbackKind
  /** The OIDC postlogin version the vendor uses: v1 or v2. */
  oidcVersion?: 'v1' | 'v2'
  api?: Partial<LoginCallbackApi>
  onSuccess?: (user: SessionUser) => void
}

export interface LoginCallback {
  readonly state: LoginCallbackState
}

/** The invitation token the page's query carries, if any. */
const invitationTokenOf = (url: string): string | null => new URL(url).searchParams.get(INVITATION_TOKEN_PARAMETER) || null

/** spec/auth.md §8: what a failed passwordless, OIDC or social sign-in says without a server message. */
export const CALLBACK_FAILED = 'Failed to authenticate'

/** What proving a callback came to: the server's answer, or a refusal before any request. */
type Proof = { readonly ok: true; readonly answer: RedirectLoginResponse; readonly provider?: string } | { readonly ok: false; readonly error: FlowError }

/** A callback this browser did not start, or whose state is not the one it sent: forged, replayed, or from another browser. */
export const SIGN_IN_NOT_STARTED: FlowError = { code: 'signInNotStarted', message: CALLBACK_FAILED }

const refused = (message: string): Proof => ({ ok: false, error: { code: 'http', message } })
const refusedFor = (reason: string): Proof => (reason === 'notStarted' || reason === 'stateMismatch' ? { ok: false, error: SIGN_IN_NOT_STARTED } : refused(CALLBACK_FAILED))
const proven = (answer: RedirectLoginResponse, provider?: string): Proof => ({ ok: true, answer, ...(provider ? { provider } : {}) })

/**
 * The callback routes (social, OIDC, SAML, magic link): proves what came back, once, then signs
 * in, hands a second factor to the login route, or shows loginWithSSOFailed.
 */
export function useLoginCallback(options: LoginCallbackOptions = {}): LoginCallback {
  const gatehouse = useGatehouse('useLoginCallback')
  const contextRef = useLatest(gatehouse)
  const api: LoginCallbackApi = { ...authApi, ...ssoApi, ...passwordlessApi, ...options.api }
  const apiRef = useLatest(api)
  const onSuccessRef = useLatest(options.onSuccess)
  const [kind] = useState<CallbackKind>(() => options.kind ?? callbackKindForPath(new URL(gatehouse.currentUrl()).pathname, gatehouse.routes) ?? 'oidc')
  const { model: state, dispatch, after } = useFlowRuntime(loginCallbackReducer, () => initialCallbackState(kind))

  const fail = (error: FlowError) => {
    dispatch({ type: 'CALLBACK.FAILED', error })
    // spec/auth.md §4 SSO failure: on to the authenticated URL. A magic link stays, so the user can ask for another.
    if (kind !== 'magicLink') after(contextRef.current.delays.ssoFailureRedirect, () => navigateTo(contextRef.current, contextRef.current.routes.authenticatedUrl, { replace: true }))
  }

  useMountRequest(
    async (): Promise<Proof> => {
      const { client, currentUrl, routes, sessionStorage } = contextRef.current
      const page = new URL(currentUrl())
      const query = page.searchParams
      const redirectUri = (route: string) => new URL(route, page.origin).href
      /** OIDC and SAML are bound to the browser that left for the IdP: the state (RelayState) it remembered then (login/sso.ts). */
      const ssoRefusal = (protocol: SsoProtocol): Proof | null => {
        const pending = parsePendingSsoLogin(sessionStorage.getItem(STORAGE_KEYS.pendingSsoLogin))
        sessionStorage.removeItem(STORAGE_KEYS.pendingSsoLogin)
        const checked = checkSsoCallback(protocol, query, pending)
        return checked.ok ? null : refusedFor(checked.reason)
      }
      switch (kind) {
        case 'social': {
          const pending = parsePendingSocialLogin(sessionStorage.getItem(STORAGE_KEYS.pendingSocialLogin))
          sessionStorage.removeItem(STORAGE_KEYS.pendingSocialLogin)
          const checked = checkSocialCallback(query, pending)
          if (!checked.ok) return refusedFor(checked.reason)
          const answer = await apiRef.current.socialPostLogin(client, socialPostLoginInput(checked, query, redirectUri(routes.socialLoginCallbackUrl)))
          return proven(answer, checked.provider)
        }
        case 'oidc': {
          const refusal = ssoRefusal('oidc')
          if (refusal) return refusal
          const answer = await apiRef.current.oidcPostLogin(client, {
            code: query.get('code')!,
            redirectUri: redirectUri(routes.oidcRedirectUrl),
            ...(query.get('state') ? { RelayState: query.get('state')! } : {}),
            ...(options.oidcVersion ? { version: options.oidcVersion } : {}),
          })
          return proven(answer)
        }
        case 'saml': {
          const refusal = ssoRefusal('saml')
          if (refusal) return refusal
          return proven(await apiRef.current.samlPostLogin(client, Object.fromEntries(query)))
        }
        case 'magicLink': {
          // Not bound to a browser: the server writes the link and its prelogin takes no state of ours,
          // and a link opens in a new tab (empty session storage) or on another device. The token is one-time.
          const token = query.get('token')
          if (!token) return refused(CALLBACK_FAILED)
          return proven(await apiRef.current.passwordlessPostLogin(client, { type: 'MagicLink', token }))
        }
      }
    },
    async (outcome) => {
      if (!outcome.ok) return fail(toFlowError(outcome.error, CALLBACK_FAILED))
      if (!outcome.value.ok) return fail(outcome.value.error)
      const { answer, provider = 'social' } = outcome.value
      const { client, store, navigate, routes, currentUrl, localStorage, delays, emit } = contextRef.current
      const result = interpretLoginResponse(answer)
      if (result.kind === 'mfa') {
        client.setAccessToken(null)
        store.signOut()
        store.handOffMfa({ email: answer.email ?? '', mfa: result.mfa })
        dispatch({ type: 'CALLBACK.MFA_REQUIRED' })
        navigate(loginLocationKeepingQuery(routes.loginUrl, currentUrl()), { replace: true })
        return
      }
      let user: SessionUser
      try {
        user = await finishSignIn(contextRef.current, result, apiRef.current)
      } catch (error) {
        return fail(toFlowError(error, CALLBACK_FAILED))
      }
      if (kind === 'social') {
        // spec/auth.md §4 sign-up: only a new social user is announced, remembered, and offered quick login afresh.
        const effects = socialSignInEffects({
          isNewUser: answer.isNewUser === true,
          userId: answer.userId ?? user.id,
          email: user.email,
          name: user.name,
          provider,
          invitationToken: invitationTokenOf(currentUrl()),
        })
        for (const event of effects.events) emit(event)
        if (effects.rememberUserId) localStorage.setItem(STORAGE_KEYS.userId, effects.rememberUserId)
        if (effects.clearQuickLogin) localStorage.removeItem(STORAGE_KEYS.registerQuickLogin)
      }
      dispatch({ type: 'CALLBACK.SUCCEEDED' })
      onSuccessRef.current?.(user)
      const destination = takeDestination(contextRef.current, user)
      after(delays.afterLogin, () => navigateTo(contextRef.current, destination, { replace: true }))
    },
  )

  return useMemo(() => ({ state }), [state])
}
