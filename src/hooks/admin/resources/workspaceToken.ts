import { ApiError, decodeToken } from '../../../api'
import type { CallOptions } from '../../../api/auth'
import { refreshDueAfterMs, tokenLifetimeSeconds } from '../../../api/refreshTiming'

/** A users JWT as the API gave it for one account (spec/admin.md §3 Sub-account userJwt), and when it came. */
export interface HeldToken {
  readonly accessToken: string
  /** Seconds it lives, as the answer said. */
  readonly expiresIn?: number
  /** When it was received, on the monotonic clock (performance.now()): its lifetime counts from there. */
  readonly receivedAt: number
}

/**
 * Whether a workspace token must be asked for again before the next call: it has expired, or is
 * about to (within the same lead the session's own token is refreshed with: a fifth of its life,
 * 30 s at most), or cannot be read at all (spec/auth.md §5: not a three-part JWT). Its lifetime
 * (`expiresIn`, else exp − iat) counts from when it arrived on the monotonic clock (`nowMs` too), so a
 * device clock that is off does not make it due at once, nor never.
 */
export function workspaceTokenDue(held: HeldToken, nowMs: number): boolean {
  let claims: { exp?: number; iat?: number }
  try {
    claims = decodeToken(held.accessToken)
  } catch {
    return true
  }
  // Issued already expired (exp at or before iat): due now.
  if (typeof claims.exp === 'number' && typeof claims.iat === 'number' && claims.exp <= claims.iat) return true
  return nowMs >= held.receivedAt + refreshDueAfterMs(tokenLifetimeSeconds(held.expiresIn, claims) * 1000)
}

/** The token of the account worked inside: the one held, renewed by asking the API again. */
export interface WorkspaceToken {
  /** The token held now. */
  current(): string
  /** A token for a call: the one held or, when it is due (`workspaceTokenDue`), a new one; `renewed` says which. */
  valid(): Promise<{ accessToken: string; renewed: boolean }>
  /**
   * A new token after `stale` was refused (401). However many calls saw `stale` refused, and
   * whenever they ask, the API is asked once: the others get the token that answer gave.
   */
  renew(stale: string): Promise<string>
}

/**
 * Holds a workspace's token; `ask` gets a new one from the API. One request at a time: callers
 * while it is out share it (concurrent calls, React StrictMode's second run).
 */
export function createWorkspaceToken(first: { accessToken: string; expiresIn?: number }, ask: () => Promise<{ accessToken: string; expiresIn?: number }>, now: () => number = () => performance.now()): WorkspaceToken {
  let held: HeldToken = { accessToken: first.accessToken, expiresIn: first.expiresIn, receivedAt: now() }
  let asking: Promise<string> | null = null
  const renew = (stale: string): Promise<string> => {
    if (asking) return asking
    if (held.accessToken !== stale) return Promise.resolve(held.accessToken)
    asking = ask()
      .then((answer) => {
        held = { accessToken: answer.accessToken, expiresIn: answer.expiresIn, receivedAt: now() }
        return held.accessToken
      })
      .finally(() => {
        asking = null
      })
    return asking
  }
  return {
    current: () => held.accessToken,
    valid: async () => {
      if (!asking && !workspaceTokenDue(held, now())) return { accessToken: held.accessToken, renewed: false }
      return { accessToken: await renew(held.accessToken), renewed: true }
    },
    renew,
  }
}

/**
 * A call made inside a workspace: with a valid token (a due one is renewed first) and, when the
 * API still refuses it with 401 (it expired early, or was revoked), once more with a new token.
 * Never more: a token renewed for this call and refused again fails the call with that 401.
 */
export async function callWithWorkspaceToken<T>(token: WorkspaceToken, call: (accessToken: string) => Promise<T>): Promise<T> {
  const { accessToken, renewed } = await token.valid()
  try {
    return await call(accessToken)
  } catch (error) {
    if (renewed || !(error instanceof ApiError) || error.status !== 401) throw error
    return call(await token.renew(accessToken))
  }
}

/** Runs `call` as the admin, or inside the workspace with its token (renewed once when due or refused). */
export const inWorkspace = <T,>(as: { readonly token: WorkspaceToken } | null | undefined, call: (options: CallOptions) => Promise<T>): Promise<T> =>
  as ? callWithWorkspaceToken(as.token, (accessToken) => call({ accessToken })) : call({})
