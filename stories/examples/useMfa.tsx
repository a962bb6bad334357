// A second-factor form of the host's own on useMfa (give it key={challenge.mfaToken}); the kit's MfaStepsView draws the other steps.
import type { FormEvent } from 'react'
import { useMfa, type MfaChoice, type MfaOptions } from 'gatehouse/hooks'
import { MfaStepsView } from 'gatehouse/screens'

export function MyTwoFactorForm({ challenge, onVerified }: Pick<MfaOptions, 'challenge' | 'onVerified'>) {
  const mfa = useMfa({ challenge, onVerified })
  const { state, error } = mfa
  switch (state.step) {
    case 'verify':
      return (
        <fieldset>
          <legend>How do you want to confirm it's you?</legend>
          {state.choices.map((choice, index) => (
            <button key={index} type="button" onClick={() => mfa.choose(choice)}>{choiceLabel(choice)}</button>
          ))}
        </fieldset>
      )
    case 'authenticatorApp':
    case 'smsVerifyCode':
    case 'emailVerifyCode':
    case 'recoveryCode': {
      if (state.step === 'authenticatorApp' && state.mode === 'enrol') return <MfaStepsView mfa={mfa} />
      const isRecovery = state.step === 'recoveryCode'
      const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const code = String(form.get('code') ?? '')
        void (isRecovery ? mfa.submitRecoveryCode(code) : mfa.submitCode(code, { rememberDevice: form.get('remember') === 'on' }))
      }
      return (
        <form key={state.step} onSubmit={submit}>
          <label htmlFor="mfa-code">{isRecovery ? 'Recovery code' : 'The 6-digit code'}</label>
          <input id="mfa-code" name="code" autoComplete="one-time-code" aria-invalid={error ? true : undefined} aria-describedby={error ? 'mfa-error' : undefined} />
          {error && <p id="mfa-error" role="alert">{error.message}</p>}
          {!isRecovery && mfa.rememberDevice?.isAllowedToRemember && <label><input type="checkbox" name="remember" /> Remember this device</label>}
          <button type="submit" disabled={mfa.isPending}>{mfa.pending === 'verify' ? 'Checking…' : 'Verify'}</button>
          {(state.step === 'smsVerifyCode' || state.step === 'emailVerifyCode') && (
            <button type="button" onClick={() => void mfa.resendCode()} disabled={mfa.isPending}>{mfa.pending === 'send' ? 'Sending…' : 'Send a new code'}</button>
          )}
          {mfa.canUseRecoveryCode && !isRecovery && <button type="button" onClick={mfa.startRecovery}>Use a recovery code</button>}
          {mfa.canGoBack && <button type="button" onClick={mfa.back} disabled={mfa.isPending}>Back</button>}
        </form>
      )
    }
    default:
      return <MfaStepsView mfa={mfa} />
  }
}

function choiceLabel(choice: MfaChoice): string {
  switch (choice.kind) {
    case 'authenticatorApp': return 'Authenticator app'
    case 'sms': return choice.phoneNumber ? `Text message to ${choice.phoneNumber}` : 'Text message'
    case 'email': return choice.email ? `Email to ${choice.email}` : 'Email'
    case 'webAuthn': return choice.name ?? (choice.deviceType === 'Platform' ? 'Passkey' : 'Security key')
    case 'recoveryCode': return 'Recovery code'
  }
}
