import type { PasswordConfig } from '../../api/passwords'

/**
 * spec/auth.md §5: the password rules of the server's configuration as a checklist. The
 * configuration is the OWASP strength test's: a missing setting takes that test's default, as the
 * server's does. Pure functions, shared by every screen that sets a password (sign-up, activation,
 * reset, change).
 */

/** The OWASP strength test's defaults, which the server applies to settings it does not answer. */
export const DEFAULT_PASSWORD_POLICY = {
  minLength: 10,
  maxLength: 128,
  allowPassphrases: true,
  minPhraseLength: 20,
  minOptionalTestsToPass: 4,
} as const

/** The four character classes of the optional tests, in the order they are listed. */
export const CHARACTER_CLASSES = ['lowercase', 'uppercase', 'digit', 'symbol'] as const
export type CharacterClass = (typeof CHARACTER_CLASSES)[number]

const CLASS_PATTERNS: Record<CharacterClass, RegExp> = {
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  // Anything that is neither a letter nor a number: punctuation, symbols, spaces.
  symbol: /[^\p{L}\p{N}]/u,
}

/** Three or more of the same character in a row (the strength test's required "no repeats"). */
const REPEATED = /(.)\1{2,}/u

/**
 * Whether a rule is met by what was typed, not met yet, or checked by the server when the
 * password is submitted (the history: the browser never sees earlier passwords).
 */
export type RuleStatus = 'met' | 'unmet' | 'server'

export type PasswordRule =
  | { readonly id: 'minLength'; readonly status: RuleStatus; readonly count: number }
  | { readonly id: 'maxLength'; readonly status: RuleStatus; readonly count: number }
  | { readonly id: 'noRepeats'; readonly status: RuleStatus }
  /** `count` of the four classes; with passphrases allowed, a password of `phraseLength` or more needs none. */
  | {
      readonly id: 'characterClasses'
      readonly status: RuleStatus
      readonly count: number
      readonly classes: readonly { readonly id: CharacterClass; readonly present: boolean }[]
      readonly phraseLength: number | null
      /** The password is long enough to be a passphrase, so the classes are not needed. */
      readonly isPassphrase: boolean
    }
  | { readonly id: 'history'; readonly status: 'server'; readonly count: number }

export type PasswordRuleId = PasswordRule['id']

/** The policy with the strength test's defaults filled in. */
export interface PasswordPolicy {
  readonly minLength: number
  readonly maxLength: number
  readonly allowPassphrases: boolean
  readonly minPhraseLength: number
  readonly minOptionalTestsToPass: number
  /** How many earlier passwords cannot be used again; 0 when the history is off. */
  readonly historySize: number
}

export function passwordPolicy(config: PasswordConfig): PasswordPolicy {
  const history = config.passwordHistory
  return {
    minLength: config.minLength ?? DEFAULT_PASSWORD_POLICY.minLength,
    maxLength: config.maxLength ?? DEFAULT_PASSWORD_POLICY.maxLength,
    allowPassphrases: config.allowPassphrases ?? DEFAULT_PASSWORD_POLICY.allowPassphrases,
    minPhraseLength: config.minPhraseLength ?? DEFAULT_PASSWORD_POLICY.minPhraseLength,
    minOptionalTestsToPass: Math.min(config.minOptionalTestsToPass ?? DEFAULT_PASSWORD_POLICY.minOptionalTestsToPass, CHARACTER_CLASSES.length),
    historySize: history?.enabled ? history.historySize : 0,
  }
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export function passwordLength(password: string): number {
  return Array.from(password).length
}

export function characterClassesOf(password: string): ReadonlySet<CharacterClass> {
  return new Set(CHARACTER_CLASSES.filter((name) => CLASS_PATTERNS[name].test(password)))
}

const status = (met: boolean): RuleStatus => (met ? 'met' : 'unmet')

export interface PasswordChecklist {
  readonly rules: readonly PasswordRule[]
  /** Every rule the browser can check is met: the password may be sent (the server still has the last word). */
  readonly isAcceptable: boolean
}

/** The checklist for `password` under `config`, in the order it is shown. */
export function passwordChecklist(config: PasswordConfig, password: string): PasswordChecklist {
  const policy = passwordPolicy(config)
  const length = passwordLength(password)
  const rules: PasswordRule[] = [{ id: 'minLength', status: status(length >= policy.minLength), count: policy.minLength }]
  rules.push({ id: 'maxLength', status: status(length <= policy.maxLength), count: policy.maxLength })
  rules.push({ id: 'noRepeats', status: status(password !== '' && !REPEATED.test(password)) })
  if (policy.minOptionalTestsToPass > 0) {
    const present = characterClassesOf(password)
    const isPassphrase = policy.allowPassphrases && length >= policy.minPhraseLength
    rules.push({
      id: 'characterClasses',
      status: status(isPassphrase || present.size >= policy.minOptionalTestsToPass),
      count: policy.minOptionalTestsToPass,
      classes: CHARACTER_CLASSES.map((name) => ({ id: name, present: present.has(name) })),
      phraseLength: policy.allowPassphrases ? policy.minPhraseLength : null,
      isPassphrase,
    })
  }
  if (policy.historySize > 0) rules.push({ id: 'history', status: 'server', count: policy.historySize })
  return { rules, isAcceptable: rules.every((rule) => rule.status !== 'unmet') }
}

/** The rules whose status differs between two checklists (what to announce after a keystroke). */
export function changedRules(before: PasswordChecklist | null, after: PasswordChecklist): PasswordRule[] {
  if (!before) return []
  return after.rules.filter((rule) => {
    const previous = before.rules.find((candidate) => candidate.id === rule.id)
    return previous !== undefined && previous.status !== rule.status
  })
}

/** The English words of newPasswordError's codes (screens use their catalogue's). */
export const PASSWORD_RULES_NOT_MET = "The password doesn't meet the rules yet."

/**
 * Why a new password cannot be sent yet, or null: nothing typed, or a rule the browser can check
 * not met (without rules loaded, the server is left to judge). Its `field` is 'password'.
 */
export function newPasswordError(config: PasswordConfig | undefined, password: string): { code: 'passwordRequired' | 'passwordRules'; field: 'password' } | null {
  if (password === '') return { code: 'passwordRequired', field: 'password' }
  if (config && !passwordChecklist(config, password).isAcceptable) return { code: 'passwordRules', field: 'password' }
  return null
}
