import { describe, it, expect } from 'vitest'
import { PASSKEY_PROMPT_FLAG, canPromptPasskeys, isPasskeysStrategyActive, shouldPromptPasskeys, type PasskeyPromptInput } from './passkeys'

/** Every condition of spec/auth.md §4 step 2 holding: the prompt applies. */
const applies: PasskeyPromptInput = {
  flags: { [PASSKEY_PROMPT_FLAG]: true },
  passkeysActive: true,
  preferredLoginMethod: null,
  dontShowAgain: false,
  registeredDeviceCount: 0,
}

describe('shouldPromptPasskeys (spec/auth.md §4 after a successful login, step 2)', () => {
  it('all five conditions hold → prompt', () => {
    expect(shouldPromptPasskeys(applies)).toBe(true)
  })

  it.each<[string, Partial<PasskeyPromptInput>, boolean]>([
    // 1. the show-passkeys flag
    ['flag off', { flags: { [PASSKEY_PROMPT_FLAG]: false } }, false],
    ['flag absent', { flags: {} }, false],
    ['only another flag on', { flags: { 'security-center-show-login-flows': true } }, false],
    // 2. the passkeys secondary strategy
    ['passkeys strategy inactive', { passkeysActive: false }, false],
    // 3. the preferred login method
    ['preferred method passkeys', { preferredLoginMethod: 'passkeys' }, false],
    ['preferred method Passkeys (any case)', { preferredLoginMethod: 'Passkeys' }, false],
    ['preferred method password', { preferredLoginMethod: 'password' }, true],
    ['preferred method empty', { preferredLoginMethod: '' }, true],
    // 4. don't show again
    ["don't show again chosen", { dontShowAgain: true }, false],
    // 5. registered devices: zero is the only count that prompts
    ['one registered device', { registeredDeviceCount: 1 }, false],
    ['several registered devices', { registeredDeviceCount: 3 }, false],
    ['zero registered devices', { registeredDeviceCount: 0 }, true],
    // several at once
    ['flag off and a device', { flags: {}, registeredDeviceCount: 1 }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(shouldPromptPasskeys({ ...applies, ...change })).toBe(expected)
  })
})

describe('canPromptPasskeys: the conditions known without the server', () => {
  it.each<[string, Partial<PasskeyPromptInput>, boolean]>([
    ['flag on, nothing stored', {}, true],
    ['flag off', { flags: {} }, false],
    ['passkeys preferred', { preferredLoginMethod: 'passkeys' }, false],
    ["don't show again", { dontShowAgain: true }, false],
    // The server-side conditions do not matter here.
    ['strategy inactive and a device (asked later)', { passkeysActive: false, registeredDeviceCount: 2 }, true],
  ])('%s → %s', (_name, change, expected) => {
    expect(canPromptPasskeys({ ...applies, ...change })).toBe(expected)
  })
})

describe('isPasskeysStrategyActive', () => {
  it.each<[string, Parameters<typeof isPasskeysStrategyActive>[0], boolean]>([
    ['Passkeys active', { secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: true }] }, true],
    ['Passkeys inactive', { secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: false }] }, false],
    ['Passkeys without isActive', { secondaryAuthStrategies: [{ strategy: 'Passkeys' }] }, false],
    ['another secondary strategy active', { secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: true }] }, false],
    ['among others', { secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: true }, { strategy: 'Passkeys', isActive: true }] }, true],
    ['empty list', { secondaryAuthStrategies: [] }, false],
    ['no list', {}, false],
  ])('%s → %s', (_name, strategies, expected) => {
    expect(isPasskeysStrategyActive(strategies)).toBe(expected)
  })
})
