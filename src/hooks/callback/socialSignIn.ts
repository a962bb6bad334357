import type { SocialPostLoginInput } from '../../api/sso'
import type { GatehouseEvent } from '../session/events'
import type { SocialCallback } from '../login/social'
import { INVITATION_TOKEN_PARAMETER } from '../sign-up/machine'

export interface SocialSignInInput {
  /** The server's word that this sign-in created the account. */
  readonly isNewUser: boolean
  readonly userId: string
  readonly email?: string
  readonly name?: string
  readonly provider: string
  /** The invitation the user arrived with, if any. */
  readonly invitationToken?: string | null
}

/** What a finished social sign-in leaves behind in the browser and tells the host. */
export interface SocialSignInEffects {
  readonly events: readonly GatehouseEvent[]
  /** The user id to remember (spec/auth.md §9 userId key); null leaves storage alone. */
  readonly rememberUserId: string | null
  /** Whether the register-quick-login flag is cleared, so a new account is offered quick login afresh. */
  readonly clearQuickLogin: boolean
}

/**
 * spec/auth.md §4 sign-up: "A new social-login user fires signup_completed and user_verified
 * events, stores the userId and clears the quick-login flag; a sign-up with an invitation token
 * does not emit signup_completed." A returning user changes nothing.
 */
export function socialSignInEffects(input: SocialSignInInput): SocialSignInEffects {
  if (!input.isNewUser) return { events: [], rememberUserId: null, clearQuickLogin: false }
  const { userId, email, name, provider } = input
  const who = { userId, ...(email ? { email } : {}), provider }
  const events: GatehouseEvent[] = [
    ...(input.invitationToken ? [] : [{ type: 'signup_completed' as const, ...who, ...(name ? { name } : {}) }]),
    { type: 'user_verified', ...who },
  ]
  return { events, rememberUserId: userId, clearQuickLogin: true }
}

/**
 * spec/auth.md §7 social postlogin: the provider's code, state, id_token and this browser's PKCE
 * verifier, plus the invitation token the callback page's query carries (the user joins the
 * inviting tenant).
 */
export function socialPostLoginInput(checked: Extract<SocialCallback, { ok: true }>, query: URLSearchParams, redirectUri: string): SocialPostLoginInput {
  const invitationToken = query.get(INVITATION_TOKEN_PARAMETER)
  return {
    provider: checked.provider,
    code: checked.code,
    state: checked.state,
    codeVerifier: checked.codeVerifier,
    redirectUri,
    ...(checked.idToken ? { idToken: checked.idToken } : {}),
    ...(invitationToken ? { invitationToken } : {}),
  }
}
