import { useRef, useState } from 'react'
import { Banner, Card, NativeButton, NativeForm } from '../../primitives'
import { format } from '../i18n/messages'
import { errorText } from '../shared/errorText'
import { useFocusOn } from '../shared/useStepFocus'
import type { LoginStepProps } from './stepProps'
import * as styles from './LoginScreen.css'
import { OneTimeCodeField, PhoneNumberField } from '../shared/fields'
import { useMessagesWithMfa } from '../i18n/useMfaMessages'
import { useLoginStepMessages } from '../i18n/loginStepMessages'

/** loginWithQuickSmsOtc (flow registerQuickLogin): a phone for quick SMS sign-in, then the code texted to it. */
export function QuickLoginSmsStep({ login, headingRef }: LoginStepProps) {
  const messages = useMessagesWithMfa()
  const text = useLoginStepMessages().quickLogin
  const { state, error } = login
  const [phone, setPhone] = useState(state.step === 'loginWithQuickSmsOtc' ? (state.phoneNumber ?? '') : '')
  const [code, setCode] = useState('')
  const fieldRef = useRef<HTMLInputElement>(null)
  useFocusOn(error?.field === 'phoneNumber' || error?.field === 'code' ? error : null, fieldRef)
  if (state.step !== 'loginWithQuickSmsOtc') return null
  const errorFor = (field: string) => (error?.field === field ? errorText(error, messages, messages.mfa.errors[error.code as keyof typeof messages.mfa.errors]) : undefined)
  const formError = error && error.field !== 'phoneNumber' && error.field !== 'code' ? <Banner tone="error">{errorText(error, messages)}</Banner> : null
  const notNow = (
    <NativeButton variant="text" onPress={login.skipQuickLogin} isDisabled={login.isPending}>
      {text.notNow}
    </NativeButton>
  )

  if (!state.otcToken) {
    return (
      <Card heading={text.title} headingRef={headingRef} description={text.description} footer={notNow}>
        <NativeForm
          onSubmit={(event) => {
            event.preventDefault()
            void login.submitQuickLoginPhone(phone)
          }}
        >
          {formError}
          <PhoneNumberField
            label={text.phoneLabel}
            description={text.phoneDescription}
            value={phone}
            onChange={setPhone}
            inputRef={fieldRef}
            errorMessage={errorFor('phoneNumber')}
          />
          <NativeButton type="submit" fullWidth isPending={login.pending === 'phone'} pendingLabel={messages.login.pending}>
            {text.sendCode}
          </NativeButton>
        </NativeForm>
      </Card>
    )
  }

  return (
    <Card heading={text.codeTitle} headingRef={headingRef} description={format(text.codeDescription, { phone: state.phoneNumber ?? '' })} footer={notNow}>
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void login.submitQuickLoginCode(code)
        }}
      >
        {formError}
        <OneTimeCodeField
          label={text.codeLabel}
          value={code}
          onChange={setCode}
          inputRef={fieldRef}
          errorMessage={errorFor('code')}
        />
        <NativeButton type="submit" fullWidth isPending={login.pending === 'code'} pendingLabel={messages.login.pending}>
          {text.verify}
        </NativeButton>
        <NativeButton variant="text" className={styles.secondaryAction} onPress={login.changeQuickLoginPhone} isDisabled={login.isPending}>
          {text.changePhone}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}
