import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import * as ssoApi from '../../api/sso'
import { useGatehouse } from '../session/GatehouseProvider'
import type { FlowError } from '../shared/flowError'
import { useMountRequest } from '../shared/useMountRequest'
import { socialButtons, type SocialButton } from './social'
import { useLatest } from '../shared/useLatest'

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
  /** Why the last sign-in could not start (no PKCE in this browser, a failing native bridge); null otherwise. */
  readonly error: FlowError | null
  /** Leaves for the provider with a fresh state and PKCE challenge (S256) remembered for the callback. */
  signInWith(button: SocialButton): Promise<void>
}

/** A social sign-in that could not leave for the provider. */
export const SOCIAL_LOGIN_NOT_STARTED: FlowError = { code: 'socialLoginNotStarted', message: 'Failed to authenticate' }

/** Social sign-in buttons (spec/auth.md §3 social login config) and the redirect to the provider. */
export function useSocialLogin(options: SocialLoginOptions = {}): SocialLogin {
  const gatehouse = useGatehouse('useSocialLogin')
  const contextRef = useLatest(gatehouse)
  const api: SocialLoginApi = { ...ssoApi, ...options.api }
  const apiRef = useLatest(api)
  const [buttons, setButtons] = useState<readonly SocialButton[]>([])
  const [isLoading, setLoading] = useState(true)
  const [startingWith, setStartingWith] = useState<string | null>(null)
  const [error, setError] = useState<FlowError | null>(null)
  const starting = useRef(false)
  const mounted = useRef(false)

  /** The buttons are free again: the sign-in failed, went to a native sheet, or the page came back. */
  const settle = useCallback(() => {
    starting.current = false
    if (mounted.current) setStartingWith(null)
  }, [])

  useEffect(() => {
    mounted.current = true
    // A page the browser restores from its back-forward cache comes back as it left: still "starting".
    const onPageShow = (event: PageTransitionEvent) => event.persisted && settle()
    window.addEventListener('pageshow', onPageShow)
    return () => {
      mounted.current = false
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [settle])

  useMountRequest(
    () => {
      const { client } = contextRef.current
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

  const signInWith = useCallback(
    async (button: SocialButton) => {
      if (starting.current) return
      starting.current = true
      setStartingWith(button.id)
      setError(null)
      try {
        // The start and oauth4webapi load on the first press, not with the login box.
        const { startSocialLogin } = await import('./socialStart')
        const outcome = await startSocialLogin(contextRef.current, button)
        // A mobile shell opens the provider in its own sheet (spec/auth.md §1) and the page stays: if the
        // person cancels the sheet, nothing tells us, so the buttons are free again at once.
        if (outcome === 'sheet') settle()
      } catch {
        if (mounted.current) setError(SOCIAL_LOGIN_NOT_STARTED)
        settle()
      }
    },
    [contextRef, settle],
  )

  return useMemo(() => ({ buttons, isLoading, startingWith, error, signInWith }), [buttons, isLoading, startingWith, error, signInWith])
}
