import { useRef, useState, type ReactNode } from 'react'
import { phoneEnding, rememberDeviceDays, type Mfa } from '../../hooks'
import { Banner, Card, NativeButton, Checkbox, NativeForm, Spinner } from '../../primitives'
import { format } from '../i18n/messages'
import { useLocale } from '../i18n/useMessages'
import { pluralize } from '../i18n/intl'
import { useFocusOn } from '../shared/useStepFocus'
import { mfaErrorText, type MfaStepProps } from './stepProps'
import * as styles from './MfaSteps.css'
import { OneTimeCodeField } from '../shared/fields'
import { useMessagesWithMfa } from '../i18n/useMfaMessages'

interface CodeFormProps {
  mfa: Mfa
  label: string
  submitLabel: string
  /** The words for a code that is not six digits, in this step's terms. */
  invalidCodeText: string
  /** Offers remembering the device (proving a factor, where the policy allows it). */
  offerRememberDevice: boolean
  /** Shown between the field and the submit button's row. */
  after?: ReactNode
}

/** The 6-digit code field every code step shares: what was typed stays after a refusal. */
function CodeForm({ mfa, label, submitLabel, invalidCodeText, offerRememberDevice, after }: CodeFormProps) {
  const messages = useMessagesWithMfa()
  const locale = useLocale()
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const { error } = mfa
  useFocusOn(error?.field === 'code' ? error : null, codeRef)
  const policy = mfa.rememberDevice
  return (
    <NativeForm
      onSubmit={(event) => {
        event.preventDefault()
        void mfa.submitCode(code, { rememberDevice: remember })
      }}
    >
      {error && error.field !== 'code' && <Banner tone="error">{mfaErrorText(error, messages)}</Banner>}
      <OneTimeCodeField
        label={label}
        value={code}
        onChange={setCode}
        inputRef={codeRef}
        errorMessage={error?.field === 'code' ? mfaErrorText(error, messages, invalidCodeText) : undefined}
      />
      {offerRememberDevice && policy?.isAllowedToRemember && (
        <Checkbox isSelected={remember} onChange={setRemember}>
          {pluralize(messages.mfa.rememberDevice, rememberDeviceDays(policy.mfaDeviceExpiration), locale, 'days')}
        </Checkbox>
      )}
      <NativeButton type="submit" fullWidth isPending={mfa.pending === 'verify'} pendingLabel={messages.mfa.pending}>
        {submitLabel}
      </NativeButton>
      {after}
    </NativeForm>
  )
}

/** authenticatorApp: the app's code; enrolling, the QR code (and key) to add the account to the app first. */
export function AuthenticatorAppStep({ mfa, headingRef, email, footer }: MfaStepProps) {
  const messages = useMessagesWithMfa()
  const { state } = mfa
  if (state.step !== 'authenticatorApp') return null
  const invalid = messages.mfa.errors.invalidAppCode
  if (state.mode === 'verify') {
    const text = messages.mfa.authenticatorApp
    return (
      <Card heading={text.title} headingRef={headingRef} description={email ? format(text.description, { email }) : text.descriptionNoEmail} footer={footer}>
        <CodeForm mfa={mfa} label={text.codeLabel} submitLabel={text.submit} invalidCodeText={invalid} offerRememberDevice />
      </Card>
    )
  }
  const text = messages.mfa.authenticatorAppEnrol
  const { enrolment } = state
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={footer}>
      {enrolment ? (
        <>
          <img className={styles.qr} src={enrolment.qrCode} alt={text.qrAlt} width={180} height={180} />
          {enrolment.secret && (
            <div className={styles.stack}>
              <p className={styles.note}>{text.secretLabel}</p>
              <code className={styles.secret}>{enrolment.secret}</code>
            </div>
          )}
          <CodeForm mfa={mfa} label={text.codeLabel} submitLabel={text.submit} invalidCodeText={invalid} offerRememberDevice={false} />
        </>
      ) : mfa.error ? (
        <>
          <Banner tone="error">{mfaErrorText(mfa.error, messages)}</Banner>
          <NativeButton variant="secondary" fullWidth onPress={() => void mfa.resendCode()}>
            {text.retry}
          </NativeButton>
        </>
      ) : (
        <div className={styles.centered}>
          <Spinner label={text.loading} />
        </div>
      )}
    </Card>
  )
}

/** The resend button and its "sent again" notice, shared by the SMS and email steps. */
function Resend({ mfa, label }: { mfa: Mfa; label: string }) {
  const messages = useMessagesWithMfa()
  return (
    <NativeButton variant="text" className={styles.secondaryAction} onPress={() => void mfa.resendCode()} isPending={mfa.pending === 'send'} pendingLabel={messages.mfa.sending}>
      {label}
    </NativeButton>
  )
}

/** A texted or emailed code's card: says a new one was sent, takes the code, offers another. */
function SentCodeCard({
  mfa,
  headingRef,
  footer,
  text,
  description,
  sent,
  mode,
}: Pick<MfaStepProps, 'mfa' | 'headingRef' | 'footer'> & {
  text: { title: string; resent: string; codeLabel: string; submit: string; resend: string }
  description: string
  sent: number
  mode: string
}) {
  const messages = useMessagesWithMfa()
  return (
    <Card heading={text.title} headingRef={headingRef} description={description} footer={footer}>
      {sent > 1 && !mfa.error && mfa.pending !== 'send' && <Banner tone="success">{text.resent}</Banner>}
      <CodeForm
        mfa={mfa}
        label={text.codeLabel}
        submitLabel={text.submit}
        invalidCodeText={messages.mfa.errors.invalidCode}
        offerRememberDevice={mode === 'verify'}
        after={<Resend mfa={mfa} label={text.resend} />}
      />
    </Card>
  )
}

/** smsVerifyCode: the code texted to an enrolled phone, or to the number being enrolled. */
export function SmsVerifyCodeStep({ mfa, headingRef, footer }: MfaStepProps) {
  const messages = useMessagesWithMfa()
  const text = messages.mfa.smsVerifyCode
  const { state } = mfa
  if (state.step !== 'smsVerifyCode') return null
  const digits = phoneEnding(state.phoneNumber)
  const description = state.otcToken === null && mfa.pending === 'send' ? text.sendingDescription : digits ? format(text.description, { digits }) : text.descriptionUnknown
  return <SentCodeCard mfa={mfa} headingRef={headingRef} footer={footer} text={text} description={description} sent={state.sent} mode={state.mode} />
}

/** emailVerifyCode: the code emailed to the account's address. */
export function EmailVerifyCodeStep({ mfa, headingRef, email, footer }: MfaStepProps) {
  const messages = useMessagesWithMfa()
  const text = messages.mfa.emailVerifyCode
  const { state } = mfa
  if (state.step !== 'emailVerifyCode') return null
  const address = state.email ?? email
  const description = state.otcToken === null && mfa.pending === 'send' ? text.sendingDescription : address ? format(text.description, { email: address }) : text.descriptionUnknown
  return <SentCodeCard mfa={mfa} headingRef={headingRef} footer={footer} text={text} description={description} sent={state.sent} mode={state.mode} />
}
