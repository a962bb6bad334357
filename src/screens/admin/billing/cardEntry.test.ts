import { describe, expect, it } from 'vitest'
import { CARD_ENTRY_MESSAGES as M, checkCardEntry, luhn, parseExpiry } from './cardEntry'

const now = new Date('2026-11-28T12:00:00')

describe('card entry', () => {
  it('luhn', () => {
    expect(luhn('4242424242424242')).toBe(true)
    expect(luhn('4242424242424241')).toBe(false)
    expect(luhn('378282246310005')).toBe(true)
    expect(luhn('')).toBe(false)
  })

  it.each([
    ['08/28', { month: 8, year: 2028 }],
    ['0828', { month: 8, year: 2028 }],
    ['8 / 2028', { month: 8, year: 2028 }],
    ['12-34', { month: 12, year: 2034 }],
    ['08/2', null],
    ['', null],
  ])('parseExpiry(%j)', (value, parsed) => expect(parseExpiry(value)).toEqual(parsed))

  it('a complete card, with spaces typed, gives its parts', () => {
    expect(checkCardEntry({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, now)).toEqual({ complete: true, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } })
    expect(checkCardEntry({ number: '3782 822463 10005', expiry: '11/26', cvc: '1234' }, now).complete).toBe(true)
  })

  it('says what is wrong with each field, Stripe’s words, and which comes first', () => {
    expect(checkCardEntry({ number: '4242', expiry: '', cvc: '1' }, now)).toEqual({ complete: false, first: 'number', problems: { number: M.numberIncomplete, expiry: M.expiryIncomplete, cvc: M.cvcIncomplete } })
    expect(checkCardEntry({ number: '4242424242424241', expiry: '12/34', cvc: '123' }, now)).toMatchObject({ first: 'number', problems: { number: M.numberInvalid } })
    expect(checkCardEntry({ number: '4242424242424242', expiry: '12/25', cvc: '123' }, now)).toMatchObject({ first: 'expiry', problems: { expiry: M.expiryYearPast } })
    expect(checkCardEntry({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toMatchObject({ first: 'expiry', problems: { expiry: M.expiryPast } })
    expect(checkCardEntry({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now)).toMatchObject({ first: 'expiry', problems: { expiry: M.expiryInvalid } })
    expect(checkCardEntry({ number: '378282246310005', expiry: '12/34', cvc: '123' }, now)).toMatchObject({ first: 'cvc', problems: { cvc: M.cvcIncomplete } })
  })
})
