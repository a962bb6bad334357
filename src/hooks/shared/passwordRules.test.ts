import { describe, expect, it } from 'vitest'
import type { PasswordConfig } from '../../api/passwords'
import { changedRules, characterClassesOf, newPasswordError, passwordChecklist, passwordLength, passwordPolicy, type PasswordRule, type RuleStatus } from './passwordRules'

const POLICY: PasswordConfig = { minLength: 10, maxLength: 64, allowPassphrases: true, minPhraseLength: 20, minOptionalTestsToPass: 3, passwordHistory: { enabled: true, historySize: 3 } }

const statuses = (config: PasswordConfig, password: string): Record<string, RuleStatus> =>
  Object.fromEntries(passwordChecklist(config, password).rules.map((rule) => [rule.id, rule.status]))

const rule = <K extends PasswordRule['id']>(config: PasswordConfig, password: string, id: K) =>
  passwordChecklist(config, password).rules.find((candidate) => candidate.id === id) as Extract<PasswordRule, { id: K }>

describe('passwordPolicy', () => {
  it('an empty configuration takes the OWASP strength test defaults, no history', () => {
    expect(passwordPolicy({})).toEqual({ minLength: 10, maxLength: 128, allowPassphrases: true, minPhraseLength: 20, minOptionalTestsToPass: 4, historySize: 0 })
  })

  it('a history that is switched off counts 0', () => {
    expect(passwordPolicy({ passwordHistory: { enabled: false, historySize: 5 } }).historySize).toBe(0)
    expect(passwordPolicy({ passwordHistory: null }).historySize).toBe(0)
    expect(passwordPolicy(POLICY).historySize).toBe(3)
  })
})

describe('passwordChecklist', () => {
  it('lists length, maximum, repeats, classes and history, in that order', () => {
    expect(passwordChecklist(POLICY, '').rules.map((entry) => entry.id)).toEqual(['minLength', 'maxLength', 'noRepeats', 'characterClasses', 'history'])
  })

  it.each<[string, string, Record<string, RuleStatus>, boolean]>([
    ['nothing typed', '', { minLength: 'unmet', maxLength: 'met', noRepeats: 'unmet', characterClasses: 'unmet', history: 'server' }, false],
    ['short, two classes', 'abc1', { minLength: 'unmet', maxLength: 'met', noRepeats: 'met', characterClasses: 'unmet', history: 'server' }, false],
    ['long enough, two classes', 'abcdefgh12', { minLength: 'met', maxLength: 'met', noRepeats: 'met', characterClasses: 'unmet', history: 'server' }, false],
    ['long enough, three classes', 'Abcdefgh12', { minLength: 'met', maxLength: 'met', noRepeats: 'met', characterClasses: 'met', history: 'server' }, true],
    ['three classes but aaa', 'Aaaabcde12', { minLength: 'met', maxLength: 'met', noRepeats: 'unmet', characterClasses: 'met', history: 'server' }, false],
    ['a passphrase needs no classes', 'correct horse battery', { minLength: 'met', maxLength: 'met', noRepeats: 'met', characterClasses: 'met', history: 'server' }, true],
    ['past the maximum', `Ab1${'xy'.repeat(31)}`, { minLength: 'met', maxLength: 'unmet', noRepeats: 'met', characterClasses: 'met', history: 'server' }, false],
  ])('%s → %j, acceptable %s', (_name, password, expected, acceptable) => {
    expect(statuses(POLICY, password)).toEqual(expected)
    expect(passwordChecklist(POLICY, password).isAcceptable).toBe(acceptable)
  })

  it('the history is a rule the server checks, whatever is typed', () => {
    expect(rule(POLICY, 'anything', 'history')).toEqual({ id: 'history', status: 'server', count: 3 })
    expect(rule(POLICY, 'Abcdefgh12', 'history').status).toBe('server')
  })

  it('no history rule when the configuration has none', () => {
    expect(passwordChecklist({ minLength: 8 }, '').rules.map((entry) => entry.id)).not.toContain('history')
  })

  it('the classes rule says which classes are present and how many are needed', () => {
    expect(rule(POLICY, 'ab1!', 'characterClasses')).toEqual({
      id: 'characterClasses',
      status: 'met',
      count: 3,
      classes: [
        { id: 'lowercase', present: true },
        { id: 'uppercase', present: false },
        { id: 'digit', present: true },
        { id: 'symbol', present: true },
      ],
      phraseLength: 20,
      isPassphrase: false,
    })
  })

  it('without passphrases, a long password still needs its classes', () => {
    const config = { ...POLICY, allowPassphrases: false }
    expect(rule(config, 'correct horse battery', 'characterClasses')).toMatchObject({ status: 'unmet', phraseLength: null, isPassphrase: false })
  })

  it('minOptionalTestsToPass 0 drops the classes rule; 4 needs every class', () => {
    expect(passwordChecklist({ minOptionalTestsToPass: 0 }, '').rules.map((entry) => entry.id)).not.toContain('characterClasses')
    expect(rule({ minOptionalTestsToPass: 4, allowPassphrases: false }, 'Abcdefgh12', 'characterClasses').status).toBe('unmet')
    expect(rule({ minOptionalTestsToPass: 4, allowPassphrases: false }, 'Abcdefgh1!', 'characterClasses').status).toBe('met')
  })

  it('counts characters as a person does: an emoji is one', () => {
    expect(passwordLength('🔑🔑🔑')).toBe(3)
    expect(rule({ minLength: 4 }, '🔑🔑🔑', 'minLength').status).toBe('unmet')
  })

  it('letters and digits of other scripts count in their classes', () => {
    expect([...characterClassesOf('Éé٣')]).toEqual(['lowercase', 'uppercase', 'digit'])
    expect([...characterClassesOf('pass word')]).toEqual(['lowercase', 'symbol'])
  })
})

describe('changedRules', () => {
  it('nothing to announce before the first keystroke', () => {
    expect(changedRules(null, passwordChecklist(POLICY, 'a'))).toEqual([])
  })

  it('names the rules whose status flipped, and only those', () => {
    const before = passwordChecklist(POLICY, 'Abcdefgh1')
    const after = passwordChecklist(POLICY, 'Abcdefgh12')
    expect(changedRules(before, after).map((entry) => [entry.id, entry.status])).toEqual([['minLength', 'met']])
    expect(changedRules(after, passwordChecklist(POLICY, 'Abcdefgh1')).map((entry) => [entry.id, entry.status])).toEqual([['minLength', 'unmet']])
    expect(changedRules(after, passwordChecklist(POLICY, 'Abcdefgh13'))).toEqual([])
  })
})

describe('newPasswordError', () => {
  it('nothing typed → passwordRequired, with or without rules', () => {
    expect(newPasswordError(POLICY, '')).toEqual({ code: 'passwordRequired', field: 'password' })
    expect(newPasswordError(undefined, '')).toEqual({ code: 'passwordRequired', field: 'password' })
  })

  it('a rule not met → passwordRules; every rule met → null (the history is the server\'s)', () => {
    expect(newPasswordError(POLICY, 'abcdefgh12')).toEqual({ code: 'passwordRules', field: 'password' })
    expect(newPasswordError(POLICY, 'Abcdefgh12')).toBeNull()
  })

  it('without rules loaded, anything typed goes to the server', () => {
    expect(newPasswordError(undefined, 'a')).toBeNull()
  })
})
