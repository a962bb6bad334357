import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { INITIAL_PHONE_CODE_STATE, phoneCodeReducer, phoneNumberText, regionOf, type PhoneCodeState } from './phoneNumbers'

const code: PhoneCodeState = { step: 'code', phoneNumber: '+12025550143', otcToken: 'otc-1' }

describe('phoneCodeReducer', () => {
  it('start + CODE.SENT → code, holding the otcToken', () => {
    expect(phoneCodeReducer(INITIAL_PHONE_CODE_STATE, { type: 'CODE.SENT', phoneNumber: '+12025550143', otcToken: 'otc-1' })).toEqual(code)
  })
  it('code + CODE.SENT (a new code) → code with the new otcToken', () => {
    expect(phoneCodeReducer(code, { type: 'CODE.SENT', phoneNumber: '+12025550143', otcToken: 'otc-2' })).toEqual({ ...code, otcToken: 'otc-2' })
  })
  it('code + CODE.PROVEN → done', () => {
    expect(phoneCodeReducer(code, { type: 'CODE.PROVEN' })).toEqual({ step: 'done', phoneNumber: '+12025550143' })
  })
  it('code + NUMBER.CHANGED → start', () => {
    expect(phoneCodeReducer(code, { type: 'NUMBER.CHANGED' })).toBe(INITIAL_PHONE_CODE_STATE)
  })
  it('ignores what makes no sense where the change is', () => {
    expect(phoneCodeReducer(INITIAL_PHONE_CODE_STATE, { type: 'CODE.PROVEN' })).toBe(INITIAL_PHONE_CODE_STATE)
    const done = phoneCodeReducer(code, { type: 'CODE.PROVEN' })
    expect(phoneCodeReducer(done, { type: 'CODE.SENT', phoneNumber: '+1', otcToken: 'x' })).toBe(done)
    expect(phoneCodeReducer(done, { type: 'NUMBER.CHANGED' })).toBe(done)
  })
})

describe('regionOf', () => {
  it('reads the region of a locale, adding the likely one', () => {
    expect(regionOf('en-GB')).toBe('GB')
    expect(regionOf('en-US')).toBe('US')
    expect(regionOf('fr')).toBe('FR')
    expect(regionOf(undefined)).toBeUndefined()
    expect(regionOf('not a locale!')).toBeUndefined()
  })
})

describe('phoneNumberText (the user\'s format)', () => {
  const parse = (text: string) => parsePhoneNumberFromString(text)
  it('writes a number of the user\'s own region nationally, any other internationally', () => {
    expect(phoneNumberText('+12025550143', 'US', parse)).toBe('(202) 555-0143')
    expect(phoneNumberText('+442079460958', 'US', parse)).toBe('+44 20 7946 0958')
    expect(phoneNumberText('+442079460958', 'GB', parse)).toBe('020 7946 0958')
  })
  it('shows the number as stored before the library is in, or when it cannot be read', () => {
    expect(phoneNumberText('+12025550143', 'US', null)).toBe('+12025550143')
    expect(phoneNumberText('12', 'US', parse)).toBe('12')
  })
})
