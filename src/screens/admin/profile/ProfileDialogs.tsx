import { useEffect, useRef, useState } from 'react'
import { useAddPhoneNumber, useRemovePhoneNumber, type CountryCode, type FlowError, type PhoneNumber, type PhoneNumberChange } from '../../../hooks'
import { Banner, Button, Dialog, DialogFormActions, Form } from '../../../primitives'
import { format } from '../../i18n/messages'
import { OneTimeCodeField, PhoneNumberField } from '../../shared/fields'
import { focusSubmitter } from '../../shared/submitFocus'
import { useFocusOn } from '../../shared/useStepFocus'
import type { ProfileMessages } from './profileMessages'
import { profileErrorText } from './profileText'
import { useProfileMessages } from './useProfileMessages'
import * as styles from './ProfileSection.css'

/** The dialog open over the profile: adding a number, or removing one. */
export type PhoneDialog = { readonly kind: 'add' } | { readonly kind: 'remove'; readonly phone: PhoneNumber }

export interface ProfileDialogsProps {
  dialog: PhoneDialog | null
  region: string | undefined
  phoneText: (e164: string) => string
  onClose: () => void
  /** The change went through, with what to tell the user. */
  onDone: (notice: string) => void
}

/** The profile's dialogs, in their own chunk, loaded when the section is idle or a dialog opens first. */
export default function ProfileDialogs({ dialog, region, phoneText, onClose, onDone }: ProfileDialogsProps) {
  if (dialog?.kind === 'add') return <AddPhoneNumberDialog region={region} phoneText={phoneText} onClose={onClose} onDone={onDone} />
  if (dialog?.kind === 'remove') return <RemovePhoneNumberDialog phone={dialog.phone} phoneText={phoneText} onClose={onClose} onDone={onDone} />
  return null
}

type DialogProps = Pick<ProfileDialogsProps, 'phoneText' | 'onClose' | 'onDone'>

/** Tells the section once the change is done. */
function useWhenDone(change: PhoneNumberChange, notice: (phoneNumber: string) => string, onDone: (notice: string) => void) {
  const { state } = change
  useEffect(() => {
    if (state.step === 'done') onDone(notice(state.phoneNumber))
  }, [state, notice, onDone])
}

function fieldText(error: FlowError | null, field: string, text: ProfileMessages): string | undefined {
  return error?.field === field ? profileErrorText(error, text) : undefined
}

function AddPhoneNumberDialog({ region, phoneText, onClose, onDone }: DialogProps & { region: string | undefined }) {
  const text = useProfileMessages()
  const change = useAddPhoneNumber({ defaultCountry: region as CountryCode | undefined })
  const [phoneNumber, setPhoneNumber] = useState('')
  const fieldRef = useRef<HTMLInputElement>(null)
  // The number field takes the focus when the dialog opens or comes back to it, and when it is refused.
  const [opened] = useState(() => ({}))
  useFocusOn(change.state.step === 'start' ? opened : null, fieldRef)
  useFocusOn(change.error?.field === 'phoneNumber' ? change.error : null, fieldRef)
  useWhenDone(change, (added) => format(text.phoneNumbers.addedNotice, { number: phoneText(added) }), onDone)
  const close = (open: boolean) => !open && onClose()
  return (
    <Dialog isOpen onOpenChange={close} title={text.addDialog.title} description={change.state.step === 'start' ? text.addDialog.description : undefined} isDismissable={!change.isPending}>
      {change.state.step === 'code' ? (
        <CodeStep change={change} phoneText={phoneText} submitLabel={text.code.verify} onCancel={onClose} onChangeNumber={change.changeNumber} />
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault()
            focusSubmitter(event)
            void change.sendCode(phoneNumber)
          }}
        >
          <PhoneNumberField label={text.addDialog.phoneLabel} value={phoneNumber} onChange={setPhoneNumber} inputRef={fieldRef} errorMessage={fieldText(change.error, 'phoneNumber', text)} />
          {change.error && !change.error.field && <Banner tone="error">{profileErrorText(change.error, text)}</Banner>}
          <DialogFormActions cancelLabel={text.addDialog.cancel} onCancel={onClose} submitLabel={text.addDialog.send} pendingLabel={text.addDialog.sending} isPending={change.isPending} />
        </Form>
      )}
    </Dialog>
  )
}

function RemovePhoneNumberDialog({ phone, phoneText, onClose, onDone }: DialogProps & { phone: PhoneNumber }) {
  const text = useProfileMessages()
  const change = useRemovePhoneNumber(phone)
  const number = phoneText(phone.phoneNumber)
  useWhenDone(change, () => format(text.phoneNumbers.removedNotice, { number }), onDone)
  const close = (open: boolean) => !open && onClose()
  return (
    <Dialog isOpen onOpenChange={close} role="alertdialog" title={format(text.removeDialog.title, { number })} description={change.state.step === 'start' ? format(text.removeDialog.description, { number }) : undefined} isDismissable={!change.isPending}>
      {change.state.step === 'code' ? (
        <CodeStep change={change} phoneText={phoneText} submitLabel={text.code.remove} onCancel={onClose} />
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault()
            focusSubmitter(event)
            void change.sendCode()
          }}
        >
          {change.error && <Banner tone="error">{profileErrorText(change.error, text)}</Banner>}
          <DialogFormActions cancelLabel={text.removeDialog.cancel} onCancel={onClose} submitLabel={text.removeDialog.send} pendingLabel={text.removeDialog.sending} isPending={change.isPending} />
        </Form>
      )}
    </Dialog>
  )
}

/** The texted code: typed, sent again, or (adding) another number instead. */
function CodeStep({ change, phoneText, submitLabel, onCancel, onChangeNumber }: { change: PhoneNumberChange; phoneText: (e164: string) => string; submitLabel: string; onCancel: () => void; onChangeNumber?: () => void }) {
  const text = useProfileMessages()
  const [code, setCode] = useState('')
  const [resent, setResent] = useState(0)
  const fieldRef = useRef<HTMLInputElement>(null)
  const { state, error } = change
  const otcToken = state.step === 'code' ? state.otcToken : null
  // A new code (first or again) and a refused one put the cursor in the field.
  useFocusOn(otcToken, fieldRef)
  useFocusOn(error?.field === 'code' ? error : null, fieldRef)
  if (state.step !== 'code') return null
  const number = phoneText(state.phoneNumber)
  const resend = async () => {
    await change.resendCode()
    setCode('')
    setResent((count) => count + 1)
  }
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        focusSubmitter(event)
        void change.submitCode(code)
      }}
    >
      <p className={styles.muted}>{format(text.code.sentTo, { number })}</p>
      <OneTimeCodeField label={text.code.label} value={code} onChange={setCode} inputRef={fieldRef} errorMessage={fieldText(error, 'code', text)} />
      <div aria-live="polite" className={styles.announcer}>
        {error && error.field !== 'code' && <Banner tone="error">{profileErrorText(error, text)}</Banner>}
        {resent > 0 && !error && <Banner tone="info">{format(text.code.resent, { number })}</Banner>}
      </div>
      <div className={styles.pictureActions}>
        <Button variant="text" onPress={() => void resend()} isDisabled={change.isPending}>
          {text.code.resend}
        </Button>
        {onChangeNumber && (
          <Button variant="text" onPress={onChangeNumber} isDisabled={change.isPending}>
            {text.code.changeNumber}
          </Button>
        )}
      </div>
      <DialogFormActions cancelLabel={text.addDialog.cancel} onCancel={onCancel} submitLabel={submitLabel} pendingLabel={text.code.verifying} isPending={change.isPending} />
    </Form>
  )
}
