import { useRef, useState, type Ref } from 'react'
import { useGatehouse, type FlowError, type ResetPhoneNumber } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm, NativeLink, NativeTextField } from '../../primitives'
import { format } from '../i18n/messages'
import { errorText } from '../shared/errorText'
import { OneTimeCodeField, PhoneNumberField } from '../shared/fields'
import { useFocusOn } from '../shared/useStepFocus'
import * as styles from '../login/LoginScreen.css'
import { useResetPhoneNumberMessages } from './resetPhoneNumberMessages'
import { useMessagesWithMfa, type MessagesWithMfa } from '../i18n/useMfaMessages'

export interface ResetPhoneNumberStepProps {
  flow: ResetPhoneNumber
  headingRef: Ref<HTMLHeadingElement>
  /** Only the first step shown may take focus into its field; later steps hand it to their heading. */
  autoFocus?: boolean
}

/** The words for an error: the server's for HTTP failures; the phone number's own codes from the MFA catalogue. */
function textOf(error: FlowError, messages: MessagesWithMfa): string {
  return errorText(error, messages, (messages.mfa.errors as Record<string, string | undefined>)[error.code])
}

/** The error of `field`, for the field; null when the error is the form's. */
function fieldText(error: FlowError | null, field: string, messages: MessagesWithMfa): string | undefined {
  return error?.field === field ? textOf(error, messages) : undefined
}

function FormError({ error, field }: { error: FlowError | null; field: string }) {
  const messages = useMessagesWithMfa()
  return error && error.field !== field ? <Banner tone="error">{textOf(error, messages)}</Banner> : null
}

/** ResetPhoneNumber: the account's email, where the code to prove the reset goes. */
export function RequestResetStep({ flow, headingRef, autoFocus }: ResetPhoneNumberStepProps) {
  const messages = useMessagesWithMfa()
  const text = useResetPhoneNumberMessages()
  const { routes, navigate } = useGatehouse('ResetPhoneNumberScreen')
  const [email, setEmail] = useState(flow.state.email)
  const fieldRef = useRef<HTMLInputElement>(null)
  const { error } = flow
  useFocusOn(error?.field === 'email' ? error : null, fieldRef)
  return (
    <Card heading={text.request.title} headingRef={headingRef} description={text.request.description} footer={
        <NativeLink href={routes.loginUrl} navigate={navigate}>
          {text.backToLogin}
        </NativeLink>
      }>
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void flow.requestCode(email)
        }}
      >
        <FormError error={error} field="email" />
        <NativeTextField
          label={text.request.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          inputRef={fieldRef}
          errorMessage={fieldText(error, 'email', messages)}
          autoFocus={autoFocus}
        />
        <NativeButton type="submit" fullWidth isPending={flow.pending === 'email'} pendingLabel={text.sending}>
          {text.request.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}

/** VerifyResetPhoneNumber: the 6-digit code emailed to the account. */
export function VerifyResetStep({ flow, headingRef }: ResetPhoneNumberStepProps) {
  const messages = useMessagesWithMfa()
  const text = useResetPhoneNumberMessages()
  const [code, setCode] = useState('')
  const fieldRef = useRef<HTMLInputElement>(null)
  const { state, error } = flow
  useFocusOn(error?.field === 'code' ? error : null, fieldRef)
  if (state.step !== 'VerifyResetPhoneNumber') return null
  return (
    <Card
      heading={text.verify.title}
      headingRef={headingRef}
      description={format(text.verify.description, { email: state.email })}
      footer={
        <NativeButton variant="text" onPress={flow.back}>
          {text.verify.back}
        </NativeButton>
      }
    >
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void flow.submitCode(code)
        }}
      >
        <FormError error={error} field="code" />
        {state.resent > 0 && !error && <Banner tone="success">{text.verify.resent}</Banner>}
        <OneTimeCodeField label={text.verify.codeLabel} value={code} onChange={setCode} inputRef={fieldRef} errorMessage={fieldText(error, 'code', messages)} />
        <NativeButton type="submit" fullWidth isPending={flow.pending === 'code'} pendingLabel={text.verifying}>
          {text.verify.submit}
        </NativeButton>
        <NativeButton variant="text" className={styles.secondaryAction} onPress={() => void flow.resendCode()} isPending={flow.pending === 'resend'} pendingLabel={text.sending}>
          {text.verify.resend}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}

/** ChangePhoneNumber: the new number, checked before it is sent; then on to the SMS sign-in. */
export function ChangePhoneNumberStep({ flow, headingRef }: ResetPhoneNumberStepProps) {
  const messages = useMessagesWithMfa()
  const text = useResetPhoneNumberMessages()
  const [phoneNumber, setPhoneNumber] = useState('')
  const fieldRef = useRef<HTMLInputElement>(null)
  const { state, error } = flow
  useFocusOn(error?.field === 'phoneNumber' ? error : null, fieldRef)
  if (state.step !== 'ChangePhoneNumber') return null
  return (
    <Card
      heading={text.change.title}
      headingRef={headingRef}
      description={text.change.description}
      footer={
        <NativeButton variant="text" onPress={flow.back} isDisabled={flow.isPending || state.changed}>
          {text.change.startAgain}
        </NativeButton>
      }
    >
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void flow.changePhoneNumber(phoneNumber)
        }}
      >
        <FormError error={error} field="phoneNumber" />
        {state.changed && <Banner tone="success">{format(text.change.changed, { phone: state.phoneNumber })}</Banner>}
        <PhoneNumberField
          label={text.change.phoneLabel}
          description={text.change.phoneDescription}
          value={phoneNumber}
          onChange={setPhoneNumber}
          inputRef={fieldRef}
          isReadOnly={state.changed}
          errorMessage={fieldText(error, 'phoneNumber', messages)}
        />
        <NativeButton type="submit" fullWidth isPending={flow.pending === 'phone'} pendingLabel={text.changing} isDisabled={state.changed}>
          {text.change.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}
