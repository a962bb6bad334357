import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api'
import type { FlowError } from '../shared/flowError'
import type { MfaChallenge } from '../login/machine'
import { initialStepUpModel, stepUpFailure, stepUpReducer, type StepUpEvent, type StepUpModel } from './machine'

const mfa: MfaChallenge = { mfaToken: 'mfa-token', isEnrolled: true, devices: { authenticators: [{ id: 'a1' }] }, strategies: ['AuthenticatorApp'] }
const error: FlowError = { code: 'network', message: 'offline' }
const frozen = (model: StepUpModel) => Object.freeze({ ...model, state: Object.freeze(model.state) })
const generating = frozen(initialStepUpModel)
const verifying = frozen({ state: { step: 'loginWithTwoFactor', mfa }, error: null })

const events: Record<StepUpEvent['type'], StepUpEvent> = {
  'SESSION.MFA_REQUIRED': { type: 'SESSION.MFA_REQUIRED', mfa },
  'SESSION.NOT_ENROLLED': { type: 'SESSION.NOT_ENROLLED' },
  'SESSION.FAILED': { type: 'SESSION.FAILED' },
  'STEP_UP.SUCCEEDED': { type: 'STEP_UP.SUCCEEDED' },
  'STEP_UP.REJECTED': { type: 'STEP_UP.REJECTED', error },
}

describe('stepUpReducer', () => {
  it('starts generating', () => expect(initialStepUpModel.state).toEqual({ step: 'generating' }))

  it.each<[StepUpEvent['type'], StepUpModel]>([
    ['SESSION.MFA_REQUIRED', { state: { step: 'loginWithTwoFactor', mfa }, error: null }],
    ['SESSION.NOT_ENROLLED', { state: { step: 'noMFAEnrolledStepUp' }, error: null }],
    ['SESSION.FAILED', { state: { step: 'redirectingToLogout' }, error: null }],
    ['STEP_UP.SUCCEEDED', { state: { step: 'success' }, error: null }],
    ['STEP_UP.REJECTED', { state: { step: 'redirectingToLogout' }, error }],
  ])('generating + %s', (name, expected) => {
    expect(stepUpReducer(generating, events[name])).toEqual(expected)
  })

  it('loginWithTwoFactor + STEP_UP.SUCCEEDED → success', () => {
    expect(stepUpReducer(verifying, events['STEP_UP.SUCCEEDED'])).toEqual({ state: { step: 'success' }, error: null })
  })

  it('loginWithTwoFactor + STEP_UP.REJECTED → stays with the error', () => {
    expect(stepUpReducer(verifying, events['STEP_UP.REJECTED'])).toEqual({ state: verifying.state, error })
  })

  it.each<StepUpEvent['type']>(['SESSION.MFA_REQUIRED', 'SESSION.NOT_ENROLLED', 'SESSION.FAILED'])('loginWithTwoFactor + %s → rejected', (name) => {
    expect(stepUpReducer(verifying, events[name])).toBe(verifying)
  })

  it.each(['noMFAEnrolledStepUp', 'redirectingToLogout', 'success'] as const)('%s is final: every event rejected', (step) => {
    const before = frozen({ state: { step }, error: null })
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
