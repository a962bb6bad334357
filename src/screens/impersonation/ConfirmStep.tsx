import { useRef, useState, type Ref } from 'react'
import type { Impersonation, ImpersonationState } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm, NativeTextField, Spinner } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import { focusSubmitter } from '../shared/submitFocus'
import { useFocusOn } from '../shared/useStepFocus'
import * as styles from './ConfirmStep.css'

export interface ConfirmStepProps {
  flow: Impersonation
  state: Extract<ImpersonationState, { step: 'confirming' }>
  userId: string
  headingRef: Ref<HTMLHeadingElement>
  autoFocus?: boolean
}

/**
 * confirming: who will be acted as (their name and email once looked up, the id always) and the
 * reason, required; nothing is sent until "Start impersonating" is pressed.
 */
export function ConfirmStep({ flow, state, userId, headingRef, autoFocus }: ConfirmStepProps) {
  const messages = useMessages()
  const text = useAccountMessages().impersonation.confirming
  const [reason, setReason] = useState(state.reason)
  const reasonRef = useRef<HTMLInputElement>(null)
  const onReason = flow.error?.field === 'reason' ? flow.error : null
  // A refused reason takes the focus back, where its message is announced.
  useFocusOn(onReason, reasonRef)
  // On the first step the reason takes the focus once the page has settled, after the portal's move
  // of focus to the new page (an input's own autofocus, at commit, would lose it to the heading).
  useFocusOn(autoFocus, reasonRef)
  const { user } = state
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description}>
      <dl className={styles.who}>
        {user.status !== 'unknown' && (
          <div className={styles.entry}>
            <dt className={styles.term}>{text.user}</dt>
            <dd className={styles.detail}>
              {user.status === 'loading' ? (
                <span className={styles.loading}>
                  <Spinner size="sm" label={text.loadingUser} />
                  {/* Seen beside the spinner, which already names it to assistive technology. */}
                  <span aria-hidden="true">{text.loadingUser}</span>
                </span>
              ) : (
                <>
                  <span className={styles.name}>{user.name ?? user.email}</span>
                  {user.name && <span className={styles.email}>{user.email}</span>}
                </>
              )}
            </dd>
          </div>
        )}
        <div className={styles.entry}>
          <dt className={styles.term}>{text.userId}</dt>
          <dd className={styles.detail}>{userId}</dd>
        </div>
      </dl>
      {user.status === 'unknown' && <Banner tone="warning">{text.userNotLoaded}</Banner>}
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          flow.confirm(reason)
        }}
      >
        <NativeTextField
          label={text.reasonLabel}
          description={text.reasonDescription}
          name="reason"
          value={reason}
          onChange={setReason}
          inputRef={reasonRef}
          isRequired
          errorMessage={onReason ? (onReason.code === 'reasonRequired' ? text.reasonRequired : errorText(onReason, messages)) : undefined}
        />
        <div className={styles.actions}>
          <NativeButton type="submit" fullWidth isPending={flow.isPending} pendingLabel={text.pending}>
            {text.confirm}
          </NativeButton>
          <NativeButton variant="text" fullWidth onPress={flow.cancel}>
            {text.cancel}
          </NativeButton>
        </div>
      </NativeForm>
    </Card>
  )
}
