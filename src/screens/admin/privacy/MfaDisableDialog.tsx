import { useState } from 'react'
import { useDialogSubmit, useMfaActions, type MfaKind } from '../../../hooks'
import { useMountRequest } from '../../../hooks/shared/useMountRequest'
import type { OneTimeCodeSent } from '../../../api'
import { Banner, Button, Dialog, DialogActions, Spinner } from '../../../primitives'
import { format } from '../../i18n/messages'
import { CodeForm } from './CodeForm'
import { privacyErrorText } from './privacyErrors'
import { usePrivacyMessages } from './privacyMessages'
import * as styles from './PrivacySection.css'

export interface DisableDialogProps {
  method: Exclude<MfaKind, 'email'>
  deviceId: string
  /** The masked phone number of an SMS device. */
  detail: string | null
  onClose: () => void
  onDone: (notice: string) => void
}

/** Removes a second factor after its verify step: an app code, a texted code, or the device's signature. */
export function DisableDialog({ method, deviceId, detail, onClose, onDone }: DisableDialogProps) {
  const text = usePrivacyMessages()
  const actions = useMfaActions()
  const name = text.mfa.kinds[method]
  const removed = () => onDone(format(text.disable.removed, { method: name }))
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={format(text.disable.title, { method: name })}>
      {method === 'authenticatorApp' && (
        <div className={styles.stack}>
          <p className={styles.note}>{text.disable.appDescription}</p>
          <CodeForm
            label={text.disable.codeLabel}
            submitLabel={text.disable.confirm}
            pendingLabel={text.disable.pending}
            onCancel={onClose}
            onCode={async (token) => {
              await actions.disableAuthenticatorApp({ deviceId, token })
              removed()
            }}
          />
        </div>
      )}
      {method === 'sms' && <DisableSms deviceId={deviceId} detail={detail} onClose={onClose} onRemoved={removed} />}
      {method === 'webauthn' && <DisableWebAuthn deviceId={deviceId} onClose={onClose} onRemoved={removed} />}
    </Dialog>
  )
}

type StepProps = { deviceId: string; onClose: () => void; onRemoved: () => void }

/** A code texted to the phone when the dialog opens (once, StrictMode too), then typed back. */
function DisableSms({ deviceId, detail, onClose, onRemoved }: StepProps & { detail: string | null }) {
  const text = usePrivacyMessages()
  const actions = useMfaActions()
  const [sent, setSent] = useState<OneTimeCodeSent | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  useMountRequest(
    () => actions.startDisableSms(deviceId),
    (outcome) => (outcome.ok ? setSent(outcome.value) : setFailure(outcome.error)),
  )
  if (failure !== null)
    return (
      <>
        <Banner tone="error">{privacyErrorText(failure, text)}</Banner>
        <DialogActions>
          <Button onPress={onClose}>{text.close}</Button>
        </DialogActions>
      </>
    )
  if (!sent) return <Spinner label={text.disable.smsSending} />
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{format(text.disable.smsDescription, { phone: sent.phoneNumber ?? detail ?? '' })}</p>
      <CodeForm
        label={text.disable.codeLabel}
        submitLabel={text.disable.confirm}
        pendingLabel={text.disable.pending}
        onCancel={onClose}
        onCode={async (code) => {
          await actions.disableSms({ deviceId, otcToken: sent.otcToken, code })
          onRemoved()
        }}
      />
    </div>
  )
}

/** The device signs a challenge to prove the user holds it. */
function DisableWebAuthn({ deviceId, onClose, onRemoved }: StepProps) {
  const text = usePrivacyMessages()
  const actions = useMfaActions()
  const sending = useDialogSubmit()
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{text.disable.webauthnDescription}</p>
      {sending.error !== null && <Banner tone="error">{privacyErrorText(sending.error, text)}</Banner>}
      <DialogActions>
        <Button variant="text" onPress={onClose} isDisabled={sending.isPending}>
          {text.cancel}
        </Button>
        <Button
          variant="danger"
          isPending={sending.isPending}
          pendingLabel={text.disable.pending}
          onPress={() =>
            void sending.submit(async () => {
              await actions.disableWebAuthn(deviceId)
              onRemoved()
            })
          }
        >
          {text.disable.confirm}
        </Button>
      </DialogActions>
    </div>
  )
}
