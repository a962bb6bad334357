import { useState, type Ref } from 'react'
import { useForgotPassword, useGatehouse, type ForgotPassword, type ForgotPasswordOptions } from '../../hooks'
import { Banner, Button, Card, Form, Link, TextField } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { usePageMessages } from '../i18n/pageMessages'
import { errorText } from '../shared/errorText'
import { ScreenFrame } from '../shared/ScreenFrame'
import { useStepFocus } from '../shared/useStepFocus'

export type ForgotPasswordScreenProps = ForgotPasswordOptions

/** The ready forgot-password screen: email entry, then "check your email". */
export function ForgotPasswordScreen(props: ForgotPasswordScreenProps) {
  const flow = useForgotPassword(props)
  const { headingRef, isFirstStep } = useStepFocus(flow.state.step)
  return (
    <ScreenFrame>
      {flow.state.step === 'forgotPassword' ? <RequestStep flow={flow} headingRef={headingRef} autoFocus={isFirstStep} /> : <SentStep flow={flow} headingRef={headingRef} />}
    </ScreenFrame>
  )
}

type StepProps = { flow: ForgotPassword; headingRef: Ref<HTMLHeadingElement>; autoFocus?: boolean }

function RequestStep({ flow, headingRef, autoFocus }: StepProps) {
  const messages = useMessages()
  const text = usePageMessages().forgotPassword
  const { routes } = useGatehouse('ForgotPasswordScreen')
  const [email, setEmail] = useState(flow.state.email)
  const { error } = flow
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={<Link href={routes.loginUrl}>{text.backToLogin}</Link>}>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          void flow.submit(email)
        }}
      >
        {error && !error.field && <Banner tone="error">{errorText(error, messages, text.unknownError)}</Banner>}
        <TextField
          label={text.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={error?.field === 'email' ? errorText(error, messages) : undefined}
          autoFocus={autoFocus}
        />
        <Button type="submit" fullWidth isPending={flow.isPending} pendingLabel={text.pending}>
          {text.submit}
        </Button>
      </Form>
    </Card>
  )
}

function SentStep({ flow, headingRef }: StepProps) {
  const text = usePageMessages().forgotPassword
  const { routes } = useGatehouse('ForgotPasswordScreen')
  return (
    <Card
      heading={text.success.title}
      headingRef={headingRef}
      footer={<Link href={routes.loginUrl}>{text.backToLogin}</Link>}
    >
      <Banner tone="success">{format(text.success.description, { email: flow.state.email })}</Banner>
      <Button variant="secondary" fullWidth onPress={flow.reset}>
        {text.success.resend}
      </Button>
    </Card>
  )
}
