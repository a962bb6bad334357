import type { TokenClaims, UserEntitlements, UserProfile } from '../../api'
import type { MfaChallenge } from '../login/machine'

/** The signed-in user: token claims merged with the profile (spec/auth.md §3), plus the tokens. */
export type SessionUser = UserProfile &
  Pick<TokenClaims, 'sub' | 'iss' | 'iat' | 'exp' | 'acr' | 'amr' | 'auth_time'> & {
    /** Any other claim of the access token. */
    readonly [claim: string]: unknown
  } & {
    accessToken: string
    /** Seconds the access token lives; 300 when the server does not say. The refresh token is never here: it is the server's HttpOnly cookie. */
    expiresIn: number
    /** The user's entitlements, when the admin_portal_entitlements flag loaded them. */
    entitlements?: UserEntitlements
    /** How far the server's clock is ahead of the device's (ms), from the token's `iat` when it arrived; see `serverNow`. */
    clockOffsetMs?: number
  }

export interface SessionSnapshot {
  readonly user: SessionUser | null
  readonly isAuthenticated: boolean
  readonly isLoading: boolean
}

/** A tiny external store for useSyncExternalStore: one snapshot object per change. */
export interface SessionStore {
  getSnapshot(): SessionSnapshot
  subscribe(listener: () => void): () => void
  signIn(user: SessionUser): void
  signOut(): void
  setLoading(isLoading: boolean): void
  /** A refresh gave the signed-in user a new access token: its claims (decoded by the caller) and lifetime follow it. */
  updateToken(accessToken: string, expiresIn: number, claims: Pick<TokenClaims, 'exp' | 'iat' | 'auth_time' | 'acr' | 'amr'>): void
  /** The signed-in user saved their own profile: its fields follow (name, picture ...); tokens and ids stay. */
  updateProfile(profile: Partial<UserProfile>): void
  /** Counts sign-ins and sign-outs, so a slow restore can tell that the session changed under it. */
  generation(): number
  /** A callback route hands its MFA challenge to the login route (spec/auth.md §4: MFA continues on login). */
  handOffMfa(handoff: MfaHandoff | null): void
  /** The challenge handed over, if any; reading does not consume it. */
  pendingMfa(): MfaHandoff | null
}

/** An MFA challenge waiting for the login route, with the email it belongs to when known. */
export interface MfaHandoff {
  readonly email: string
  readonly mfa: MfaChallenge
}

/**
 * How far the server's clock is ahead of this device's, from a token's `iat` when it arrived (0 without
 * one): what compares token times with "now" (step-up's auth_time and exp) reads the server's time.
 */
export function clockOffsetMs(claims: { iat?: number } | null, receivedAtWallMs: number): number {
  return claims && typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? claims.iat * 1000 - receivedAtWallMs : 0
}

/** The server's time now, as the session's token told it (ms): the device's clock corrected by the offset measured at receipt. */
export function serverNow(user: Pick<SessionUser, 'clockOffsetMs'> | null | undefined, deviceNowMs = Date.now()): number {
  return deviceNowMs + (user?.clockOffsetMs ?? 0)
}

export function createSessionStore(initial: Partial<SessionSnapshot> = {}): SessionStore {
  let snapshot: SessionSnapshot = {
    user: initial.user ?? null,
    isAuthenticated: Boolean(initial.user),
    isLoading: initial.isLoading ?? false,
  }
  const listeners = new Set<() => void>()
  let handoff: MfaHandoff | null = null
  let generation = 0
  const set = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next }
    for (const listener of [...listeners]) listener()
  }
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signIn: (user) => {
      generation += 1
      set({ user, isAuthenticated: true, isLoading: false })
    },
    signOut: () => {
      generation += 1
      set({ user: null, isAuthenticated: false, isLoading: false })
    },
    setLoading: (isLoading) => set({ isLoading }),
    updateToken: (accessToken, expiresIn, { exp, iat, auth_time, acr, amr }) => {
      if (!snapshot.user) return
      set({ user: { ...snapshot.user, exp, iat, auth_time, acr, amr, accessToken, expiresIn, clockOffsetMs: typeof iat === 'number' ? clockOffsetMs({ iat }, Date.now()) : snapshot.user.clockOffsetMs } })
    },
    updateProfile: (profile) => {
      if (!snapshot.user) return
      const { id: _id, tenantId: _tenantId, email: _email, ...fields } = profile
      set({ user: { ...snapshot.user, ...fields } })
    },
    generation: () => generation,
    handOffMfa: (next) => {
      handoff = next
    },
    pendingMfa: () => handoff,
  }
}
