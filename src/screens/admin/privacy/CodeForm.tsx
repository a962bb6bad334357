import { useState } from 'react'
import { normaliseOneTimeCode, useDialogSubmit } from '../../../hooks'
import { Banner, DialogFormActions, Form, TextField } from '../../../primitives'
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
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        const code = normaliseOneTimeCode(value)
        setInvalid(code === null)
        if (code) void sending.submit(() => onCode(code))
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
        isDisabled={sending.isPending}
        errorMessage={invalid ? text.codeInvalid : undefined}
      />
      {sending.error !== null && <Banner tone="error">{privacyErrorText(sending.error, text)}</Banner>}
      <DialogFormActions cancelLabel={text.cancel} onCancel={onCancel} submitLabel={submitLabel ?? text.verify} pendingLabel={pendingLabel ?? text.verifying} isPending={sending.isPending} />
    </Form>
  )
}
