import { describe, expect, it, vi } from 'vitest'
import { NATIVE_BRIDGE_UNAVAILABLE, NativeBridgeUnavailableError, requireNativeBridge } from './nativeBridge'

describe('requireNativeBridge', () => {
  it('gives the bridge back when there is one', () => {
    const bridge = { loginWithSSO: vi.fn(), loginWithSocialLogin: vi.fn() }
    expect(requireNativeBridge(bridge)).toBe(bridge)
  })
  it.each([undefined, null])('fails with the unavailable error for %s', (missing) => {
    expect(() => requireNativeBridge(missing)).toThrow(NativeBridgeUnavailableError)
    expect(() => requireNativeBridge(missing)).toThrow(NATIVE_BRIDGE_UNAVAILABLE)
  })
})
