import type { FlowError } from '../shared/flowError'

/** spec/auth.md §2: the steps of the reset phone number screen. */
export const RESET_PHONE_NUMBER_STEPS = ['ResetPhoneNumber', 'VerifyResetPhoneNumber', 'ChangePhoneNumber'] as const

/** spec/auth.md §4 phone reset: request, then VerifyResetPhoneNumber, then ChangePhoneNumber. */
export type ResetPhoneNumberState =
  /** The account's email, where the code to prove the reset goes. */
  | { readonly step: 'ResetPhoneNumber'; readonly email: string }
  /** A code was emailed for `resetPhoneNumberToken`; `resent` counts the codes asked for again. */
  | { readonly step: 'VerifyResetPhoneNumber'; readonly email: string; readonly resetPhoneNumberToken: string; readonly resent: number }
  /**
   * The code was proven: `changePhoneNumberToken` allows one change. `phoneNumber` is what was last
   * submitted (E.164 once changed); `changed` is set once the number changed and the flow leaves for
   * the SMS sign-in.
   */
  | { readonly step: 'ChangePhoneNumber'; readonly email: string; readonly changePhoneNumberToken: string; readonly phoneNumber: string; readonly changed: boolean }

export type ResetPhoneNumberStep = ResetPhoneNumberState['step']

export interface ResetPhoneNumberModel {
  readonly state: ResetPhoneNumberState
  /** Which submit waits for the server, if any. */
  readonly pending: 'email' | 'resend' | 'code' | 'phone' | null
  readonly error: FlowError | null
}

export type ResetPhoneNumberEvent =
  /** The user asked for a reset code for this email. */
  | { type: 'EMAIL.SUBMITTED'; email: string }
  /** The email was not accepted (bad format, too many requests, server or network failure). */
  | { type: 'EMAIL.REJECTED'; error: FlowError }
  /** The API emailed a code (first or again) and answered the token it belongs to. */
  | { type: 'CODE.SENT'; resetPhoneNumberToken: string }
  /** The user asked for another code. */
  | { type: 'CODE.RESEND_REQUESTED' }
  /** Sending another code failed. */
  | { type: 'CODE.RESEND_FAILED'; error: FlowError }
  /** The user submitted the emailed code. */
  | { type: 'CODE.SUBMITTED' }
  /** The code was refused (malformed, wrong, expired, too many attempts, server or network failure). */
  | { type: 'CODE.REJECTED'; error: FlowError }
  /** The code was proven: the phone number may change once with this token. */
  | { type: 'CODE.VERIFIED'; changePhoneNumberToken: string }
  /** The user submitted a new phone number (as typed). */
  | { type: 'PHONE.SUBMITTED'; phoneNumber: string }
  /** The number is not one (checked before sending), or the server refused it, or the call failed. */
  | { type: 'PHONE.REJECTED'; error: FlowError }
  /** The account's phone number is now `phoneNumber` (E.164): on to the SMS sign-in. */
  | { type: 'PHONE.CHANGED'; phoneNumber: string }
  /** The user starts again from the email (another address, or a reset gone stale). */
  | { type: 'BACK' }

export const initialResetPhoneNumberModel = (email = ''): ResetPhoneNumberModel => ({ state: { step: 'ResetPhoneNumber', email }, pending: null, error: null })

/** An event that makes no sense in the current step changes nothing. */
const reject = (model: ResetPhoneNumberModel) => model

export function resetPhoneNumberReducer(model: ResetPhoneNumberModel, event: ResetPhoneNumberEvent): ResetPhoneNumberModel {
  const { state, pending } = model
  switch (state.step) {
    case 'ResetPhoneNumber':
      switch (event.type) {
        case 'EMAIL.SUBMITTED':
          // One request at a time: a second submit while one waits is ignored.
          return pending === null ? { state: { step: 'ResetPhoneNumber', email: event.email }, pending: 'email', error: null } : reject(model)
        case 'EMAIL.REJECTED':
          return pending === 'email' ? { ...model, pending: null, error: event.error } : reject(model)
        case 'CODE.SENT':
          if (pending !== 'email') return reject(model)
          return { state: { step: 'VerifyResetPhoneNumber', email: state.email, resetPhoneNumberToken: event.resetPhoneNumberToken, resent: 0 }, pending: null, error: null }
        default:
          return reject(model)
      }
    case 'VerifyResetPhoneNumber':
      switch (event.type) {
        case 'CODE.SUBMITTED':
          return pending === null ? { ...model, pending: 'code', error: null } : reject(model)
        case 'CODE.REJECTED':
          return pending === 'code' ? { ...model, pending: null, error: event.error } : reject(model)
        case 'CODE.VERIFIED':
          if (pending !== 'code') return reject(model)
          return { state: { step: 'ChangePhoneNumber', email: state.email, changePhoneNumberToken: event.changePhoneNumberToken, phoneNumber: '', changed: false }, pending: null, error: null }
        case 'CODE.RESEND_REQUESTED':
          return pending === null ? { ...model, pending: 'resend', error: null } : reject(model)
        case 'CODE.SENT':
          // The new code replaces the old one: its token is the one to prove.
          if (pending !== 'resend') return reject(model)
          return { state: { ...state, resetPhoneNumberToken: event.resetPhoneNumberToken, resent: state.resent + 1 }, pending: null, error: null }
        case 'CODE.RESEND_FAILED':
          return pending === 'resend' ? { ...model, pending: null, error: event.error } : reject(model)
        case 'BACK':
          return initialResetPhoneNumberModel(state.email)
        default:
          return reject(model)
      }
    case 'ChangePhoneNumber':
      if (state.changed) return reject(model)
      switch (event.type) {
        case 'PHONE.SUBMITTED':
          return pending === null ? { state: { ...state, phoneNumber: event.phoneNumber }, pending: 'phone', error: null } : reject(model)
        case 'PHONE.REJECTED':
          return pending === 'phone' ? { ...model, pending: null, error: event.error } : reject(model)
        case 'PHONE.CHANGED':
          return pending === 'phone' ? { state: { ...state, phoneNumber: event.phoneNumber, changed: true }, pending: null, error: null } : reject(model)
        case 'BACK':
          // Not while the change is on its way: it may already have happened.
          return pending === null ? initialResetPhoneNumberModel(state.email) : reject(model)
        default:
          return reject(model)
      }
  }
}
