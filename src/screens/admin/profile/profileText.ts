import type { FlowError, PictureProblem, ProfileFieldProblem } from '../../../hooks'
import { MAX_PROFILE_PICTURE_BYTES } from '../../../hooks'
import { format } from '../../i18n/messages'
import type { ProfileMessages } from './profileMessages'

/** spec/admin.md §8: the server's words for a failure with a status code, the catalogue's otherwise. */
export function profileErrorText(error: FlowError, text: ProfileMessages): string {
  if (error.code === 'http') return error.message
  if (error.code === 'codeRequired') return text.code.required
  if (error.code === 'phoneNumberRequired' || error.code === 'invalidPhoneNumber') return text.details.phoneNumberInvalid
  return text.errors.default
}

/** A size in the user's words: '2 MB'. */
export function sizeText(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))
}

export function pictureProblemText(problem: PictureProblem | 'unreadable', text: ProfileMessages, locale: string): string {
  return format(text.picture.problems[problem], { size: sizeText(MAX_PROFILE_PICTURE_BYTES, locale) })
}

export function fieldProblemText(problem: ProfileFieldProblem, text: ProfileMessages): string {
  if (problem === 'nameRequired') return text.details.nameRequired
  if (problem === 'phoneNumberInvalid') return text.details.phoneNumberInvalid
  return format(text.details.tooLong, { count: '255' })
}
