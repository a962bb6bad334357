import { useCallback, useEffect, useMemo } from 'react'
import * as mfaApi from '../../api/mfa'
import { ApiError, type LoginResponse, type RememberDevicePolicy } from '../../api'
import { useGatehouse } from '../session/GatehouseProvider'
import { fieldError, toFlowError, type FlowError } from '../shared/flowError'
import { normaliseOneTimeCode, normaliseRecoveryCode } from './codes'
import { canGoBack, canUseRecoveryCode, initialMfaModel, mfaReducer, needsDelivery, type MfaEvent, type MfaModel, type MfaState } from './machine'
import { parsePhoneNumber, type CountryCode } from './phone'
import type { MfaChallenge, MfaChoice, MfaStrategy } from './steps'
import { useMfaWebAuthn } from './useMfaWebAuthn'
import { useLatest } from '../shared/useLatest'
import { useMountRequest } from '../shared/useMountRequest'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { expectStep, type Run } from '../shared/flowRuntime'

/** The calls the MFA screen makes; swap any of them in a test or a host. */
export type MfaApi = Pick<
  typeof mfaApi,
  | 'getRememberDevicePolicy'
  | 'verifyMfaLogin'
  | 'verifyAuthenticatorApp'
  | 'preEnrollAuthenticatorApp'
  | 'enrollAuthenticatorApp'
  | 'preVerifySms'
  | 'verifySms'
  | 'preEnrollSms'
  | 'enrollSms'
  | 'preVerifyEmailCode'
  | 'verifyEmailCode'
  | 'recoverMfa'
  | 'preVerifyWebAuthn'
  | 'verifyWebAuthn'
  | 'preEnrollWebAuthn'
  | 'enrollWebAuthn'
>

export interface MfaOptions {
  /** What the server asked for. The flow starts from it once: give the component a `key` of the mfaToken. */
  challenge: MfaChallenge
  /** Called once, with the server's token answer, when the second factor is proven. */
  onVerified: (answer: LoginResponse) => void
  /** Country for phone numbers typed without their country code; without it the code is required. */
  defaultCountry?: CountryCode
  api?: Partial<MfaApi>
}

export interface Mfa {
  /** The step of the MFA screen, with the data that step needs. */
  readonly state: MfaState
  /** True while a code is sent or a proof is checked. */
  readonly isPending: boolean
  /** `send` while a code, QR code or phone number is on its way; `verify` while a proof is checked. */
  readonly pending: 'send' | 'verify' | null
  /** The last failure, tied to a field when it belongs to one. */
  readonly error: FlowError | null
  /** Whether the device may be remembered and for how long; null until known. */
  readonly rememberDevice: RememberDevicePolicy | null
  /** Whether `back()` leads anywhere from here. */
  readonly canGoBack: boolean
  /** Whether a recovery code can stand in for the factor asked here. */
  readonly canUseRecoveryCode: boolean
  /** Picks a device (or the recovery code) on the verify choice. */
  choose(choice: MfaChoice): void
  /** Picks what to set up on forceTwoFactor. */
  chooseStrategy(strategy: MfaStrategy): void
  /** Switches to typing a recovery code. */
  startRecovery(): void
  /** Submits a 6-digit code (app, SMS or email); `rememberDevice` only counts where the policy allows it. */
  submitCode(code: string, options?: { rememberDevice?: boolean }): Promise<void>
  /** Sends the code again, or asks again for the QR code after a failure. */
  resendCode(): Promise<void>
  /** Submits the phone number to enrol for SMS codes. */
  submitPhoneNumber(phoneNumber: string): Promise<void>
  /** Submits a recovery code instead of the second factor. */
  submitRecoveryCode(code: string): Promise<void>
  /** Runs the security-key or passkey ceremony of the current webAuthn step. */
  submitWebAuthn(options?: { rememberDevice?: boolean }): Promise<void>
  /** Confirms the recovery code shown once was saved; the flow then completes. */
  confirmRecoveryCodeSaved(): void
  /** Back to the choice the flow started on, or from a texted code to changing the number. */
  back(): void
}

const FALLBACK = 'Something went wrong. Please try again.'

/** An MFA run: work started by an event the MFA machine accepted. */
export type MfaRun = Run<MfaModel, MfaEvent>

/**
 * The server refused what was typed (a 4xx other than a spent MFA token or a too-large request):
 * the error belongs to the field; anything else is about the whole step.
 */
function refusedInput(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'http' && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 413
}

/** Headless MFA screen: proves (or enrols) a second factor for an MFA token, then hands the tokens on. */
export function useMfa(options: MfaOptions): Mfa {
  const { client } = useGatehouse('useMfa')
  const api: MfaApi = { ...mfaApi, ...options.api }
  const apiRef = useLatest(api)
  const optionsRef = useLatest(options)
  const mfaToken = options.challenge.mfaToken

  const { model, dispatch, start, latest } = useFlowRuntime(mfaReducer, () => initialMfaModel(options.challenge))

  /** The machine reached verified (it accepts nothing after): the tokens go to the host, once. */
  const handOnIfVerified = useCallback(() => {
    const { state } = latest()
    if (state.step === 'verified') optionsRef.current.onVerified(state.answer)
  }, [latest, optionsRef])

  /** The proof was accepted: an enrolment shows its recovery code first, anything else completes. */
  const accept = useCallback(
    (run: MfaRun, answer: LoginResponse) => {
      if (run.send({ type: 'PROOF.ACCEPTED', answer })) handOnIfVerified()
    },
    [handOnIfVerified],
  )

  // spec/auth.md §7 allow-remember-device: asked once per MFA token (the component is keyed by it).
  useMountRequest(
    () => apiRef.current.getRememberDevicePolicy(client, { mfaToken }),
    // Without the policy the device simply is not offered to be remembered.
    (outcome) => outcome.ok && dispatch({ type: 'POLICY.LOADED', policy: outcome.value }),
  )

  /** Sends the code of an SMS or email step, or gets the QR code of an app enrolment. */
  const deliver = useCallback(async () => {
    const run = start({ type: 'CODE.SENDING' })
    if (!run) return
    const { state } = run.from
    const calls = apiRef.current
    try {
      if (state.step === 'authenticatorApp') {
        const enrolment = await calls.preEnrollAuthenticatorApp(client, { mfaToken })
        run.send({ type: 'ENROLMENT.READY', enrolment })
        return
      }
      const codeStep = expectStep(state, 'smsVerifyCode', 'emailVerifyCode')
      let sent: { otcToken: string }
      if (codeStep.step === 'smsVerifyCode') {
        sent = codeStep.mode === 'verify'
          ? await calls.preVerifySms(client, { deviceId: codeStep.deviceId, mfaToken })
          : await calls.preEnrollSms(client, { mfaToken, phoneNumber: codeStep.phoneNumber })
      } else {
        sent = await calls.preVerifyEmailCode(client, { mfaToken })
      }
      run.send({ type: 'CODE.SENT', otcToken: sent.otcToken })
    } catch (error) {
      run.send({ type: 'CODE.SEND_FAILED', error: toFlowError(error, FALLBACK) })
    }
  }, [start, apiRef, client, mfaToken])

  // A code step sends its code on entry, an app enrolment gets its QR code. The machine takes
  // CODE.SENDING once (StrictMode's second effect run is ignored), and a failed send waits for resend.
  useEffect(() => {
    if (needsDelivery(model.state)) void deliver()
  }, [model.state, deliver])

  const submitCode = useCallback(
    async (input: string, { rememberDevice = false }: { rememberDevice?: boolean } = {}) => {
      const run = start({ type: 'PROOF.SUBMITTED', proof: 'code' })
      if (!run) return
      const code = normaliseOneTimeCode(input)
      if (!code) {
        run.send({ type: 'PROOF.REJECTED', error: fieldError('invalidCode', 'Enter the 6-digit code', 'code') })
        return
      }
      const state = expectStep(run.from.state, 'authenticatorApp', 'smsVerifyCode', 'emailVerifyCode')
      const remember = rememberDevice && Boolean(run.from.rememberDevice?.isAllowedToRemember)
      const calls = apiRef.current
      try {
        let answer: LoginResponse
        if (state.step === 'authenticatorApp') {
          if (state.mode === 'enrol') answer = await calls.enrollAuthenticatorApp(client, { mfaToken, token: code })
          // verifyMFAAuthenticatorAppForLogin names the app the code comes from; loginWithMfa
          // (/user/mfa/verify) names none, for a challenge that lists no app by id.
          else if (state.deviceId) answer = await calls.verifyAuthenticatorApp(client, { deviceId: state.deviceId, mfaToken, value: code, rememberDevice: remember })
          else answer = await calls.verifyMfaLogin(client, { mfaToken, value: code, rememberDevice: remember })
        } else if (state.step === 'smsVerifyCode') {
          const otcToken = state.otcToken ?? ''
          answer = state.mode === 'enrol'
            ? await calls.enrollSms(client, { mfaToken, otcToken, code })
            : await calls.verifySms(client, { deviceId: state.deviceId, mfaToken, otcToken, code, rememberDevice: remember })
        } else {
          // Enrolling the email factor proves the address with the same call as verifying it.
          const otcToken = state.otcToken ?? ''
          answer = state.mode === 'enrol'
            ? await calls.verifyEmailCode(client, { mfaToken, otcToken, code })
            : await calls.verifyEmailCode(client, { mfaToken, otcToken, code, rememberDevice: remember })
        }
        accept(run, answer)
      } catch (error) {
        run.send({ type: 'PROOF.REJECTED', error: toFlowError(error, FALLBACK, refusedInput(error) ? 'code' : undefined) })
      }
    },
    [start, apiRef, accept, client, mfaToken],
  )

  const submitRecoveryCode = useCallback(
    async (input: string) => {
      const run = start({ type: 'PROOF.SUBMITTED', proof: 'recoveryCode' })
      if (!run) return
      const recoveryCode = normaliseRecoveryCode(input)
      if (!recoveryCode) {
        run.send({ type: 'PROOF.REJECTED', error: fieldError('recoveryCodeRequired', 'Enter a recovery code', 'recoveryCode') })
        return
      }
      try {
        accept(run, await apiRef.current.recoverMfa(client, { mfaToken, recoveryCode }))
      } catch (error) {
        run.send({ type: 'PROOF.REJECTED', error: toFlowError(error, FALLBACK, refusedInput(error) ? 'recoveryCode' : undefined) })
      }
    },
    [start, apiRef, client, mfaToken, accept],
  )

  const submitPhoneNumber = useCallback(
    async (raw: string) => {
      const run = start({ type: 'PHONE.SUBMITTED', phoneNumber: raw })
      if (!run) return
      const parsed = await parsePhoneNumber(raw, optionsRef.current.defaultCountry)
      if (!parsed.ok) {
        run.send({ type: 'PHONE.REJECTED', error: parsed.error })
        return
      }
      try {
        const sent = await apiRef.current.preEnrollSms(client, { mfaToken, phoneNumber: parsed.phoneNumber })
        run.send({ type: 'PHONE.ACCEPTED', phoneNumber: parsed.phoneNumber, otcToken: sent.otcToken })
      } catch (error) {
        run.send({ type: 'PHONE.REJECTED', error: toFlowError(error, FALLBACK, refusedInput(error) ? 'phoneNumber' : undefined) })
      }
    },
    [start, optionsRef, apiRef, client, mfaToken],
  )

  const submitWebAuthn = useMfaWebAuthn({ client, mfaToken, apiRef, start, accept })

  const confirmRecoveryCodeSaved = useCallback(() => {
    if (dispatch({ type: 'RECOVERY_CODE.SAVED' })) handOnIfVerified()
  }, [dispatch, handOnIfVerified])

  const choose = useCallback((choice: MfaChoice) => void dispatch({ type: 'CHOICE.SELECTED', choice }), [dispatch])
  const chooseStrategy = useCallback((strategy: MfaStrategy) => void dispatch({ type: 'STRATEGY.SELECTED', strategy }), [dispatch])
  const startRecovery = useCallback(() => void dispatch({ type: 'RECOVERY.REQUESTED' }), [dispatch])
  const back = useCallback(() => void dispatch({ type: 'BACK' }), [dispatch])

  return useMemo(
    () => ({
      state: model.state,
      isPending: model.pending !== null,
      pending: model.pending,
      error: model.error,
      rememberDevice: model.rememberDevice,
      canGoBack: canGoBack(model),
      canUseRecoveryCode: canUseRecoveryCode(model),
      choose,
      chooseStrategy,
      startRecovery,
      submitCode,
      resendCode: deliver,
      submitPhoneNumber,
      submitRecoveryCode,
      submitWebAuthn,
      confirmRecoveryCodeSaved,
      back,
    }),
    [model, choose, chooseStrategy, startRecovery, submitCode, deliver, submitPhoneNumber, submitRecoveryCode, submitWebAuthn, confirmRecoveryCodeSaved, back],
  )
}
