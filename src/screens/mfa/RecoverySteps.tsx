import { useRef, useState } from 'react'
import { Banner, Card, NativeButton, NativeForm, NativeTextField } from '../../primitives'
import { useFocusOn } from '../shared/useStepFocus'
import { mfaErrorText, type MfaStepProps } from './stepProps'
import * as styles from './MfaSteps.css'
import { useMessagesWithMfa, useMfaMessages } from '../i18n/useMfaMessages'

/** recoveryCode (login step recoverTwoFactor): a saved recovery code stands in for the lost factor. */
export function RecoveryCodeStep({ mfa, headingRef, footer }: MfaStepProps) {
  const messages = useMessagesWithMfa()
  const text = messages.mfa.recoveryCode
  const [code, setCode] = useState('')
  const fieldRef = useRef<HTMLInputElement>(null)
  const { error } = mfa
  useFocusOn(error?.field === 'recoveryCode' ? error : null, fieldRef)
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={footer}>
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void mfa.submitRecoveryCode(code)
        }}
      >
        {error && error.field !== 'recoveryCode' && <Banner tone="error">{mfaErrorText(error, messages)}</Banner>}
        <NativeTextField
          label={text.codeLabel}
          name="recoveryCode"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={setCode}
          inputRef={fieldRef}
          errorMessage={error?.field === 'recoveryCode' ? mfaErrorText(error, messages) : undefined}
        />
        <NativeButton type="submit" fullWidth isPending={mfa.pending === 'verify'} pendingLabel={messages.mfa.pending}>
          {text.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}

/** saveRecoveryCode: after enrolling, the recovery code is shown once; the user confirms they kept it. */
export function SaveRecoveryCodeStep({ mfa, headingRef }: MfaStepProps) {
  const text = useMfaMessages().saveRecoveryCode
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  if (mfa.state.step !== 'saveRecoveryCode') return null
  const { recoveryCode } = mfa.state
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description}>
      <div className={styles.stack}>
        <p className={styles.note}>{text.codeLabel}</p>
        <code className={styles.recoveryCode}>{recoveryCode}</code>
      </div>
      {copied && <Banner tone={copied === 'yes' ? 'success' : 'warning'}>{copied === 'yes' ? text.copied : text.copyFailed}</Banner>}
      <NativeButton
        variant="secondary"
        fullWidth
        onPress={() => {
          // No clipboard (an insecure page) fails like a refused write.
          const written = navigator.clipboard ? navigator.clipboard.writeText(recoveryCode) : Promise.reject(new Error('No clipboard'))
          written.then(
            () => setCopied('yes'),
            () => setCopied('failed'),
          )
        }}
      >
        {text.copy}
      </NativeButton>
      <NativeButton fullWidth onPress={mfa.confirmRecoveryCodeSaved}>
        {text.confirm}
      </NativeButton>
    </Card>
  )
}
