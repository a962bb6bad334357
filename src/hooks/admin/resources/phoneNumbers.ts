/**
 * The phone-number section's decisions (spec/admin.md §3 Phone number, §7 phone numbers), without
 * React: the steps of adding or removing a number with a texted code, and how a number is shown.
 */

/** Where adding or removing a number is: asking for it, proving the code texted to it, or done. */
export type PhoneCodeState =
  /** Adding: the number to text; removing: the confirmation. */
  | { readonly step: 'start' }
  /** A code was texted to `phoneNumber`; `otcToken` is what it is proven against (spec/admin.md §3: held in state). */
  | { readonly step: 'code'; readonly phoneNumber: string; readonly otcToken: string }
  /** The code was right: the number is added or removed. */
  | { readonly step: 'done'; readonly phoneNumber: string }

export type PhoneCodeEvent =
  /** The API texted a code (first time or again) and answered its otcToken. */
  | { readonly type: 'CODE.SENT'; readonly phoneNumber: string; readonly otcToken: string }
  /** The API accepted the code. */
  | { readonly type: 'CODE.PROVEN' }
  /** The user goes back to type another number. */
  | { readonly type: 'NUMBER.CHANGED' }

export const INITIAL_PHONE_CODE_STATE: PhoneCodeState = { step: 'start' }

/** Steps of a texted-code change; an event that makes no sense where the change is leaves it as it is. */
export function phoneCodeReducer(state: PhoneCodeState, event: PhoneCodeEvent): PhoneCodeState {
  switch (event.type) {
    case 'CODE.SENT':
      return state.step === 'done' ? state : { step: 'code', phoneNumber: event.phoneNumber, otcToken: event.otcToken }
    case 'CODE.PROVEN':
      return state.step === 'code' ? { step: 'done', phoneNumber: state.phoneNumber } : state
    case 'NUMBER.CHANGED':
      return state.step === 'code' ? INITIAL_PHONE_CODE_STATE : state
  }
}

/** What a phone library's parse gives: enough to write a number the way its reader does. */
export interface ParsedPhone {
  readonly country?: string
  formatNational(): string
  formatInternational(): string
}

/** The region of a locale ('en-GB' → 'GB', 'fr' → 'FR'), or undefined when it has none. */
export function regionOf(locale: string | undefined): string | undefined {
  if (!locale) return undefined
  try {
    return new Intl.Locale(locale).maximize().region
  } catch {
    return undefined
  }
}

/**
 * A number written the way the user writes numbers: a number of their own region in its national
 * form ('(202) 555-0143' in the US), any other in international form ('+44 20 7946 0958'). Before
 * the phone library is in, or for text it cannot read, the number as stored.
 */
export function phoneNumberText(e164: string, region: string | undefined, parse: ((text: string) => ParsedPhone | undefined) | null): string {
  const parsed = parse?.(e164)
  if (!parsed) return e164
  return parsed.country !== undefined && parsed.country === region ? parsed.formatNational() : parsed.formatInternational()
}
