import { describe, expect, it } from 'vitest'
import { navigatesInPage } from './linkClick'

const PAGE = 'https://app.example.com'
const plain = { button: 0, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false }
const same = { origin: PAGE, target: '' }

describe('navigatesInPage', () => {
  it('takes a plain primary click to a page of this origin', () => {
    expect(navigatesInPage(plain, same, PAGE)).toBe(true)
    expect(navigatesInPage(plain, { ...same, target: '_self' }, PAGE)).toBe(true)
  })

  it.each([
    ['the middle button', { ...plain, button: 1 }],
    ['cmd (a new tab on a Mac)', { ...plain, metaKey: true }],
    ['ctrl (a new tab)', { ...plain, ctrlKey: true }],
    ['shift (a new window)', { ...plain, shiftKey: true }],
    ['alt (a download)', { ...plain, altKey: true }],
  ])('leaves a click with %s to the browser', (_what, click) => {
    expect(navigatesInPage(click, same, PAGE)).toBe(false)
  })

  it('leaves another origin, another window and a download to the browser', () => {
    expect(navigatesInPage(plain, { origin: 'https://id.example.com', target: '' }, PAGE)).toBe(false)
    expect(navigatesInPage(plain, { ...same, target: '_blank' }, PAGE)).toBe(false)
    expect(navigatesInPage(plain, { ...same, download: '' }, PAGE)).toBe(false)
  })
})
