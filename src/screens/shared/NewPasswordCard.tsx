import { useRef, useState, type ReactNode, type Ref } from 'react'
import type { FlowError, PasswordConfigState } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm } from '../../primitives'
import type { AccountMessages } from '../i18n/accountMessages'
import type { Messages } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from './errorText'
import { NewPasswordField } from './NewPasswordField'
import { useFocusOn } from './useStepFocus'

/** The words for a submit's error: the catalogue's for what the browser checked, the server's otherwise. */
export function newPasswordErrorText(error: FlowError, messages: Messages, account: AccountMessages): string {
  if (error.code === 'passwordRules') return account.newPassword.notAcceptable
  return errorText(error, messages)
}

export interface NewPasswordCardProps {
  text: { title: string; description: string; passwordLabel: string; showPassword: string; hidePassword: string; submit: string; pending: string }
  headingRef: Ref<HTMLHeadingElement>
  footer: ReactNode
  error: FlowError | null
  isPending: boolean
  passwordConfig: PasswordConfigState
  onSubmit: (password: string) => void
}

/**
 * A card that asks for one new password with the server's checklist (reset password, activation): a
 * refusal of the password shows on the field and takes focus back there; any other error above it.
 */
export function NewPasswordCard({ text, headingRef, footer, error, isPending, passwordConfig, onSubmit }: NewPasswordCardProps) {
  const messages = useMessages()
  const account = useAccountMessages()
  const [password, setPassword] = useState('')
  const passwordRef = useRef<HTMLInputElement>(null)
  const onField = error?.field === 'password'
  // A refused password sends focus back to the field, where the message is announced.
  useFocusOn(onField ? error : null, passwordRef)
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={footer}>
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit(password)
        }}
      >
        {error && !onField && <Banner tone="error">{errorText(error, messages)}</Banner>}
        <NewPasswordField
          label={text.passwordLabel}
          value={password}
          onChange={setPassword}
          passwordConfig={passwordConfig}
          errorMessage={onField ? newPasswordErrorText(error, messages, account) : undefined}
          inputRef={passwordRef}
          showPasswordLabel={text.showPassword}
          hidePasswordLabel={text.hidePassword}
        />
        <NativeButton type="submit" fullWidth isPending={isPending} pendingLabel={text.pending}>
          {text.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}
