import { describe, expect, it } from 'vitest'
import { pseudoCatalogue, pseudoLocalize } from './pseudoLocale'
import { isPluralForms, placeholders, translationProblems } from './translation'

const english = {
  title: 'Sign in',
  greeting: 'Hello {name}',
  days: { one: '{count} day', other: '{count} days' },
  group: { label: 'Email', hint: 'Use {domain}' },
}

describe('translationProblems', () => {
  it('finds nothing wrong with a whole translation', () => {
    const german = { title: 'Anmelden', greeting: 'Hallo {name}', days: { one: '{count} Tag', other: '{count} Tage' }, group: { label: 'E-Mail', hint: '{domain} verwenden' } }
    expect(translationProblems(english, german, 'de')).toEqual([])
  })
  it('names each missing key and each key English does not have by its path', () => {
    const partial = { title: 'Anmelden', greeting: 'Hallo {name}', days: { one: '{count} Tag', other: '{count} Tage' }, group: { label: 'E-Mail', extra: 'x' } }
    expect(translationProblems(english, partial, 'de')).toEqual(['group.hint: missing', 'group.extra: not in English'])
    expect(translationProblems(english, {}, 'de')).toEqual(['title: missing', 'greeting: missing', 'days: missing', 'group: missing'])
  })
  it('names a placeholder lost, renamed or added', () => {
    const wrong = { title: 'Anmelden {x}', greeting: 'Hallo {nom}', days: { one: 'ein Tag', other: '{count} Tage' }, group: { label: 'E-Mail', hint: 'verwenden' } }
    expect(translationProblems(english, wrong, 'de')).toEqual([
      'title: placeholders x, English has none',
      'greeting: placeholders nom, English has name',
      'group.hint: placeholders none, English has domain',
    ])
  })
  it('asks for the plural categories of the locale, as Intl.PluralRules gives them', () => {
    const polish = { ...english, days: { one: '{count} dzień', few: '{count} dni', many: '{count} dni', other: '{count} dnia' } }
    expect(translationProblems(english, polish, 'pl')).toEqual([])
    expect(translationProblems(english, { ...english, days: { one: '{count} dzień', other: '{count} dni' } }, 'pl')).toEqual(['days: plural forms one, other, pl has few, many, one, other'])
    expect(translationProblems(english, { ...english, days: { other: '{count}日' } }, 'ja')).toEqual([])
    expect(translationProblems(english, { ...english, days: { other: '{count}日' } }, 'de')).toEqual(['days: plural forms other, de has one, other'])
  })
  it('lets a plural form leave the count out, but not `other`, and no form bring one of its own', () => {
    expect(translationProblems(english, { ...english, days: { one: 'un jour', many: '{count} de jours', other: '{count} jours' } }, 'fr')).toEqual([])
    expect(translationProblems(english, { ...english, days: { one: '{count} jour', many: '{count} de jours', other: 'des jours' } }, 'fr')).toEqual(['days.other: placeholders none, English has count'])
    expect(translationProblems(english, { ...english, days: { one: '{n} jour', many: '{count} de jours', other: '{count} jours' } }, 'fr')).toEqual(['days.one: placeholder n not in English'])
  })
  it('takes a string where English has plural forms, or the reverse, as missing', () => {
    expect(translationProblems(english, { ...english, days: '{count} Tage' }, 'de')).toEqual(['days: missing'])
    expect(translationProblems(english, { ...english, title: { other: 'Anmelden' } }, 'de')).toEqual(['title: missing'])
  })
})

describe('placeholders and plural forms', () => {
  it('reads each placeholder once, sorted', () => {
    expect(placeholders('{b} and {a}, then {b}')).toEqual(['a', 'b'])
    expect(placeholders('none')).toEqual([])
  })
  it('knows plural forms from a group of strings', () => {
    expect(isPluralForms({ one: 'a', other: 'b' })).toBe(true)
    expect(isPluralForms({ other: 'b' })).toBe(true)
    expect(isPluralForms({ one: 'a' })).toBe(false)
    expect(isPluralForms({ other: 'b', label: 'c' })).toBe(false)
  })
})

describe('the pseudo-locale', () => {
  it('accents every letter, brackets the message and makes it 40 % longer', () => {
    const message = 'Enter the 6-digit code we sent you.'
    const pseudo = pseudoLocalize(message)
    expect(pseudo.startsWith('[Éñţéŕ ţĥé 6-đîĝîţ çöđé')).toBe(true)
    expect(pseudo.endsWith(']')).toBe(true)
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.round(message.length * 1.4))
    expect(pseudo).not.toMatch(/[a-z]{2}/i)
  })
  it('keeps placeholders as they are', () => {
    expect(pseudoLocalize('Continue with {provider}')).toMatch(/^\[Çöñţîñûé ŵîţĥ \{provider\}/)
  })
  it('makes a whole catalogue, plural forms and all, that passes the check against English', () => {
    const pseudo = pseudoCatalogue(english)
    expect(pseudo.days.one).toMatch(/^\[\{count\} đàý/)
    expect(translationProblems(english, pseudo, 'en')).toEqual([])
  })
})
