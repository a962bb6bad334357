import { describe, expect, it } from 'vitest'
import type { LoginBoxConfiguration } from '../../api/metadata'
import { isGtmContainerId, isHexColor, isLogo, loginBoxActions, loginBoxDraft, loginBoxProblems, previewColors, previewLogo, type LoginBoxDraft } from './loginBox'

const DEFAULTS = { primaryColor: '#2450c9', backgroundColor: '#f5f6f8' }
const SAVED: LoginBoxConfiguration = {
  logo: 'https://cdn.acme.test/logo.png',
  palette: { primary: '#0B6E4F', background: '#fdfcf7' },
  texts: { title: 'Welcome to Acme', subtitle: null, submit: 'Next' },
  socialLogins: ['google', 'microsoft', 'unknown'],
  gtmContainerId: 'GTM-ACME1',
}
const draftOf = (changes: Partial<LoginBoxDraft> = {}): LoginBoxDraft => ({ ...loginBoxDraft(SAVED, DEFAULTS), ...changes })

describe('loginBoxDraft', () => {
  it('takes the saved values, the social buttons in the login screen order, unknown providers dropped', () => {
    expect(loginBoxDraft(SAVED, DEFAULTS)).toEqual({
      logo: 'https://cdn.acme.test/logo.png',
      primaryColor: '#0B6E4F',
      backgroundColor: '#fdfcf7',
      title: 'Welcome to Acme',
      subtitle: '',
      submit: 'Next',
      socialLogins: ['microsoft', 'google'],
      gtmContainerId: 'GTM-ACME1',
    })
  })

  it.each([null, undefined, {}])('without a saved box (%s): the defaults, empty texts, no social buttons', (saved) => {
    expect(loginBoxDraft(saved, DEFAULTS)).toEqual({ logo: '', primaryColor: '#2450c9', backgroundColor: '#f5f6f8', title: '', subtitle: '', submit: '', socialLogins: [], gtmContainerId: '' })
  })

  it('an empty saved colour takes the default', () => {
    expect(loginBoxDraft({ palette: { primary: '', background: null } }, DEFAULTS)).toMatchObject(DEFAULTS)
  })
})

describe('checks', () => {
  it.each([
    ['#abc', true],
    ['#ABCD', true],
    ['#0b6e4f', true],
    ['#0b6e4f80', true],
    [' #0b6e4f ', true],
    ['0b6e4f', false],
    ['#0b6e4', false],
    ['#ggg', false],
    ['red', false],
    ['rgb(0,0,0)', false],
    ['', false],
  ])('isHexColor(%j) → %s', (value, expected) => expect(isHexColor(value)).toBe(expected))

  it.each([
    ['GTM-ABC123', true],
    ['GTM-abc', true],
    [' GTM-K9 ', true],
    ['GTM-', false],
    ['gtm-ABC123', false],
    ['GTM_ABC123', false],
    ['GTM-ABC 123', false],
    ['GTM-ABC-123', false],
    ['UA-12345-1', false],
    ['GTM-ABC<script>', false],
  ])('isGtmContainerId(%j) → %s', (value, expected) => expect(isGtmContainerId(value)).toBe(expected))

  it.each([
    ['https://cdn.acme.test/logo.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['http://cdn.acme.test/logo.png', false],
    ['https://user:secret@cdn.acme.test/logo.png', false],
    ['javascript:alert(1)', false],
    ['data:text/html;base64,PGI+', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['logo.png', false],
  ])('isLogo(%j) → %s', (value, expected) => expect(isLogo(value)).toBe(expected))
})

describe('loginBoxProblems', () => {
  it('a saved box as it is has none; empty logo, texts and GTM id are fine', () => {
    expect(loginBoxProblems(draftOf())).toEqual({})
    expect(loginBoxProblems(draftOf({ logo: ' ', title: '', gtmContainerId: '' }))).toEqual({})
  })

  it('refuses colours that are not hex colours, a GTM id that is not GTM- then letters or digits, a logo that is not one, and long texts', () => {
    expect(loginBoxProblems(draftOf({ primaryColor: 'green', backgroundColor: '#12', gtmContainerId: 'UA-1234', logo: 'ftp://x.test/l.png', subtitle: 'x'.repeat(256) }))).toEqual({
      primaryColor: 'colorInvalid',
      backgroundColor: 'colorInvalid',
      gtmContainerId: 'gtmInvalid',
      logo: 'logoInvalid',
      subtitle: 'tooLong',
    })
  })
})

describe('loginBoxActions', () => {
  it('nothing changed: no actions ("No changes to update"), whatever the case of a colour or spaces around a text', () => {
    expect(loginBoxActions(SAVED, draftOf({ primaryColor: '#0b6e4f', title: ' Welcome to Acme ' }), DEFAULTS)).toEqual([])
    expect(loginBoxActions(null, loginBoxDraft(null, DEFAULTS), DEFAULTS)).toEqual([])
  })

  it('sends only what changed, in the form order, colours in lower case and texts trimmed', () => {
    expect(loginBoxActions(SAVED, draftOf({ gtmContainerId: 'GTM-NEW9', primaryColor: '#AA3300', title: ' Hello ' }), DEFAULTS)).toEqual([
      { type: 'set', path: 'loginBox.palette.primary', payload: '#aa3300' },
      { type: 'set', path: 'loginBox.texts.title', payload: 'Hello' },
      { type: 'set', path: 'loginBox.gtmContainerId', payload: 'GTM-NEW9' },
    ])
  })

  it('an emptied logo, text or GTM id is removed', () => {
    expect(loginBoxActions(SAVED, draftOf({ logo: '', submit: '  ', gtmContainerId: '' }), DEFAULTS)).toEqual([
      { type: 'remove', path: 'loginBox.logo', payload: null },
      { type: 'remove', path: 'loginBox.texts.submit', payload: null },
      { type: 'remove', path: 'loginBox.gtmContainerId', payload: null },
    ])
  })

  it('the social buttons are sent whole when the set changed, an empty list included', () => {
    expect(loginBoxActions(SAVED, draftOf({ socialLogins: ['microsoft', 'google', 'github'] }), DEFAULTS)).toEqual([{ type: 'set', path: 'loginBox.socialLogins', payload: ['microsoft', 'google', 'github'] }])
    expect(loginBoxActions(SAVED, draftOf({ socialLogins: [] }), DEFAULTS)).toEqual([{ type: 'set', path: 'loginBox.socialLogins', payload: [] }])
  })

  it('a box never saved (or a lookup that failed) is compared with the defaults', () => {
    expect(loginBoxActions(null, { ...loginBoxDraft(null, DEFAULTS), backgroundColor: '#FFFFFF' }, DEFAULTS)).toEqual([{ type: 'set', path: 'loginBox.palette.background', payload: '#ffffff' }])
  })
})

describe('preview', () => {
  it('paints with a typed colour once it is one, the default meanwhile', () => {
    expect(previewColors({ primaryColor: '#0b6e4f', backgroundColor: '#fff' }, DEFAULTS)).toEqual({ primaryColor: '#0b6e4f', backgroundColor: '#fff' })
    expect(previewColors({ primaryColor: '#0b6e4', backgroundColor: 'white' }, DEFAULTS)).toEqual(DEFAULTS)
  })

  it('shows a logo only once it is one', () => {
    expect(previewLogo(' https://cdn.acme.test/l.png ')).toBe('https://cdn.acme.test/l.png')
    expect(previewLogo('https://')).toBeNull()
    expect(previewLogo('')).toBeNull()
  })
})
