import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { changePasswordErrorField, changePasswordReducer, initialChangePasswordModel, isSessionEnded, type ChangePasswordEvent, type ChangePasswordModel } from './machine'

const wrong: FlowError = { code: 'http', message: 'Invalid password', status: 400, field: 'currentPassword' }
const signedOut: FlowError = { code: 'http', message: 'Unauthorized', status: 401 }

const freeze = (model: ChangePasswordModel): ChangePasswordModel => Object.freeze({ ...model })
const form = (patch: Partial<ChangePasswordModel> = {}) => freeze({ ...initialChangePasswordModel(), ...patch })
const ended = () => form({ state: { step: 'signedOut', error: signedOut } })

const events = {
  'PASSWORD.SUBMITTED': { type: 'PASSWORD.SUBMITTED' },
  'PASSWORD.REJECTED': { type: 'PASSWORD.REJECTED', error: wrong },
  'PASSWORD.CHANGED': { type: 'PASSWORD.CHANGED' },
  'SESSION.ENDED': { type: 'SESSION.ENDED', error: signedOut },
} satisfies Record<ChangePasswordEvent['type'], ChangePasswordEvent>

describe('initialChangePasswordModel', () => {
  it('the form, idle, no error, nothing changed yet', () => {
    expect(initialChangePasswordModel()).toEqual({ state: { step: 'changePassword' }, pending: false, error: null, changes: 0, changed: false })
  })
})

describe('changePasswordErrorField', () => {
  it.each<[FlowError, string | undefined]>([
    [{ code: 'http', message: 'Invalid password', status: 400 }, 'currentPassword'],
    [{ code: 'http', message: 'Your current password is incorrect.', status: 400 }, 'currentPassword'],
    [{ code: 'http', message: 'Wrong password', status: 400 }, 'currentPassword'],
    [{ code: 'http', message: 'The password must be at least 10 characters long.', status: 400 }, 'newPassword'],
    [{ code: 'http', message: 'You used this password recently. Choose one you have not used before.', status: 400 }, 'newPassword'],
    [{ code: 'http', message: 'This password has appeared in a data breach. Choose a different one.', status: 400 }, 'newPassword'],
    [signedOut, undefined],
    [{ code: 'http', message: 'Insufficient permissions', status: 403 }, undefined],
    [{ code: 'http', message: 'Too many attempts', status: 429 }, undefined],
    [{ code: 'http', message: 'Internal server error', status: 500 }, undefined],
    [{ code: 'network', message: 'offline' }, undefined],
    [{ code: 'malformed', message: 'Invalid password' }, undefined],
  ])('%j → %s', (error, field) => {
    expect(changePasswordErrorField(error)).toBe(field)
  })
})

describe('isSessionEnded', () => {
  it.each<[FlowError, boolean]>([
    [signedOut, true],
    [wrong, false],
    [{ code: 'http', message: 'Internal server error', status: 500 }, false],
    [{ code: 'network', message: 'offline' }, false],
  ])('%j → %s', (error, result) => {
    expect(isSessionEnded(error)).toBe(result)
  })
})

describe('changePasswordReducer transitions', () => {
  it('changePassword + PASSWORD.SUBMITTED → pending, error and success message cleared', () => {
    expect(changePasswordReducer(form({ error: wrong, changed: true, changes: 1 }), events['PASSWORD.SUBMITTED'])).toEqual(form({ pending: true, changes: 1 }))
  })

  it('pending + PASSWORD.REJECTED → the form with the error, not pending', () => {
    expect(changePasswordReducer(form({ pending: true }), events['PASSWORD.REJECTED'])).toEqual(form({ error: wrong }))
  })

  it('pending + PASSWORD.CHANGED → the form again, one more change, the success message on', () => {
    expect(changePasswordReducer(form({ pending: true, changes: 1 }), events['PASSWORD.CHANGED'])).toEqual(form({ changes: 2, changed: true }))
  })

  it('pending + SESSION.ENDED → signedOut with the server error', () => {
    expect(changePasswordReducer(form({ pending: true }), events['SESSION.ENDED'])).toEqual(ended())
  })
})

describe('changePasswordReducer rejections (same object back)', () => {
  it('pending + PASSWORD.SUBMITTED → rejected (one request at a time)', () => {
    const before = form({ pending: true })
    expect(changePasswordReducer(before, events['PASSWORD.SUBMITTED'])).toBe(before)
  })

  it.each(['PASSWORD.REJECTED', 'PASSWORD.CHANGED', 'SESSION.ENDED'] as const)('not pending + %s → rejected (a stale answer)', (name) => {
    const before = form()
    expect(changePasswordReducer(before, events[name])).toBe(before)
  })

  it.each(Object.keys(events) as (keyof typeof events)[])('signedOut + %s → rejected', (name) => {
    const before = ended()
    expect(changePasswordReducer(before, events[name])).toBe(before)
  })
})
