import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import * as authApi from '../../api/auth'
import * as passwordlessApi from '../../api/passwordless'
import * as phoneNumbersApi from '../../api/phoneNumbers'
import { pendingQuickLogin, useQuickLoginRegistration, type QuickLoginApi } from './useQuickLoginRegistration'
import { usePasskeyActions } from './usePasskeyActions'
export { PASSKEY_FAILED } from './usePasskeyActions'
import { ApiError, type LoginResponse } from '../../api'
import { useGatehouse } from '../session/GatehouseProvider'
import { finishSignIn } from '../session/finishSignIn'
import type { SessionUser } from '../session/store'
import { fieldError, toFlowError, type FlowError } from '../shared/flowError'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { expectStep, type Run } from '../shared/flowRuntime'
import { parseEmail } from '../shared/email'
import { takeDestination } from './destination'
import { parseSmsLoginHandoff } from './smsHandoff'
import { STORAGE_KEYS } from '../session/storage'
import { hasSessionHint, loginRouteWaits } from '../session/sessionHint'
import { useSession } from '../session/useSession'
import { leaveAfterSsoFailure, leaveForSso } from './ssoRedirect'
import { navigateTo } from '../shared/navigation'
import * as webauthnApi from '../../api/webauthn'
import { isWebAuthnSupported } from '../shared/webauthn'
import { passkeyPromptApplies, type PasskeyApi } from './passkeyCalls'
import {
  continuedLoginModel,
  initialLoginModel,
  interpretLoginResponse,
  isBreachedPasswordLogin,
  loginFlow,
  loginReducer,
  passwordlessTypeForStep,
  preLoginStep,
  smsLoginModel,
  type LoginEvent,
  type LoginModel,
  type LoginResult,
  type LoginState,
} from './machine'
import { normaliseOneTimeCode } from '../mfa/codes'
import { useLatest } from '../shared/useLatest'

/** The calls the login flow makes; swap any of them in a test or a host. */
export interface LoginApi extends PasskeyApi, QuickLoginApi {
  ssoPreLogin: typeof authApi.ssoPreLogin
  getVendorConfig: typeof authApi.getVendorConfig
  loginWithPassword: typeof authApi.loginWithPassword
  getMe: typeof authApi.getMe
  passwordlessPreLogin: typeof passwordlessApi.passwordlessPreLogin
  passwordlessPostLogin: typeof passwordlessApi.passwordlessPostLogin
  forgotPassword: typeof authApi.forgotPassword
}

export interface LoginOptions {
  /** Prefills the email (e.g. from an invitation). */
  initialEmail?: string
  api?: Partial<LoginApi>
  /** Called once the session holds the signed-in user, before navigating onward. */
  onSuccess?: (user: SessionUser) => void
}

export interface Login {
  /** The step the flow is in, with the data that step needs. */
  readonly state: LoginState
  /** True while a submit waits for the server. */
  readonly isPending: boolean
  /** Which submit waits for the server ('code', 'resend' ...), so a screen can mark the right button. */
  readonly pending: LoginModel['pending']
  /** The last failure, tied to a field when it belongs to one. */
  readonly error: FlowError | null
  /**
   * True while a session this browser may hold (the provider's session hint) is restored: show a
   * holding screen, not the first step. Without the hint the first step shows at once, and a
   * visitor who turns out to be signed in is sent on when the restore answers.
   */
  readonly checkingSession: boolean
  /** Submits the email; SSO discovery and the auth strategy pick the next step. */
  submitEmail(email: string): Promise<void>
  /** Submits the password for the email given on preLogin. */
  submitPassword(password: string): Promise<void>
  /** Finishes loginWithTwoFactor with the token answer the MFA screen (useMfa `onVerified`) got. */
  completeMfa(answer: LoginResponse): Promise<void>
  /** Submits the emailed or texted one-time code (loginWithOtc, loginWithSmsOtc). */
  submitCode(code: string): Promise<void>
  /** Sends the magic link or one-time code again. */
  resend(): Promise<void>
  /** Whether this browser can use passkeys at all; screens hide passkey actions when it cannot. */
  readonly isPasskeySupported: boolean
  /** Signs in with a passkey from preLogin; a valid email typed so far narrows the challenge to that account. */
  signInWithPasskey(email?: string): Promise<void>
  /** Creates a passkey for the signed-in user on promptPasskeys, then goes on. */
  createPasskey(): Promise<void>
  /** Stops the running passkey ceremony; the step stays and says it was cancelled. */
  cancelPasskey(): void
  /** Leaves promptPasskeys for the destination; `dontShowAgain` stores the choice (spec/auth.md §9). */
  skipPasskeys(options?: { dontShowAgain?: boolean }): void
  /** spec/auth.md §2 flows: registerQuickLogin while a quick-login method is registered after sign-in. */
  readonly flow: 'login' | 'registerQuickLogin'
  /** loginWithQuickSmsOtc: the phone number to register for quick SMS sign-in; a code is texted to it. */
  submitQuickLoginPhone(phoneNumber: string): Promise<void>
  /** loginWithQuickSmsOtc: the code texted to the new number; registers it and goes on. */
  submitQuickLoginCode(code: string): Promise<void>
  /** loginWithQuickSmsOtc: back to entering the number. */
  changeQuickLoginPhone(): void
  /** Not now: goes on without registering; asked again on the next sign-in. */
  skipQuickLogin(): void
  /** breachedPassword: emails a link to set a new password. */
  resetBreachedPassword(): Promise<void>
  /** Returns to email entry, keeping the email. */
  back(): void
}

const FALLBACK = 'Something went wrong. Please try again.'
/** A breached password the server would not sign in with, when the security-center flow is off. */
export const BREACHED_PASSWORD = 'This password appeared in a data breach. Reset it to sign in.'
/** spec/auth.md §8: passwordless failures without a server message. */
export const PASSWORDLESS_FAILED = 'Failed to authenticate'

const unknownOnServer = () => null

/** A login run: work started by an event the login machine accepted. */
export type LoginRun = Run<LoginModel, LoginEvent>

/** Headless sign-in: the login machine plus its effects (API calls, session, navigation). */
export function useLogin(options: LoginOptions = {}): Login {
  const gatehouse = useGatehouse('useLogin')
  const { client, store } = gatehouse
  const api: LoginApi = { ...authApi, ...passwordlessApi, ...webauthnApi, ...phoneNumbersApi, ...options.api }
  const apiRef = useLatest(api)
  const onSuccessRef = useLatest(options.onSuccess)
  const contextRef = useLatest(gatehouse)

  // A callback route that met an MFA challenge hands it over: the login continues at the second factor.
  // A phone number reset hands over the SMS code it texted to the new number (in session storage: it may come by a page load).
  const flow = useFlowRuntime(loginReducer, () => {
    const handoff = store.pendingMfa()
    if (handoff) return continuedLoginModel(handoff.email, handoff.mfa)
    const sms = parseSmsLoginHandoff(gatehouse.sessionStorage.getItem(STORAGE_KEYS.pendingSmsLogin), Date.now())
    return sms ? smsLoginModel(sms) : initialLoginModel(options.initialEmail)
  })
  const { model, start, dispatch, after, invalidate, latest } = flow
  useEffect(() => store.handOffMfa(null), [store])
  // Taken once: opening the login route again starts from the email.
  useEffect(() => contextRef.current.sessionStorage.removeItem(STORAGE_KEYS.pendingSmsLogin), [contextRef])

  // Someone already signed in (a restored session, or a sign-in in another tab of this browser) has
  // nothing to do on the login route: onward, as after a login. Once for each user that appears while
  // the login is at its first step (this login's own sign-in moves on by itself).
  const movedOn = useRef<string | null>(null)
  useEffect(() => {
    const decide = () => {
      const { isLoading, user } = store.getSnapshot()
      if (isLoading) return
      if (!user) {
        movedOn.current = null
        return
      }
      const who = user.sub ?? user.id
      if (movedOn.current === who || latest().state.step !== 'preLogin') return
      movedOn.current = who
      navigateTo(contextRef.current, takeDestination(contextRef.current, user), { replace: true })
    }
    decide()
    return store.subscribe(decide)
  }, [contextRef, latest, store])
  // The hint is read from local storage on each session change; a server render cannot know it (null).
  const readHint = useCallback(() => hasSessionHint(contextRef.current.localStorage.getItem(STORAGE_KEYS.sessionHint)), [contextRef])
  const hint = useSyncExternalStore(store.subscribe, readHint, unknownOnServer)
  const checkingSession = loginRouteWaits(useSession(), hint)
  const quickLogin = useQuickLoginRegistration({ client, flow, context: contextRef, api: apiRef })

  const submitEmail = useCallback(
    async (raw: string) => {
      const parsed = parseEmail(raw)
      const run = start({ type: 'EMAIL.SUBMITTED', email: parsed.ok ? parsed.email : raw })
      if (!run) return
      if (!parsed.ok) {
        run.send({ type: 'EMAIL.REJECTED', error: parsed.error })
        return
      }
      const { email } = parsed
      // spec/auth.md §4: a failed SSO pre-login yields nothing; the strategy decides then.
      const [sso, config] = await Promise.all([
        apiRef.current.ssoPreLogin(client, { email, tenantId: client.options.tenantId }).catch(() => null),
        apiRef.current.getVendorConfig(client).then(
          (answer) => ({ ok: true as const, answer }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      ])
      if (!run.isCurrent()) return
      if (!sso?.address && !config.ok) {
        run.send({ type: 'EMAIL.REJECTED', error: toFlowError(config.error, FALLBACK) })
        return
      }
      const next = preLoginStep(sso, config.ok ? config.answer.authStrategy : undefined)
      if (next.step === 'redirectToSSO') {
        // spec/auth.md §4 pre-login: a mobile shell's bridge opens the IdP at once; a browser goes after the delay.
        // oauth4webapi loads here, not with the login box: hosted login's lazy code uses much more of it.
        const { generateRandomState } = await import('oauth4webapi')
        if (!run.isCurrent()) return
        leaveForSso({ context: contextRef, dispatch: run.send, after }, next.address, sso?.idpType, generateRandomState())
      } else if (next.step === 'loginWithSSOFailed') {
        run.send({ type: 'EMAIL.RESOLVED', outcome: next })
        leaveAfterSsoFailure({ context: contextRef, after })
      } else if (next.step === 'loginWithPassword') {
        run.send({ type: 'EMAIL.RESOLVED', outcome: { step: 'loginWithPassword' } })
      } else {
        // Passwordless: the link or code is sent before its step shows, so the step can say so.
        const step = next.step
        try {
          const sent = await apiRef.current.passwordlessPreLogin(client, { type: passwordlessTypeForStep(step), email })
          run.send({ type: 'EMAIL.RESOLVED', outcome: { step, ...(sent.phoneNumber ? { phoneNumber: sent.phoneNumber } : {}) } })
        } catch (error) {
          run.send({ type: 'EMAIL.REJECTED', error: toFlowError(error, PASSWORDLESS_FAILED) })
        }
      }
    },
    [start, apiRef, client, contextRef, after],
  )

  /** The end of every successful login: session set, then onward after the spec's delay. */
  const completeLogin = useCallback(
    async (result: LoginResult, run: LoginRun) => {
      if (result.kind === 'mfa') {
        // spec/auth.md §4: the MFA step starts from a clean session.
        client.setAccessToken(null)
        store.signOut()
        run.send({ type: 'LOGIN.MFA_REQUIRED', mfa: result.mfa })
        return
      }
      const user = await finishSignIn(contextRef.current, result, apiRef.current)
      if (!run.send({ type: 'LOGIN.SUCCEEDED' })) return
      onSuccessRef.current?.(user)
      const destination = takeDestination(contextRef.current, user)
      // spec/auth.md §4: a pending quick-login registration switches the flow to registerQuickLogin.
      const quickLoginMethod = pendingQuickLogin(contextRef.current, user)
      if (quickLoginMethod === 'SmsCode') {
        run.send({ type: 'QUICK_LOGIN.STARTED', destination })
        return
      }
      if (quickLoginMethod === 'Passkeys' && isWebAuthnSupported()) {
        run.send({ type: 'PASSKEYS.PROMPTED', destination })
        return
      }
      // spec/auth.md §4 step 2: offer a passkey first when the prompt applies.
      if (await passkeyPromptApplies(client, apiRef.current, contextRef.current)) {
        run.send({ type: 'PASSKEYS.PROMPTED', destination })
        return
      }
      after(contextRef.current.delays.afterLogin, () => navigateTo(contextRef.current, destination, { replace: true }))
    },
    [after, apiRef, client, contextRef, onSuccessRef, store],
  )

  /** spec/auth.md §8: a failed login clears the stored token and user. True when the server refused the input. */
  const clearSession = useCallback(
    (error: unknown): boolean => {
      client.setAccessToken(null)
      store.signOut()
      return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 413
    },
    [client, store],
  )

  const submitPassword = useCallback(
    async (password: string) => {
      const run = start({ type: 'PASSWORD.SUBMITTED' })
      if (!run) return
      if (!password) {
        run.send({ type: 'PASSWORD.REJECTED', error: fieldError('passwordRequired', 'Enter your password', 'password') })
        return
      }
      try {
        const answer = await apiRef.current.loginWithPassword(client, { email: run.from.state.email, password })
        if (!run.isCurrent()) return
        const result = interpretLoginResponse(answer)
        if (isBreachedPasswordLogin(result, contextRef.current.flags)) {
          clearSession(null)
          run.send({ type: 'LOGIN.BREACHED_PASSWORD' })
          return
        }
        if (result.kind === 'authenticated' && !result.accessToken) {
          // Withheld for a breached password, with the security-center flow off: nothing to sign in with.
          clearSession(null)
          run.send({ type: 'PASSWORD.REJECTED', error: fieldError('breachedPassword', BREACHED_PASSWORD, 'password') })
          return
        }
        await completeLogin(result, run)
      } catch (error) {
        const field = clearSession(error) ? 'password' : undefined
        run.send({ type: 'PASSWORD.REJECTED', error: toFlowError(error, FALLBACK, field) })
      }
    },
    [start, apiRef, client, contextRef, completeLogin, clearSession],
  )

  const resetBreachedPassword = useCallback(async () => {
    const run = start({ type: 'RESET.SUBMITTED' })
    if (!run) return
    try {
      await apiRef.current.forgotPassword(client, { email: run.from.state.email })
      run.send({ type: 'RESET.SENT' })
    } catch (error) {
      run.send({ type: 'RESET.FAILED', error: toFlowError(error, FALLBACK) })
    }
  }, [start, apiRef, client])

  const completeMfa = useCallback(
    async (answer: LoginResponse) => {
      const run = start({ type: 'MFA.VERIFIED' })
      if (!run) return
      try {
        await completeLogin(interpretLoginResponse(answer), run)
      } catch (error) {
        clearSession(error)
        run.send({ type: 'MFA.COMPLETION_FAILED', error: toFlowError(error, FALLBACK) })
      }
    },
    [start, completeLogin, clearSession],
  )

  const submitCode = useCallback(
    async (input: string) => {
      const run = start({ type: 'CODE.SUBMITTED' })
      if (!run) return
      const code = normaliseOneTimeCode(input)
      if (!code) {
        run.send({ type: 'CODE.REJECTED', error: fieldError('invalidOneTimeCode', 'Enter the 6-digit code we sent you', 'code') })
        return
      }
      const state = expectStep(run.from.state, 'loginWithOtc', 'loginWithSmsOtc')
      try {
        const answer = await apiRef.current.passwordlessPostLogin(client, { type: passwordlessTypeForStep(state.step), token: code, email: state.email })
        if (run.isCurrent()) await completeLogin(interpretLoginResponse(answer), run)
      } catch (error) {
        const field = clearSession(error) ? 'code' : undefined
        run.send({ type: 'CODE.REJECTED', error: toFlowError(error, PASSWORDLESS_FAILED, field) })
      }
    },
    [start, apiRef, client, completeLogin, clearSession],
  )

  const resend = useCallback(async () => {
    const run = start({ type: 'CODE.RESEND_REQUESTED' })
    if (!run) return
    const state = expectStep(run.from.state, 'magicLinkPreLoginSuccess', 'loginWithOtc', 'loginWithSmsOtc')
    try {
      const sent = await apiRef.current.passwordlessPreLogin(client, { type: passwordlessTypeForStep(state.step), email: state.email })
      run.send({ type: 'CODE.RESENT', ...(sent.phoneNumber ? { phoneNumber: sent.phoneNumber } : {}) })
    } catch (error) {
      run.send({ type: 'CODE.RESEND_FAILED', error: toFlowError(error, PASSWORDLESS_FAILED) })
    }
  }, [start, apiRef, client])

  const passkeys = usePasskeyActions({ client, flow, context: contextRef, api: apiRef, completeLogin, clearSession })

  // Back from a step that has one: whatever the step was waiting for no longer counts, nor its timers (the SSO redirect).
  const back = useCallback(() => {
    if (dispatch({ type: 'BACK' })) invalidate()
  }, [dispatch, invalidate])

  return useMemo(
    () => ({
      state: model.state,
      isPending: model.pending !== null,
      pending: model.pending,
      error: model.error,
      checkingSession,
      submitEmail,
      submitPassword,
      completeMfa,
      submitCode,
      resend,
      resetBreachedPassword,
      flow: loginFlow(model.state),
      ...quickLogin,
      ...passkeys,
      back,
    }),
    [model, checkingSession, submitEmail, submitPassword, completeMfa, submitCode, resend, resetBreachedPassword, quickLogin, passkeys, back],
  )
}
