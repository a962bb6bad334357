import { useState, type Ref } from 'react'
import { useForgotPassword, useGatehouse, type ForgotPassword, type ForgotPasswordOptions } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm, NativeLink, NativeTextField } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { usePageMessages } from '../i18n/pageMessages'
import { errorText } from '../shared/errorText'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'

export type ForgotPasswordScreenProps = ForgotPasswordOptions

/** The ready forgot-password screen: email entry, then "check your email". */
export function ForgotPasswordScreen(props: ForgotPasswordScreenProps) {
  const flow = useForgotPassword(props)
  const { headingRef, isFirstStep } = useStepFocus(flow.state.step)
  return (
    <BrandFrame>
      {flow.state.step === 'forgotPassword' ? <RequestStep flow={flow} headingRef={headingRef} autoFocus={isFirstStep} /> : <SentStep flow={flow} headingRef={headingRef} />}
    </BrandFrame>
  )
}

type StepProps = { flow: ForgotPassword; headingRef: Ref<HTMLHeadingElement>; autoFocus?: boolean }

function RequestStep({ flow, headingRef, autoFocus }: StepProps) {
  const messages = useMessages()
  const text = usePageMessages().forgotPassword
  const { routes, navigate } = useGatehouse('ForgotPasswordScreen')
  const [email, setEmail] = useState(flow.state.email)
  const { error } = flow
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={<NativeLink href={routes.loginUrl} navigate={navigate}>{text.backToLogin}</NativeLink>}>
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void flow.submit(email)
        }}
      >
        {error && !error.field && <Banner tone="error">{errorText(error, messages, text.unknownError)}</Banner>}
        <NativeTextField
          label={text.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={error?.field === 'email' ? errorText(error, messages) : undefined}
          autoFocus={autoFocus}
        />
        <NativeButton type="submit" fullWidth isPending={flow.isPending} pendingLabel={text.pending}>
          {text.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}

function SentStep({ flow, headingRef }: StepProps) {
  const text = usePageMessages().forgotPassword
  const { routes, navigate } = useGatehouse('ForgotPasswordScreen')
  return (
    <Card
      heading={text.success.title}
      headingRef={headingRef}
      footer={<NativeLink href={routes.loginUrl} navigate={navigate}>{text.backToLogin}</NativeLink>}
    >
      <Banner tone="success">{format(text.success.description, { email: flow.state.email })}</Banner>
      <NativeButton variant="secondary" fullWidth onPress={flow.reset}>
        {text.success.resend}
      </NativeButton>
    </Card>
  )
}
