import type { AccountSettings, AccountSettingsUpdate } from '../../api/accountSettings'

/**
 * The account settings tab's decisions (spec/admin.md §2 account page fields, §3 Account settings,
 * §9 defaults), without React: the form's values, what a save sends, what is wrong before sending,
 * and the time zones, currencies and formats offered.
 */

/** The fields of the account page a host can configure (spec/admin.md §2). */
export const ACCOUNT_FIELDS = ['companyName', 'address', 'website', 'timezone', 'currency'] as const
export type AccountField = (typeof ACCOUNT_FIELDS)[number]

/** What the form holds: the configurable fields and the two formats, as typed or chosen. */
export type AccountDraft = Record<AccountField | 'dateFormat' | 'timeFormat', string>

/** spec/admin.md §9: what an account without settings starts from. */
export const ACCOUNT_DEFAULTS = { timezone: 'Asia/Jerusalem', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'USD' } as const

/** The date and time formats offered, in the API's notation. */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY', 'D MMM YYYY'] as const
export const TIME_FORMATS = ['HH:mm', 'hh:mm A'] as const

/** The identity API keeps each text field to 255 characters. */
export const MAX_ACCOUNT_FIELD_LENGTH = 255

export function accountDraft(settings: AccountSettings | undefined): AccountDraft {
  return {
    companyName: settings?.name ?? '',
    address: settings?.address ?? '',
    website: settings?.website ?? '',
    timezone: settings?.timezone || ACCOUNT_DEFAULTS.timezone,
    currency: settings?.currency || ACCOUNT_DEFAULTS.currency,
    dateFormat: settings?.dateFormat || ACCOUNT_DEFAULTS.dateFormat,
    timeFormat: settings?.timeFormat || ACCOUNT_DEFAULTS.timeFormat,
  }
}

const API_NAME: Record<keyof AccountDraft, keyof AccountSettingsUpdate> = {
  companyName: 'name',
  address: 'address',
  website: 'website',
  timezone: 'timezone',
  currency: 'currency',
  dateFormat: 'dateFormat',
  timeFormat: 'timeFormat',
}

/**
 * What a save sends: the fields the admin may edit whose value changed, trimmed; an emptied
 * address or website as null. The formats are always editable; a hidden or view-only field is
 * never sent. Empty means "No changes to update" (spec/admin.md §5).
 */
export function accountChanges(saved: AccountSettings | undefined, draft: AccountDraft, editable: readonly AccountField[]): AccountSettingsUpdate {
  const before = accountDraft(saved)
  const update: AccountSettingsUpdate = {}
  for (const field of [...editable, 'dateFormat', 'timeFormat'] as const) {
    const value = draft[field].trim()
    if (value === before[field].trim()) continue
    update[API_NAME[field]] = value === '' && (field === 'address' || field === 'website') ? null : value
  }
  return update
}

export type AccountProblem = 'nameRequired' | 'tooLong' | 'websiteInvalid' | 'timezoneUnknown' | 'currencyUnknown'

/** The values the lists offer, against which a typed time zone or currency is checked. */
export interface AccountChoices {
  readonly timezones: ReadonlySet<string>
  readonly currencies: ReadonlySet<string>
}

/** What is wrong with the draft before anything is sent, per editable field. */
export function accountProblems(draft: AccountDraft, editable: readonly AccountField[], choices: AccountChoices): Partial<Record<AccountField, AccountProblem>> {
  const problems: Partial<Record<AccountField, AccountProblem>> = {}
  for (const field of editable) {
    const value = draft[field].trim()
    if (field === 'companyName' && value === '') problems[field] = 'nameRequired'
    else if (value.length > MAX_ACCOUNT_FIELD_LENGTH) problems[field] = 'tooLong'
    else if (field === 'website' && value !== '' && !isWebsite(value)) problems[field] = 'websiteInvalid'
    else if (field === 'timezone' && !choices.timezones.has(value)) problems[field] = 'timezoneUnknown'
    else if (field === 'currency' && !choices.currencies.has(value)) problems[field] = 'currencyUnknown'
  }
  return problems
}

/** A website is an http(s) address with a host that has a dot (`https://acme.test`), without credentials. */
export function isWebsite(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}

export interface TimezoneOption {
  readonly id: string
  /** "Europe/Lisbon (GMT+01:00)": the zone and its offset now. */
  readonly label: string
  readonly offsetMinutes: number
}

/** A zone's offset from UTC at `now`, in minutes, and as Intl writes it ("GMT+05:30", "GMT"). */
export function timezoneOffset(timeZone: string, now: Date): { minutes: number; text: string } {
  const text = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(text)
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
  return { minutes, text: match ? text : 'GMT+00:00' }
}

/** Every IANA zone the browser knows, with its offset at `now`, west to east, then by name. */
export function timezoneOptions(now: Date, zones: readonly string[] = Intl.supportedValuesOf('timeZone')): TimezoneOption[] {
  return zones
    .map((id) => {
      const offset = timezoneOffset(id, now)
      return { id, label: `${id.replaceAll('_', ' ')} (${offset.text})`, offsetMinutes: offset.minutes }
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id))
}

export interface CurrencyOption {
  readonly id: string
  /** "USD — US Dollar", the name in the reader's language. */
  readonly label: string
}

/** Every ISO 4217 currency the browser knows, named in `locale`. */
export function currencyOptions(locale: string, codes: readonly string[] = Intl.supportedValuesOf('currency')): CurrencyOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' })
  return codes.map((id) => ({ id, label: `${id} — ${names.of(id) ?? id}` }))
}

/** An instant's fields in a time zone, as Intl gives them ("2026", "11", "Nov", "23", ...). */
export type ZonedFields = Record<'year' | 'month' | 'monthName' | 'day' | 'hour' | 'minute' | 'second', string>

// Making a DateTimeFormat costs far more than using one; a scrolling grid formats every row it shows.
const zonedFormats = new Map<string, Intl.DateTimeFormat>()
function zonedFormat(timeZone: string | undefined, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const cacheKey = `${key}|${timeZone ?? ''}`
  let found = zonedFormats.get(cacheKey)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) })
    zonedFormats.set(cacheKey, found)
  }
  return found
}

/** The fields of `instant` on the wall clock of `timeZone`; an unknown zone gives the browser's. */
function zonedFields(instant: Date, timeZone: string): ZonedFields {
  let zone: string | undefined = timeZone
  try {
    zonedFormat(zone, {}, 'probe')
  } catch {
    zone = undefined
  }
  const parts = zonedFormat(zone, { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }, 'numeric').formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  const monthName = zonedFormat(zone, { month: 'short' }, 'month').format(instant)
  return { year: part('year'), month: part('month'), monthName, day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') }
}

/**
 * The API's format notation (moment-style: `DD/MM/YYYY`, `D MMM YYYY`, `hh:mm A`) written with
 * `fields`: YYYY YY, MMM MM M, DD D, HH H, hh h, mm, ss, A a; `[text]` is kept as it is, and so is
 * any other character.
 */
export function writeAccountPattern(pattern: string, fields: ZonedFields): string {
  const hour = Number(fields.hour)
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12)
  const tokens: Record<string, string> = {
    YYYY: fields.year,
    YY: fields.year.slice(-2),
    MMM: fields.monthName,
    MM: fields.month,
    M: String(Number(fields.month)),
    DD: fields.day,
    D: String(Number(fields.day)),
    HH: fields.hour,
    H: String(hour),
    hh: twelve.padStart(2, '0'),
    h: twelve,
    mm: fields.minute,
    ss: fields.second,
    A: hour < 12 ? 'AM' : 'PM',
    a: hour < 12 ? 'am' : 'pm',
  }
  return pattern.replace(/\[[^\]]*\]|YYYY|YY|MMM|MM|M|DD|D|HH|H|hh|h|mm|ss|A|a/g, (token) => (token.startsWith('[') ? token.slice(1, -1) : (tokens[token] ?? token)))
}

/**
 * An instant written with the account's formats in its time zone ("27/11/2026 14:05", or its date
 * or time alone): how the portal shows dates. An unknown zone writes the browser's wall clock.
 */
export function formatInAccount(instant: Date | number | string, settings: Pick<AccountDraft, 'dateFormat' | 'timeFormat' | 'timezone'>, parts: 'date' | 'time' | 'dateTime' = 'dateTime'): string {
  const pattern = { date: settings.dateFormat, time: settings.timeFormat, dateTime: `${settings.dateFormat} ${settings.timeFormat}` }[parts]
  return writeAccountPattern(pattern, zonedFields(new Date(instant), settings.timezone))
}

/** How much of an instant the portal writes: a day (invoices) or a day and time (audit logs, sessions). */
export type PortalDateParts = 'date' | 'dateTime'

// Making a DateTimeFormat costs far more than using one; a scrolling grid formats every row it shows.
const localeFormats = new Map<string, Intl.DateTimeFormat>()
function localeFormat(locale: string, parts: PortalDateParts, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${parts}|${timeZone ?? ''}`
  let found = localeFormats.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(parts === 'dateTime' ? { timeStyle: 'medium' } : {}), ...(timeZone ? { timeZone } : {}) })
    localeFormats.set(key, found)
  }
  return found
}

/**
 * How the portal writes an instant (spec/admin.md §3 Account settings): once the account's settings
 * are loaded, in its date and time formats and its time zone (the §9 defaults for any it lacks, as
 * the settings tab shows them); before then, or for a reader who may not see them, in the reader's
 * locale. `timeZone`, when the host gives one, is the zone either way. Text that is not an instant
 * is shown as it came.
 */
export function portalDate(instant: string | number | Date, settings: AccountSettings | undefined, locale: string, parts: PortalDateParts, timeZone?: string): string {
  const time = new Date(instant)
  if (Number.isNaN(time.getTime())) return String(instant)
  if (settings) {
    const draft = accountDraft(settings)
    return formatInAccount(time, { ...draft, timezone: timeZone ?? draft.timezone }, parts)
  }
  try {
    return localeFormat(locale, parts, timeZone).format(time)
  } catch {
    return localeFormat(locale, parts, undefined).format(time)
  }
}
