import { lazy, Suspense, useEffect, useState } from 'react'
import { Banner, Card, NativeButton, NativeForm, NativeTextField } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import type { LoginStepProps } from './stepProps'
import { errorText } from '../shared/errorText'
import { LoadBoundary } from '../shared/LoadBoundary'
import { PasskeySignIn } from './PasskeySignIn'
import { afterNextPaint } from '../../api/afterPaint'

/**
 * The social buttons, their providers' lookup and their hook load as a chunk of their own, asked
 * for once the email step has painted: they show once the vendor's providers have answered, a
 * round trip after the step in any case, and the field is typeable without them. If the chunk does
 * not arrive, the page stays without them.
 */
const SocialLoginButtons = lazy(() => import('./SocialLoginButtons').then((module) => ({ default: module.SocialLoginButtons })))

/** preLogin: the user says who they are; SSO discovery and the strategy decide what comes next. */
export function EmailStep({ login, headingRef, autoFocus }: LoginStepProps) {
  const messages = useMessages()
  const text = messages.login.emailStep
  const [email, setEmail] = useState(login.state.email)
  const { error } = login
  const fieldMessage = error?.field === 'email' ? errorText(error, messages) : undefined
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description}>
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void login.submitEmail(email)
        }}
      >
        {error && !error.field && <Banner tone="error">{errorText(error, messages)}</Banner>}
        <NativeTextField
          label={text.emailLabel}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          errorMessage={fieldMessage}
          autoFocus={autoFocus}
        />
        <NativeButton type="submit" fullWidth isPending={login.pending === 'email'} isDisabled={login.pending === 'passkey'} pendingLabel={messages.login.pending}>
          {text.submit}
        </NativeButton>
      </NativeForm>
      <PasskeySignIn login={login} email={email} />
      <SocialButtons />
    </Card>
  )
}

function SocialButtons() {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterNextPaint(() => setPainted(true)), [])
  if (!painted) return null
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <SocialLoginButtons />
      </Suspense>
    </LoadBoundary>
  )
}
