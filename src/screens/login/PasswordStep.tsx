import { useRef, useState } from 'react'
import { useGatehouse } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm, NativeLink, NativePasswordField } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { useLoginStepMessages } from '../i18n/loginStepMessages'
import type { LoginStepProps } from './stepProps'
import { errorText } from '../shared/errorText'
import { useFocusOn } from '../shared/useStepFocus'
import * as styles from './LoginScreen.css'

/** loginWithPassword: the password for the email given; a refusal keeps what was typed. */
export function PasswordStep({ login, headingRef, autoFocus }: LoginStepProps) {
  const messages = useMessages()
  const text = useLoginStepMessages().passwordStep
  const { routes, navigate } = useGatehouse('PasswordStep')
  const [password, setPassword] = useState('')
  const passwordRef = useRef<HTMLInputElement>(null)
  const { error } = login
  // A refused password sends focus back to the field, where the message is announced.
  useFocusOn(error?.field === 'password' ? error : null, passwordRef)
  return (
    <Card
      heading={text.title}
      headingRef={headingRef}
      description={
        <p className={styles.identity}>
          {text.signingInAs} <strong>{login.state.email}</strong>
        </p>
      }
      footer={
        <NativeButton variant="text" onPress={login.back}>
          {text.changeEmail}
        </NativeButton>
      }
    >
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void login.submitPassword(password)
        }}
      >
        {error && error.field !== 'password' && <Banner tone="error">{errorText(error, messages)}</Banner>}
        <input type="email" name="email" autoComplete="username" value={login.state.email} readOnly hidden />
        <NativePasswordField
          label={text.passwordLabel}
          name="password"
          value={password}
          onChange={setPassword}
          inputRef={passwordRef}
          errorMessage={error?.field === 'password' ? errorText(error, messages) : undefined}
          showPasswordLabel={text.showPassword}
          hidePasswordLabel={text.hidePassword}
          autoFocus={autoFocus}
        />
        <NativeLink href={routes.forgetPasswordUrl} navigate={navigate} className={styles.secondaryAction}>
          {text.forgotPassword}
        </NativeLink>
        <NativeButton type="submit" fullWidth isPending={login.isPending} pendingLabel={messages.login.pending}>
          {text.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}
