import { useRef, useState } from 'react'
import { rememberDeviceDays } from '../../hooks'
import { Banner, Button, Card, Checkbox, Form, TextField } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/MessagesProvider'
import type { LoginStepProps } from './stepProps'
import { errorText } from '../shared/errorText'
import { useFocusOn } from '../shared/useStepFocus'

/** loginWithTwoFactor / authenticatorApp: the 6-digit code, and remember-device where allowed. */
export function AuthenticatorAppStep({ login, headingRef }: LoginStepProps) {
  const messages = useMessages()
  const text = messages.login.authenticatorApp
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const { error, state } = login
  useFocusOn(error?.field === 'code' ? error : null, codeRef)
  if (state.step !== 'loginWithTwoFactor') return null
  const policy = state.rememberDevice
  return (
    <Card
      heading={text.title}
      headingRef={headingRef}
      description={format(text.description, { email: state.email })}
      footer={<Button variant="text" onPress={login.back}>{text.back}</Button>}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          void login.submitMfaCode(code, { rememberDevice: remember })
        }}
      >
        {error && error.field !== 'code' && <Banner tone="error">{errorText(error, messages)}</Banner>}
        <TextField
          label={text.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={setCode}
          inputRef={codeRef}
          errorMessage={error?.field === 'code' ? errorText(error, messages) : undefined}
        />
        {policy?.isAllowedToRemember && (
          <Checkbox isSelected={remember} onChange={setRemember}>
            {format(text.rememberDevice, { days: String(rememberDeviceDays(policy.mfaDeviceExpiration)) })}
          </Checkbox>
        )}
        <Button type="submit" fullWidth isPending={login.isPending} pendingLabel={messages.login.pending}>
          {text.submit}
        </Button>
      </Form>
    </Card>
  )
}
