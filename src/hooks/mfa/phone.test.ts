import { describe, expect, it } from 'vitest'
import { parsePhoneNumber } from './phone'

describe('parsePhoneNumber (SMS enrolment)', () => {
  it.each([
    ['+1 202 555 0143', '+12025550143'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['  +44 20 7946 0958 ', '+442079460958'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+972-54-123-4567', '+972541234567'],
  ])('%j → %j in E.164', async (raw, e164) => {
    expect(await parsePhoneNumber(raw)).toEqual({ ok: true, phoneNumber: e164 })
  })

  it('a national number is read in the default country', async () => {
    expect(await parsePhoneNumber('(202) 555-0143', 'US')).toEqual({ ok: true, phoneNumber: '+12025550143' })
  })

  it.each(['12345', '+1 555', '+999 123 456 789', 'call me', '(202) 555-0143', '+1 202 555 01439999'])('%j → invalidPhoneNumber on the field', async (raw) => {
    expect(await parsePhoneNumber(raw)).toEqual({ ok: false, error: { code: 'invalidPhoneNumber', message: expect.any(String), field: 'phoneNumber' } })
  })

  it('empty → phoneNumberRequired on the field', async () => {
    expect(await parsePhoneNumber('   ')).toEqual({ ok: false, error: { code: 'phoneNumberRequired', message: expect.any(String), field: 'phoneNumber' } })
  })
})
