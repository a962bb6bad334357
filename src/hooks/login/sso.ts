/** The protocols SSO discovery can send a user to (spec/auth.md §7 prelogin: idpType). */
export type SsoProtocol = 'oidc' | 'saml'

/** The query parameter an IdP brings back to the callback unchanged: OAuth's state, SAML's RelayState. */
export const SSO_STATE_PARAMETER = { oidc: 'state', saml: 'RelayState' } as const satisfies Record<SsoProtocol, string>

/** What an SSO sign-in keeps in session storage while the user is at the IdP. */
export interface PendingSsoLogin {
  readonly protocol: SsoProtocol
  /**
   * The state (OIDC) or RelayState (SAML) the callback must bring back. Null only for a signed SAML
   * request without a RelayState, which cannot take one: the callback then proves only that this
   * browser started a SAML sign-in.
   */
  readonly state: string | null
}

/** The protocol of an IdP address: what discovery said, else a SAMLRequest in the address means SAML. */
export function ssoProtocol(idpType: string | undefined, address: URL): SsoProtocol {
  const type = idpType?.toLowerCase()
  if (type === 'oidc' || type === 'saml') return type
  return address.searchParams.has('SAMLRequest') ? 'saml' : 'oidc'
}

/**
 * The IdP address to go to, bound to this browser, and what to remember for the callback. A state
 * (RelayState) the server already put in the address is kept and remembered; otherwise `freshState`
 * is added. `address` must be an http(s) URL (isSafeHttpUrl).
 */
export function ssoAuthorizationRequest(address: string, idpType: string | undefined, freshState: string): { url: string; pending: PendingSsoLogin } {
  const url = new URL(address)
  const protocol = ssoProtocol(idpType, url)
  const parameter = SSO_STATE_PARAMETER[protocol]
  const given = url.searchParams.get(parameter)
  if (given) return { url: address, pending: { protocol, state: given } }
  // A signed redirect-binding request covers its query: adding a RelayState would break the signature.
  if (protocol === 'saml' && url.searchParams.has('Signature')) return { url: address, pending: { protocol, state: null } }
  url.searchParams.set(parameter, freshState)
  return { url: url.href, pending: { protocol, state: freshState } }
}

export function serialisePendingSsoLogin(pending: PendingSsoLogin): string {
  return JSON.stringify(pending)
}

/** The pending SSO sign-in from storage, or null when there is none or it is not one this kit wrote. */
export function parsePendingSsoLogin(raw: string | null): PendingSsoLogin | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { protocol, state } = value as Record<string, unknown>
    if (protocol !== 'oidc' && protocol !== 'saml') return null
    if (state === null && protocol === 'saml') return { protocol, state }
    if (typeof state !== 'string' || !state) return null
    return { protocol, state }
  } catch {
    return null
  }
}

export type SsoCallback =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'providerError' | 'missingResponse' | 'notStarted' | 'stateMismatch' }

/**
 * Checks an OIDC or SAML callback's query against the sign-in this browser started: the IdP's own
 * error, an answer without a code (OIDC) or without anything (SAML), no pending sign-in of that
 * protocol (a forged callback, or one from another browser or an IdP-initiated sign-in), or a state
 * that is not the one sent all fail.
 */
export function checkSsoCallback(protocol: SsoProtocol, query: URLSearchParams, pending: PendingSsoLogin | null): SsoCallback {
  if (query.get('error')) return { ok: false, reason: 'providerError' }
  const answered = protocol === 'oidc' ? Boolean(query.get('code')) : [...query.keys()].length > 0
  if (!answered) return { ok: false, reason: 'missingResponse' }
  if (!pending || pending.protocol !== protocol) return { ok: false, reason: 'notStarted' }
  if (pending.state !== null && query.get(SSO_STATE_PARAMETER[protocol]) !== pending.state) return { ok: false, reason: 'stateMismatch' }
  return { ok: true }
}
