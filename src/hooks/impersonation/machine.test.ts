import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { impersonationReducer, impersonationRequest, impersonatorOf, initialImpersonationModel, type ImpersonationEvent, type ImpersonationModel } from './machine'

const error: FlowError = { code: 'http', message: 'User not found', status: 404 }
const noUser: FlowError = { code: 'noUser', message: 'No user to act as' }
const freeze = (model: ImpersonationModel): ImpersonationModel => Object.freeze({ ...model, state: Object.freeze({ ...model.state }) })
const waiting = (userId: string | null = null, err: FlowError | null = null) => freeze({ state: { step: 'impersonating', userId }, pending: false, error: err })
const calling = () => freeze({ state: { step: 'impersonating', userId: 'user-1' }, pending: true, error: null })
const success = () => freeze({ state: { step: 'success', userId: 'user-1' }, pending: false, error: null })

const events = {
  'IMPERSONATION.REQUESTED': { type: 'IMPERSONATION.REQUESTED', userId: 'user-1' },
  'IMPERSONATION.INVALID': { type: 'IMPERSONATION.INVALID', error: noUser },
  'IMPERSONATION.STARTED': { type: 'IMPERSONATION.STARTED' },
  'IMPERSONATION.FAILED': { type: 'IMPERSONATION.FAILED', error },
  'SESSION.RELOADED': { type: 'SESSION.RELOADED' },
} satisfies Record<ImpersonationEvent['type'], ImpersonationEvent>

describe('impersonationReducer transitions', () => {
  it('initialImpersonationModel → impersonating, nobody asked yet, not pending', () => {
    expect(initialImpersonationModel()).toEqual({ state: { step: 'impersonating', userId: null }, pending: false, error: null })
  })

  it('impersonating + IMPERSONATION.REQUESTED → impersonating pending for that user, error cleared', () => {
    expect(impersonationReducer(waiting('user-0', error), events['IMPERSONATION.REQUESTED'])).toEqual({ state: { step: 'impersonating', userId: 'user-1' }, pending: true, error: null })
  })

  it('impersonating + IMPERSONATION.INVALID → impersonating with the error, nothing sent', () => {
    expect(impersonationReducer(waiting(), events['IMPERSONATION.INVALID'])).toEqual({ state: { step: 'impersonating', userId: null }, pending: false, error: noUser })
  })

  it('impersonating pending + IMPERSONATION.STARTED → success', () => {
    expect(impersonationReducer(calling(), events['IMPERSONATION.STARTED'])).toEqual(success())
  })

  it('impersonating pending + IMPERSONATION.FAILED → impersonating with the error, not pending', () => {
    expect(impersonationReducer(calling(), events['IMPERSONATION.FAILED'])).toEqual({ state: { step: 'impersonating', userId: 'user-1' }, pending: false, error })
  })

  it('success + SESSION.RELOADED → the initial state (spec/auth.md §4: state reset)', () => {
    expect(impersonationReducer(success(), events['SESSION.RELOADED'])).toEqual(initialImpersonationModel())
  })
})

describe('impersonationReducer rejections (same object back)', () => {
  it('impersonating pending + IMPERSONATION.REQUESTED → rejected (one call at a time)', () => {
    const before = calling()
    expect(impersonationReducer(before, events['IMPERSONATION.REQUESTED'])).toBe(before)
  })

  it.each(['IMPERSONATION.STARTED', 'IMPERSONATION.FAILED', 'SESSION.RELOADED'] as const)('impersonating not pending + %s → rejected', (name) => {
    const before = waiting('user-1')
    expect(impersonationReducer(before, events[name])).toBe(before)
  })

  it('impersonating pending + IMPERSONATION.INVALID → rejected', () => {
    const before = calling()
    expect(impersonationReducer(before, events['IMPERSONATION.INVALID'])).toBe(before)
  })

  it.each(['IMPERSONATION.REQUESTED', 'IMPERSONATION.INVALID', 'IMPERSONATION.STARTED', 'IMPERSONATION.FAILED'] as const)('success + %s → rejected', (name) => {
    const before = success()
    expect(impersonationReducer(before, events[name])).toBe(before)
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

describe('impersonatorOf', () => {
  it('a token with an act claim → the actor', () => {
    expect(impersonatorOf({ act: { sub: 'user-ada', email: 'ada@acme.test', name: 'Ada' } })).toEqual({ sub: 'user-ada', email: 'ada@acme.test', name: 'Ada' })
  })

  it.each([[null], [undefined], [{}], [{ act: null }], [{ act: 'user-ada' }], [{ act: { email: 'ada@acme.test' } }], [{ act: { sub: 42 } }]])('%o → null', (claims) => {
    expect(impersonatorOf(claims as Record<string, unknown> | null | undefined)).toBeNull()
  })
})
