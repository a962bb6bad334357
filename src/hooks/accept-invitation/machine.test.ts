import { describe, it, expect } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { acceptInvitationReducer, initialAcceptInvitationState, invitationFromQuery, type AcceptInvitationEvent, type AcceptInvitationState } from './machine'

const link = { token: 'tok-1', userId: 'user-1' }
const error: FlowError = { code: 'http', message: 'Invitation was already used', status: 400 }
const states = {
  validate: initialAcceptInvitationState(),
  invalid: { step: 'invalid' },
  pending: { step: 'pending', link },
  success: { step: 'success', link },
  failed: { step: 'failed', link, error },
} satisfies Record<AcceptInvitationState['step'], AcceptInvitationState>
const events = {
  'LINK.VALID': { type: 'LINK.VALID', link },
  'LINK.INVALID': { type: 'LINK.INVALID' },
  'ACCEPT.SUCCEEDED': { type: 'ACCEPT.SUCCEEDED' },
  'ACCEPT.FAILED': { type: 'ACCEPT.FAILED', error },
  'ACCEPT.RETRIED': { type: 'ACCEPT.RETRIED' },
} satisfies Record<AcceptInvitationEvent['type'], AcceptInvitationEvent>

describe('acceptInvitationReducer transitions (spec/auth.md §4 invitation)', () => {
  it('initial → validate', () => expect(initialAcceptInvitationState()).toEqual({ step: 'validate' }))
  it('validate + LINK.VALID → pending with the link', () => expect(acceptInvitationReducer(states.validate, events['LINK.VALID'])).toEqual(states.pending))
  it('validate + LINK.INVALID → invalid', () => expect(acceptInvitationReducer(states.validate, events['LINK.INVALID'])).toEqual(states.invalid))
  it('pending + ACCEPT.SUCCEEDED → success', () => expect(acceptInvitationReducer(states.pending, events['ACCEPT.SUCCEEDED'])).toEqual(states.success))
  it('pending + ACCEPT.FAILED → failed with the error', () => expect(acceptInvitationReducer(states.pending, events['ACCEPT.FAILED'])).toEqual(states.failed))
  it('failed + ACCEPT.RETRIED → pending with the same link', () => expect(acceptInvitationReducer(states.failed, events['ACCEPT.RETRIED'])).toEqual(states.pending))
})

describe('acceptInvitationReducer rejections (same object back)', () => {
  const accepted: Record<AcceptInvitationState['step'], AcceptInvitationEvent['type'][]> = {
    validate: ['LINK.VALID', 'LINK.INVALID'],
    invalid: [],
    pending: ['ACCEPT.SUCCEEDED', 'ACCEPT.FAILED'],
    success: [],
    failed: ['ACCEPT.RETRIED'],
  }
  for (const [step, state] of Object.entries(states) as [AcceptInvitationState['step'], AcceptInvitationState][]) {
    for (const type of Object.keys(events) as AcceptInvitationEvent['type'][]) {
      if (accepted[step].includes(type)) continue
      it(`${step} + ${type} → rejected`, () => expect(acceptInvitationReducer(state, events[type])).toBe(state))
    }
  }
})

describe('invitationFromQuery', () => {
  it.each<[string, ReturnType<typeof invitationFromQuery>]>([
    ['?token=tok-1&userId=user-1', link],
    ['?token=%20tok-1%20&userId=user-1', link],
    ['?userId=user-1', null],
    ['?token=tok-1', null],
    ['?token=&userId=user-1', null],
    ['?token=tok-1&userId=%20', null],
    ['', null],
  ])('%s → %j', (search, expected) => {
    expect(invitationFromQuery(new URLSearchParams(search))).toEqual(expected)
  })
})
