import type { ReactNode, Ref } from 'react'
import type { FlowError } from '../../hooks'
import { Banner, Card } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { errorText } from './errorText'
import * as styles from '../login/LoginScreen.css'

export interface SsoFailedCardProps {
  error: FlowError
  headingRef?: Ref<HTMLHeadingElement>
  /** Says the page moves on shortly (spec/auth.md §4 SSO failure: to the authenticated URL after 1000 ms). */
  isLeaving: boolean
  footer?: ReactNode
}

/** loginWithSSOFailed, on the login route and the callback routes alike: why, and that the page moves on. */
export function SsoFailedCard({ error, headingRef, isLeaving, footer }: SsoFailedCardProps) {
  const messages = useMessages()
  const text = messages.callback.failed
  return (
    <Card heading={text.title} headingRef={headingRef} footer={footer}>
      <Banner tone="error">{errorText(error, messages)}</Banner>
      {isLeaving && <p className={styles.identity}>{text.leaving}</p>}
    </Card>
  )
}
