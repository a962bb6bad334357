import { useRef, useState } from 'react'
import { parsePhoneNumber, useDialogSubmit, useMfaActions, type MfaKind } from '../../../hooks'
import { useMountRequest } from '../../../hooks/shared/useMountRequest'
import type { AuthenticatorEnrolment, WebAuthnDeviceType } from '../../../api'
import { Banner, Button, Dialog, DialogActions, DialogFormActions, Form, Spinner, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { CodeForm } from './CodeForm'
import { focusSubmitter } from '../../shared/submitFocus'
import { useFocusOn } from '../../shared/useStepFocus'
import { privacyErrorText } from './privacyErrors'
import { usePrivacyMessages } from './privacyMessages'
import { RecoveryCode } from './RecoveryCode'
import * as styles from './PrivacySection.css'

export interface EnrolDialogProps {
  onClose: () => void
  onDone: (notice: string) => void
}

/** Sets up one kind of second factor; every kind ends on its recovery code. */
export function EnrolDialog({ method, onClose, onDone }: EnrolDialogProps & { method: Exclude<MfaKind, 'email'> }) {
  const text = usePrivacyMessages()
  const [recoveryCode, setRecoveryCode] = useState<string | null>(null)
  // While a step is on its way the dialog stays (a half-made enrolment is not left behind unseen).
  const [busy, setBusy] = useState(false)
  const finish = () => onDone(format(text.enrolled, { method: text.mfa.kinds[method] }))
  const enrolled = (code: string | undefined) => (code ? setRecoveryCode(code) : finish())
  const title = recoveryCode ? text.recovery.title : method === 'authenticatorApp' ? text.enrolApp.title : method === 'sms' ? text.enrolSms.title : text.enrolWebAuthn.title
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && !busy && (recoveryCode ? finish() : onClose())} title={title} isDismissable={!busy && !recoveryCode}>
      {recoveryCode ? (
        <RecoveryCode code={recoveryCode} onDone={finish} />
      ) : method === 'authenticatorApp' ? (
        <EnrolApp onClose={onClose} onEnrolled={enrolled} />
      ) : method === 'sms' ? (
        <EnrolSms onClose={onClose} onEnrolled={enrolled} />
      ) : (
        <EnrolWebAuthn onClose={onClose} onEnrolled={enrolled} onBusy={setBusy} />
      )}
    </Dialog>
  )
}

type StepProps = { onClose: () => void; onEnrolled: (recoveryCode: string | undefined) => void }

/** The QR code (asked for once, StrictMode too), then the app's first code. */
function EnrolApp({ onClose, onEnrolled }: StepProps) {
  const text = usePrivacyMessages()
  const actions = useMfaActions()
  const [attempt, setAttempt] = useState(0)
  return <EnrolAppAttempt key={attempt} actions={actions} text={text} onClose={onClose} onEnrolled={onEnrolled} onRetry={() => setAttempt(attempt + 1)} />
}

function EnrolAppAttempt({ actions, text, onClose, onEnrolled, onRetry }: StepProps & { actions: ReturnType<typeof useMfaActions>; text: ReturnType<typeof usePrivacyMessages>; onRetry: () => void }) {
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  useMountRequest(actions.startAuthenticatorApp, (outcome) => (outcome.ok ? setEnrolment(outcome.value) : setFailure(outcome.error)))
  if (failure !== null)
    return (
      <>
        <Banner tone="error">{`${text.enrolApp.loadFailed} ${privacyErrorText(failure, text)}`}</Banner>
        <DialogActions>
          <Button variant="text" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button onPress={onRetry}>{text.retry}</Button>
        </DialogActions>
      </>
    )
  if (!enrolment) return <Spinner label={text.loading} />
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{text.enrolApp.scan}</p>
      <img className={styles.qr} src={enrolment.qrCode} alt={text.enrolApp.qrAlt} width={180} height={180} />
      {enrolment.secret && (
        <div className={styles.stack}>
          <p className={styles.note}>{text.enrolApp.secretLabel}</p>
          <code className={styles.code}>{enrolment.secret}</code>
        </div>
      )}
      <CodeForm label={text.enrolApp.codeLabel} onCancel={onClose} onCode={async (token) => onEnrolled((await actions.verifyAuthenticatorApp(token)).recoveryCode)} />
    </div>
  )
}

/** The phone number (checked with libphonenumber-js, sent in E.164), then the texted code. */
function EnrolSms({ onClose, onEnrolled }: StepProps) {
  const text = usePrivacyMessages()
  const actions = useMfaActions()
  const sending = useDialogSubmit()
  const [phone, setPhone] = useState('')
  const [phoneError, setPhoneError] = useState<{ readonly message: string } | null>(null)
  const [sent, setSent] = useState<{ otcToken: string; phoneNumber: string } | null>(null)
  const phoneRef = useRef<HTMLInputElement>(null)
  // A number refused (here or by the server) puts the cursor back on it.
  useFocusOn(phoneError ?? sending.error, phoneRef)
  if (sent)
    return (
      <div className={styles.stack}>
        <p className={styles.note}>{format(text.enrolSms.sent, { phone: sent.phoneNumber })}</p>
        <CodeForm label={text.enrolSms.codeLabel} onCancel={onClose} onCode={async (code) => onEnrolled((await actions.verifySms({ otcToken: sent.otcToken, code })).recoveryCode)} />
      </div>
    )
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        focusSubmitter(event)
        void sending.submit(async () => {
          const parsed = await parsePhoneNumber(phone)
          if (!parsed.ok) return setPhoneError(parsed.error)
          const answer = await actions.startSms(parsed.phoneNumber)
          setSent({ otcToken: answer.otcToken, phoneNumber: answer.phoneNumber ?? parsed.phoneNumber })
        })
      }}
    >
      <TextField
        label={text.enrolSms.phoneLabel}
        description={text.enrolSms.phoneDescription}
        type="tel"
        autoComplete="tel"
        autoFocus
        inputRef={phoneRef}
        value={phone}
        onChange={(next) => {
          setPhone(next)
          setPhoneError(null)
        }}
        isDisabled={sending.isPending}
        errorMessage={phoneError?.message}
      />
      {sending.error !== null && <Banner tone="error">{privacyErrorText(sending.error, text)}</Banner>}
      <DialogFormActions cancelLabel={text.cancel} onCancel={onClose} submitLabel={text.enrolSms.send} pendingLabel={text.enrolSms.sending} isPending={sending.isPending} />
    </Form>
  )
}

/** A security key or this device, registered through the browser's ceremony. */
function EnrolWebAuthn({ onClose, onEnrolled, onBusy }: StepProps & { onBusy: (busy: boolean) => void }) {
  const text = usePrivacyMessages()
  const actions = useMfaActions()
  const sending = useDialogSubmit()
  const [chosen, setChosen] = useState<WebAuthnDeviceType | null>(null)
  const start = (deviceType: WebAuthnDeviceType) => {
    setChosen(deviceType)
    onBusy(true)
    void sending
      .submit(async () => onEnrolled((await actions.enrolWebAuthn(deviceType)).recoveryCode))
      .finally(() => onBusy(false))
  }
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{text.enrolWebAuthn.description}</p>
      {sending.error !== null && <Banner tone="error">{privacyErrorText(sending.error, text)}</Banner>}
      <div className={styles.row} role="group" aria-label={text.enrolWebAuthn.choiceLabel}>
        {(['CrossPlatform', 'Platform'] as const).map((deviceType) => (
          <Button key={deviceType} variant="secondary" onPress={() => start(deviceType)} isPending={sending.isPending && chosen === deviceType} isDisabled={sending.isPending && chosen !== deviceType} pendingLabel={text.enrolWebAuthn.starting}>
            {text.enrolWebAuthn[deviceType]}
          </Button>
        ))}
      </div>
      <DialogActions>
        <Button variant="text" onPress={onClose} isDisabled={sending.isPending}>
          {text.cancel}
        </Button>
      </DialogActions>
    </div>
  )
}
