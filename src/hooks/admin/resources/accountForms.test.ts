import { describe, expect, it } from 'vitest'
import { accountNameError, parseEmailList } from './accountForms'

describe('accountNameError', () => {
  it.each([
    ['', undefined, 'required'],
    ['   ', undefined, 'required'],
    ['Acme Europe', undefined, null],
    [' Acme Europe ', 'Acme Europe', 'unchanged'],
    ['Acme EU', 'Acme Europe', null],
  ] as const)('%j (was %j) → %j', (name, current, expected) => {
    expect(accountNameError(name, current)).toBe(expected)
  })
})

describe('parseEmailList', () => {
  it('splits on commas, semicolons, spaces and new lines, keeping each address once', () => {
    expect(parseEmailList('a@x.test, b@x.test;\nA@x.test  c@x.test')).toEqual({ emails: ['a@x.test', 'b@x.test', 'c@x.test'], invalid: [] })
  })

  it('lists what is not an address', () => {
    expect(parseEmailList('a@x.test, nope, @x')).toEqual({ emails: ['a@x.test'], invalid: ['nope', '@x'] })
  })

  it('nothing typed → nothing', () => {
    expect(parseEmailList('  \n ')).toEqual({ emails: [], invalid: [] })
  })
})
