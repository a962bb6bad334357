import { useCallback, type Ref } from 'react'
import { useMfa, type FlowError, type Mfa, type MfaOptions, type MfaState } from '../../hooks'
import { Banner, Card, NativeButton, Spinner } from '../../primitives'
import { errorText } from '../shared/errorText'
import { useStepFocus } from '../shared/useStepFocus'
import { ForceTwoFactorStep, VerifyChoiceStep } from './ChoiceSteps'
import { AuthenticatorAppStep, EmailVerifyCodeStep, SmsVerifyCodeStep } from './CodeSteps'
import { SmsSetPhoneNumberStep } from './PhoneStep'
import { RecoveryCodeStep, SaveRecoveryCodeStep } from './RecoverySteps'
import { WebAuthnStep } from './WebAuthnStep'
import type { MfaStepProps } from './stepProps'
import * as styles from './MfaSteps.css'
import { useMessagesWithMfa, useMfaMessages } from '../i18n/useMfaMessages'

export interface MfaStepsViewProps {
  mfa: Mfa
  /** Focused by the host when its own step changes; MfaSteps focuses it on each MFA step too. */
  headingRef?: Ref<HTMLHeadingElement>
  email?: string
  /** Offers "Start again" (e.g. back to the login's email step). */
  onRestart?: () => void
  /** A failure after the factor was proven (e.g. the session could not be set up). */
  completionError?: FlowError | null
}

export type MfaStepsProps = MfaOptions & Omit<MfaStepsViewProps, 'mfa'>

/** The ready MFA screen (spec/auth.md §2): useMfa's state, one component per step. Give it a `key` of the mfaToken. */
export function MfaSteps({ headingRef, email, onRestart, completionError, ...options }: MfaStepsProps) {
  const mfa = useMfa(options)
  return <MfaStepsView mfa={mfa} headingRef={headingRef} email={email} onRestart={onRestart} completionError={completionError} />
}

function setRef<T>(ref: Ref<T> | undefined, value: T): void {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/** The MFA steps for a useMfa the host holds itself. */
export function MfaStepsView({ mfa, headingRef, email, onRestart, completionError }: MfaStepsViewProps) {
  const { headingRef: ownRef } = useStepFocus(stepKey(mfa.state))
  // Both refs get the heading. (Not React Aria's mergeRefs: the login box's steps import nothing of
  // React Aria, which keeps its modules in one chunk with the admin portal's shell.)
  const ref = useCallback(
    (heading: HTMLHeadingElement | null) => {
      ownRef(heading)
      setRef(headingRef, heading)
    },
    [ownRef, headingRef],
  )
  const step: MfaStepProps = { mfa, headingRef: ref, email, footer: <MfaFooter mfa={mfa} onRestart={onRestart} /> }
  switch (mfa.state.step) {
    case 'verify':
      return <VerifyChoiceStep {...step} />
    case 'forceTwoFactor':
      return <ForceTwoFactorStep {...step} />
    case 'authenticatorApp':
      return <AuthenticatorAppStep {...step} />
    case 'smsSetPhoneNumber':
      return <SmsSetPhoneNumberStep {...step} />
    case 'smsVerifyCode':
      return <SmsVerifyCodeStep {...step} />
    case 'emailVerifyCode':
      return <EmailVerifyCodeStep {...step} />
    case 'recoveryCode':
      return <RecoveryCodeStep {...step} />
    case 'webAuthn':
      return <WebAuthnStep {...step} />
    case 'saveRecoveryCode':
      return <SaveRecoveryCodeStep {...step} />
    case 'verified':
      return <VerifiedStep {...step} completionError={completionError} onRestart={onRestart} />
  }
}

/** A new heading focus for each step, and for each mode of a step (verifying vs enrolling). */
function stepKey(state: MfaState): string {
  return 'mode' in state ? `${state.step}:${state.mode}` : state.step
}

function MfaFooter({ mfa, onRestart }: { mfa: Mfa; onRestart?: () => void }) {
  const text = useMfaMessages()
  const { step } = mfa.state
  const offerRecovery = mfa.canUseRecoveryCode && step !== 'verify'
  if (!mfa.canGoBack && !onRestart && !offerRecovery) return null
  return (
    <div className={styles.footer}>
      {mfa.canGoBack && (
        <NativeButton variant="text" onPress={mfa.back} isDisabled={mfa.isPending}>
          {text.back}
        </NativeButton>
      )}
      {offerRecovery && (
        <NativeButton variant="text" onPress={mfa.startRecovery}>
          {text.useRecoveryCode}
        </NativeButton>
      )}
      {onRestart && (
        <NativeButton variant="text" onPress={onRestart}>
          {text.restart}
        </NativeButton>
      )}
    </div>
  )
}

/** verified: the factor is proven; the host finishes (a login sets the session and moves on). */
function VerifiedStep({ headingRef, completionError, onRestart }: MfaStepProps & { completionError?: FlowError | null; onRestart?: () => void }) {
  const messages = useMessagesWithMfa()
  const text = messages.mfa.verified
  return (
    <Card heading={text.title} headingRef={headingRef} description={completionError ? undefined : text.description}>
      {completionError ? (
        <>
          <Banner tone="error">{errorText(completionError, messages)}</Banner>
          {onRestart && (
            <NativeButton variant="secondary" fullWidth onPress={onRestart}>
              {messages.mfa.restart}
            </NativeButton>
          )}
        </>
      ) : (
        <div className={styles.centered}>
          <Spinner label={text.description} />
        </div>
      )}
    </Card>
  )
}
