/**
 * spec/auth.md §1: the bridge a mobile shell offers so single sign-on and social login open in
 * the platform's own authentication session instead of the embedded web view.
 */
export interface NativeBridge {
  /** Opens the identity provider's address (from SSO discovery). */
  loginWithSSO(address: string): void
  /** Opens the social provider's authorization URL. */
  loginWithSocialLogin(authorizationUrl: string): void
}

/** spec/auth.md §1: the bridge "fails with an error when unavailable". */
export const NATIVE_BRIDGE_UNAVAILABLE = 'The native app bridge is not available'

export class NativeBridgeUnavailableError extends Error {
  constructor() {
    super(NATIVE_BRIDGE_UNAVAILABLE)
    this.name = 'NativeBridgeUnavailableError'
  }
}

/** The bridge, or the error the spec asks for when a call needs it and there is none. */
export function requireNativeBridge(bridge: NativeBridge | null | undefined): NativeBridge {
  if (!bridge) throw new NativeBridgeUnavailableError()
  return bridge
}
