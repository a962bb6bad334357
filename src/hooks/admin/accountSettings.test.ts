import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_DEFAULTS,
  ACCOUNT_FIELDS,
  DATE_FORMATS,
  TIME_FORMATS,
  accountChanges,
  accountDraft,
  accountProblems,
  currencyOptions,
  formatInAccount,
  writeAccountPattern,
  portalDate,
  isWebsite,
  timezoneOffset,
  timezoneOptions,
} from './accountSettings'

const saved = { name: 'Acme', address: '1 Main St', website: 'https://acme.test', timezone: 'Europe/Lisbon', currency: 'EUR', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' }
const choices = { timezones: new Set(['Europe/Lisbon', 'Asia/Jerusalem', 'America/New_York']), currencies: new Set(['EUR', 'USD']) }
const all = ACCOUNT_FIELDS

describe('accountDraft', () => {
  it('takes the saved settings', () => {
    expect(accountDraft(saved)).toEqual({ companyName: 'Acme', address: '1 Main St', website: 'https://acme.test', timezone: 'Europe/Lisbon', currency: 'EUR', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' })
  })

  it("starts an account without settings from the spec's defaults (§9)", () => {
    expect(accountDraft({})).toEqual({ companyName: '', address: '', website: '', ...ACCOUNT_DEFAULTS })
    expect(accountDraft(undefined).timezone).toBe('Asia/Jerusalem')
  })
})

describe('accountChanges', () => {
  it('sends only what changed, trimmed, under the API names', () => {
    expect(accountChanges(saved, { ...accountDraft(saved), companyName: ' Acme Inc ', timeFormat: 'hh:mm A' }, all)).toEqual({ name: 'Acme Inc', timeFormat: 'hh:mm A' })
  })

  it('nothing changed (or only spaces) → nothing to send', () => {
    expect(accountChanges(saved, accountDraft(saved), all)).toEqual({})
    expect(accountChanges(saved, { ...accountDraft(saved), address: ' 1 Main St ' }, all)).toEqual({})
  })

  it('an emptied address or website is sent as null', () => {
    expect(accountChanges(saved, { ...accountDraft(saved), address: '', website: ' ' }, all)).toEqual({ address: null, website: null })
  })

  it('never sends a field the host made hidden or view-only', () => {
    expect(accountChanges(saved, { ...accountDraft(saved), currency: 'USD', companyName: 'X' }, ['companyName'])).toEqual({ name: 'X' })
  })

  it('a default shown for a missing value, kept as it is, is not a change; chosen, it is', () => {
    expect(accountChanges({ name: 'Acme' }, accountDraft({ name: 'Acme' }), all)).toEqual({})
    expect(accountChanges({ name: 'Acme' }, { ...accountDraft({ name: 'Acme' }), currency: 'EUR' }, all)).toEqual({ currency: 'EUR' })
  })
})

describe('accountProblems', () => {
  const draft = accountDraft(saved)

  it('none for a good draft', () => {
    expect(accountProblems(draft, all, choices)).toEqual({})
  })

  it.each<[Partial<typeof draft>, Record<string, string>]>([
    [{ companyName: '  ' }, { companyName: 'nameRequired' }],
    [{ address: 'x'.repeat(256) }, { address: 'tooLong' }],
    [{ website: 'acme.test' }, { website: 'websiteInvalid' }],
    [{ website: 'ftp://acme.test' }, { website: 'websiteInvalid' }],
    [{ timezone: 'Mars/Olympus' }, { timezone: 'timezoneUnknown' }],
    [{ currency: 'XYZ' }, { currency: 'currencyUnknown' }],
  ])('%j → %j', (change, problems) => {
    expect(accountProblems({ ...draft, ...change }, all, choices)).toEqual(problems)
  })

  it('an empty website is fine; a field not editable is not judged', () => {
    expect(accountProblems({ ...draft, website: '' }, all, choices)).toEqual({})
    expect(accountProblems({ ...draft, companyName: '' }, ['address'], choices)).toEqual({})
  })
})

describe('isWebsite', () => {
  it.each([
    ['https://acme.test', true],
    ['http://www.acme.test/about', true],
    ['https://localhost', false],
    ['javascript:alert(1)', false],
    ['https://user:pw@acme.test', false],
    ['acme', false],
  ])('%s → %s', (value, ok) => {
    expect(isWebsite(value)).toBe(ok)
  })
})

describe('time zones', () => {
  const summer = new Date('2026-07-01T12:00:00Z')

  it("gives a zone's offset now, daylight saving included", () => {
    expect(timezoneOffset('Asia/Kolkata', summer)).toEqual({ minutes: 330, text: 'GMT+05:30' })
    expect(timezoneOffset('America/New_York', summer)).toEqual({ minutes: -240, text: 'GMT-04:00' })
    expect(timezoneOffset('America/New_York', new Date('2026-01-15T12:00:00Z')).minutes).toBe(-300)
    expect(timezoneOffset('UTC', summer)).toEqual({ minutes: 0, text: 'GMT+00:00' })
  })

  it('lists every zone west to east, each labelled with its offset', () => {
    const options = timezoneOptions(summer, ['Asia/Kolkata', 'America/New_York', 'Europe/Lisbon', 'Africa/Abidjan'])
    expect(options.map((option) => option.label)).toEqual(['America/New York (GMT-04:00)', 'Africa/Abidjan (GMT+00:00)', 'Europe/Lisbon (GMT+01:00)', 'Asia/Kolkata (GMT+05:30)'])
  })

  it("lists the browser's zones by default", () => {
    expect(timezoneOptions(summer).length).toBeGreaterThan(300)
  })
})

describe('currencyOptions', () => {
  it("names each currency in the reader's language", () => {
    expect(currencyOptions('en', ['USD', 'EUR'])).toEqual([
      { id: 'USD', label: 'USD — US Dollar' },
      { id: 'EUR', label: 'EUR — Euro' },
    ])
    expect(currencyOptions('fr', ['EUR'])[0]!.label).toBe('EUR — euro')
  })
})

describe('formats', () => {
  it('writes each format offered', () => {
    const fields = { year: '2026', month: '11', monthName: 'Nov', day: '07', hour: '18', minute: '30', second: '00' }
    expect(DATE_FORMATS.map((pattern) => writeAccountPattern(pattern, fields))).toEqual(['07/11/2026', '11/07/2026', '2026-11-07', '07.11.2026', '7 Nov 2026'])
    expect(TIME_FORMATS.map((pattern) => writeAccountPattern(pattern, fields))).toEqual(['18:30', '06:30 PM'])
  })

  it('writes every token of the API notation; [text] and other characters stay as they are', () => {
    const fields = { year: '2026', month: '03', monthName: 'Mar', day: '01', hour: '00', minute: '05', second: '09' }
    expect(writeAccountPattern('YYYY YY MMM MM M DD D', fields)).toBe('2026 26 Mar 03 3 01 1')
    expect(writeAccountPattern('HH H hh h mm ss A a', fields)).toBe('00 0 12 12 05 09 AM am')
    expect(writeAccountPattern('hh:mm A', { ...fields, hour: '13' })).toBe('01:05 PM')
    expect(writeAccountPattern('D [de] MMM, YYYY j', fields)).toBe('1 de Mar, 2026 j')
  })

  it("writes an instant with the account's formats in its zone", () => {
    const instant = '2026-11-27T23:30:00Z'
    expect(formatInAccount(instant, { dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', timezone: 'Asia/Jerusalem' })).toBe('28/11/2026 01:30')
    expect(formatInAccount(instant, { dateFormat: 'MM/DD/YYYY', timeFormat: 'hh:mm A', timezone: 'America/New_York' })).toBe('11/27/2026 06:30 PM')
    expect(formatInAccount(instant, { dateFormat: 'D MMM YYYY', timeFormat: 'HH:mm', timezone: 'UTC' }, 'date')).toBe('27 Nov 2026')
    expect(formatInAccount(instant, { dateFormat: 'D MMM YYYY', timeFormat: 'hh:mm A', timezone: 'UTC' }, 'time')).toBe('11:30 PM')
    expect(formatInAccount(instant, { dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', timezone: 'Asia/Jerusalem' }, 'time')).toBe('01:30')
  })
})

describe('portalDate', () => {
  const instant = '2026-03-01T12:34:56Z'
  const acme = { timezone: 'America/Los_Angeles', dateFormat: 'MM/DD/YYYY', timeFormat: 'hh:mm A' }
  it("writes in the account's formats and time zone once its settings are loaded", () => {
    expect(portalDate(instant, acme, 'de-DE', 'dateTime')).toBe('03/01/2026 04:34 AM')
    expect(portalDate(instant, acme, 'de-DE', 'date')).toBe('03/01/2026')
  })
  it('fills what the settings lack with the §9 defaults, as the settings tab shows them', () => {
    expect(portalDate(instant, { timezone: 'UTC' }, 'en-US', 'dateTime')).toBe('01/03/2026 12:34')
    expect(portalDate(instant, {}, 'en-US', 'dateTime')).toBe('01/03/2026 14:34')
  })
  it("writes in the reader's locale before the settings are known or when they may not be read", () => {
    expect(portalDate(instant, undefined, 'en-US', 'dateTime', 'UTC')).toBe('Mar 1, 2026, 12:34:56 PM')
    expect(portalDate(instant, undefined, 'de-DE', 'dateTime', 'Europe/Berlin')).toBe('01.03.2026, 13:34:56')
    expect(portalDate(instant, undefined, 'en-US', 'date', 'UTC')).toBe('Mar 1, 2026')
  })
  it("puts the host's time zone before the account's", () => {
    expect(portalDate(instant, acme, 'en-US', 'dateTime', 'UTC')).toBe('03/01/2026 12:34 PM')
  })
  it('leaves text that is not an instant as it is, and survives a zone it does not know', () => {
    expect(portalDate('yesterday', acme, 'en-US', 'dateTime')).toBe('yesterday')
    expect(portalDate(instant, undefined, 'en-US', 'date', 'Mars/Olympus')).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(instant)))
    expect(portalDate(instant, { ...acme, timezone: 'Mars/Olympus' }, 'en-US', 'date')).toBe(formatInAccount(instant, { ...acme, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone }, 'date'))
  })
})
