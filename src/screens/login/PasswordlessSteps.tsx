import { useRef, useState } from 'react'
import { useGatehouse } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm, NativeLink } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { useLoginStepMessages } from '../i18n/loginStepMessages'
import type { LoginStepProps } from './stepProps'
import { errorText } from '../shared/errorText'
import { useFocusOn } from '../shared/useStepFocus'
import * as styles from './LoginScreen.css'
import { OneTimeCodeField } from '../shared/fields'

/** magicLinkPreLoginSuccess: the link is on its way; it is proven on the magic-link callback route. */
export function MagicLinkSentStep({ login, headingRef }: LoginStepProps) {
  const messages = useMessages()
  const text = useLoginStepMessages().magicLink
  const { state, error } = login
  if (state.step !== 'magicLinkPreLoginSuccess') return null
  return (
    <Card
      heading={text.title}
      headingRef={headingRef}
      description={format(text.description, { email: state.email })}
      footer={<NativeButton variant="text" onPress={login.back}>{text.back}</NativeButton>}
    >
      {error && <Banner tone="error">{errorText(error, messages)}</Banner>}
      {state.resent > 0 && !error && <Banner tone="success">{text.resent}</Banner>}
      <NativeButton variant="secondary" fullWidth onPress={() => void login.resend()} isPending={login.pending === 'resend'} pendingLabel={messages.login.pending}>
        {text.resend}
      </NativeButton>
    </Card>
  )
}

/** loginWithOtc / loginWithSmsOtc: the 6-digit code the server emailed or texted. */
export function OneTimeCodeStep({ login, headingRef, autoFocus }: LoginStepProps) {
  const messages = useMessages()
  const text = useLoginStepMessages().oneTimeCode
  const [code, setCode] = useState('')
  const codeRef = useRef<HTMLInputElement>(null)
  const { routes, navigate } = useGatehouse('OneTimeCodeStep')
  const { state, error } = login
  useFocusOn(error?.field === 'code' ? error : null, codeRef)
  if (state.step !== 'loginWithOtc' && state.step !== 'loginWithSmsOtc') return null
  const isSms = state.step === 'loginWithSmsOtc'
  const description = !isSms
    ? format(text.description, { email: state.email })
    : state.phoneNumber
      ? format(text.smsDescription, { phone: state.phoneNumber })
      : text.smsDescriptionNoPhone
  return (
    <Card
      heading={isSms ? text.smsTitle : text.title}
      headingRef={headingRef}
      description={description}
      footer={<NativeButton variant="text" onPress={login.back}>{text.back}</NativeButton>}
    >
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void login.submitCode(code)
        }}
      >
        {error && error.field !== 'code' && <Banner tone="error">{errorText(error, messages)}</Banner>}
        {state.resent > 0 && !error && <Banner tone="success">{text.resent}</Banner>}
        <input type="email" name="email" autoComplete="username" value={state.email} readOnly hidden />
        <OneTimeCodeField
          label={text.codeLabel}
          value={code}
          onChange={setCode}
          inputRef={codeRef}
          errorMessage={error?.field === 'code' ? errorText(error, messages) : undefined}
          // The first step when another flow handed the SMS sign-in over (a phone number reset).
          autoFocus={autoFocus}
        />
        <NativeButton type="submit" fullWidth isPending={login.pending === 'code'} pendingLabel={messages.login.pending}>
          {text.submit}
        </NativeButton>
        <NativeButton
          variant="text"
          className={styles.secondaryAction}
          onPress={() => void login.resend()}
          isPending={login.pending === 'resend'}
          pendingLabel={messages.login.pending}
        >
          {text.resend}
        </NativeButton>
        {isSms && (
          // spec/auth.md §2: someone whose phone is gone resets its number instead.
          <NativeLink href={routes.resetPhoneNumberUrl} navigate={navigate} className={styles.secondaryLink}>
            {text.lostPhone}
          </NativeLink>
        )}
      </NativeForm>
    </Card>
  )
}

/** The passwordless steps' screen: the magic link on its way, or the emailed or texted code to type. */
export function PasswordlessSteps(props: LoginStepProps) {
  return props.login.state.step === 'magicLinkPreLoginSuccess' ? <MagicLinkSentStep {...props} /> : <OneTimeCodeStep {...props} />
}
