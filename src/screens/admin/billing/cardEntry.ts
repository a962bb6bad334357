/**
 * The stand-in card form's checks, as Stripe's card fields make them in the browser before any call:
 * the number's length for its brand and its Luhn digit, an expiry in MM/YY that has not passed, a
 * security code of the brand's length. Each message is Stripe's own.
 */
export const CARD_ENTRY_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const

export interface CardEntry {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
}

export type CardEntryField = keyof CardEntry

export interface CheckedCard {
  readonly number: string
  readonly expMonth: number
  readonly expYear: number
  readonly cvc: string
}

export type CardEntryCheck = { readonly complete: true; readonly card: CheckedCard } | { readonly complete: false; readonly problems: Readonly<Partial<Record<CardEntryField, string>>>; readonly first: CardEntryField }

const digitsOf = (value: string) => value.replace(/\D/g, '')
const isAmex = (number: string) => /^3[47]/.test(number)
const numberLength = (number: string) => (isAmex(number) ? 15 : /^3(0[0-5]|[689])/.test(number) ? 14 : 16)

/** Whether the digits pass the Luhn check. */
export function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/** "08/28", "0828", "8 / 2028" → month and four-digit year; null while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\-. ]?\s*(\d{2}|\d{4})\s*$/.exec(value)
  const compact = /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(value)
  const found = compact ?? match
  if (!found) return null
  const year = found[2]!.length === 2 ? 2000 + Number(found[2]) : Number(found[2])
  return { month: Number(found[1]), year }
}

function numberProblem(number: string): string | null {
  if (number.length < numberLength(number)) return CARD_ENTRY_MESSAGES.numberIncomplete
  return number.length > 19 || !luhn(number) ? CARD_ENTRY_MESSAGES.numberInvalid : null
}

function expiryProblem(expiry: string, now: Date): string | null {
  const parsed = parseExpiry(expiry)
  if (!parsed) return CARD_ENTRY_MESSAGES.expiryIncomplete
  if (parsed.month < 1 || parsed.month > 12) return CARD_ENTRY_MESSAGES.expiryInvalid
  if (parsed.year < now.getFullYear()) return CARD_ENTRY_MESSAGES.expiryYearPast
  if (parsed.year === now.getFullYear() && parsed.month < now.getMonth() + 1) return CARD_ENTRY_MESSAGES.expiryPast
  return null
}

/** The card as typed, checked: complete with its parts, or each field's problem and the first field that has one. */
export function checkCardEntry(entry: CardEntry, now: Date): CardEntryCheck {
  const number = digitsOf(entry.number)
  const cvc = digitsOf(entry.cvc)
  const problems: Partial<Record<CardEntryField, string>> = {}
  const numberIssue = numberProblem(number)
  if (numberIssue) problems.number = numberIssue
  const expiryIssue = expiryProblem(entry.expiry, now)
  if (expiryIssue) problems.expiry = expiryIssue
  if (cvc.length < (isAmex(number) ? 4 : 3)) problems.cvc = CARD_ENTRY_MESSAGES.cvcIncomplete
  const first = (['number', 'expiry', 'cvc'] as const).find((field) => problems[field])
  if (first) return { complete: false, problems, first }
  const expiry = parseExpiry(entry.expiry)!
  return { complete: true, card: { number, expMonth: expiry.month, expYear: expiry.year, cvc } }
}
