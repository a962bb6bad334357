import { describe, expect, it } from 'vitest'
import { defaultAccountMessages } from './accountMessages'
import { defaultMessages, mergeCatalogue, mergeMessages } from './messages'

describe('the account pages\' catalogue', () => {
  it('is not part of the sign-in catalogue (a login page does not ship it)', () => {
    expect(Object.keys(defaultMessages)).not.toContain('newPassword')
    expect(Object.keys(defaultMessages)).not.toContain('resetPassword')
  })

  it('leaves `account` overrides to its own catalogue', () => {
    expect(mergeMessages({ account: { activation: { form: { submit: 'Activate' } } } })).toEqual(defaultMessages)
  })

  it('takes a host override at any depth and keeps the siblings (as useAccountMessages merges it)', () => {
    const merged = mergeCatalogue(defaultAccountMessages, { newPassword: { history: { other: 'Not any of your last {count}' } } })
    expect(merged.newPassword.history).toEqual({ one: defaultAccountMessages.newPassword.history.one, other: 'Not any of your last {count}' })
    expect(merged.resetPassword).toBe(defaultAccountMessages.resetPassword)
  })
})
