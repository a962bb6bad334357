import type { Ref } from 'react'
import { useGatehouse, useResetPassword, type ResetPassword, type ResetPasswordOptions } from '../../hooks'
import { Banner, Card, NativeButton, NativeLink } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/StatusCard'
import { NewPasswordCard } from '../shared/NewPasswordCard'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'

export type ResetPasswordScreenProps = ResetPasswordOptions

type StepProps = { flow: ResetPassword; headingRef: Ref<HTMLHeadingElement> }

/** The ready reset-password screen (/account/reset-password?userId=…&token=…): one component per step. */
export function ResetPasswordScreen(props: ResetPasswordScreenProps) {
  const flow = useResetPassword(props)
  const { headingRef } = useStepFocus(flow.state.step)
  const step = { flow, headingRef }
  return (
    <BrandFrame>
      {(() => {
        switch (flow.state.step) {
          case 'validating':
            return <ValidatingStep {...step} />
          case 'validationFailed':
            return <ValidationFailedStep {...step} />
          case 'resetPassword':
            return <NewPasswordStep {...step} />
          case 'success':
            return <SuccessStep {...step} />
          case 'invalidLink':
            return <InvalidLinkStep {...step} />
        }
      })()}
    </BrandFrame>
  )
}

function BackToLogin({ label }: { label: string }) {
  const { routes, navigate } = useGatehouse('ResetPasswordScreen')
  return <NativeLink href={routes.loginUrl} navigate={navigate}>{label}</NativeLink>
}

function ValidatingStep({ headingRef }: StepProps) {
  const text = useAccountMessages().resetPassword.validating
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} />
}

function ValidationFailedStep({ flow, headingRef }: StepProps) {
  const messages = useMessages()
  const text = useAccountMessages().resetPassword
  if (flow.state.step !== 'validationFailed') return null
  return (
    <Card heading={text.failed.title} headingRef={headingRef} footer={<BackToLogin label={text.backToLogin} />}>
      <Banner tone="error">{errorText(flow.state.error, messages)}</Banner>
      <NativeButton fullWidth onPress={() => void flow.retry()} isPending={flow.isPending}>
        {text.failed.retry}
      </NativeButton>
    </Card>
  )
}

function NewPasswordStep({ flow, headingRef }: StepProps) {
  const text = useAccountMessages().resetPassword
  return <NewPasswordCard text={text.form} headingRef={headingRef} footer={<BackToLogin label={text.backToLogin} />} error={flow.error} isPending={flow.isPending} passwordConfig={flow.passwordConfig} onSubmit={(password) => void flow.submit(password)} />
}

function SuccessStep({ headingRef }: StepProps) {
  const text = useAccountMessages().resetPassword.success
  const { routes, navigate } = useGatehouse('ResetPasswordScreen')
  return (
    <Card heading={text.title} headingRef={headingRef}>
      <Banner tone="success">{text.description}</Banner>
      <NativeLink href={routes.loginUrl} navigate={navigate}>{text.login}</NativeLink>
    </Card>
  )
}

function InvalidLinkStep({ flow, headingRef }: StepProps) {
  const messages = useMessages()
  const text = useAccountMessages().resetPassword.invalidLink
  const { routes, navigate } = useGatehouse('ResetPasswordScreen')
  if (flow.state.step !== 'invalidLink') return null
  const { error } = flow.state
  return (
    <Card heading={text.title} headingRef={headingRef} footer={<BackToLogin label={text.backToLogin} />}>
      <Banner tone="error">{error ? errorText(error, messages) : text.missing}</Banner>
      <NativeLink href={routes.forgetPasswordUrl} navigate={navigate}>{text.requestNew}</NativeLink>
    </Card>
  )
}
