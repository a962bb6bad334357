import { describe, expect, it } from 'vitest'
import { defaultUsersMessages } from '../admin/team/users/usersMessages'
import { defaultMessages, format, mergeCatalogue, mergeMessages } from './messages'
import { defaultAccountMessages } from './accountMessages'
import { defaultMfaMessages } from './mfaMessages'

describe('mergeMessages', () => {
  it('without overrides is the default catalogue', () => {
    expect(mergeMessages(undefined)).toBe(defaultMessages)
  })

  it('overrides a string three levels deep and keeps its siblings', () => {
    const messages = mergeMessages({ login: { emailStep: { title: 'Welcome back' } } })
    expect(messages.login.emailStep.title).toBe('Welcome back')
    const { title: _title, ...siblings } = messages.login.emailStep
    const { title: _default, ...defaultSiblings } = defaultMessages.login.emailStep
    expect(siblings).toEqual(defaultSiblings)
    expect(messages.errors).toEqual(defaultMessages.errors)
  })

  it('leaves the MFA screens\' overrides to their own catalogue, merged at any depth', () => {
    expect(mergeMessages({ mfa: { authenticatorApp: { title: 'Use your app' } } })).toEqual(defaultMessages)
    const mfa = mergeCatalogue(defaultMfaMessages, { authenticatorApp: { title: 'Use your app' } })
    expect(mfa.authenticatorApp).toEqual({ ...defaultMfaMessages.authenticatorApp, title: 'Use your app' })
    expect(mfa.errors).toBe(defaultMfaMessages.errors)
  })

  it('overrides at several depths at once and leaves the defaults untouched', () => {
    const before = structuredClone(defaultMessages)
    const messages = mergeMessages({ login: { emailStep: { title: 'Welcome back' } }, errors: { network: 'Offline' } })
    expect(messages.login.emailStep.title).toBe('Welcome back')
    expect(messages.login.emailStep.emailLabel).toBe(defaultMessages.login.emailStep.emailLabel)
    expect(messages.errors.network).toBe('Offline')
    expect(defaultMessages).toEqual(before)
  })

  it('a key left undefined keeps its default', () => {
    expect(mergeMessages({ login: { emailStep: { title: undefined } } }).login.emailStep.title).toBe(defaultMessages.login.emailStep.title)
  })

  it('leaves the account pages\' overrides to their own catalogue', () => {
    expect(mergeMessages({ account: { signUp: { form: { title: 'Join us' } } } })).toEqual(defaultMessages)
    expect(mergeCatalogue(defaultAccountMessages, { signUp: { form: { title: 'Join us' } } }).signUp.form).toEqual({ ...defaultAccountMessages.signUp.form, title: 'Join us' })
  })

  it('leaves the admin portal\'s overrides to its own catalogue', () => {
    expect(mergeMessages({ admin: { users: { addDialog: { title: 'Invite a teammate' } } } })).toEqual(defaultMessages)
  })
})

describe('mergeCatalogue (the users section\'s catalogue, as useUsersMessages merges it)', () => {
  it('overrides admin.users.addDialog.title and keeps its siblings', () => {
    const admin = mergeCatalogue(defaultUsersMessages, { users: { addDialog: { title: 'Invite a teammate' } } })
    expect(admin.users.addDialog.title).toBe('Invite a teammate')
    expect(admin.users.addDialog.email).toBe(defaultUsersMessages.users.addDialog.email)
    expect(admin.users.addDialog.description).toBe(defaultUsersMessages.users.addDialog.description)
    expect(admin.users.bulkDialog).toEqual(defaultUsersMessages.users.bulkDialog)
  })

  it('without overrides is the catalogue itself, untouched', () => {
    const before = structuredClone(defaultUsersMessages)
    expect(mergeCatalogue(defaultUsersMessages, undefined)).toBe(defaultUsersMessages)
    mergeCatalogue(defaultUsersMessages, { users: { addDialog: { submit: 'Invite' } } })
    expect(defaultUsersMessages).toEqual(before)
  })
})

describe('format', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(format('Delete {name}?', { name: 'Ada' })).toBe('Delete Ada?')
    expect(format('{count} of {total}', { count: '2' })).toBe('2 of {total}')
  })
})
