import { useRef, useState, type Ref } from 'react'
import { useChangePassword, useGatehouse, type ChangePassword, type ChangePasswordOptions, type FlowError } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm, NativeLink, NativePasswordField } from '../../primitives'
import type { AccountMessages } from '../i18n/accountMessages'
import type { Messages } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { newPasswordErrorText } from '../shared/NewPasswordCard'
import { errorText } from '../shared/errorText'
import { NewPasswordField } from '../shared/NewPasswordField'
import { BrandFrame } from '../shared/BrandFrame'
import { useFocusOn, useStepFocus } from '../shared/useStepFocus'
import * as styles from './ChangePasswordForm.css'

export interface ChangePasswordFormProps extends ChangePasswordOptions {
  /** The heading's level where the form sits (a profile page's section: 2). */
  headingLevel?: 1 | 2 | 3
}

type StepProps = { flow: ChangePassword; headingLevel: ChangePasswordFormProps['headingLevel']; headingRef: Ref<HTMLHeadingElement> }

/**
 * The signed-in user's password change, for a profile page (spec/auth.md §2 Profile): one
 * component per step. After a change the form starts empty again and says so.
 */
export function ChangePasswordForm({ headingLevel = 1, ...options }: ChangePasswordFormProps) {
  const flow = useChangePassword(options)
  // The session ending moves focus to that step's heading.
  const { headingRef } = useStepFocus(flow.state.step)
  const step = { flow, headingLevel, headingRef }
  return <BrandFrame>{flow.state.step === 'signedOut' ? <SignedOutStep {...step} /> : <ChangePasswordStep {...step} />}</BrandFrame>
}

/** The words for the current password's error: the catalogue's when nothing was typed, the server's otherwise. */
function currentPasswordErrorText(error: FlowError, messages: Messages, account: AccountMessages): string {
  if (error.code === 'currentPasswordRequired') return account.changePassword.currentRequired
  return errorText(error, messages)
}

function ChangePasswordStep({ flow, headingLevel }: StepProps) {
  const messages = useMessages()
  const account = useAccountMessages()
  const text = account.changePassword
  const headingRef = useRef<HTMLHeadingElement>(null)
  // After a change the fields are new and empty: focus goes to the heading, under which the message is.
  useFocusOn(flow.changes, headingRef)
  const { error } = flow
  return (
    <Card heading={text.title} headingLevel={headingLevel} headingRef={headingRef} description={text.description}>
      <div aria-live="polite" className={styles.announcer}>{flow.changed && <Banner tone="success">{text.success}</Banner>}</div>
      {error && !error.field && <Banner tone="error">{errorText(error, messages)}</Banner>}
      {/* A new key per change empties the fields; a refusal keeps what was typed. */}
      <PasswordFields key={flow.changes} flow={flow} messages={messages} account={account} />
    </Card>
  )
}

function PasswordFields({ flow, messages, account }: { flow: ChangePassword; messages: Messages; account: AccountMessages }) {
  const text = account.changePassword
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const currentRef = useRef<HTMLInputElement>(null)
  const newRef = useRef<HTMLInputElement>(null)
  const { error } = flow
  const onCurrent = error?.field === 'currentPassword' ? error : null
  const onNew = error?.field === 'newPassword' ? error : null
  // A refused field takes the focus back, where its message is announced.
  useFocusOn(onCurrent, currentRef)
  useFocusOn(onNew, newRef)
  return (
    <NativeForm
      onSubmit={(event) => {
        event.preventDefault()
        void flow.submit({ currentPassword, newPassword })
      }}
    >
      <NativePasswordField
        label={text.currentLabel}
        name="currentPassword"
        value={currentPassword}
        onChange={setCurrentPassword}
        autoComplete="current-password"
        inputRef={currentRef}
        errorMessage={onCurrent ? currentPasswordErrorText(onCurrent, messages, account) : undefined}
        showPasswordLabel={text.showPassword}
        hidePasswordLabel={text.hidePassword}
      />
      <NewPasswordField
        label={text.newLabel}
        name="newPassword"
        value={newPassword}
        onChange={setNewPassword}
        passwordConfig={flow.passwordConfig}
        errorMessage={onNew ? newPasswordErrorText(onNew, messages, account) : undefined}
        inputRef={newRef}
        showPasswordLabel={text.showPassword}
        hidePasswordLabel={text.hidePassword}
      />
      <NativeButton type="submit" fullWidth isPending={flow.isPending} pendingLabel={text.pending}>
        {text.submit}
      </NativeButton>
    </NativeForm>
  )
}

function SignedOutStep({ headingLevel, headingRef }: StepProps) {
  const text = useAccountMessages().changePassword.signedOut
  const { routes, navigate } = useGatehouse('ChangePasswordForm')
  return (
    <Card heading={text.title} headingLevel={headingLevel} headingRef={headingRef}>
      <Banner tone="error">{text.description}</Banner>
      <NativeLink href={routes.loginUrl} navigate={navigate}>
        {text.signIn}
      </NativeLink>
    </Card>
  )
}
