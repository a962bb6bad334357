/** Whether this browser can run a WebAuthn ceremony at all (as @simplewebauthn's browserSupportsWebAuthn). In a module of its own: the login's first chunk asks this and loads nothing else of WebAuthn. */
export function isWebAuthnSupported(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function'
}
