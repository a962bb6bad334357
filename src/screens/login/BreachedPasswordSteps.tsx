import { Banner, Card, NativeButton } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { useLoginStepMessages } from '../i18n/loginStepMessages'
import { errorText } from '../shared/errorText'
import type { LoginStepProps } from './stepProps'

/** breachedPassword: the password was right but is known to be breached; a reset link is the way on. */
export function BreachedPasswordStep({ login, headingRef }: LoginStepProps) {
  const messages = useMessages()
  const text = useLoginStepMessages().breachedPassword
  const { error } = login
  return (
    <Card
      heading={text.title}
      headingRef={headingRef}
      description={format(text.description, { email: login.state.email })}
      footer={<NativeButton variant="text" onPress={login.back}>{text.back}</NativeButton>}
    >
      {error && <Banner tone="error">{errorText(error, messages)}</Banner>}
      <NativeButton fullWidth onPress={() => void login.resetBreachedPassword()} isPending={login.pending === 'reset'} pendingLabel={text.pending}>
        {text.submit}
      </NativeButton>
    </Card>
  )
}

/** breachedPasswordSuccess: the reset link is on its way. */
export function BreachedPasswordSuccessStep({ login, headingRef }: LoginStepProps) {
  const text = useLoginStepMessages().breachedPasswordSuccess
  return (
    <Card heading={text.title} headingRef={headingRef} description={format(text.description, { email: login.state.email })}>
      <NativeButton variant="secondary" fullWidth onPress={login.back}>
        {text.back}
      </NativeButton>
    </Card>
  )
}

/** The breached-password steps' screen: the warning with its reset email, then the email sent. */
export function BreachedPasswordSteps(props: LoginStepProps) {
  return props.login.state.step === 'breachedPasswordSuccess' ? <BreachedPasswordSuccessStep {...props} /> : <BreachedPasswordStep {...props} />
}
