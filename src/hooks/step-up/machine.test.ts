import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api'
import type { FlowError } from '../shared/flowError'
import type { MfaChallenge } from '../login/machine'
import { initialStepUpModel, stepUpFailure, stepUpReducer, type StepUpEvent, type StepUpModel } from './machine'

const mfa: MfaChallenge = { mfaToken: 'mfa-token', isEnrolled: true, devices: { authenticators: [{ id: 'a1' }] }, strategies: ['AuthenticatorApp'] }
const error: FlowError = { code: 'network', message: 'offline' }
const frozen = (model: StepUpModel) => Object.freeze({ ...model, state: Object.freeze(model.state) })
const generating = frozen(initialStepUpModel)
const storing = frozen({ ...initialStepUpModel, pending: true })
const verifying = frozen({ state: { step: 'loginWithTwoFactor', mfa }, pending: false, error: null })
const verifyingStoring = frozen({ ...verifying, pending: true })

const events: Record<StepUpEvent['type'], StepUpEvent> = {
  'SESSION.MFA_REQUIRED': { type: 'SESSION.MFA_REQUIRED', mfa },
  'SESSION.NOT_ENROLLED': { type: 'SESSION.NOT_ENROLLED' },
  'SESSION.FAILED': { type: 'SESSION.FAILED' },
  'STEP_UP.STORING': { type: 'STEP_UP.STORING' },
  'STEP_UP.SUCCEEDED': { type: 'STEP_UP.SUCCEEDED' },
  'STEP_UP.REJECTED': { type: 'STEP_UP.REJECTED', error },
}

describe('stepUpReducer', () => {
  it('starts generating', () => expect(initialStepUpModel.state).toEqual({ step: 'generating' }))

  it.each<[StepUpEvent['type'], StepUpModel]>([
    ['SESSION.MFA_REQUIRED', { state: { step: 'loginWithTwoFactor', mfa }, pending: false, error: null }],
    ['SESSION.NOT_ENROLLED', { state: { step: 'noMFAEnrolledStepUp' }, pending: false, error: null }],
    ['SESSION.FAILED', { state: { step: 'redirectingToLogout' }, pending: false, error: null }],
    ['STEP_UP.STORING', { state: { step: 'generating' }, pending: true, error: null }],
  ])('generating + %s', (name, expected) => {
    expect(stepUpReducer(generating, events[name])).toEqual(expected)
  })

  it.each<[StepUpEvent['type'], StepUpModel]>([
    ['STEP_UP.SUCCEEDED', { state: { step: 'success' }, pending: false, error: null }],
    ['STEP_UP.REJECTED', { state: { step: 'redirectingToLogout' }, pending: false, error }],
  ])('generating, storing + %s', (name, expected) => {
    expect(stepUpReducer(storing, events[name])).toEqual(expected)
  })

  it.each<StepUpEvent['type']>(['STEP_UP.SUCCEEDED', 'STEP_UP.REJECTED'])('generating, nothing stored + %s → rejected', (name) => {
    expect(stepUpReducer(generating, events[name])).toBe(generating)
  })

  it.each([storing, verifyingStoring])('storing + STEP_UP.STORING → rejected (the session is stored once)', (before) => {
    expect(stepUpReducer(before, events['STEP_UP.STORING'])).toBe(before)
  })

  it('loginWithTwoFactor + STEP_UP.STORING → storing', () => {
    expect(stepUpReducer(verifying, events['STEP_UP.STORING'])).toEqual(verifyingStoring)
  })

  it('loginWithTwoFactor, storing + STEP_UP.SUCCEEDED → success', () => {
    expect(stepUpReducer(verifyingStoring, events['STEP_UP.SUCCEEDED'])).toEqual({ state: { step: 'success' }, pending: false, error: null })
  })

  it('loginWithTwoFactor, storing + STEP_UP.REJECTED → stays with the error, nothing pending', () => {
    expect(stepUpReducer(verifyingStoring, events['STEP_UP.REJECTED'])).toEqual({ state: verifying.state, pending: false, error })
  })

  it.each<StepUpEvent['type']>(['STEP_UP.SUCCEEDED', 'STEP_UP.REJECTED'])('loginWithTwoFactor, nothing stored + %s → rejected', (name) => {
    expect(stepUpReducer(verifying, events[name])).toBe(verifying)
  })

  it.each<StepUpEvent['type']>(['SESSION.MFA_REQUIRED', 'SESSION.NOT_ENROLLED', 'SESSION.FAILED'])('loginWithTwoFactor + %s → rejected', (name) => {
    expect(stepUpReducer(verifying, events[name])).toBe(verifying)
  })

  it.each(['noMFAEnrolledStepUp', 'redirectingToLogout', 'success'] as const)('%s is final: every event rejected', (step) => {
    const before = frozen({ state: { step }, pending: false, error: null })
    for (const event of Object.values(events)) expect(stepUpReducer(before, event)).toBe(before)
  })
})

describe('stepUpFailure', () => {
  const http = (message: string, status = 400) => new ApiError(message, status, { reason: 'http' })
  it('the exact "MFA is not enrolled" → noMFAEnrolledStepUp', () => {
    expect(stepUpFailure(http('MFA is not enrolled'))).toBe('noMFAEnrolledStepUp')
  })
  it.each([
    ['another message', http('Unauthorized', 401)],
    ['a different case', http('MFA is Not Enrolled')],
    ['extra words', http('MFA is not enrolled, contact admin')],
    ['a network failure', new ApiError('MFA is not enrolled', 0, { reason: 'network' })],
    ['a non-API error', new Error('MFA is not enrolled')],
  ])('%s → logout', (_, error) => {
    expect(stepUpFailure(error)).toBe('logout')
  })
})
