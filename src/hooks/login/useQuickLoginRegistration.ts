import { useCallback, useMemo, type Dispatch, type RefObject } from 'react'
import * as phoneNumbersApi from '../../api/phoneNumbers'
import type { Client } from '../../api'
import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import type { SessionUser } from '../session/store'
import { fieldError, toFlowError } from '../shared/flowError'
import { navigateTo } from '../shared/navigation'
import { parsePhoneNumber, type CountryCode } from '../mfa/phone'
import { normaliseOneTimeCode } from '../mfa/codes'
import type { LoginEvent, LoginModel } from './machine'
import { quickLoginCompletedKey, quickLoginToRegister, type QuickLoginMethod } from './quickLogin'

export interface QuickLoginApi {
  createPhoneNumber: typeof phoneNumbersApi.createPhoneNumber
  verifyPhoneNumber: typeof phoneNumbersApi.verifyPhoneNumber
}

interface Deps {
  client: Client
  dispatch: Dispatch<LoginEvent>
  modelRef: RefObject<LoginModel>
  context: RefObject<GatehouseContextValue>
  api: RefObject<QuickLoginApi>
  run: (work: (isCurrent: () => boolean) => Promise<void>) => Promise<void>
  after: (ms: number, action: () => void) => void
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
export function useQuickLoginRegistration({ client, dispatch, modelRef, context, api, run, after, defaultCountry }: Deps) {
  const goOn = useCallback(
    (destination: string) => {
      dispatch({ type: 'QUICK_LOGIN.FINISHED' })
      after(context.current.delays.afterLogin, () => navigateTo(context.current, destination, { replace: true }))
    },
    [dispatch, after, context],
  )

  const submitQuickLoginPhone = useCallback(
    (raw: string) =>
      run(async (isCurrent) => {
        const { state } = modelRef.current
        if (state.step !== 'loginWithQuickSmsOtc' || state.otcToken) return
        const parsed = await parsePhoneNumber(raw, defaultCountry)
        if (!parsed.ok) {
          dispatch({ type: 'PHONE.REJECTED', error: parsed.error })
          return
        }
        dispatch({ type: 'PHONE.SUBMITTED' })
        try {
          const { otcToken } = await api.current.createPhoneNumber(client, { phoneNumber: parsed.phoneNumber })
          if (isCurrent()) dispatch({ type: 'PHONE.CODE_SENT', phoneNumber: parsed.phoneNumber, otcToken })
        } catch (error) {
          if (isCurrent()) dispatch({ type: 'PHONE.REJECTED', error: toFlowError(error, FALLBACK, 'phoneNumber') })
        }
      }),
    [run, modelRef, dispatch, api, client, defaultCountry],
  )

  const submitQuickLoginCode = useCallback(
    (raw: string) =>
      run(async (isCurrent) => {
        const { state } = modelRef.current
        if (state.step !== 'loginWithQuickSmsOtc' || !state.otcToken) return
        const code = normaliseOneTimeCode(raw)
        if (!code) {
          dispatch({ type: 'CODE.REJECTED', error: fieldError('invalidOneTimeCode', 'Enter the 6-digit code we sent you', 'code') })
          return
        }
        dispatch({ type: 'CODE.SUBMITTED' })
        try {
          await api.current.verifyPhoneNumber(client, { otcToken: state.otcToken, code })
          if (!isCurrent()) return
          const userId = context.current.store.getSnapshot().user?.id
          if (userId) markQuickLoginRegistered(context.current, userId, 'SmsCode')
          goOn(state.destination)
        } catch (error) {
          if (isCurrent()) dispatch({ type: 'CODE.REJECTED', error: toFlowError(error, FALLBACK, 'code') })
        }
      }),
    [run, modelRef, dispatch, api, client, context, goOn],
  )

  const changeQuickLoginPhone = useCallback(() => dispatch({ type: 'PHONE.CHANGE_REQUESTED' }), [dispatch])

  const skipQuickLogin = useCallback(() => {
    const { state, pending } = modelRef.current
    if (state.step !== 'loginWithQuickSmsOtc' || pending) return
    goOn(state.destination)
  }, [modelRef, goOn])

  return useMemo(
    () => ({ submitQuickLoginPhone, submitQuickLoginCode, changeQuickLoginPhone, skipQuickLogin }),
    [submitQuickLoginPhone, submitQuickLoginCode, changeQuickLoginPhone, skipQuickLogin],
  )
}
