import { useCallback, useMemo } from 'react'
import * as phoneApi from '../../api/phone'
import * as passwordlessApi from '../../api/passwordless'
import { ApiError } from '../../api/errors'
import { useGatehouse } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import { serialiseSmsLoginHandoff, type SmsLoginHandoff } from '../login/smsHandoff'
import { fieldError, toFlowError, type FlowError } from '../shared/flowError'
import { parseEmail } from '../shared/email'
import { expectStep } from '../shared/flowRuntime'
import { navigateTo } from '../shared/navigation'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useLatest } from '../shared/useLatest'
import { normaliseOneTimeCode } from '../mfa/codes'
import { parsePhoneNumber, type CountryCode } from '../mfa/phone'
import { initialResetPhoneNumberModel, resetPhoneNumberReducer, type ResetPhoneNumberModel, type ResetPhoneNumberState } from './machine'

/** The calls the phone number reset makes; swap any of them in a test or a host. */
export interface ResetPhoneNumberApi {
  resetPhoneNumber: typeof phoneApi.resetPhoneNumber
  verifyResetPhoneNumber: typeof phoneApi.verifyResetPhoneNumber
  changePhoneNumber: typeof phoneApi.changePhoneNumber
  /** Texts the sign-in code to the new number once it changed. */
  passwordlessPreLogin: typeof passwordlessApi.passwordlessPreLogin
}

export interface ResetPhoneNumberOptions {
  /** Prefills the email (e.g. the one typed on the login page). */
  initialEmail?: string
  /** Reads a new number typed without its country code as one of this country. */
  defaultCountry?: CountryCode
  api?: Partial<ResetPhoneNumberApi>
}

export interface ResetPhoneNumber {
  /** The step the flow is in, with the data that step needs. */
  readonly state: ResetPhoneNumberState
  /** True while a submit waits for the server. */
  readonly isPending: boolean
  /** Which submit waits ('email', 'resend', 'code', 'phone'), so a screen can mark the right button. */
  readonly pending: ResetPhoneNumberModel['pending']
  /** The last failure, tied to a field when it belongs to one. */
  readonly error: FlowError | null
  /** ResetPhoneNumber: asks the API to email a code to the account with this email. */
  requestCode(email: string): Promise<void>
  /** VerifyResetPhoneNumber: emails another code; the earlier one stops working. */
  resendCode(): Promise<void>
  /** VerifyResetPhoneNumber: proves the emailed code. */
  submitCode(code: string): Promise<void>
  /**
   * ChangePhoneNumber: checks the number, changes it, texts the sign-in code there and goes to
   * the login route's SMS-code step (spec/auth.md §4 phone reset).
   */
  changePhoneNumber(phoneNumber: string): Promise<void>
  /** Back to the email (another address, or starting again), keeping it. */
  back(): void
}

const FALLBACK = 'Something went wrong. Please try again.'
/** spec/auth.md §8: passwordless failures without a server message. */
const SMS_NOT_SENT = 'Failed to authenticate'

/** A 400 is about what was typed; anything else (429, 5xx, network) is about the form. */
const fieldOf = (error: unknown, field: string) => (error instanceof ApiError && error.status === 400 ? field : undefined)

/** Headless phone number reset: the machine plus its calls, then the hand-over to the SMS sign-in. */
export function useResetPhoneNumber(options: ResetPhoneNumberOptions = {}): ResetPhoneNumber {
  const gatehouse = useGatehouse('useResetPhoneNumber')
  const { client } = gatehouse
  const api: ResetPhoneNumberApi = { ...phoneApi, ...passwordlessApi, ...options.api }
  const apiRef = useLatest(api)
  const contextRef = useLatest(gatehouse)
  const optionsRef = useLatest(options)
  const { model, start, dispatch, invalidate } = useFlowRuntime(resetPhoneNumberReducer, () => initialResetPhoneNumberModel(options.initialEmail))

  /** Emails a code for `email`; the answer's token is the one the next code proves. */
  const sendCode = useCallback((email: string) => apiRef.current.resetPhoneNumber(client, { email }), [apiRef, client])

  const requestCode = useCallback(
    async (raw: string) => {
      const parsed = parseEmail(raw)
      const run = start({ type: 'EMAIL.SUBMITTED', email: parsed.ok ? parsed.email : raw })
      if (!run) return
      if (!parsed.ok) {
        run.send({ type: 'EMAIL.REJECTED', error: parsed.error })
        return
      }
      try {
        const { resetPhoneNumberToken } = await sendCode(parsed.email)
        run.send({ type: 'CODE.SENT', resetPhoneNumberToken })
      } catch (error) {
        run.send({ type: 'EMAIL.REJECTED', error: toFlowError(error, FALLBACK, fieldOf(error, 'email')) })
      }
    },
    [start, sendCode],
  )

  const resendCode = useCallback(async () => {
    const run = start({ type: 'CODE.RESEND_REQUESTED' })
    if (!run) return
    try {
      const { resetPhoneNumberToken } = await sendCode(run.from.state.email)
      run.send({ type: 'CODE.SENT', resetPhoneNumberToken })
    } catch (error) {
      run.send({ type: 'CODE.RESEND_FAILED', error: toFlowError(error, FALLBACK) })
    }
  }, [start, sendCode])

  const submitCode = useCallback(
    async (raw: string) => {
      const run = start({ type: 'CODE.SUBMITTED' })
      if (!run) return
      const code = normaliseOneTimeCode(raw)
      if (!code) {
        run.send({ type: 'CODE.REJECTED', error: fieldError('invalidOneTimeCode', 'Enter the 6-digit code we sent you', 'code') })
        return
      }
      const { resetPhoneNumberToken } = expectStep(run.from.state, 'VerifyResetPhoneNumber')
      try {
        const { changePhoneNumberToken } = await apiRef.current.verifyResetPhoneNumber(client, { resetPhoneNumberToken, code })
        run.send({ type: 'CODE.VERIFIED', changePhoneNumberToken })
      } catch (error) {
        run.send({ type: 'CODE.REJECTED', error: toFlowError(error, FALLBACK, fieldOf(error, 'code')) })
      }
    },
    [start, apiRef, client],
  )

  const changePhoneNumber = useCallback(
    async (raw: string) => {
      const run = start({ type: 'PHONE.SUBMITTED', phoneNumber: raw })
      if (!run) return
      // Checked here, before anything is sent: libphonenumber-js loads with the first number typed.
      const parsed = await parsePhoneNumber(raw, optionsRef.current.defaultCountry)
      if (!parsed.ok) {
        run.send({ type: 'PHONE.REJECTED', error: parsed.error })
        return
      }
      const { email, changePhoneNumberToken } = expectStep(run.from.state, 'ChangePhoneNumber')
      try {
        await apiRef.current.changePhoneNumber(client, { phoneNumber: parsed.phoneNumber, changePhoneNumberToken })
      } catch (error) {
        // The server's refusals (a stale token among them) are the form's to show: only the number was checked here.
        run.send({ type: 'PHONE.REJECTED', error: toFlowError(error, FALLBACK) })
        return
      }
      if (!run.isCurrent()) return
      // spec/auth.md §4 phone reset: the SMS-code login step starts, its code already on the way to the new number.
      let sms: SmsLoginHandoff
      try {
        const sent = await apiRef.current.passwordlessPreLogin(client, { type: 'SmsCode', email })
        sms = { email, ...(sent.phoneNumber ? { phoneNumber: sent.phoneNumber } : {}) }
      } catch (error) {
        sms = { email, error: toFlowError(error, SMS_NOT_SENT) }
      }
      if (!run.send({ type: 'PHONE.CHANGED', phoneNumber: parsed.phoneNumber })) return
      const context = contextRef.current
      context.sessionStorage.setItem(STORAGE_KEYS.pendingSmsLogin, serialiseSmsLoginHandoff(sms, Date.now()))
      navigateTo(context, context.routes.loginUrl, { replace: true })
    },
    [start, optionsRef, apiRef, client, contextRef],
  )

  // Back to the email: whatever the step was waiting for no longer counts.
  const back = useCallback(() => {
    if (dispatch({ type: 'BACK' })) invalidate()
  }, [dispatch, invalidate])

  return useMemo(
    () => ({ state: model.state, isPending: model.pending !== null, pending: model.pending, error: model.error, requestCode, resendCode, submitCode, changePhoneNumber, back }),
    [model, requestCode, resendCode, submitCode, changePhoneNumber, back],
  )
}
