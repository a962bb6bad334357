import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import * as mfaApi from '../../api/mfa'
import { ApiError, type LoginResponse, type RememberDevicePolicy } from '../../api'
import { useGatehouse } from '../session/GatehouseProvider'
import { fieldError, toFlowError, type FlowError } from '../shared/flowError'
import { normaliseOneTimeCode, normaliseRecoveryCode } from './codes'
import { afterProof, canGoBack, canUseRecoveryCode, initialMfaModel, mfaReducer, needsDelivery, type MfaEvent, type MfaState } from './machine'
import { parsePhoneNumber, type CountryCode } from './phone'
import type { MfaChallenge, MfaChoice, MfaStrategy } from './steps'
import { useMfaWebAuthn } from './useMfaWebAuthn'
import { useLatest } from '../shared/useLatest'

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
  /** Called when the step changes (e.g. so a login can name its own step after it). */
  onStepChange?: (state: MfaState) => void
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

  const [model, dispatchNow] = useReducer(mfaReducer, options.challenge, initialMfaModel)
  // Kept in step by `dispatch` below, which applies the reducer itself.
  const modelRef = useRef(model)

  // Answers are applied only while mounted and while the user is still on the step they were for.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const isCurrent = useCallback((entry: number) => mounted.current && modelRef.current.entry === entry, [])
  const dispatch = useCallback((event: MfaEvent) => {
    // The model ref is kept in step at once, so a second call in the same tick sees the first.
    modelRef.current = mfaReducer(modelRef.current, event)
    dispatchNow(event)
  }, [])

  // One call at a time: a second submit while one is pending is ignored.
  const busy = useRef(false)
  const exclusive = useCallback(async (work: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false
    busy.current = true
    try {
      await work()
    } finally {
      busy.current = false
    }
    return true
  }, [])

  const verified = useRef(false)
  const finish = useCallback((answer: LoginResponse) => {
    if (verified.current) return
    verified.current = true
    optionsRef.current.onVerified(answer)
  }, [optionsRef])

  /** The proof was accepted: an enrolment shows its recovery code first, anything else completes. */
  const accept = useCallback(
    (answer: LoginResponse) => {
      const next = afterProof(modelRef.current.state, answer)
      dispatch({ type: 'PROOF.ACCEPTED', answer })
      if (next.step === 'verified') finish(answer)
    },
    [dispatch, finish],
  )

  // spec/auth.md §7 allow-remember-device: asked once per MFA token.
  const policyAskedFor = useRef<string | null>(null)
  useEffect(() => {
    if (policyAskedFor.current === mfaToken) return
    policyAskedFor.current = mfaToken
    apiRef.current.getRememberDevicePolicy(client, { mfaToken }).then(
      (policy) => mounted.current && dispatch({ type: 'POLICY.LOADED', policy }),
      () => {}, // without the policy the device simply is not offered to be remembered
    )
  }, [client, mfaToken, dispatch, apiRef])

  /** Sends the code of an SMS or email step, or gets the QR code of an app enrolment. */
  const deliver = useCallback(async () => {
    const { state, entry } = modelRef.current
    dispatch({ type: 'CODE.SENDING' })
    try {
      const calls = apiRef.current
      if (state.step === 'authenticatorApp' && state.mode === 'enrol') {
        const enrolment = await calls.preEnrollAuthenticatorApp(client, { mfaToken })
        if (isCurrent(entry)) dispatch({ type: 'ENROLMENT.READY', enrolment })
        return
      }
      let sent: { otcToken: string }
      if (state.step === 'smsVerifyCode') {
        sent = state.mode === 'verify'
          ? await calls.preVerifySms(client, { deviceId: state.deviceId, mfaToken })
          : await calls.preEnrollSms(client, { mfaToken, phoneNumber: state.phoneNumber })
      } else if (state.step === 'emailVerifyCode') {
        sent = await calls.preVerifyEmailCode(client, { mfaToken })
      } else {
        return
      }
      if (isCurrent(entry)) dispatch({ type: 'CODE.SENT', otcToken: sent.otcToken })
    } catch (error) {
      if (isCurrent(entry)) dispatch({ type: 'CODE.SEND_FAILED', error: toFlowError(error, FALLBACK) })
    }
  }, [dispatch, apiRef, isCurrent, client, mfaToken])

  // A code step sends its code on entry, an app enrolment gets its QR code: once per entry,
  // StrictMode's second effect run included (the ref outlives it).
  const deliveredEntry = useRef(-1)
  useEffect(() => {
    if (!needsDelivery(model.state) || deliveredEntry.current === model.entry) return
    deliveredEntry.current = model.entry
    void exclusive(deliver)
  }, [model.state, model.entry, exclusive, deliver])

  // Only a new step (or mode within it) is news; data changing within a step is not. Reported once,
  // StrictMode's second effect run included.
  const reportedStep = useRef<string | null>(null)
  useEffect(() => {
    const step = `${model.state.step}:${'mode' in model.state ? model.state.mode : ''}`
    if (reportedStep.current === step) return
    reportedStep.current = step
    optionsRef.current.onStepChange?.(model.state)
  }, [model.state, optionsRef])

  const submitCode = useCallback(
    (input: string, { rememberDevice = false }: { rememberDevice?: boolean } = {}) =>
      exclusive(async () => {
        const { state, entry, rememberDevice: policy } = modelRef.current
        if (state.step !== 'authenticatorApp' && state.step !== 'smsVerifyCode' && state.step !== 'emailVerifyCode') return
        const code = normaliseOneTimeCode(input)
        if (!code) {
          dispatch({ type: 'PROOF.REJECTED', error: fieldError('invalidCode', 'Enter the 6-digit code', 'code') })
          return
        }
        dispatch({ type: 'PROOF.SUBMITTED' })
        if (modelRef.current.pending !== 'verify') return
        const remember = rememberDevice && Boolean(policy?.isAllowedToRemember)
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
          if (isCurrent(entry)) accept(answer)
        } catch (error) {
          if (isCurrent(entry)) dispatch({ type: 'PROOF.REJECTED', error: toFlowError(error, FALLBACK, refusedInput(error) ? 'code' : undefined) })
        }
      }).then(() => undefined),
    [exclusive, dispatch, apiRef, isCurrent, accept, client, mfaToken],
  )

  const submitRecoveryCode = useCallback(
    (input: string) =>
      exclusive(async () => {
        const { state, entry } = modelRef.current
        if (state.step !== 'recoveryCode') return
        const recoveryCode = normaliseRecoveryCode(input)
        if (!recoveryCode) {
          dispatch({ type: 'PROOF.REJECTED', error: fieldError('recoveryCodeRequired', 'Enter a recovery code', 'recoveryCode') })
          return
        }
        dispatch({ type: 'PROOF.SUBMITTED' })
        try {
          const answer = await apiRef.current.recoverMfa(client, { mfaToken, recoveryCode })
          if (isCurrent(entry)) accept(answer)
        } catch (error) {
          if (isCurrent(entry)) dispatch({ type: 'PROOF.REJECTED', error: toFlowError(error, FALLBACK, refusedInput(error) ? 'recoveryCode' : undefined) })
        }
      }).then(() => undefined),
    [exclusive, dispatch, apiRef, client, mfaToken, isCurrent, accept],
  )

  const submitPhoneNumber = useCallback(
    (raw: string) =>
      exclusive(async () => {
        const { state, entry } = modelRef.current
        if (state.step !== 'smsSetPhoneNumber') return
        dispatch({ type: 'PHONE.SUBMITTED', phoneNumber: raw })
        const parsed = await parsePhoneNumber(raw, optionsRef.current.defaultCountry)
        if (!parsed.ok) {
          dispatch({ type: 'PHONE.REJECTED', error: parsed.error })
          return
        }
        try {
          const sent = await apiRef.current.preEnrollSms(client, { mfaToken, phoneNumber: parsed.phoneNumber })
          if (isCurrent(entry)) dispatch({ type: 'PHONE.ACCEPTED', phoneNumber: parsed.phoneNumber, otcToken: sent.otcToken })
        } catch (error) {
          if (isCurrent(entry)) dispatch({ type: 'PHONE.REJECTED', error: toFlowError(error, FALLBACK, refusedInput(error) ? 'phoneNumber' : undefined) })
        }
      }).then(() => undefined),
    [exclusive, dispatch, optionsRef, apiRef, client, mfaToken, isCurrent],
  )

  const resendCode = useCallback(() => exclusive(deliver).then(() => undefined), [exclusive, deliver])

  const submitWebAuthn = useMfaWebAuthn({ client, mfaToken, apiRef, modelRef, dispatch, exclusive, isCurrent, accept })

  const confirmRecoveryCodeSaved = useCallback(() => {
    const { state } = modelRef.current
    if (state.step !== 'saveRecoveryCode') return
    dispatch({ type: 'RECOVERY_CODE.SAVED' })
    finish(state.answer)
  }, [dispatch, finish])

  const choose = useCallback((choice: MfaChoice) => dispatch({ type: 'CHOICE.SELECTED', choice }), [dispatch])
  const chooseStrategy = useCallback((strategy: MfaStrategy) => dispatch({ type: 'STRATEGY.SELECTED', strategy }), [dispatch])
  const startRecovery = useCallback(() => dispatch({ type: 'RECOVERY.REQUESTED' }), [dispatch])
  const back = useCallback(() => dispatch({ type: 'BACK' }), [dispatch])

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
      resendCode,
      submitPhoneNumber,
      submitRecoveryCode,
      submitWebAuthn,
      confirmRecoveryCodeSaved,
      back,
    }),
    [model, choose, chooseStrategy, startRecovery, submitCode, resendCode, submitPhoneNumber, submitRecoveryCode, submitWebAuthn, confirmRecoveryCodeSaved, back],
  )
}
