import { useState } from 'react'
import { rememberDeviceDays } from '../../hooks'
import { Banner, Card, NativeButton, Checkbox } from '../../primitives'
import { format } from '../i18n/messages'
import { useLocale } from '../i18n/useMessages'
import { pluralize } from '../i18n/intl'
import { mfaErrorText, type MfaStepProps } from './stepProps'
import { useMessagesWithMfa } from '../i18n/useMfaMessages'

/** webAuthn: a passkey or security key proves the factor, or is set up as one; the user starts the ceremony. */
export function WebAuthnStep({ mfa, headingRef, footer }: MfaStepProps) {
  const messages = useMessagesWithMfa()
  const locale = useLocale()
  const text = messages.mfa.webAuthn
  const [remember, setRemember] = useState(false)
  const { state, error } = mfa
  if (state.step !== 'webAuthn') return null
  const isKey = state.deviceType === 'CrossPlatform'
  const heading = state.mode === 'verify' ? (isKey ? text.verifyKeyTitle : text.verifyTitle) : isKey ? text.enrolKeyTitle : text.enrolTitle
  const description =
    state.mode !== 'verify'
      ? isKey ? text.enrolKeyDescription : text.enrolDescription
      : state.name ? format(text.verifyDescription, { device: state.name }) : isKey ? text.verifyKeyDescription : text.verifyPlatformDescription
  const policy = mfa.rememberDevice
  return (
    <Card heading={heading} headingRef={headingRef} description={description} footer={footer}>
      {error && <Banner tone="error">{mfaErrorText(error, messages)}</Banner>}
      {state.mode === 'verify' && policy?.isAllowedToRemember && (
        <Checkbox isSelected={remember} onChange={setRemember}>
          {pluralize(messages.mfa.rememberDevice, rememberDeviceDays(policy.mfaDeviceExpiration), locale, 'days')}
        </Checkbox>
      )}
      <NativeButton fullWidth onPress={() => void mfa.submitWebAuthn({ rememberDevice: remember })} isPending={mfa.pending === 'verify'} pendingLabel={messages.mfa.pending}>
        {error ? text.retry : text.start}
      </NativeButton>
    </Card>
  )
}
