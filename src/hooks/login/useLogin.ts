import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { ApiError, LoginResponse } from '../../api'
import { useGatehouse } from '../session/GatehouseProvider'
import type { SessionUser } from '../session/store'
import { fieldError, toFlowError, type FlowError } from '../shared/flowError'
import { normaliseOneTimeCode } from '../mfa/codes'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { parseEmail } from '../shared/email'
import { parseSmsLoginHandoff } from './smsHandoff'
import { DONT_SHOW_AGAIN, STORAGE_KEYS } from '../session/storage'
import { hasSessionHint, loginRouteWaits } from '../session/sessionHint'
import { useSession } from '../session/useSession'
import { isWebAuthnSupported } from '../shared/webauthnSupport'
import { expectStep } from '../shared/flowRuntime'
import type { LoginEvent, LoginModel, LoginState } from './machine'
import { continuedLoginModel, initialLoginModel, loginFlow, smsLoginModel } from './models'
import { reduceLogin, type LaterStepsReducer } from './firstSteps'
import { useLatest } from '../shared/useLatest'
import { loadOnce } from '../../api/loadOnce'
import { loadedFor } from '../shared/lazyWork'
import { LOGIN_FAILED, PASSKEY_FAILED, PASSWORDLESS_FAILED } from './loginErrors'
import type { LoginApi, LoginRun, LoginWork } from './loginWork'

export { BREACHED_PASSWORD, PASSKEY_FAILED, PASSWORDLESS_FAILED } from './loginErrors'
export type { LoginApi, LoginRun } from './loginWork'

/** The later steps' reducer, once the login's server work (which brings it, and leads to those steps) is in. */
let laterSteps: LaterStepsReducer | null = null
type LoginActions = typeof import('./loginActions')
/** The login's server work (loginActions.ts): loaded with the first submit, or earlier when the page is idle. */
const loadLoginActions = loadOnce(() =>
  import('./loginActions').then((actions) => {
    laterSteps = actions.laterStepsReducer
    return actions
  }),
)
/** The login machine as far as it is loaded: a later step is only reached by the work that brings its reducer. */
const loginReducer = (model: LoginModel, event: LoginEvent) => reduceLogin(model, event, laterSteps)

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

const unknownOnServer = () => null
/** What a run refused as typed hands to no work. */
const noWork = async () => {}
/** A one-time code that is not six digits. */
const CODE_INVALID = fieldError('invalidOneTimeCode', 'Enter the 6-digit code we sent you', 'code')
/** The event a run of the login's own calls sends when its work could not be fetched. */
const loginFailed = (type: 'PASSWORD.REJECTED' | 'RESET.FAILED' | 'MFA.COMPLETION_FAILED') => (error: ApiError): LoginEvent => ({ type, error: toFlowError(error, LOGIN_FAILED) })
/** Whether WebAuthn exists never changes while the page lives: nothing to subscribe to. */
const subscribeToNothing = () => () => {}
const ignore = () => {}

/** Headless sign-in: the login machine plus its effects (API calls, session, navigation). */
export function useLogin(options: LoginOptions = {}): Login {
  const gatehouse = useGatehouse('useLogin')
  const { store } = gatehouse
  const apiRef = useLatest(options.api)
  const onSuccessRef = useLatest(options.onSuccess)
  const contextRef = useLatest(gatehouse)

  // A callback route that met an MFA challenge hands it over: the login continues at the second factor.
  // A phone number reset hands over the SMS code it texted to the new number (in session storage: it may come by a page load).
  const { model, start, dispatch, after, invalidate, latest } = useFlowRuntime(loginReducer, () => {
    const handoff = store.pendingMfa()
    if (handoff) return continuedLoginModel(handoff.email, handoff.mfa)
    const sms = parseSmsLoginHandoff(gatehouse.sessionStorage.getItem(STORAGE_KEYS.pendingSmsLogin), Date.now())
    return sms ? smsLoginModel(sms) : initialLoginModel(options.initialEmail)
  })
  useEffect(() => store.handOffMfa(null), [store])
  // Taken once: opening the login route again starts from the email.
  useEffect(() => contextRef.current.sessionStorage.removeItem(STORAGE_KEYS.pendingSmsLogin), [contextRef])

  const ceremony = useRef<AbortController | null>(null)
  useEffect(() => () => ceremony.current?.abort(), [])
  const work = useMemo<LoginWork>(
    () => ({ flow: { start, dispatch, after, invalidate, latest }, context: contextRef, api: apiRef, onSuccess: onSuccessRef, ceremony }),
    [start, dispatch, after, invalidate, latest, contextRef, apiRef, onSuccessRef],
  )

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
      // Where to is the login's work (the destination rules), usually in by now: fetched when the page went idle.
      loadLoginActions().then(
        (actions) => {
          if (movedOn.current === who && latest().state.step === 'preLogin') actions.sendOnward(work, user)
        },
        () => {
          // Not fetched (the network): the next change of the session tries again.
          if (movedOn.current === who) movedOn.current = null
        },
      )
    }
    decide()
    return store.subscribe(decide)
  }, [latest, store, work])
  // The hint is read from local storage on each session change; a server render cannot know it (null).
  const readHint = useCallback(() => hasSessionHint(contextRef.current.localStorage.getItem(STORAGE_KEYS.sessionHint)), [contextRef])
  const hint = useSyncExternalStore(store.subscribe, readHint, unknownOnServer)
  const checkingSession = loginRouteWaits(useSession(), hint)

  // Each action starts its run here, at once: the button is pending and a second click refused
  // while the server work itself may still be on its way.
  useEffect(() => {
    // Fetched once the page is idle, so that the first submit rarely waits for it.
    const prefetch = () => void loadLoginActions().catch(ignore)
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch)
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(prefetch, 0)
    return () => clearTimeout(timer)
  }, [])
  const loaded = useCallback((run: LoginRun, failed: (error: ApiError) => LoginEvent) => loadedFor(loadLoginActions, run, failed), [])

  const submitEmail = useCallback(
    async (raw: string) => {
      const parsed = parseEmail(raw)
      const run = start({ type: 'EMAIL.SUBMITTED', email: parsed.ok ? parsed.email : raw })
      if (!run) return
      if (!parsed.ok) {
        run.send({ type: 'EMAIL.REJECTED', error: parsed.error })
        return
      }
      await (await loaded(run, (error) => ({ type: 'EMAIL.REJECTED', error: toFlowError(error, LOGIN_FAILED) })))?.submitEmail(work, run, parsed.email)
    },
    [start, loaded, work],
  )

  /**
   * A later step's action: its run starts now (pending, a second click refused); input refused as typed
   * (`invalid`) is told in the same tick, so nothing shows pending; else the work calls the server once loaded.
   */
  const act = useCallback(
    async (event: LoginEvent, failed: (error: ApiError) => LoginEvent, go: (actions: LoginActions, run: LoginRun) => Promise<void>, invalid: LoginEvent | null = null) => {
      const run = start(event)
      if (!run) return
      if (invalid) {
        run.send(invalid)
        return
      }
      const actions = await loaded(run, failed)
      if (actions) await go(actions, run)
    },
    [start, loaded],
  )

  const submitPassword = useCallback(
    (password: string) => act({ type: 'PASSWORD.SUBMITTED' }, loginFailed('PASSWORD.REJECTED'), (actions, run) => actions.submitPassword(work, run, password), password ? null : { type: 'PASSWORD.REJECTED', error: fieldError('passwordRequired', 'Enter your password', 'password') }),
    [act, work],
  )
  const resetBreachedPassword = useCallback(
    () => act({ type: 'RESET.SUBMITTED' }, loginFailed('RESET.FAILED'), (actions, run) => actions.resetBreachedPassword(work, run)),
    [act, work],
  )
  const completeMfa = useCallback(
    (answer: LoginResponse) => act({ type: 'MFA.VERIFIED' }, loginFailed('MFA.COMPLETION_FAILED'), (actions, run) => actions.completeMfa(work, run, answer)),
    [act, work],
  )
  const submitCode = useCallback(
    (typed: string) => {
      const code = normaliseOneTimeCode(typed)
      const failed = (error: ApiError): LoginEvent => ({ type: 'CODE.REJECTED', error: toFlowError(error, PASSWORDLESS_FAILED) })
      if (!code) return act({ type: 'CODE.SUBMITTED' }, failed, noWork, { type: 'CODE.REJECTED', error: CODE_INVALID })
      return act({ type: 'CODE.SUBMITTED' }, failed, (actions, run) => actions.submitCode(work, run, code))
    },
    [act, work],
  )
  const resend = useCallback(
    () => act({ type: 'CODE.RESEND_REQUESTED' }, (error) => ({ type: 'CODE.RESEND_FAILED', error: toFlowError(error, PASSWORDLESS_FAILED) }), (actions, run) => actions.resend(work, run)),
    [act, work],
  )

  const signInWithPasskey = useCallback(
    async (typedEmail = '') => {
      const run = start({ type: 'PASSKEY.STARTED', ceremony: 'signIn' })
      if (!run) return
      const parsed = parseEmail(typedEmail)
      await (await loaded(run, (error) => ({ type: 'PASSKEY.REJECTED', error: toFlowError(error, PASSKEY_FAILED) })))?.signInWithPasskey(work, run, parsed.ok ? parsed.email : undefined)
    },
    [start, loaded, work],
  )
  const createPasskey = useCallback(
    () => act({ type: 'PASSKEY.STARTED', ceremony: 'create' }, (error) => ({ type: 'PASSKEY.REJECTED', error: toFlowError(error, PASSKEY_FAILED) }), (actions, run) => actions.createPasskey(work, run)),
    [act, work],
  )

  const cancelPasskey = useCallback(() => {
    ceremony.current?.abort()
  }, [])

  /**
   * The passkey prompt or the quick-login registration is done: on to where the login was going, after
   * the spec's delay. By the login's work, which is in: it led to these steps.
   */
  const leaveFor = useCallback((destination: string) => void loadLoginActions().then((actions) => actions.leaveFor(work, destination), ignore), [work])

  const skipPasskeys = useCallback(
    ({ dontShowAgain = false }: { dontShowAgain?: boolean } = {}) => {
      const { state } = latest()
      if (!dispatch({ type: 'PASSKEYS.PROMPT_CLOSED' })) return
      if (dontShowAgain) contextRef.current.localStorage.setItem(STORAGE_KEYS.dontShowAgainPromptPasskeys, DONT_SHOW_AGAIN)
      leaveFor(expectStep(state, 'promptPasskeys').destination)
    },
    [contextRef, dispatch, latest, leaveFor],
  )

  const isPasskeySupported = useSyncExternalStore(subscribeToNothing, isWebAuthnSupported, () => false)

  // The number is checked by the login's work (in by now: it led to this step) before anything is pending, so the button does not flicker while it is read.
  const submitQuickLoginPhone = useCallback(
    async (raw: string) => {
      // No run yet: a load that fails is the field's error.
      const actions = await loadedFor(loadLoginActions, { send: dispatch }, (error): LoginEvent => ({ type: 'PHONE.INVALID', error: toFlowError(error, LOGIN_FAILED, 'phoneNumber') }))
      await actions?.submitQuickLoginPhone(work, raw)
    },
    [dispatch, work],
  )

  const submitQuickLoginCode = useCallback(
    (typed: string) => {
      const code = normaliseOneTimeCode(typed)
      const failed = (error: ApiError): LoginEvent => ({ type: 'PHONE.CODE_REJECTED', error: toFlowError(error, LOGIN_FAILED, 'code') })
      if (!code) return act({ type: 'PHONE.CODE_SUBMITTED' }, failed, noWork, { type: 'PHONE.CODE_REJECTED', error: CODE_INVALID })
      return act({ type: 'PHONE.CODE_SUBMITTED' }, failed, (actions, run) => actions.submitQuickLoginCode(work, run, code))
    },
    [act, work],
  )

  const changeQuickLoginPhone = useCallback(() => {
    dispatch({ type: 'PHONE.CHANGE_REQUESTED' })
  }, [dispatch])

  const skipQuickLogin = useCallback(() => {
    const { state } = latest()
    if (dispatch({ type: 'QUICK_LOGIN.SKIPPED' })) leaveFor(expectStep(state, 'loginWithQuickSmsOtc').destination)
  }, [dispatch, latest, leaveFor])

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
      submitQuickLoginPhone,
      submitQuickLoginCode,
      changeQuickLoginPhone,
      skipQuickLogin,
      isPasskeySupported,
      signInWithPasskey,
      createPasskey,
      cancelPasskey,
      skipPasskeys,
      back,
    }),
    [
      model,
      checkingSession,
      submitEmail,
      submitPassword,
      completeMfa,
      submitCode,
      resend,
      resetBreachedPassword,
      submitQuickLoginPhone,
      submitQuickLoginCode,
      changeQuickLoginPhone,
      skipQuickLogin,
      isPasskeySupported,
      signInWithPasskey,
      createPasskey,
      cancelPasskey,
      skipPasskeys,
      back,
    ],
  )
}
