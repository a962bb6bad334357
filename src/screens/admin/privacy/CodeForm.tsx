import { useRef, useState } from 'react'
import { normaliseOneTimeCode, useDialogSubmit } from '../../../hooks'
import { Banner, DialogFormActions, Form, TextField } from '../../../primitives'
import { focusSubmitter } from '../../shared/submitFocus'
import { useFocusOn } from '../../shared/useStepFocus'
import { privacyErrorText } from './privacyErrors'
import { usePrivacyMessages } from './privacyMessages'

export interface CodeFormProps {
  label: string
  /** Sends the six digits; rejects with the server's error, shown above the buttons with the code kept. */
  onCode: (code: string) => Promise<void>
  onCancel: () => void
  submitLabel?: string
  pendingLabel?: string
}

/** A one-time code: six digits checked here first (the error tied to the field), sent once however often it is pressed. */
export function CodeForm({ label, onCode, onCancel, submitLabel, pendingLabel }: CodeFormProps) {
  const text = usePrivacyMessages()
  const sending = useDialogSubmit()
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  const fieldRef = useRef<HTMLInputElement>(null)
  // A refused code puts the cursor back in the field, with the code kept to correct.
  useFocusOn(sending.error, fieldRef)
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        const code = normaliseOneTimeCode(value)
        setInvalid(code === null)
        if (!code) return fieldRef.current?.focus()
        focusSubmitter(event)
        void sending.submit(() => onCode(code))
      }}
    >
      <TextField
        label={label}
        value={value}
        onChange={(next) => {
          setValue(next)
          setInvalid(false)
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        inputRef={fieldRef}
        isDisabled={sending.isPending}
        errorMessage={invalid ? text.codeInvalid : undefined}
      />
      {sending.error !== null && <Banner tone="error">{privacyErrorText(sending.error, text)}</Banner>}
      <DialogFormActions cancelLabel={text.cancel} onCancel={onCancel} submitLabel={submitLabel ?? text.verify} pendingLabel={pendingLabel ?? text.verifying} isPending={sending.isPending} />
    </Form>
  )
}
