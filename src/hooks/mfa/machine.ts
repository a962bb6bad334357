import type { AuthenticatorEnrolment, LoginResponse, RememberDevicePolicy } from '../../api'
import type { FlowError } from '../shared/flowError'
import type { TwoFactorStep } from '../login/machine'
import { enrolmentStrategies, mfaChoices, selectMfaStep, type MfaChallenge, type MfaChoice, type MfaStrategy, type WebAuthnKind } from './steps'

/**
 * The MFA screen (spec/auth.md §2). Code steps have two modes: `verify` proves an enrolled
 * factor, `enrol` sets a new one up (forced two-factor enrolment) and ends with the recovery code.
 */
export type MfaState =
  /** Several factors enrolled: the user picks one, or a recovery code. */
  | { readonly step: 'verify'; readonly choices: readonly MfaChoice[] }
  /** Nothing enrolled and the policy enforces MFA: the user picks what to set up. */
  | { readonly step: 'forceTwoFactor'; readonly strategies: readonly MfaStrategy[] }
  | { readonly step: 'authenticatorApp'; readonly mode: 'verify'; readonly deviceId?: string }
  /** `enrolment` is null until the server answered the QR code. */
  | { readonly step: 'authenticatorApp'; readonly mode: 'enrol'; readonly enrolment: AuthenticatorEnrolment | null }
  /** `phoneNumber` is what the user typed last, kept when they come back to change it. */
  | { readonly step: 'smsSetPhoneNumber'; readonly phoneNumber: string }
  /** `otcToken` is null until the code was sent; `sent` counts the codes sent on this step. */
  | { readonly step: 'smsVerifyCode'; readonly mode: 'verify'; readonly deviceId: string; readonly phoneNumber?: string; readonly otcToken: string | null; readonly sent: number }
  | { readonly step: 'smsVerifyCode'; readonly mode: 'enrol'; readonly phoneNumber: string; readonly otcToken: string; readonly sent: number }
  | { readonly step: 'emailVerifyCode'; readonly mode: 'verify' | 'enrol'; readonly email?: string; readonly otcToken: string | null; readonly sent: number }
  | { readonly step: 'recoveryCode' }
  | { readonly step: 'webAuthn'; readonly mode: 'verify'; readonly deviceId: string; readonly deviceType: WebAuthnKind; readonly name?: string }
  | { readonly step: 'webAuthn'; readonly mode: 'enrol'; readonly deviceType: WebAuthnKind }
  /** A new factor was set up: its recovery code is shown once before the user goes on. */
  | { readonly step: 'saveRecoveryCode'; readonly recoveryCode: string; readonly answer: LoginResponse }
  /** The second factor is proven; `answer` is the server's token answer. */
  | { readonly step: 'verified'; readonly answer: LoginResponse }

export type MfaStateStep = MfaState['step']

export interface MfaModel {
  readonly state: MfaState
  /** The step the flow started on; `BACK` returns to it when it is a choice. */
  readonly start: MfaState
  /** Whether the user has enrolled factors, so a recovery code can stand in for one. */
  readonly isEnrolled: boolean
  /** `send`: a code, QR code or phone number is on its way; `verify`: a proof is being checked. */
  readonly pending: 'send' | 'verify' | null
  readonly error: FlowError | null
  /** Whether the device may be remembered; null until known, and when it failed to load. */
  readonly rememberDevice: RememberDevicePolicy | null
}

/** What proves the factor: a typed 6-digit code (app, SMS, email), a recovery code, or a security key or passkey. */
export type MfaProof = 'code' | 'recoveryCode' | 'webAuthn'

export type MfaEvent =
  /** The vendor's remember-device policy for this MFA token arrived. */
  | { type: 'POLICY.LOADED'; policy: RememberDevicePolicy }
  /** On the verify choice, the user picked a device or the recovery code. */
  | { type: 'CHOICE.SELECTED'; choice: MfaChoice }
  /** On forceTwoFactor, the user picked what to set up. */
  | { type: 'STRATEGY.SELECTED'; strategy: MfaStrategy }
  /** The user lost their device and will type a recovery code instead. */
  | { type: 'RECOVERY.REQUESTED' }
  /** A code (or, enrolling an app, the QR code) is being sent: on entering the step or on resend. */
  | { type: 'CODE.SENDING' }
  /** The server sent the code; `otcToken` names it in the verify call. */
  | { type: 'CODE.SENT'; otcToken: string }
  /** The server answered the new app's QR code. */
  | { type: 'ENROLMENT.READY'; enrolment: AuthenticatorEnrolment }
  /** Sending the code or getting the QR code failed; the user can try again. */
  | { type: 'CODE.SEND_FAILED'; error: FlowError }
  /** The user submitted a phone number to enrol. */
  | { type: 'PHONE.SUBMITTED'; phoneNumber: string }
  /** The number was refused (invalid, server or network failure); what was typed stays. */
  | { type: 'PHONE.REJECTED'; error: FlowError }
  /** A code was texted to the new number (E.164). */
  | { type: 'PHONE.ACCEPTED'; phoneNumber: string; otcToken: string }
  /** The user submitted a code, a recovery code, or started a security-key ceremony: the proof the step asks for. */
  | { type: 'PROOF.SUBMITTED'; proof: MfaProof }
  /** The proof was refused (malformed, wrong, expired, cancelled, server or network failure). */
  | { type: 'PROOF.REJECTED'; error: FlowError }
  /** The server accepted the proof and answered tokens (with a recovery code after an enrolment). */
  | { type: 'PROOF.ACCEPTED'; answer: LoginResponse }
  /** The user confirmed they saved the recovery code shown once. */
  | { type: 'RECOVERY_CODE.SAVED' }
  /** Back to the choice the flow started on, or from a texted code to changing the number. */
  | { type: 'BACK' }

/** spec/auth.md §4: the first state of the MFA screen for a challenge. */
export function initialMfaState(challenge: MfaChallenge): MfaState {
  const step = selectMfaStep(challenge)
  const { authenticators = [], phones = [], emails = [] } = challenge.devices
  switch (step) {
    case 'forceTwoFactor': {
      const strategies = enrolmentStrategies(challenge.strategies)
      // With exactly one allowed strategy, straight to its setup step.
      return strategies.length === 1 ? setupState(strategies[0]!) : { step: 'forceTwoFactor', strategies }
    }
    case 'authenticatorApp':
      return authenticatorState(authenticators[0]?.id)
    case 'smsVerifyCode':
      return choiceState({ kind: 'sms', deviceId: phones[0]!.id, ...(phones[0]!.phoneNumber ? { phoneNumber: phones[0]!.phoneNumber } : {}) })
    case 'emailVerifyCode':
      return choiceState({ kind: 'email', ...(emails[0]?.email ? { email: emails[0].email } : {}) })
    default:
      return { step: 'verify', choices: mfaChoices(challenge.devices) }
  }
}

export function initialMfaModel(challenge: MfaChallenge): MfaModel {
  const state = initialMfaState(challenge)
  return { state, start: state, isEnrolled: challenge.isEnrolled, pending: null, error: null, rememberDevice: null }
}

function authenticatorState(deviceId: string | undefined): MfaState {
  return deviceId ? { step: 'authenticatorApp', mode: 'verify', deviceId } : { step: 'authenticatorApp', mode: 'verify' }
}

/** The step a verify choice leads to. */
function choiceState(choice: MfaChoice): MfaState {
  switch (choice.kind) {
    case 'authenticatorApp':
      return authenticatorState(choice.deviceId)
    case 'sms':
      return { step: 'smsVerifyCode', mode: 'verify', deviceId: choice.deviceId, ...(choice.phoneNumber ? { phoneNumber: choice.phoneNumber } : {}), otcToken: null, sent: 0 }
    case 'email':
      return { step: 'emailVerifyCode', mode: 'verify', ...(choice.email ? { email: choice.email } : {}), otcToken: null, sent: 0 }
    case 'webAuthn':
      return { step: 'webAuthn', mode: 'verify', deviceId: choice.deviceId, deviceType: choice.deviceType, ...(choice.name ? { name: choice.name } : {}) }
    case 'recoveryCode':
      return { step: 'recoveryCode' }
  }
}

/** The setup step of an MFA strategy (forced enrolment). */
export function setupState(strategy: MfaStrategy): MfaState {
  switch (strategy) {
    case 'AuthenticatorApp':
      return { step: 'authenticatorApp', mode: 'enrol', enrolment: null }
    case 'SMS':
      return { step: 'smsSetPhoneNumber', phoneNumber: '' }
    case 'EmailCode':
      return { step: 'emailVerifyCode', mode: 'enrol', otcToken: null, sent: 0 }
    case 'WebAuthnPlatform':
      return { step: 'webAuthn', mode: 'enrol', deviceType: 'Platform' }
    case 'WebAuthnCrossPlatform':
      return { step: 'webAuthn', mode: 'enrol', deviceType: 'CrossPlatform' }
  }
}

/** Whether the state enrols a new factor (its verify answer carries a recovery code to show). */
export function isEnrolling(state: MfaState): boolean {
  return 'mode' in state ? state.mode === 'enrol' : state.step === 'smsSetPhoneNumber' || state.step === 'forceTwoFactor'
}

/** Whether entering this state fetches something first: a code to send, or the app's QR code. */
export function needsDelivery(state: MfaState): boolean {
  switch (state.step) {
    case 'smsVerifyCode':
    case 'emailVerifyCode':
      return state.otcToken === null
    case 'authenticatorApp':
      return state.mode === 'enrol' && state.enrolment === null
    default:
      return false
  }
}

/** Where a proven factor leads: an enrolment shows its recovery code once, anything else is done. */
export function afterProof(state: MfaState, answer: LoginResponse): MfaState {
  return isEnrolling(state) && answer.recoveryCode
    ? { step: 'saveRecoveryCode', recoveryCode: answer.recoveryCode, answer }
    : { step: 'verified', answer }
}

/** Whether BACK leads anywhere from here. */
export function canGoBack(model: MfaModel): boolean {
  return backTarget(model) !== null
}

/** Whether the user can switch to a recovery code from here (enrolled, and proving a factor). */
export function canUseRecoveryCode(model: MfaModel): boolean {
  const { state } = model
  return model.isEnrolled && model.pending === null && ('mode' in state ? state.mode === 'verify' : state.step === 'verify')
}

function backTarget(model: MfaModel): MfaState | null {
  const { state, start } = model
  if (state.step === 'smsVerifyCode' && state.mode === 'enrol') return { step: 'smsSetPhoneNumber', phoneNumber: state.phoneNumber }
  if (state.step === 'saveRecoveryCode' || state.step === 'verified') return null
  if (state === start) return null
  if (start.step === 'verify' || start.step === 'forceTwoFactor') return start
  // A single factor with a recovery code taken instead: back to the factor.
  if (state.step === 'recoveryCode') return start
  return null
}

/** A new step: pending and error cleared. */
function enter(model: MfaModel, state: MfaState): MfaModel {
  return { ...model, state, pending: null, error: null }
}

/** An event that makes no sense in the current step changes nothing. */
function reject(model: MfaModel): MfaModel {
  return model
}

export function mfaReducer(model: MfaModel, event: MfaEvent): MfaModel {
  const { state } = model
  // The policy concerns the whole challenge, whatever the step.
  if (event.type === 'POLICY.LOADED') return { ...model, rememberDevice: event.policy }
  if (state.step === 'verified') return reject(model)
  // While a proof or a send is being checked, the step stays put.
  if (model.pending && (event.type === 'CHOICE.SELECTED' || event.type === 'STRATEGY.SELECTED' || event.type === 'RECOVERY.REQUESTED' || event.type === 'BACK')) {
    return reject(model)
  }
  switch (event.type) {
    case 'CHOICE.SELECTED': {
      if (state.step !== 'verify') return reject(model)
      const choice = state.choices.find((offered) => sameChoice(offered, event.choice))
      return choice ? enter(model, choiceState(choice)) : reject(model)
    }
    case 'STRATEGY.SELECTED':
      if (state.step !== 'forceTwoFactor' || !state.strategies.includes(event.strategy)) return reject(model)
      return enter(model, setupState(event.strategy))
    case 'RECOVERY.REQUESTED':
      return canUseRecoveryCode(model) ? enter(model, { step: 'recoveryCode' }) : reject(model)
    case 'BACK': {
      const target = backTarget(model)
      return target ? enter(model, target) : reject(model)
    }
    case 'CODE.SENDING':
      // One call at a time: a step's code is sent once on entry (StrictMode's second effect run included), again only on resend.
      if (model.pending !== null) return reject(model)
      if (state.step !== 'smsVerifyCode' && state.step !== 'emailVerifyCode' && !(state.step === 'authenticatorApp' && state.mode === 'enrol')) return reject(model)
      return { ...model, pending: 'send', error: null }
    case 'CODE.SENT':
      if ((state.step !== 'smsVerifyCode' && state.step !== 'emailVerifyCode') || model.pending !== 'send') return reject(model)
      return { ...model, state: { ...state, otcToken: event.otcToken, sent: state.sent + 1 }, pending: null, error: null }
    case 'ENROLMENT.READY':
      if (state.step !== 'authenticatorApp' || state.mode !== 'enrol' || model.pending !== 'send') return reject(model)
      return { ...model, state: { ...state, enrolment: event.enrolment }, pending: null, error: null }
    case 'CODE.SEND_FAILED':
      if (model.pending !== 'send' || state.step === 'smsSetPhoneNumber') return reject(model)
      return { ...model, pending: null, error: event.error }
    case 'PHONE.SUBMITTED':
      if (state.step !== 'smsSetPhoneNumber' || model.pending !== null) return reject(model)
      return { ...model, state: { step: 'smsSetPhoneNumber', phoneNumber: event.phoneNumber }, pending: 'send', error: null }
    case 'PHONE.REJECTED':
      if (state.step !== 'smsSetPhoneNumber') return reject(model)
      return { ...model, pending: null, error: event.error }
    case 'PHONE.ACCEPTED':
      if (state.step !== 'smsSetPhoneNumber' || model.pending !== 'send') return reject(model)
      return enter(model, { step: 'smsVerifyCode', mode: 'enrol', phoneNumber: event.phoneNumber, otcToken: event.otcToken, sent: 1 })
    case 'PROOF.SUBMITTED':
      if (proofAsked(state) !== event.proof || !acceptsProof(state) || model.pending !== null) return reject(model)
      return { ...model, pending: 'verify', error: null }
    case 'PROOF.REJECTED':
      if (!acceptsProof(state) || model.pending === 'send') return reject(model)
      return { ...model, pending: null, error: event.error }
    case 'PROOF.ACCEPTED':
      if (!acceptsProof(state) || model.pending !== 'verify') return reject(model)
      return enter(model, afterProof(state, event.answer))
    case 'RECOVERY_CODE.SAVED':
      return state.step === 'saveRecoveryCode' ? enter(model, { step: 'verified', answer: state.answer }) : reject(model)
  }
}

/** The same device (or the recovery code), whether or not it is the very object the state offered. */
function sameChoice(a: MfaChoice, b: MfaChoice): boolean {
  if (a.kind !== b.kind) return false
  if ('deviceId' in a && 'deviceId' in b) return a.deviceId === b.deviceId
  if (a.kind === 'email' && b.kind === 'email') return a.email === b.email
  return true
}

/** The kind of proof a step asks for, if any. */
function proofAsked(state: MfaState): MfaProof | null {
  switch (state.step) {
    case 'authenticatorApp':
    case 'smsVerifyCode':
    case 'emailVerifyCode':
      return 'code'
    case 'recoveryCode':
      return 'recoveryCode'
    case 'webAuthn':
      return 'webAuthn'
    default:
      return null
  }
}

/** The steps where a code, a recovery code or a security key proves the factor. */
function acceptsProof(state: MfaState): boolean {
  switch (state.step) {
    case 'authenticatorApp':
      return state.mode === 'verify' || state.enrolment !== null
    case 'smsVerifyCode':
    case 'emailVerifyCode':
      return state.otcToken !== null
    case 'recoveryCode':
    case 'webAuthn':
      return true
    default:
      return false
  }
}

/**
 * spec/auth.md §2 names forceTwoFactor and recoverTwoFactor as login steps: while the login is on
 * loginWithTwoFactor, its step is derived from the MFA screen's state, never copied into the login
 * (enrolling → forceTwoFactor, recovery code → recoverTwoFactor, any other factor →
 * loginWithTwoFactor). Null once verified: the login moves on by itself.
 */
export function loginStepForMfa(state: MfaState): TwoFactorStep | null {
  if (state.step === 'verified') return null
  if (state.step === 'recoveryCode') return 'recoverTwoFactor'
  if (state.step === 'saveRecoveryCode' || isEnrolling(state)) return 'forceTwoFactor'
  return 'loginWithTwoFactor'
}
