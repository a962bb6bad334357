import { useRef, useState } from 'react'
import { Banner, Card, NativeButton, NativeForm } from '../../primitives'
import { useFocusOn } from '../shared/useStepFocus'
import { mfaErrorText, type MfaStepProps } from './stepProps'
import { PhoneNumberField } from '../shared/fields'
import { useMessagesWithMfa } from '../i18n/useMfaMessages'

/** smsSetPhoneNumber: the number to enrol for SMS codes, checked before anything is sent. */
export function SmsSetPhoneNumberStep({ mfa, headingRef, footer }: MfaStepProps) {
  const messages = useMessagesWithMfa()
  const text = messages.mfa.smsSetPhoneNumber
  const initial = mfa.state.step === 'smsSetPhoneNumber' ? mfa.state.phoneNumber : ''
  const [phoneNumber, setPhoneNumber] = useState(initial)
  const fieldRef = useRef<HTMLInputElement>(null)
  const { error } = mfa
  useFocusOn(error?.field === 'phoneNumber' ? error : null, fieldRef)
  if (mfa.state.step !== 'smsSetPhoneNumber') return null
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={footer}>
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void mfa.submitPhoneNumber(phoneNumber)
        }}
      >
        {error && error.field !== 'phoneNumber' && <Banner tone="error">{mfaErrorText(error, messages)}</Banner>}
        <PhoneNumberField
          label={text.phoneLabel}
          description={text.phoneDescription}
          value={phoneNumber}
          onChange={setPhoneNumber}
          inputRef={fieldRef}
          errorMessage={error?.field === 'phoneNumber' ? mfaErrorText(error, messages) : undefined}
        />
        <NativeButton type="submit" fullWidth isPending={mfa.pending === 'send'} pendingLabel={messages.mfa.sending}>
          {text.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}
