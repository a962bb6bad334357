import type { ReactNode, Ref } from 'react'
import type { FlowError, Mfa } from '../../hooks'
import { errorText } from '../shared/errorText'
import type { MessagesWithMfa } from '../i18n/useMfaMessages'

/** What every MFA step gets from MfaSteps. */
export interface MfaStepProps {
  mfa: Mfa
  headingRef: Ref<HTMLHeadingElement>
  /** The account's email, for "the code for {email}". */
  email?: string
  /** Back, start again, and "use a recovery code" where they apply. */
  footer: ReactNode
}

/** The words for an MFA error: the server's for HTTP failures, else the MFA catalogue's, else the shared one. */
export function mfaErrorText(error: FlowError, messages: MessagesWithMfa, invalidCode?: string): string {
  if (error.code === 'http') return error.message
  if (error.code === 'invalidCode' && invalidCode) return invalidCode
  return (messages.mfa.errors as Record<string, string | undefined>)[error.code] ?? errorText(error, messages)
}
