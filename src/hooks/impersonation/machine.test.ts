import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import {
  impersonationLocation,
  impersonationReason,
  impersonationReducer,
  impersonationRequest,
  impersonatorOf,
  initialImpersonationModel,
  type ImpersonatedUser,
  type ImpersonationEvent,
  type ImpersonationModel,
} from './machine'

const error: FlowError = { code: 'http', message: 'User not found', status: 404 }
const noUser: FlowError = { code: 'noUser', message: 'No user to act as' }
const reasonRequired: FlowError = { code: 'reasonRequired', message: 'Enter a reason', field: 'reason' }
const freeze = (model: ImpersonationModel): ImpersonationModel => Object.freeze({ ...model, state: Object.freeze({ ...model.state }) })
const confirming = (user: ImpersonatedUser = { status: 'loading' }, err: FlowError | null = null) =>
  freeze({ state: { step: 'confirming', userId: 'user-1', reason: 'Ticket 42', user }, pending: false, error: err })
const nobody = (err: FlowError | null = null) => freeze({ state: { step: 'confirming', userId: null, reason: '', user: { status: 'unknown' } }, pending: false, error: err })
const calling = () => freeze({ state: { step: 'impersonating', userId: 'user-1', reason: 'Ticket 42' }, pending: true, error: null })
const failed = () => freeze({ state: { step: 'impersonating', userId: 'user-1', reason: 'Ticket 42' }, pending: false, error })
const success = () => freeze({ state: { step: 'success', userId: 'user-1' }, pending: false, error: null })
const found: ImpersonatedUser = { status: 'found', name: 'Alan Turing', email: 'alan@acme.test' }

const events = {
  'USER.FOUND': { type: 'USER.FOUND', name: 'Alan Turing', email: 'alan@acme.test' },
  'USER.LOOKUP_FAILED': { type: 'USER.LOOKUP_FAILED' },
  'IMPERSONATION.INVALID': { type: 'IMPERSONATION.INVALID', error: noUser },
  'REASON.MISSING': { type: 'REASON.MISSING', error: reasonRequired },
  'IMPERSONATION.CONFIRMED': { type: 'IMPERSONATION.CONFIRMED', reason: '  Ticket 43 ' },
  'IMPERSONATION.CANCELLED': { type: 'IMPERSONATION.CANCELLED' },
  'IMPERSONATION.RETRIED': { type: 'IMPERSONATION.RETRIED' },
  'IMPERSONATION.STARTED': { type: 'IMPERSONATION.STARTED' },
  'IMPERSONATION.FAILED': { type: 'IMPERSONATION.FAILED', error },
  'SESSION.RELOADED': { type: 'SESSION.RELOADED' },
} satisfies Record<ImpersonationEvent['type'], ImpersonationEvent>

describe('impersonationReducer transitions', () => {
  it('initialImpersonationModel(user, reason) → confirming, the user looked up, the reason prefilled, nothing sent', () => {
    expect(initialImpersonationModel({ userId: 'user-1', reason: 'Ticket 42' })).toEqual(confirming())
  })

  it('initialImpersonationModel() → confirming nobody, no reason (the state after a reset)', () => {
    expect(initialImpersonationModel()).toEqual(nobody())
  })

  it('confirming + USER.FOUND → confirming, naming the user', () => {
    expect(impersonationReducer(confirming(), events['USER.FOUND'])).toEqual(confirming(found))
  })

  it('confirming + USER.LOOKUP_FAILED → confirming with the id alone (a failed lookup does not block)', () => {
    expect(impersonationReducer(confirming(), events['USER.LOOKUP_FAILED'])).toEqual(confirming({ status: 'unknown' }))
  })

  it('confirming nobody + IMPERSONATION.INVALID → confirming nobody with the error, nothing sent', () => {
    expect(impersonationReducer(nobody(), events['IMPERSONATION.INVALID'])).toEqual(nobody(noUser))
  })

  it('confirming + REASON.MISSING → confirming with the error on the reason, nothing sent', () => {
    expect(impersonationReducer(confirming(found), events['REASON.MISSING'])).toEqual(confirming(found, reasonRequired))
  })

  it('confirming + IMPERSONATION.CONFIRMED → impersonating pending, for the trimmed reason, error cleared', () => {
    expect(impersonationReducer(confirming(found, reasonRequired), events['IMPERSONATION.CONFIRMED'])).toEqual({
      state: { step: 'impersonating', userId: 'user-1', reason: 'Ticket 43' },
      pending: true,
      error: null,
    })
  })

  it('confirming + IMPERSONATION.CANCELLED → the initial state (nothing sent)', () => {
    expect(impersonationReducer(confirming(found), events['IMPERSONATION.CANCELLED'])).toEqual(initialImpersonationModel())
  })

  it('impersonating pending + IMPERSONATION.STARTED → success', () => {
    expect(impersonationReducer(calling(), events['IMPERSONATION.STARTED'])).toEqual(success())
  })

  it('impersonating pending + IMPERSONATION.FAILED → impersonating with the error, the reason kept', () => {
    expect(impersonationReducer(calling(), events['IMPERSONATION.FAILED'])).toEqual(failed())
  })

  it('impersonating failed + IMPERSONATION.RETRIED → impersonating pending, same user and reason, error cleared', () => {
    expect(impersonationReducer(failed(), events['IMPERSONATION.RETRIED'])).toEqual(calling())
  })

  it('success + SESSION.RELOADED → the initial state (spec/auth.md §4: state reset)', () => {
    expect(impersonationReducer(success(), events['SESSION.RELOADED'])).toEqual(initialImpersonationModel())
  })
})

describe('impersonationReducer rejections (same object back)', () => {
  it.each([
    ['an empty reason', ''],
    ['a reason of spaces', '   '],
  ])('confirming + IMPERSONATION.CONFIRMED with %s → rejected (never sent without a reason)', (_, reason) => {
    const before = confirming(found)
    expect(impersonationReducer(before, { type: 'IMPERSONATION.CONFIRMED', reason })).toBe(before)
  })

  it.each(['IMPERSONATION.CONFIRMED', 'REASON.MISSING', 'USER.FOUND', 'USER.LOOKUP_FAILED'] as const)('confirming nobody + %s → rejected', (name) => {
    const before = nobody(noUser)
    expect(impersonationReducer(before, events[name])).toBe(before)
  })

  it.each(['USER.FOUND', 'USER.LOOKUP_FAILED'] as const)('confirming, the lookup answered + %s → rejected (one answer)', (name) => {
    const before = confirming(found)
    expect(impersonationReducer(before, events[name])).toBe(before)
  })

  it.each(['IMPERSONATION.INVALID', 'IMPERSONATION.RETRIED', 'IMPERSONATION.STARTED', 'IMPERSONATION.FAILED', 'SESSION.RELOADED'] as const)('confirming + %s → rejected', (name) => {
    const before = confirming(found)
    expect(impersonationReducer(before, events[name])).toBe(before)
  })

  it.each(['IMPERSONATION.CONFIRMED', 'IMPERSONATION.RETRIED', 'IMPERSONATION.CANCELLED', 'REASON.MISSING', 'USER.FOUND', 'USER.LOOKUP_FAILED', 'IMPERSONATION.INVALID', 'SESSION.RELOADED'] as const)(
    'impersonating pending + %s → rejected (a double click confirms once)',
    (name) => {
      const before = calling()
      expect(impersonationReducer(before, events[name])).toBe(before)
    },
  )

  it.each(['IMPERSONATION.STARTED', 'IMPERSONATION.FAILED', 'IMPERSONATION.CONFIRMED', 'IMPERSONATION.CANCELLED'] as const)('impersonating failed + %s → rejected', (name) => {
    const before = failed()
    expect(impersonationReducer(before, events[name])).toBe(before)
  })

  it.each(['USER.FOUND', 'IMPERSONATION.CONFIRMED', 'IMPERSONATION.CANCELLED', 'IMPERSONATION.RETRIED', 'IMPERSONATION.STARTED', 'IMPERSONATION.FAILED'] as const)('success + %s → rejected', (name) => {
    const before = success()
    expect(impersonationReducer(before, events[name])).toBe(before)
  })
})

describe('impersonationReason', () => {
  it.each([
    ['Ticket 42', 'Ticket 42'],
    ['  Ticket 42 ', 'Ticket 42'],
    ['', null],
    [' \n\t ', null],
  ])('%j → %j', (text, expected) => {
    expect(impersonationReason(text)).toBe(expected)
  })
})

describe('impersonationRequest', () => {
  it.each([
    ['https://app.test/account/impersonate?userId=user-1', { userId: 'user-1' }],
    ['https://app.test/account/impersonate?userId=user-1&justification=Ticket%2042', { userId: 'user-1', justification: 'Ticket 42' }],
    ['https://app.test/account/impersonate', { userId: null }],
    ['https://app.test/account/impersonate?userId=%20%20', { userId: null }],
    ['https://app.test/account/impersonate?justification=why', { userId: null, justification: 'why' }],
  ])('%s → %o', (url, expected) => {
    expect(impersonationRequest(url)).toEqual(expected)
  })
})

describe('impersonationLocation', () => {
  it.each([
    ['/account/impersonate', 'user-1', '/account/impersonate?userId=user-1'],
    ['/account/impersonate', 'a b&c', '/account/impersonate?userId=a+b%26c'],
    ['/app?page=impersonate', 'user-1', '/app?page=impersonate&userId=user-1'],
  ])('%s for %s → %s, which impersonationRequest reads back', (route, userId, expected) => {
    expect(impersonationLocation(route, userId)).toBe(expected)
    expect(impersonationRequest(new URL(expected, 'https://app.test').href).userId).toBe(userId)
  })
})

describe('impersonatorOf', () => {
  it('a token with an act claim → the actor', () => {
    expect(impersonatorOf({ act: { sub: 'user-ada', email: 'ada@acme.test', name: 'Ada' } })).toEqual({ sub: 'user-ada', email: 'ada@acme.test', name: 'Ada' })
  })

  it.each([[null], [undefined], [{}], [{ act: null }], [{ act: 'user-ada' }], [{ act: { email: 'ada@acme.test' } }], [{ act: { sub: 42 } }]])('%o → null', (claims) => {
    expect(impersonatorOf(claims as Record<string, unknown> | null | undefined)).toBeNull()
  })
})
