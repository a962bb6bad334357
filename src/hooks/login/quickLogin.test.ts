import { describe, expect, it } from 'vitest'
import { parseQuickLoginRequest, quickLoginCompletedKey, quickLoginToRegister } from './quickLogin'

describe('parseQuickLoginRequest', () => {
  it.each([
    ['SmsCode', 'SmsCode'],
    ['Passkeys', 'Passkeys'],
    [' SmsCode ', 'SmsCode'],
    ['smscode', null],
    ['true', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (raw, method) => {
    expect(parseQuickLoginRequest(raw)).toBe(method)
  })
})

describe('quickLoginToRegister', () => {
  it('a pending request not completed for this user → its method', () => {
    expect(quickLoginToRegister('SmsCode', null)).toBe('SmsCode')
  })
  it('completed for this user with the same method → nothing', () => {
    expect(quickLoginToRegister('SmsCode', 'SmsCode')).toBeNull()
  })
  it('completed with another method → the new one is still asked', () => {
    expect(quickLoginToRegister('Passkeys', 'SmsCode')).toBe('Passkeys')
  })
  it('no flag or an unknown one → nothing', () => {
    expect(quickLoginToRegister(null, null)).toBeNull()
    expect(quickLoginToRegister('Fingerprint', null)).toBeNull()
  })
})

describe('quickLoginCompletedKey', () => {
  it('is per user', () => {
    expect(quickLoginCompletedKey('gatehouse:register-quick-login', 'user-1')).toBe('gatehouse:register-quick-login:user-1')
    expect(quickLoginCompletedKey('k', 'a')).not.toBe(quickLoginCompletedKey('k', 'b'))
  })
})
