import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import * as authApi from '../../api/auth'
import * as stepUpApi from '../../api/stepUp'
import type { LoginResponse } from '../../api'
import { useGatehouse } from '../session/GatehouseProvider'
import { finishSignIn } from '../session/finishSignIn'
import { STORAGE_KEYS } from '../session/storage'
import { serverNow, type SessionUser } from '../session/store'
import { afterLoginDestination } from '../login/afterLogin'
import { interpretLoginResponse } from '../login/loginAnswers'
import { toFlowError, type FlowError } from '../shared/flowError'
import { useMountRequest } from '../shared/useMountRequest'
import { navigateTo } from '../shared/navigation'
import { initialStepUpModel, stepUpFailure, stepUpReducer, type StepUpState } from './machine'
import { isStepUpValid, logoutKeepingQuery, maxAgeFromUrl, nextCheckDelay, stepUpExpiresIn, stepUpLocation } from './stepUp'
import { useLatest } from '../shared/useLatest'
import { useFlowRuntime } from '../shared/useFlowRuntime'

/** The calls step-up makes; swap any of them in a test or a host. */
export interface StepUpApi {
  generateStepUpSession: typeof stepUpApi.generateStepUpSession
  getMe: typeof authApi.getMe
}

export interface StepUpOptions {
  /** Seconds a step-up counts for; read from the page's `maxAge` query when not given. */
  maxAge?: number
  api?: Partial<StepUpApi>
  /** Called once the stepped-up session is stored, before going back. */
  onSuccess?: (user: SessionUser) => void
}

export interface StepUp {
  /** Where step-up is: generating, the MFA steps, not enrolled, leaving for logout, done. */
  readonly state: StepUpState
  /** A failure to store the stepped-up session after the second factor was proven. */
  readonly error: FlowError | null
  readonly maxAge: number | undefined
  /** Finishes step-up with the answer of a verified second factor (the MFA steps call it). */
  completeMfa(answer: LoginResponse): Promise<void>
}

const FALLBACK = 'Something went wrong. Please try again.'

/**
 * The step-up route (spec/auth.md §4 step-up): generates a stepped-up session once, hands a
 * second factor to the MFA steps, stores the session and goes back to the stored page.
 */
export function useStepUp(options: StepUpOptions = {}): StepUp {
  const gatehouse = useGatehouse('useStepUp')
  const contextRef = useLatest(gatehouse)
  const api: StepUpApi = { ...authApi, ...stepUpApi, ...options.api }
  const apiRef = useLatest(api)
  const onSuccessRef = useLatest(options.onSuccess)
  const [maxAge] = useState(() => options.maxAge ?? maxAgeFromUrl(gatehouse.currentUrl()))
  const { model, dispatch, start, after } = useFlowRuntime(stepUpReducer, () => initialStepUpModel)

  /** Stores the stepped-up user and goes back to where step-up was asked for. */
  const finish = useCallback(async (answer: LoginResponse) => {
    const result = interpretLoginResponse(answer)
    if (result.kind === 'mfa') {
      dispatch({ type: 'SESSION.MFA_REQUIRED', mfa: result.mfa })
      return
    }
    const run = start({ type: 'STEP_UP.STORING' })
    if (!run) return
    const { localStorage, routes, redirect, currentUrl, logger, delays } = contextRef.current
    try {
      const user = await finishSignIn(contextRef.current, result, apiRef.current)
      if (!run.send({ type: 'STEP_UP.SUCCEEDED' })) return
      onSuccessRef.current?.(user)
      const storedUrl = localStorage.getItem(STORAGE_KEYS.stepUpRedirectUrl)
      localStorage.removeItem(STORAGE_KEYS.stepUpRedirectUrl)
      localStorage.removeItem(STORAGE_KEYS.shouldStepUp)
      const destination = afterLoginDestination({ currentUrl: currentUrl(), storedUrl, routes, redirect, logger })
      after(delays.afterLogin, () => navigateTo(contextRef.current, destination, { replace: true }))
    } catch (error) {
      run.send({ type: 'STEP_UP.REJECTED', error: toFlowError(error, FALLBACK) })
    }
  }, [apiRef, contextRef, onSuccessRef, dispatch, start, after])

  useMountRequest(
    () => apiRef.current.generateStepUpSession(contextRef.current.client, maxAge === undefined ? {} : { maxAge }),
    (outcome) => {
      if (outcome.ok) {
        void finish(outcome.value)
        return
      }
      if (stepUpFailure(outcome.error) === 'noMFAEnrolledStepUp') {
        dispatch({ type: 'SESSION.NOT_ENROLLED' })
        return
      }
      const { localStorage, navigate, routes, currentUrl } = contextRef.current
      localStorage.setItem(STORAGE_KEYS.shouldStepUp, maxAge === undefined ? '' : String(maxAge))
      contextRef.current.sessionStorage.setItem(STORAGE_KEYS.stepUpLogout, '1')
      dispatch({ type: 'SESSION.FAILED' })
      navigate(logoutKeepingQuery(routes.logoutUrl, currentUrl()), { replace: true })
    },
  )

  return useMemo(() => ({ state: model.state, error: model.error, maxAge, completeMfa: finish }), [model, maxAge, finish])
}

/**
 * Sends the user to step up, remembering the current path and query so step-up comes back
 * here (spec/auth.md §4: "stored in local storage, then redirect to the step-up route").
 */
export function useStepUpRedirect(): (options?: { maxAge?: number }) => void {
  const { navigate, routes, currentUrl, localStorage } = useGatehouse('useStepUpRedirect')
  return useCallback(
    (options = {}) => {
      const here = new URL(currentUrl())
      localStorage.setItem(STORAGE_KEYS.stepUpRedirectUrl, `${here.pathname}${here.search}`)
      navigate(stepUpLocation(routes.stepUpUrl, options.maxAge))
    },
    [navigate, routes.stepUpUrl, currentUrl, localStorage],
  )
}

/** Whether the signed-in user is stepped up (within maxAge); turns false on time without a reload. */
export function useIsSteppedUp(options: { maxAge?: number } = {}): boolean {
  const { store } = useGatehouse('useIsSteppedUp')
  const { maxAge } = options
  const user = useSyncExternalStore(store.subscribe, () => store.getSnapshot().user, () => store.getSnapshot().user)
  // Judged against the clock whenever React reads it; a timer set for the moment the step-up runs
  // out (re-armed while it is further off than one timer can wait) tells React to read again.
  const subscribe = useCallback(
    (onExpiry: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const arm = () => {
        const left = stepUpExpiresIn(user, { maxAge, now: serverNow(user) })
        if (left === null) return
        timer = setTimeout(() => {
          onExpiry()
          arm()
        }, nextCheckDelay(left))
      }
      arm()
      return () => clearTimeout(timer)
    },
    [user, maxAge],
  )
  const isValid = useCallback(() => isStepUpValid(user, { maxAge, now: serverNow(user) }), [user, maxAge])
  return useSyncExternalStore(subscribe, isValid, isValid)
}
