import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import {
  initialResetPasswordModel,
  isLinkRefusal,
  resetLinkFromUrl,
  resetPasswordReducer,
  type ResetPasswordEvent,
  type ResetPasswordModel,
  type ResetPasswordState,
} from './machine'

const link = { userId: 'user-ada', token: 'tok' }
const expired: FlowError = { code: 'http', message: 'This password reset link has expired.', status: 400 }
const offline: FlowError = { code: 'network', message: 'Unknown' }
const weak: FlowError = { code: 'http', message: 'This password has appeared in a data breach.', status: 400, field: 'password' }

const freeze = (model: ResetPasswordModel): ResetPasswordModel => Object.freeze({ ...model, state: Object.freeze({ ...model.state }) as ResetPasswordState })
const model = (state: ResetPasswordState, pending = false, error: FlowError | null = null) => freeze({ state, pending, error })
const validating = () => model({ step: 'validating', link }, true)
const failed = () => model({ step: 'validationFailed', link, error: offline })
const form = (pending = false, error: FlowError | null = null) => model({ step: 'resetPassword', link }, pending, error)
const success = () => model({ step: 'success' })
const invalid = () => model({ step: 'invalidLink', error: expired })

const events = {
  'LINK.VALIDATED': { type: 'LINK.VALIDATED' },
  'LINK.REFUSED': { type: 'LINK.REFUSED', error: expired },
  'LINK.CHECK_FAILED': { type: 'LINK.CHECK_FAILED', error: offline },
  'LINK.RETRIED': { type: 'LINK.RETRIED' },
  'PASSWORD.SUBMITTED': { type: 'PASSWORD.SUBMITTED' },
  'PASSWORD.REJECTED': { type: 'PASSWORD.REJECTED', error: weak },
  'PASSWORD.SAVED': { type: 'PASSWORD.SAVED' },
} satisfies Record<ResetPasswordEvent['type'], ResetPasswordEvent>

describe('resetLinkFromUrl and initialResetPasswordModel', () => {
  it('reads userId and token from the query', () => {
    expect(resetLinkFromUrl('/account/reset-password?userId=user-ada&token=tok')).toEqual(link)
  })

  it.each(['/account/reset-password', '/account/reset-password?token=tok', '/account/reset-password?userId=u&token=%20'])('%s → null', (url) => {
    expect(resetLinkFromUrl(url)).toBeNull()
  })

  it('a link → validating, pending; none → invalidLink without a server error', () => {
    expect(initialResetPasswordModel(link)).toEqual({ state: { step: 'validating', link }, pending: true, error: null })
    expect(initialResetPasswordModel(null)).toEqual({ state: { step: 'invalidLink', error: null }, pending: false, error: null })
  })
})

describe('isLinkRefusal', () => {
  it.each<[FlowError, boolean]>([
    [expired, true],
    [{ code: 'http', message: 'Not found', status: 404 }, true],
    [{ code: 'http', message: 'Too many', status: 429 }, false],
    [{ code: 'http', message: 'Internal server error', status: 500 }, false],
    [offline, false],
    [{ code: 'malformed', message: 'x' }, false],
  ])('%j → %s', (error, refused) => {
    expect(isLinkRefusal(error)).toBe(refused)
  })
})

describe('resetPasswordReducer transitions', () => {
  it('validating + LINK.VALIDATED → resetPassword, not pending', () => {
    expect(resetPasswordReducer(validating(), events['LINK.VALIDATED'])).toEqual(form())
  })

  it('validating + LINK.REFUSED → invalidLink with the server error', () => {
    expect(resetPasswordReducer(validating(), events['LINK.REFUSED'])).toEqual(invalid())
  })

  it('validating + LINK.CHECK_FAILED → validationFailed with the error', () => {
    expect(resetPasswordReducer(validating(), events['LINK.CHECK_FAILED'])).toEqual(failed())
  })

  it('validationFailed + LINK.RETRIED → validating, pending', () => {
    expect(resetPasswordReducer(failed(), events['LINK.RETRIED'])).toEqual(validating())
  })

  it('resetPassword + PASSWORD.SUBMITTED → pending, error cleared', () => {
    expect(resetPasswordReducer(form(false, weak), events['PASSWORD.SUBMITTED'])).toEqual(form(true))
  })

  it('resetPassword pending + PASSWORD.REJECTED → resetPassword with the error, not pending', () => {
    expect(resetPasswordReducer(form(true), events['PASSWORD.REJECTED'])).toEqual(form(false, weak))
  })

  it('resetPassword pending + PASSWORD.SAVED → success', () => {
    expect(resetPasswordReducer(form(true), events['PASSWORD.SAVED'])).toEqual(success())
  })

  it('resetPassword pending + LINK.REFUSED → invalidLink (the link ran out while the form was open)', () => {
    expect(resetPasswordReducer(form(true), events['LINK.REFUSED'])).toEqual(invalid())
  })
})

describe('resetPasswordReducer rejections (same object back)', () => {
  it('resetPassword pending + PASSWORD.SUBMITTED → rejected (one request at a time)', () => {
    const before = form(true)
    expect(resetPasswordReducer(before, events['PASSWORD.SUBMITTED'])).toBe(before)
  })

  it.each(['PASSWORD.REJECTED', 'PASSWORD.SAVED', 'LINK.REFUSED'] as const)('resetPassword not pending + %s → rejected (a stale answer)', (name) => {
    const before = form(false)
    expect(resetPasswordReducer(before, events[name])).toBe(before)
  })

  it.each(['LINK.VALIDATED', 'LINK.CHECK_FAILED', 'LINK.RETRIED'] as const)('resetPassword + %s → rejected', (name) => {
    const before = form(false)
    expect(resetPasswordReducer(before, events[name])).toBe(before)
  })

  it.each(['LINK.RETRIED', 'PASSWORD.SUBMITTED', 'PASSWORD.REJECTED', 'PASSWORD.SAVED'] as const)('validating + %s → rejected', (name) => {
    const before = validating()
    expect(resetPasswordReducer(before, events[name])).toBe(before)
  })

  it.each(['LINK.VALIDATED', 'LINK.REFUSED', 'LINK.CHECK_FAILED', 'PASSWORD.SUBMITTED'] as const)('validationFailed + %s → rejected', (name) => {
    const before = failed()
    expect(resetPasswordReducer(before, events[name])).toBe(before)
  })

  it.each(Object.keys(events) as (keyof typeof events)[])('success and invalidLink + %s → rejected', (name) => {
    for (const before of [success(), invalid()]) expect(resetPasswordReducer(before, events[name])).toBe(before)
  })
})
