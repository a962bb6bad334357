import { describe, expect, it } from 'vitest'
import { defaultMessages, format, mergeMessages } from './messages'

describe('mergeMessages', () => {
  it('without overrides is the default catalogue', () => {
    expect(mergeMessages(undefined)).toBe(defaultMessages)
  })

  it('overrides a string three levels deep and keeps its siblings', () => {
    const messages = mergeMessages({ admin: { users: { addDialog: { title: 'Invite a teammate' } } } })
    expect(messages.admin.users.addDialog.title).toBe('Invite a teammate')
    expect(messages.admin.users.addDialog.email).toBe(defaultMessages.admin.users.addDialog.email)
    expect(messages.admin.users.addDialog.description).toBe(defaultMessages.admin.users.addDialog.description)
    expect(messages.admin.users.bulkDialog).toEqual(defaultMessages.admin.users.bulkDialog)
    expect(messages.admin.roles).toEqual(defaultMessages.admin.roles)
    expect(messages.login).toEqual(defaultMessages.login)
  })

  it('overrides at several depths at once and leaves the defaults untouched', () => {
    const before = structuredClone(defaultMessages)
    const messages = mergeMessages({ login: { emailStep: { title: 'Welcome back' } }, admin: { users: { addDialog: { submit: 'Invite' } } } })
    expect(messages.login.emailStep.title).toBe('Welcome back')
    expect(messages.login.emailStep.emailLabel).toBe(defaultMessages.login.emailStep.emailLabel)
    expect(messages.admin.users.addDialog.submit).toBe('Invite')
    expect(defaultMessages).toEqual(before)
  })

  it('a key left undefined keeps its default', () => {
    expect(mergeMessages({ admin: { users: { addDialog: { title: undefined } } } }).admin.users.addDialog.title).toBe(defaultMessages.admin.users.addDialog.title)
  })
})

describe('format', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(format('Delete {name}?', { name: 'Ada' })).toBe('Delete Ada?')
    expect(format('{count} of {total}', { count: '2' })).toBe('2 of {total}')
  })
})
