import { describe, expect, it } from 'vitest'
import { initialMfaState } from './machine'
import { enrolmentStrategies, mfaChoices, phoneEnding, selectMfaStep, type MfaChallenge } from './steps'

const challenge = (devices: MfaChallenge['devices'], isEnrolled = true, strategies: string[] = []): MfaChallenge => ({ mfaToken: 't', isEnrolled, devices, strategies })

describe('selectMfaStep (spec/auth.md §4)', () => {
  it.each([
    ['only an authenticator app', { authenticators: [{ id: 'a' }] }, 'authenticatorApp'],
    ['two authenticator apps (one kind)', { authenticators: [{ id: 'a' }, { id: 'b' }] }, 'authenticatorApp'],
    ['only a phone', { phones: [{ id: 'p' }] }, 'smsVerifyCode'],
    ['two phones (one kind)', { phones: [{ id: 'p' }, { id: 'q' }] }, 'smsVerifyCode'],
    ['only an email', { emails: [{ email: 'a@b.c' }] }, 'emailVerifyCode'],
    ['an app and a phone', { authenticators: [{ id: 'a' }], phones: [{ id: 'p' }] }, 'verify'],
    ['a phone and an email', { phones: [{ id: 'p' }], emails: [{ email: 'a@b.c' }] }, 'verify'],
    ['only a security key', { webauthn: [{ id: 'w' }] }, 'verify'],
    ['an app and a security key', { authenticators: [{ id: 'a' }], webauthn: [{ id: 'w' }] }, 'verify'],
    ['empty lists', { authenticators: [], phones: [], emails: [], webauthn: [] }, 'verify'],
    ['enrolled but no device listed', {}, 'verify'],
  ] satisfies [string, MfaChallenge['devices'], string][])('enrolled with %s → %s', (_, devices, expected) => {
    expect(selectMfaStep(challenge(devices))).toBe(expected)
  })

  it('not enrolled → forceTwoFactor, whatever is listed', () => {
    expect(selectMfaStep(challenge({ authenticators: [{ id: 'a' }] }, false))).toBe('forceTwoFactor')
  })
})

describe('initialMfaState (spec/auth.md §4 MFA step selection)', () => {
  it.each<[string, MfaChallenge, object]>([
    ['one app', challenge({ authenticators: [{ id: 'a1' }] }), { step: 'authenticatorApp', mode: 'verify', deviceId: 'a1' }],
    ['one phone', challenge({ phones: [{ id: 'p1', phoneNumber: '+*******4567' }] }), { step: 'smsVerifyCode', mode: 'verify', deviceId: 'p1', phoneNumber: '+*******4567', otcToken: null, sent: 0 }],
    ['one email', challenge({ emails: [{ email: 'a@b.c' }] }), { step: 'emailVerifyCode', mode: 'verify', email: 'a@b.c', otcToken: null, sent: 0 }],
    ['an app and a key', challenge({ authenticators: [{ id: 'a1' }], webauthn: [{ id: 'w1', deviceType: 'CrossPlatform' }] }), {
      step: 'verify',
      choices: [{ kind: 'authenticatorApp', deviceId: 'a1' }, { kind: 'webAuthn', deviceId: 'w1', deviceType: 'CrossPlatform' }, { kind: 'recoveryCode' }],
    }],
    ['not enrolled, several strategies', challenge({}, false, ['SMS', 'AuthenticatorApp', 'Telepathy']), { step: 'forceTwoFactor', strategies: ['AuthenticatorApp', 'SMS'] }],
    ['not enrolled, only the app', challenge({}, false, ['AuthenticatorApp']), { step: 'authenticatorApp', mode: 'enrol', enrolment: null }],
    ['not enrolled, only SMS', challenge({}, false, ['SMS']), { step: 'smsSetPhoneNumber', phoneNumber: '' }],
    ['not enrolled, only email', challenge({}, false, ['EmailCode']), { step: 'emailVerifyCode', mode: 'enrol', otcToken: null, sent: 0 }],
    ['not enrolled, only a platform passkey', challenge({}, false, ['WebAuthnPlatform']), { step: 'webAuthn', mode: 'enrol', deviceType: 'Platform' }],
    ['not enrolled, only a security key', challenge({}, false, ['WebAuthnCrossPlatform']), { step: 'webAuthn', mode: 'enrol', deviceType: 'CrossPlatform' }],
    ['not enrolled, no known strategy', challenge({}, false, ['Telepathy']), { step: 'forceTwoFactor', strategies: [] }],
  ])('%s', (_, input, expected) => {
    expect(initialMfaState(input)).toEqual(expected)
  })
})

describe('mfaChoices', () => {
  it('lists every device in kind order, then the recovery code', () => {
    expect(
      mfaChoices({
        webauthn: [{ id: 'w1', deviceType: 'Platform', name: 'MacBook' }, { id: 'w2' }],
        emails: [{ email: 'a@b.c' }],
        phones: [{ id: 'p1', phoneNumber: '+1******67' }, { id: 'p2' }],
        authenticators: [{ id: 'a1' }],
      }),
    ).toEqual([
      { kind: 'authenticatorApp', deviceId: 'a1' },
      { kind: 'sms', deviceId: 'p1', phoneNumber: '+1******67' },
      { kind: 'sms', deviceId: 'p2' },
      { kind: 'email', email: 'a@b.c' },
      { kind: 'webAuthn', deviceId: 'w1', deviceType: 'Platform', name: 'MacBook' },
      { kind: 'webAuthn', deviceId: 'w2', deviceType: 'Platform' },
      { kind: 'recoveryCode' },
    ])
  })
})

describe('enrolmentStrategies', () => {
  it.each<[string[], string[]]>([
    [['SMS', 'AuthenticatorApp'], ['AuthenticatorApp', 'SMS']],
    [['EmailCode', 'EmailCode'], ['EmailCode']],
    [['WebAuthnCrossPlatform', 'WebAuthnPlatform', 'Passkeys'], ['WebAuthnPlatform', 'WebAuthnCrossPlatform']],
    [[], []],
  ])('%j → %j', (allowed, expected) => expect(enrolmentStrategies(allowed)).toEqual(expected))
})

describe('phoneEnding', () => {
  it.each<[string | undefined, string | null]>([
    ['+*******4567', '67'],
    ['+1 202-555-0143', '43'],
    ['7', null],
    [undefined, null],
    ['', null],
  ])('%j → %j', (phone, expected) => expect(phoneEnding(phone)).toBe(expected))
})
