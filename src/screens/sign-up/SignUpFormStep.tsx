import { useRef, useState } from 'react'
import { asksForPassword, useGatehouse, type FlowError } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm, NativeLink, NativeTextField } from '../../primitives'
import type { Messages } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import type { AccountMessages } from '../i18n/accountMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import { NewPasswordField } from '../shared/NewPasswordField'
import { useFocusOn } from '../shared/useStepFocus'
import type { SignUpStepProps } from './stepProps'

/** The words for an error on one of the form's fields. */
function fieldText(error: FlowError, messages: Messages, account: AccountMessages): string {
  if (error.code === 'nameRequired') return account.signUp.form.nameRequired
  if (error.code === 'passwordRules') return account.newPassword.notAcceptable
  return errorText(error, messages)
}

/** SignUp: the form; a refusal keeps what was typed and shows on its field, or above the form. */
export function SignUpFormStep({ signUp, headingRef, autoFocus }: SignUpStepProps) {
  const messages = useMessages()
  const account = useAccountMessages()
  const text = account.signUp.form
  const { routes, navigate } = useGatehouse('SignUpScreen')
  const initial = signUp.state.step === 'SignUp' ? signUp.state.form : null
  const [email, setEmail] = useState(initial?.email ?? '')
  const [name, setName] = useState(initial?.name ?? '')
  const [companyName, setCompanyName] = useState(initial?.companyName ?? '')
  const [password, setPassword] = useState(initial?.password ?? '')
  const emailRef = useRef<HTMLInputElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const { error, config } = signUp
  const field = error?.field
  const fieldError = (name: string) => (error && field === name ? fieldText(error, messages, account) : undefined)
  // A refused field takes the focus back, where its message is announced.
  useFocusOn(field === 'email' ? error : null, emailRef)
  useFocusOn(field === 'name' ? error : null, nameRef)
  useFocusOn(field === 'password' ? error : null, passwordRef)
  const withPassword = config !== null && asksForPassword(config)
  return (
    <Card
      heading={text.title}
      headingRef={headingRef}
      description={signUp.invitationToken ? text.invited : text.description}
      footer={
        <NativeLink href={routes.loginUrl} navigate={navigate}>
          {text.haveAccount}
        </NativeLink>
      }
    >
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void signUp.submit({ email, name, companyName, ...(withPassword ? { password } : {}) })
        }}
      >
        {error && !field && <Banner tone="error">{errorText(error, messages)}</Banner>}
        <NativeTextField label={text.emailLabel} type="email" name="email" autoComplete="email" value={email} onChange={setEmail} inputRef={emailRef} errorMessage={fieldError('email')} autoFocus={autoFocus} />
        <NativeTextField label={text.nameLabel} name="name" autoComplete="name" value={name} onChange={setName} inputRef={nameRef} errorMessage={fieldError('name')} />
        {!signUp.invitationToken && (
          <NativeTextField label={text.companyLabel} description={text.companyDescription} name="companyName" autoComplete="organization" value={companyName} onChange={setCompanyName} />
        )}
        {withPassword && (
          <NewPasswordField
            label={text.passwordLabel}
            value={password}
            onChange={setPassword}
            passwordConfig={signUp.passwordConfig}
            inputRef={passwordRef}
            errorMessage={fieldError('password')}
            showPasswordLabel={text.showPassword}
            hidePasswordLabel={text.hidePassword}
          />
        )}
        <NativeButton type="submit" fullWidth isPending={signUp.isPending} pendingLabel={text.pending}>
          {text.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}
