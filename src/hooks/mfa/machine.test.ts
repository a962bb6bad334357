import { describe, expect, it } from 'vitest'
import { canGoBack, canUseRecoveryCode, initialMfaModel, loginStepForMfa, mfaReducer, needsDelivery, type MfaEvent, type MfaModel, type MfaState } from './machine'
import type { MfaChallenge } from './steps'

const error = { code: 'http', message: 'Invalid code', status: 400 }
const TOKENS = { accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 300 }
const WITH_RECOVERY = { ...TOKENS, recoveryCode: 'RC-1234' }
const policy = { isAllowedToRemember: true, mfaDeviceExpiration: 86400 }

const challenge = (devices: MfaChallenge['devices'], isEnrolled = true, strategies: string[] = []): MfaChallenge => ({ mfaToken: 't', isEnrolled, devices, strategies })
const several = challenge({ authenticators: [{ id: 'a1' }], phones: [{ id: 'p1', phoneNumber: '+*******67' }], emails: [{ email: 'ada@acme.test' }] })
const notEnrolled = challenge({}, false, ['AuthenticatorApp', 'SMS', 'EmailCode'])

/** A frozen model, so a reducer that mutates fails loudly. */
function model(from: MfaChallenge, patch: Partial<MfaModel> = {}): MfaModel {
  return Object.freeze({ ...initialMfaModel(from), ...patch })
}
function run(start: MfaModel, ...events: MfaEvent[]): MfaModel {
  return events.reduce(mfaReducer, start)
}
const at = (from: MfaChallenge, state: MfaState, patch: Partial<MfaModel> = {}) => model(from, { state, ...patch })

describe('verify (several factors)', () => {
  const start = model(several)
  const [app, sms, , recovery] = (start.state as Extract<MfaState, { step: 'verify' }>).choices

  it('starts on the verify choice with each device and the recovery code', () => {
    expect(start.state).toMatchObject({ step: 'verify', choices: [{ kind: 'authenticatorApp' }, { kind: 'sms' }, { kind: 'email' }, { kind: 'recoveryCode' }] })
  })

  it('+ CHOICE.SELECTED app → authenticatorApp verify for that device, new entry', () => {
    const next = mfaReducer(start, { type: 'CHOICE.SELECTED', choice: app! })
    expect(next).toMatchObject({ state: { step: 'authenticatorApp', mode: 'verify', deviceId: 'a1' }, pending: null, error: null })
  })

  it('+ CHOICE.SELECTED phone → smsVerifyCode with no code sent yet (delivery due)', () => {
    const next = mfaReducer(start, { type: 'CHOICE.SELECTED', choice: sms! })
    expect(next.state).toEqual({ step: 'smsVerifyCode', mode: 'verify', deviceId: 'p1', phoneNumber: '+*******67', otcToken: null, sent: 0 })
    expect(needsDelivery(next.state)).toBe(true)
  })

  it('+ CHOICE.SELECTED email (an equal copy) → emailVerifyCode', () => {
    const next = mfaReducer(start, { type: 'CHOICE.SELECTED', choice: { kind: 'email', email: 'ada@acme.test' } })
    expect(next.state).toMatchObject({ step: 'emailVerifyCode', mode: 'verify', email: 'ada@acme.test', otcToken: null })
  })

  it('+ CHOICE.SELECTED recovery code → recoveryCode', () => {
    expect(mfaReducer(start, { type: 'CHOICE.SELECTED', choice: recovery! }).state).toEqual({ step: 'recoveryCode' })
  })

  it('+ CHOICE.SELECTED a device not offered → rejected', () => {
    expect(mfaReducer(start, { type: 'CHOICE.SELECTED', choice: { kind: 'sms', deviceId: 'someone-elses' } })).toBe(start)
  })

  it('+ BACK on the start → rejected', () => {
    expect(mfaReducer(start, { type: 'BACK' })).toBe(start)
    expect(canGoBack(start)).toBe(false)
  })

  it('chosen device + BACK → the verify choice again', () => {
    const chosen = mfaReducer(start, { type: 'CHOICE.SELECTED', choice: app! })
    expect(canGoBack(chosen)).toBe(true)
    expect(mfaReducer(chosen, { type: 'BACK' })).toMatchObject({ state: start.state })
  })

  it.each<MfaEvent>([
    { type: 'STRATEGY.SELECTED', strategy: 'SMS' },
    { type: 'CODE.SENDING' },
    { type: 'PROOF.SUBMITTED', proof: 'code' },
    { type: 'PHONE.SUBMITTED', phoneNumber: '+12025550143' },
    { type: 'RECOVERY_CODE.SAVED' },
  ])('+ %o → rejected', (event) => {
    expect(mfaReducer(start, event)).toBe(start)
  })

  it('+ RECOVERY.REQUESTED → recoveryCode', () => {
    expect(mfaReducer(start, { type: 'RECOVERY.REQUESTED' }).state).toEqual({ step: 'recoveryCode' })
  })
})

describe('POLICY.LOADED', () => {
  it('is kept whatever the step', () => {
    expect(mfaReducer(model(several), { type: 'POLICY.LOADED', policy }).rememberDevice).toEqual(policy)
    expect(mfaReducer(model(notEnrolled), { type: 'POLICY.LOADED', policy }).rememberDevice).toEqual(policy)
  })
})

describe('authenticatorApp verify', () => {
  const start = model(challenge({ authenticators: [{ id: 'a1' }] }))

  it('+ PROOF.SUBMITTED → pending verify, error cleared', () => {
    expect(mfaReducer({ ...start, error }, { type: 'PROOF.SUBMITTED', proof: 'code' })).toMatchObject({ pending: 'verify', error: null })
  })

  it('+ PROOF.REJECTED → the error, not pending, same step', () => {
    expect(run(start, { type: 'PROOF.SUBMITTED', proof: 'code' }, { type: 'PROOF.REJECTED', error })).toMatchObject({ pending: null, error, state: start.state })
  })

  it('+ PROOF.ACCEPTED → verified with the answer (no recovery code shown when only verifying)', () => {
    const next = run(start, { type: 'PROOF.SUBMITTED', proof: 'code' }, { type: 'PROOF.ACCEPTED', answer: WITH_RECOVERY })
    expect(next.state).toEqual({ step: 'verified', answer: WITH_RECOVERY })
  })

  it('+ PROOF.ACCEPTED without a submit → rejected', () => {
    expect(mfaReducer(start, { type: 'PROOF.ACCEPTED', answer: TOKENS })).toBe(start)
  })

  it('+ RECOVERY.REQUESTED → recoveryCode; BACK → the app again', () => {
    const recovering = mfaReducer(start, { type: 'RECOVERY.REQUESTED' })
    expect(recovering.state).toEqual({ step: 'recoveryCode' })
    expect(mfaReducer(recovering, { type: 'BACK' }).state).toBe(start.state)
  })

  it('+ RECOVERY.REQUESTED while verifying → rejected', () => {
    const pending = mfaReducer(start, { type: 'PROOF.SUBMITTED', proof: 'code' })
    expect(canUseRecoveryCode(pending)).toBe(false)
    expect(mfaReducer(pending, { type: 'RECOVERY.REQUESTED' })).toBe(pending)
  })

  it('+ CODE.SENDING → rejected (nothing to send for an app)', () => {
    expect(mfaReducer(start, { type: 'CODE.SENDING' })).toBe(start)
  })

  it('+ BACK with a single factor → rejected', () => {
    expect(mfaReducer(start, { type: 'BACK' })).toBe(start)
  })
})

describe('smsVerifyCode verify', () => {
  const start = model(challenge({ phones: [{ id: 'p1' }] }))

  it('+ CODE.SENDING → pending send', () => {
    expect(mfaReducer(start, { type: 'CODE.SENDING' })).toMatchObject({ pending: 'send', error: null })
  })

  it('+ CODE.SENT → the otcToken kept, one code sent, no longer due', () => {
    const next = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'otc-1' })
    expect(next).toMatchObject({ pending: null, state: { step: 'smsVerifyCode', otcToken: 'otc-1', sent: 1 } })
    expect(needsDelivery(next.state)).toBe(false)
  })

  it('+ CODE.SENT unasked → rejected', () => {
    expect(mfaReducer(start, { type: 'CODE.SENT', otcToken: 'otc-1' })).toBe(start)
  })

  it('+ CODE.SEND_FAILED → the error, not pending', () => {
    expect(run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SEND_FAILED', error })).toMatchObject({ pending: null, error, state: { otcToken: null } })
  })

  it('+ PROOF.SUBMITTED before a code was sent → rejected', () => {
    expect(mfaReducer(start, { type: 'PROOF.SUBMITTED', proof: 'code' })).toBe(start)
  })

  it('resend: a second CODE.SENT replaces the otcToken and counts two codes', () => {
    const next = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'otc-1' }, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'otc-2' })
    expect(next.state).toMatchObject({ otcToken: 'otc-2', sent: 2 })
  })

  it('+ CODE.SENDING while a code is being sent → rejected (sent once per entry, StrictMode included)', () => {
    const sending = mfaReducer(start, { type: 'CODE.SENDING' })
    expect(mfaReducer(sending, { type: 'CODE.SENDING' })).toBe(sending)
  })

  it('code sent + PROOF.SUBMITTED while verifying → rejected (one proof at a time)', () => {
    const verifying = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'o' }, { type: 'PROOF.SUBMITTED', proof: 'code' })
    expect(mfaReducer(verifying, { type: 'PROOF.SUBMITTED', proof: 'code' })).toBe(verifying)
  })

  it.each(['recoveryCode', 'webAuthn'] as const)('code sent + PROOF.SUBMITTED of a %s → rejected (the step asks for a code)', (proof) => {
    const sent = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'o' })
    expect(mfaReducer(sent, { type: 'PROOF.SUBMITTED', proof })).toBe(sent)
  })

  it('+ PROOF.SUBMITTED while a code is being sent → rejected', () => {
    const sending = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'otc-1' }, { type: 'CODE.SENDING' })
    expect(mfaReducer(sending, { type: 'PROOF.SUBMITTED', proof: 'code' })).toBe(sending)
    expect(mfaReducer(sending, { type: 'PROOF.REJECTED', error })).toBe(sending)
  })

  it('code sent + PROOF.SUBMITTED + PROOF.ACCEPTED → verified', () => {
    const next = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'o' }, { type: 'PROOF.SUBMITTED', proof: 'code' }, { type: 'PROOF.ACCEPTED', answer: TOKENS })
    expect(next.state).toEqual({ step: 'verified', answer: TOKENS })
  })

  it('+ CODE.SENDING while verifying → rejected', () => {
    const verifying = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'o' }, { type: 'PROOF.SUBMITTED', proof: 'code' })
    expect(mfaReducer(verifying, { type: 'CODE.SENDING' })).toBe(verifying)
  })
})

describe('emailVerifyCode verify', () => {
  const start = model(challenge({ emails: [{ email: 'ada@acme.test' }] }))

  it('code sent + wrong code → error on the same step, code still usable', () => {
    const next = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'o' }, { type: 'PROOF.SUBMITTED', proof: 'code' }, { type: 'PROOF.REJECTED', error })
    expect(next).toMatchObject({ error, pending: null, state: { step: 'emailVerifyCode', otcToken: 'o' } })
  })
})

describe('recoveryCode', () => {
  const start = at(several, { step: 'recoveryCode' })

  it('+ PROOF.SUBMITTED + PROOF.ACCEPTED → verified', () => {
    expect(run(start, { type: 'PROOF.SUBMITTED', proof: 'recoveryCode' }, { type: 'PROOF.ACCEPTED', answer: TOKENS }).state).toEqual({ step: 'verified', answer: TOKENS })
  })

  it('+ RECOVERY.REQUESTED → rejected (already there)', () => {
    expect(mfaReducer(start, { type: 'RECOVERY.REQUESTED' })).toBe(start)
  })
})

describe('forceTwoFactor (not enrolled)', () => {
  const start = model(notEnrolled)

  it('starts on the strategy choice', () => {
    expect(start.state).toEqual({ step: 'forceTwoFactor', strategies: ['AuthenticatorApp', 'SMS', 'EmailCode'] })
    expect(canUseRecoveryCode(start)).toBe(false)
  })

  it.each<[string, object]>([
    ['AuthenticatorApp', { step: 'authenticatorApp', mode: 'enrol', enrolment: null }],
    ['SMS', { step: 'smsSetPhoneNumber', phoneNumber: '' }],
    ['EmailCode', { step: 'emailVerifyCode', mode: 'enrol', otcToken: null, sent: 0 }],
  ])('+ STRATEGY.SELECTED %s → its setup step', (strategy, expected) => {
    expect(mfaReducer(start, { type: 'STRATEGY.SELECTED', strategy: strategy as 'SMS' }).state).toEqual(expected)
  })

  it('+ STRATEGY.SELECTED a strategy the policy does not allow → rejected', () => {
    expect(mfaReducer(start, { type: 'STRATEGY.SELECTED', strategy: 'WebAuthnPlatform' })).toBe(start)
  })

  it.each<MfaEvent>([{ type: 'RECOVERY.REQUESTED' }, { type: 'CHOICE.SELECTED', choice: { kind: 'recoveryCode' } }, { type: 'BACK' }, { type: 'PROOF.SUBMITTED', proof: 'code' }])('+ %o → rejected', (event) => {
    expect(mfaReducer(start, event)).toBe(start)
  })
})

describe('authenticatorApp enrol', () => {
  const start = mfaReducer(model(notEnrolled), { type: 'STRATEGY.SELECTED', strategy: 'AuthenticatorApp' })
  const enrolment = { qrCode: 'data:image/svg+xml;base64,x', secret: 'JBSW' }

  it('is due its QR code', () => expect(needsDelivery(start.state)).toBe(true))

  it('+ CODE.SENDING + ENROLMENT.READY → the QR code shown', () => {
    expect(run(start, { type: 'CODE.SENDING' }, { type: 'ENROLMENT.READY', enrolment })).toMatchObject({ pending: null, state: { enrolment } })
  })

  it('+ PROOF.SUBMITTED before the QR code → rejected', () => {
    expect(mfaReducer(start, { type: 'PROOF.SUBMITTED', proof: 'code' })).toBe(start)
  })

  it('+ PROOF.ACCEPTED with a recovery code → saveRecoveryCode; RECOVERY_CODE.SAVED → verified', () => {
    const saving = run(start, { type: 'CODE.SENDING' }, { type: 'ENROLMENT.READY', enrolment }, { type: 'PROOF.SUBMITTED', proof: 'code' }, { type: 'PROOF.ACCEPTED', answer: WITH_RECOVERY })
    expect(saving.state).toEqual({ step: 'saveRecoveryCode', recoveryCode: 'RC-1234', answer: WITH_RECOVERY })
    expect(canGoBack(saving)).toBe(false)
    expect(mfaReducer(saving, { type: 'BACK' })).toBe(saving)
    expect(mfaReducer(saving, { type: 'RECOVERY_CODE.SAVED' }).state).toEqual({ step: 'verified', answer: WITH_RECOVERY })
  })

  it('+ PROOF.ACCEPTED without a recovery code → verified', () => {
    const next = run(start, { type: 'CODE.SENDING' }, { type: 'ENROLMENT.READY', enrolment }, { type: 'PROOF.SUBMITTED', proof: 'code' }, { type: 'PROOF.ACCEPTED', answer: TOKENS })
    expect(next.state.step).toBe('verified')
  })

  it('+ BACK → the strategy choice', () => {
    expect(mfaReducer(start, { type: 'BACK' }).state).toEqual(model(notEnrolled).state)
  })

  it('+ RECOVERY.REQUESTED → rejected (nothing enrolled to recover)', () => {
    expect(mfaReducer(start, { type: 'RECOVERY.REQUESTED' })).toBe(start)
  })
})

describe('smsSetPhoneNumber → smsVerifyCode enrol', () => {
  const start = model(challenge({}, false, ['SMS']))

  it('exactly one strategy: straight to the phone number', () => {
    expect(start.state).toEqual({ step: 'smsSetPhoneNumber', phoneNumber: '' })
    expect(canGoBack(start)).toBe(false)
  })

  it('+ PHONE.SUBMITTED while a number is being sent → rejected', () => {
    const sending = mfaReducer(start, { type: 'PHONE.SUBMITTED', phoneNumber: '12345' })
    expect(mfaReducer(sending, { type: 'PHONE.SUBMITTED', phoneNumber: '12345' })).toBe(sending)
  })

  it('+ PHONE.SUBMITTED → pending send, what was typed kept', () => {
    expect(mfaReducer(start, { type: 'PHONE.SUBMITTED', phoneNumber: '12345' })).toMatchObject({ pending: 'send', state: { phoneNumber: '12345' } })
  })

  it('+ PHONE.REJECTED → the field error, the number kept', () => {
    const phoneError = { code: 'invalidPhoneNumber', message: 'x', field: 'phoneNumber' }
    const next = run(start, { type: 'PHONE.SUBMITTED', phoneNumber: '12345' }, { type: 'PHONE.REJECTED', error: phoneError })
    expect(next).toMatchObject({ pending: null, error: phoneError, state: { step: 'smsSetPhoneNumber', phoneNumber: '12345' } })
  })

  it('+ PHONE.ACCEPTED → smsVerifyCode enrol with the code sent', () => {
    const next = run(start, { type: 'PHONE.SUBMITTED', phoneNumber: '+1 202 555 0143' }, { type: 'PHONE.ACCEPTED', phoneNumber: '+12025550143', otcToken: 'o' })
    expect(next.state).toEqual({ step: 'smsVerifyCode', mode: 'enrol', phoneNumber: '+12025550143', otcToken: 'o', sent: 1 })
    expect(needsDelivery(next.state)).toBe(false)
    expect(canUseRecoveryCode(next)).toBe(false)
  })

  it('+ PHONE.ACCEPTED unasked → rejected', () => {
    expect(mfaReducer(start, { type: 'PHONE.ACCEPTED', phoneNumber: '+1', otcToken: 'o' })).toBe(start)
  })

  it('code step + BACK → the phone number again, keeping it', () => {
    const verifying = run(start, { type: 'PHONE.SUBMITTED', phoneNumber: '+1 202 555 0143' }, { type: 'PHONE.ACCEPTED', phoneNumber: '+12025550143', otcToken: 'o' })
    expect(mfaReducer(verifying, { type: 'BACK' }).state).toEqual({ step: 'smsSetPhoneNumber', phoneNumber: '+12025550143' })
  })

  it('code step + right code → saveRecoveryCode', () => {
    const next = run(
      start,
      { type: 'PHONE.SUBMITTED', phoneNumber: '+12025550143' },
      { type: 'PHONE.ACCEPTED', phoneNumber: '+12025550143', otcToken: 'o' },
      { type: 'PROOF.SUBMITTED', proof: 'code' },
      { type: 'PROOF.ACCEPTED', answer: WITH_RECOVERY },
    )
    expect(next.state.step).toBe('saveRecoveryCode')
  })

  it('+ CODE.SEND_FAILED on the phone step → rejected (PHONE.REJECTED says it)', () => {
    const sending = mfaReducer(start, { type: 'PHONE.SUBMITTED', phoneNumber: '+12025550143' })
    expect(mfaReducer(sending, { type: 'CODE.SEND_FAILED', error })).toBe(sending)
  })
})

describe('emailVerifyCode enrol', () => {
  const start = model(challenge({}, false, ['EmailCode']))

  it('code sent + right code with a recovery code → saveRecoveryCode', () => {
    const next = run(start, { type: 'CODE.SENDING' }, { type: 'CODE.SENT', otcToken: 'o' }, { type: 'PROOF.SUBMITTED', proof: 'code' }, { type: 'PROOF.ACCEPTED', answer: WITH_RECOVERY })
    expect(next.state).toMatchObject({ step: 'saveRecoveryCode', recoveryCode: 'RC-1234' })
  })
})

describe('recoveryCode, other proofs', () => {
  it.each(['code', 'webAuthn'] as const)('recoveryCode + PROOF.SUBMITTED of a %s → rejected', (proof) => {
    const start = at(several, { step: 'recoveryCode' })
    expect(mfaReducer(start, { type: 'PROOF.SUBMITTED', proof })).toBe(start)
  })
})

describe('webAuthn', () => {
  const keyed = model(challenge({ authenticators: [{ id: 'a1' }], webauthn: [{ id: 'w1', deviceType: 'CrossPlatform', name: 'YubiKey' }] }))

  it('choice → webAuthn verify; submitted + accepted → verified', () => {
    const choice = (keyed.state as Extract<MfaState, { step: 'verify' }>).choices[1]!
    const chosen = mfaReducer(keyed, { type: 'CHOICE.SELECTED', choice })
    expect(chosen.state).toEqual({ step: 'webAuthn', mode: 'verify', deviceId: 'w1', deviceType: 'CrossPlatform', name: 'YubiKey' })
    expect(run(chosen, { type: 'PROOF.SUBMITTED', proof: 'webAuthn' }, { type: 'PROOF.ACCEPTED', answer: TOKENS }).state.step).toBe('verified')
  })

  it('cancelled ceremony → the error, same step, retry possible', () => {
    const start = model(challenge({}, false, ['WebAuthnPlatform']))
    const cancelled = { code: 'passkeyCancelled', message: 'x' }
    const next = run(start, { type: 'PROOF.SUBMITTED', proof: 'webAuthn' }, { type: 'PROOF.REJECTED', error: cancelled })
    expect(next).toMatchObject({ state: { step: 'webAuthn', mode: 'enrol' }, error: cancelled, pending: null })
    expect(mfaReducer(next, { type: 'PROOF.SUBMITTED', proof: 'webAuthn' }).pending).toBe('verify')
  })
})

describe('verified', () => {
  const done = at(several, { step: 'verified', answer: TOKENS })
  it.each<MfaEvent>([{ type: 'BACK' }, { type: 'PROOF.SUBMITTED', proof: 'code' }, { type: 'RECOVERY.REQUESTED' }, { type: 'PROOF.ACCEPTED', answer: TOKENS }])('+ %o → rejected', (event) => {
    expect(mfaReducer(done, event)).toBe(done)
  })
})

describe('while pending, the step stays put', () => {
  const start = model(several)
  const choice = (start.state as Extract<MfaState, { step: 'verify' }>).choices[0]!
  const verifying = run(start, { type: 'CHOICE.SELECTED', choice }, { type: 'PROOF.SUBMITTED', proof: 'code' })
  it.each<MfaEvent>([{ type: 'BACK' }, { type: 'RECOVERY.REQUESTED' }])('+ %o → rejected', (event) => {
    expect(mfaReducer(verifying, event)).toBe(verifying)
  })
})

describe('loginStepForMfa (spec/auth.md §2 login steps)', () => {
  it.each<[MfaState, string | null]>([
    [{ step: 'verify', choices: [] }, 'loginWithTwoFactor'],
    [{ step: 'authenticatorApp', mode: 'verify' }, 'loginWithTwoFactor'],
    [{ step: 'smsVerifyCode', mode: 'verify', deviceId: 'p', otcToken: null, sent: 0 }, 'loginWithTwoFactor'],
    [{ step: 'webAuthn', mode: 'verify', deviceId: 'w', deviceType: 'Platform' }, 'loginWithTwoFactor'],
    [{ step: 'recoveryCode' }, 'recoverTwoFactor'],
    [{ step: 'forceTwoFactor', strategies: [] }, 'forceTwoFactor'],
    [{ step: 'authenticatorApp', mode: 'enrol', enrolment: null }, 'forceTwoFactor'],
    [{ step: 'smsSetPhoneNumber', phoneNumber: '' }, 'forceTwoFactor'],
    [{ step: 'smsVerifyCode', mode: 'enrol', phoneNumber: '+1', otcToken: 'o', sent: 1 }, 'forceTwoFactor'],
    [{ step: 'emailVerifyCode', mode: 'enrol', otcToken: null, sent: 0 }, 'forceTwoFactor'],
    [{ step: 'webAuthn', mode: 'enrol', deviceType: 'CrossPlatform' }, 'forceTwoFactor'],
    [{ step: 'saveRecoveryCode', recoveryCode: 'r', answer: TOKENS }, 'forceTwoFactor'],
    [{ step: 'verified', answer: TOKENS }, null],
  ])('%o → %s', (state, expected) => expect(loginStepForMfa(state)).toBe(expected))
})
