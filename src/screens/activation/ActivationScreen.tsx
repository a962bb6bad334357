import { useState, type Ref } from 'react'
import { useActivation, useGatehouse, type Activation, type ActivationOptions } from '../../hooks'
import { Banner, Card, NativeButton, NativeForm, NativeLink, NativeTextField } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/StatusCard'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'
import { NewPasswordCard } from '../shared/NewPasswordCard'

export type ActivationScreenProps = ActivationOptions

type StepProps = { flow: Activation; headingRef: Ref<HTMLHeadingElement> }

/** The ready activation screen (/account/activate?userId=…&token=…): activating, activatingForm, success, resend. */
export function ActivationScreen(props: ActivationScreenProps) {
  const flow = useActivation(props)
  const { state } = flow
  // A failure, and the resend's "sent", each have their own heading to land on.
  const part = state.step === 'resend' && state.sentTo ? ':sent' : state.step === 'activating' && flow.error ? ':failed' : ''
  const { headingRef } = useStepFocus(`${state.step}${part}`)
  const step = { flow, headingRef }
  return (
    <BrandFrame>
      {(() => {
        switch (state.step) {
          case 'activating':
            return <ActivatingStep {...step} />
          case 'activatingForm':
            return <ActivatingFormStep {...step} />
          case 'success':
            return <SuccessStep {...step} />
          case 'resend':
            return <ResendStep {...step} />
        }
      })()}
    </BrandFrame>
  )
}

function BackToLogin() {
  const { routes, navigate } = useGatehouse('ActivationScreen')
  return <NativeLink href={routes.loginUrl} navigate={navigate}>{useAccountMessages().activation.backToLogin}</NativeLink>
}

function ActivatingStep({ flow, headingRef }: StepProps) {
  const messages = useMessages()
  const text = useAccountMessages().activation
  if (!flow.error) return <StatusCard heading={text.activating.title} headingRef={headingRef} description={text.activating.description} />
  return (
    <Card heading={text.failed.title} headingRef={headingRef} footer={<BackToLogin />}>
      <Banner tone="error">{errorText(flow.error, messages)}</Banner>
      <NativeButton fullWidth onPress={() => void flow.retry()}>
        {text.failed.retry}
      </NativeButton>
      <NativeButton variant="secondary" fullWidth onPress={flow.requestNewLink}>
        {text.failed.getNewLink}
      </NativeButton>
    </Card>
  )
}

function ActivatingFormStep({ flow, headingRef }: StepProps) {
  const text = useAccountMessages().activation.form
  return <NewPasswordCard text={text} headingRef={headingRef} footer={<BackToLogin />} error={flow.error} isPending={flow.isPending} passwordConfig={flow.passwordConfig} onSubmit={(password) => void flow.submitPassword(password)} />
}

function SuccessStep({ flow, headingRef }: StepProps) {
  const text = useAccountMessages().activation.success
  if (flow.state.step !== 'success') return null
  return <StatusCard heading={text.title} headingRef={headingRef} description={flow.state.isSignedIn ? text.description : text.signIn} />
}

function ResendStep({ flow, headingRef }: StepProps) {
  const messages = useMessages()
  const text = useAccountMessages().activation.resend
  const [email, setEmail] = useState(flow.state.step === 'resend' ? flow.state.email : '')
  if (flow.state.step !== 'resend') return null
  const { notice, sentTo } = flow.state
  const { error } = flow
  if (sentTo) {
    return (
      <Card heading={text.sentTitle} headingRef={headingRef} footer={<BackToLogin />}>
        <Banner tone="success">{format(text.sent, { email: sentTo })}</Banner>
      </Card>
    )
  }
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={<BackToLogin />}>
      <NativeForm
        onSubmit={(event) => {
          event.preventDefault()
          void flow.resend(email)
        }}
      >
        {notice && <Banner tone="warning">{notice.code === 'http' ? notice.message : text.missing}</Banner>}
        {error && !error.field && <Banner tone="error">{errorText(error, messages)}</Banner>}
        <NativeTextField
          label={text.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={error?.field === 'email' ? errorText(error, messages) : undefined}
        />
        <NativeButton type="submit" fullWidth isPending={flow.isPending} pendingLabel={text.pending}>
          {text.submit}
        </NativeButton>
      </NativeForm>
    </Card>
  )
}
