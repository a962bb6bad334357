import { isSafeHttpUrl, SOCIAL_PROVIDERS, type CustomSocialLoginProvider, type SocialLoginProvider } from '../../api'

/** A sign-in button for a social provider, ready to show. */
export interface SocialButton {
  /** The provider type for built-ins (google ...) or the custom provider's id. */
  readonly id: string
  readonly name: string
  readonly kind: 'builtin' | 'custom'
  readonly authorizationUrl: string
  readonly iconUrl?: string
}

const NAMES: Record<string, string> = {
  microsoft: 'Microsoft',
  facebook: 'Facebook',
  google: 'Google',
  github: 'GitHub',
  slack: 'Slack',
  apple: 'Apple',
  linkedin: 'LinkedIn',
}

/**
 * The buttons a login page shows: active providers with a safe authorization URL, built-ins in
 * the spec's order (spec/auth.md §3), then the vendor's custom providers.
 */
export function socialButtons(providers: readonly SocialLoginProvider[], custom: readonly CustomSocialLoginProvider[] = []): SocialButton[] {
  const builtIn = SOCIAL_PROVIDERS.flatMap((type): SocialButton[] => {
    const config = providers.find((provider) => provider.type.toLowerCase() === type)
    if (!config?.active || !config.authorizationUrl || !isSafeHttpUrl(config.authorizationUrl)) return []
    return [{ id: type, name: NAMES[type]!, kind: 'builtin', authorizationUrl: config.authorizationUrl }]
  })
  const extra = custom.flatMap((provider): SocialButton[] => {
    if (!provider.active || !provider.authorizationUrl || !isSafeHttpUrl(provider.authorizationUrl)) return []
    return [
      {
        id: provider.id,
        name: provider.displayName || provider.id,
        kind: 'custom',
        authorizationUrl: provider.authorizationUrl,
        ...(provider.iconUrl && isSafeHttpUrl(provider.iconUrl) ? { iconUrl: provider.iconUrl } : {}),
      },
    ]
  })
  return [...builtIn, ...extra]
}

/** What a social sign-in keeps in session storage while the user is at the provider. */
export interface PendingSocialLogin {
  readonly provider: string
  /** The OAuth state sent to the provider; the callback must bring back the same. */
  readonly state: string
  /** The PKCE verifier whose S256 challenge went to the provider. */
  readonly codeVerifier: string
}

export function serialisePendingSocialLogin(pending: PendingSocialLogin): string {
  return JSON.stringify(pending)
}

/** The pending sign-in from storage, or null when there is none or it is not one this kit wrote. */
export function parsePendingSocialLogin(raw: string | null): PendingSocialLogin | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { provider, state, codeVerifier } = value as Record<string, unknown>
    if (typeof provider !== 'string' || !provider || typeof state !== 'string' || !state || typeof codeVerifier !== 'string' || !codeVerifier) return null
    return { provider, state, codeVerifier }
  } catch {
    return null
  }
}

export type SocialCallback =
  | { readonly ok: true; readonly provider: string; readonly code: string; readonly state: string; readonly codeVerifier: string; readonly idToken?: string }
  | { readonly ok: false; readonly reason: 'providerError' | 'missingCode' | 'stateMismatch' }

/**
 * Checks the social callback's query against the pending sign-in: the provider's own error, a
 * missing code, or a state that is not the one sent (a forged or stale callback) all fail.
 */
export function checkSocialCallback(query: URLSearchParams, pending: PendingSocialLogin | null): SocialCallback {
  if (query.get('error')) return { ok: false, reason: 'providerError' }
  const code = query.get('code')
  if (!code) return { ok: false, reason: 'missingCode' }
  const state = query.get('state')
  if (!pending || !state || state !== pending.state) return { ok: false, reason: 'stateMismatch' }
  const idToken = query.get('id_token')
  return { ok: true, provider: pending.provider, code, state, codeVerifier: pending.codeVerifier, ...(idToken ? { idToken } : {}) }
}
