import { useCallback, useMemo, type RefObject } from 'react'
import * as phoneNumbersApi from '../../api/phoneNumbers'
import type { Client } from '../../api'
import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import type { SessionUser } from '../session/store'
import { fieldError, toFlowError } from '../shared/flowError'
import { navigateTo } from '../shared/navigation'
import { parsePhoneNumber, type CountryCode } from '../mfa/phone'
import { normaliseOneTimeCode } from '../mfa/codes'
import { expectStep, type FlowRuntime } from '../shared/flowRuntime'
import type { LoginEvent, LoginModel } from './machine'
import { quickLoginCompletedKey, quickLoginToRegister, type QuickLoginMethod } from './quickLogin'

export interface QuickLoginApi {
  createPhoneNumber: typeof phoneNumbersApi.createPhoneNumber
  verifyPhoneNumber: typeof phoneNumbersApi.verifyPhoneNumber
}

interface Deps {
  client: Client
  flow: FlowRuntime<LoginModel, LoginEvent>
  context: RefObject<GatehouseContextValue>
  api: RefObject<QuickLoginApi>
  defaultCountry?: CountryCode
}

const FALLBACK = 'Something went wrong. Please try again.'

/** The quick-login method still to register for this user (spec/auth.md §4 register-quick-login), if any. */
export function pendingQuickLogin(context: GatehouseContextValue, user: Pick<SessionUser, 'id'>): QuickLoginMethod | null {
  const { localStorage } = context
  return quickLoginToRegister(
    localStorage.getItem(STORAGE_KEYS.registerQuickLogin),
    localStorage.getItem(quickLoginCompletedKey(STORAGE_KEYS.registerQuickLogin, user.id)),
  )
}

/** Notes that this user registered the requested quick-login method, so the flow does not ask again. */
export function markQuickLoginRegistered(context: GatehouseContextValue, userId: string, method: QuickLoginMethod): void {
  if (context.localStorage.getItem(STORAGE_KEYS.registerQuickLogin)?.trim() !== method) return
  context.localStorage.setItem(quickLoginCompletedKey(STORAGE_KEYS.registerQuickLogin, userId), method)
}

/** The registerQuickLogin flow's actions on loginWithQuickSmsOtc: a phone, the texted code, or not now. */
export function useQuickLoginRegistration({ client, flow, context, api, defaultCountry }: Deps) {
  const { start, dispatch, after, latest } = flow
  const leaveFor = useCallback(
    (destination: string) => after(context.current.delays.afterLogin, () => navigateTo(context.current, destination, { replace: true })),
    [after, context],
  )

  const submitQuickLoginPhone = useCallback(
    async (raw: string) => {
      // Checked before anything is pending: the button does not flicker while the number is read.
      const parsed = await parsePhoneNumber(raw, defaultCountry)
      if (!parsed.ok) {
        dispatch({ type: 'PHONE.INVALID', error: parsed.error })
        return
      }
      const run = start({ type: 'PHONE.SUBMITTED' })
      if (!run) return
      try {
        const { otcToken } = await api.current.createPhoneNumber(client, { phoneNumber: parsed.phoneNumber })
        run.send({ type: 'PHONE.CODE_SENT', phoneNumber: parsed.phoneNumber, otcToken })
      } catch (error) {
        run.send({ type: 'PHONE.REJECTED', error: toFlowError(error, FALLBACK, 'phoneNumber') })
      }
    },
    [start, dispatch, api, client, defaultCountry],
  )

  const submitQuickLoginCode = useCallback(
    async (raw: string) => {
      const run = start({ type: 'PHONE.CODE_SUBMITTED' })
      if (!run) return
      const code = normaliseOneTimeCode(raw)
      if (!code) {
        run.send({ type: 'PHONE.CODE_REJECTED', error: fieldError('invalidOneTimeCode', 'Enter the 6-digit code we sent you', 'code') })
        return
      }
      const { otcToken = '', destination } = expectStep(run.from.state, 'loginWithQuickSmsOtc')
      try {
        await api.current.verifyPhoneNumber(client, { otcToken, code })
        if (!run.isCurrent()) return
        const userId = context.current.store.getSnapshot().user?.id
        if (userId) markQuickLoginRegistered(context.current, userId, 'SmsCode')
        if (run.send({ type: 'PHONE.VERIFIED' })) leaveFor(destination)
      } catch (error) {
        run.send({ type: 'PHONE.CODE_REJECTED', error: toFlowError(error, FALLBACK, 'code') })
      }
    },
    [start, api, client, context, leaveFor],
  )

  const changeQuickLoginPhone = useCallback(() => {
    dispatch({ type: 'PHONE.CHANGE_REQUESTED' })
  }, [dispatch])

  const skipQuickLogin = useCallback(() => {
    const { state } = latest()
    if (dispatch({ type: 'QUICK_LOGIN.SKIPPED' })) leaveFor(expectStep(state, 'loginWithQuickSmsOtc').destination)
  }, [dispatch, latest, leaveFor])

  return useMemo(
    () => ({ submitQuickLoginPhone, submitQuickLoginCode, changeQuickLoginPhone, skipQuickLogin }),
    [submitQuickLoginPhone, submitQuickLoginCode, changeQuickLoginPhone, skipQuickLogin],
  )
}
