/**
 * The pseudo-locale (en-XA), made from English: a module of its own, loaded only by a reader of it.
 */
import type { Translation } from './translation'

const ACCENTS = [...'àƀçđéƒĝĥîĵķľɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĽṀÑÖÞǪŔŠŢÛṼŴẊÝŽ']
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, ACCENTS[index] ?? letter]),
)
const FILLER = [...'ŀöŕéɱ îƥšûɱ đöľöŕ šîţ àɱéţ çöñšéçţéţûŕ àđîƥîšçîñĝ éľîţ']

/**
 * A message in the pseudo-locale: every letter accented, 40 % longer, in brackets, with its
 * `{placeholders}` as they are — so a layout that truncates, overflows or hard-codes a string shows it.
 */
export function pseudoLocalize(message: string): string {
  const accented = message
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('')
  const extra = Math.ceil(message.length * 0.4)
  const padding = extra > 1 ? ' ' + FILLER.join('').repeat(Math.ceil(extra / FILLER.length)).slice(0, extra - 1).trimEnd() : ''
  return `[${accented}${padding}]`
}

/** A whole catalogue in the pseudo-locale, plural forms and all. */
export function pseudoCatalogue<T extends object>(english: T): Translation<T> {
  const walk = (value: unknown): unknown =>
    typeof value === 'string' ? pseudoLocalize(value) : typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)])) : value
  return walk(english) as Translation<T>
}
