import { describe, expect, it } from 'vitest'
import { LOCALES, matchLocale, preferredLocale, textDirection } from './locales'

describe('matchLocale', () => {
  it('takes a locale Gatehouse is written in as it is', () => {
    for (const locale of LOCALES) expect(matchLocale([locale])).toBe(locale)
  })
  it('reads a regional variant in its language', () => {
    expect(matchLocale(['de-AT'])).toBe('de')
    expect(matchLocale(['fr-CA'])).toBe('fr')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['pt'])).toBe('pt-BR')
    expect(matchLocale(['es-419'])).toBe('es')
    expect(matchLocale(['ar-EG'])).toBe('ar')
    expect(matchLocale(['ja-JP'])).toBe('ja')
  })
  it('gives simplified Chinese to a reader of simplified Chinese only', () => {
    expect(matchLocale(['zh'])).toBe('zh-CN')
    expect(matchLocale(['zh-Hans-SG'])).toBe('zh-CN')
    expect(matchLocale(['zh-TW', 'ja'])).toBe('ja')
    expect(matchLocale(['zh-Hant'])).toBe('en')
  })
  it('takes the first language it is written in, in the reader’s order', () => {
    expect(matchLocale(['sv-SE', 'fi', 'de-CH', 'fr'])).toBe('de')
    expect(matchLocale(['en-GB', 'de'])).toBe('en')
  })
  it('falls back to English for none, an unknown one, or a malformed tag', () => {
    expect(matchLocale([])).toBe('en')
    expect(matchLocale(['sv'])).toBe('en')
    expect(matchLocale(['not a tag!'])).toBe('en')
  })
  it('knows the legacy Hebrew tag and the pseudo-locale', () => {
    expect(matchLocale(['iw'])).toBe('he')
    expect(matchLocale(['en-xa'])).toBe('en-XA')
  })
})

describe('preferredLocale', () => {
  it('keeps the tag of the first language written, for Intl', () => {
    expect(preferredLocale(['sv-SE', 'de-AT', 'fr'])).toBe('de-AT')
    expect(preferredLocale(['zh-TW', 'ja-JP'])).toBe('ja-JP')
  })
  it('keeps an English reader in English although a later language is written', () => {
    expect(preferredLocale(['en-GB', 'de'])).toBe('en-GB')
  })
  it('is English when no language is written', () => {
    expect(preferredLocale(['sv-SE', 'fi'])).toBe('en')
    expect(preferredLocale([])).toBe('en')
  })
})

describe('textDirection', () => {
  it('runs Arabic, Hebrew, Persian and Urdu right to left', () => {
    for (const locale of ['ar', 'ar-EG', 'he', 'he-IL', 'fa', 'ur']) expect(textDirection(locale)).toBe('rtl')
  })
  it('runs the other locales, and what it cannot read, left to right', () => {
    for (const locale of LOCALES.filter((locale) => locale !== 'ar' && locale !== 'he')) expect(textDirection(locale)).toBe('ltr')
    expect(textDirection('en-XA')).toBe('ltr')
    expect(textDirection('not a tag!')).toBe('ltr')
  })
  it('follows the script when a right-to-left language is written in Latin letters', () => {
    expect(textDirection('ur-Latn')).toBe('ltr')
  })
})
