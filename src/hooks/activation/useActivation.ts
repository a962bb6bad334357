import { useCallback, useMemo, useState } from 'react'
import * as activationApi from '../../api/activation'
import * as passwordsApi from '../../api/passwords'
import type { ActivationToken } from '../../api/activation'
import { useGatehouse } from '../session/GatehouseProvider'
import { finishSignIn } from '../session/finishSignIn'
import type { SessionStore } from '../session/store'
import { useLogout } from '../session/useLogout'
import { takeDestination } from '../login/destination'
import { parseEmail } from '../shared/email'
import { expectStep, type Run } from '../shared/flowRuntime'
import { toFlowError, type FlowError } from '../shared/flowError'
import { navigateTo } from '../shared/navigation'
import { newPasswordError, PASSWORD_RULES_NOT_MET } from '../shared/passwordRules'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useLatest } from '../shared/useLatest'
import { useMountRequest } from '../shared/useMountRequest'
import { usePasswordConfig, type PasswordConfigState } from '../shared/usePasswordConfig'
import { isLinkRefusal } from '../reset-password/machine'
import { activationLinkFromUrl, activationReducer, initialActivationModel, type ActivationEvent, type ActivationModel, type ActivationState } from './machine'

/** What a failed activation says when the server gives no message. */
export const ACTIVATION_FAILED = "We couldn't activate your account. Please try again."

/** The calls activation makes; a test or a host can swap any of them. */
export interface ActivationApi {
  getActivationStrategy: typeof activationApi.getActivationStrategy
  activateAccount: typeof activationApi.activateAccount
  resendActivationEmail: typeof activationApi.resendActivationEmail
  getPasswordConfig: typeof passwordsApi.getPasswordConfig
}

export interface ActivationOptions {
  /** The link's user id and token; read from the page URL (`?userId=…&token=…`) when not given. */
  link?: ActivationToken
  api?: Partial<ActivationApi>
}

export interface Activation {
  /** activating, activatingForm, success or resend. */
  readonly state: ActivationState
  readonly isPending: boolean
  /** Why the last request failed: `field: 'password'` or `'email'` belongs on that field. */
  readonly error: FlowError | null
  /** The server's password rules, loaded once the strategy asks for a password. */
  readonly passwordConfig: PasswordConfigState
  /** Activates with the password chosen (activatingForm), unless a rule the browser can check is not met. */
  submitPassword(password: string): Promise<void>
  /** Tries again after a failure to load the strategy or to activate. */
  retry(): Promise<void>
  /** Leaves the link for the resend form (a link that does not work, or the user's choice). */
  requestNewLink(): void
  /** Emails a new activation link. */
  resend(email: string): Promise<void>
}

/** Resolves once the session is worked out (the provider restores it from the refresh cookie on load). */
function settledSession(store: SessionStore): Promise<void> {
  return new Promise((resolve) => {
    if (!store.getSnapshot().isLoading) return resolve()
    const unsubscribe = store.subscribe(() => {
      if (store.getSnapshot().isLoading) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Account activation (spec/auth.md §4, route /account/activate): signs out a signed-in session,
 * loads the strategy, asks for a password when it needs one, activates (the user is verified),
 * then redirects after `delays.activationRedirect` (1000 ms): onward when the answer signed the
 * user in, to sign in otherwise. An expired or used link leads to the resend form.
 */
export function useActivation(options: ActivationOptions = {}): Activation {
  const gatehouse = useGatehouse('useActivation')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest<ActivationApi>({ ...activationApi, ...passwordsApi, ...options.api })
  const logout = useLogout()
  const [link] = useState(() => options.link ?? activationLinkFromUrl(gatehouse.currentUrl()))
  const { model, dispatch, start, after } = useFlowRuntime(activationReducer, () => initialActivationModel(link))
  const passwordConfig = usePasswordConfig({ userId: link?.userId, enabled: model.state.step === 'activatingForm', api: options.api })

  /** Activates (with the password when the form asked for one) and says how it went, redirecting on success. */
  const activate = useCallback(
    async (run: Pick<Run<ActivationModel, ActivationEvent>, 'send' | 'isCurrent'>, current: ActivationToken, password?: string) => {
      const context = contextRef.current
      let answer: activationApi.ActivationResponse
      try {
        answer = await apiRef.current.activateAccount(context.client, password === undefined ? current : { ...current, password })
      } catch (cause) {
        const error = toFlowError(cause, ACTIVATION_FAILED)
        if (!isLinkRefusal(error)) return void run.send({ type: 'ACTIVATION.FAILED', error })
        // A 4xx is about the password or about the link: the strategy call tells which.
        if (password !== undefined && run.isCurrent()) {
          try {
            await apiRef.current.getActivationStrategy(context.client, current)
            return void run.send({ type: 'ACTIVATION.FAILED', error: { ...error, field: 'password' } })
          } catch {
            // The link itself is refused now.
          }
        }
        return void run.send({ type: 'LINK.REFUSED', error })
      }
      const signedIn = answer.accessToken ? await finishSignIn(context, { accessToken: answer.accessToken, expiresIn: answer.expiresIn }).catch(() => null) : null
      if (!run.send({ type: 'ACTIVATED', isSignedIn: signedIn !== null })) return
      context.emit({ type: 'user_verified', userId: answer.userId ?? current.userId, ...(signedIn ? { email: signedIn.email } : {}), provider: 'local' })
      const destination = signedIn ? takeDestination(context, signedIn) : context.routes.loginUrl
      after(context.delays.activationRedirect, () => navigateTo(contextRef.current, destination, { replace: true }))
    },
    [apiRef, contextRef, after],
  )

  /** Signs out first if needed, loads the strategy, and activates straight away when no password is needed. */
  const begin = useCallback(
    async (run: Pick<Run<ActivationModel, ActivationEvent>, 'send' | 'isCurrent'>, current: ActivationToken) => {
      const context = contextRef.current
      let shouldSetPassword: boolean
      try {
        await settledSession(context.store)
        // spec/auth.md §4: whoever is signed in here is signed out before the link is used.
        if (context.store.getSnapshot().isAuthenticated) await logout()
        shouldSetPassword = (await apiRef.current.getActivationStrategy(context.client, current)).shouldSetPassword
      } catch (cause) {
        const error = toFlowError(cause, ACTIVATION_FAILED)
        return void run.send(isLinkRefusal(error) ? { type: 'LINK.REFUSED', error } : { type: 'ACTIVATION.FAILED', error })
      }
      if (!run.send({ type: 'STRATEGY.LOADED', shouldSetPassword }) || shouldSetPassword) return
      await activate(run, current)
    },
    [apiRef, contextRef, logout, activate],
  )

  const retry = useCallback(async () => {
    const run = start({ type: 'ACTIVATION.STARTED' })
    if (run) await begin(run, expectStep(run.from.state, 'activating').link)
  }, [start, begin])

  // Starts once the page is mounted; StrictMode's second mount starts nothing again.
  useMountRequest(
    async () => null,
    () => void retry(),
  )

  const configRef = useLatest(passwordConfig.config)
  const submitPassword = useCallback(
    async (password: string) => {
      const run = start({ type: 'PASSWORD.SUBMITTED' })
      if (!run) return
      const { link: current } = expectStep(run.from.state, 'activatingForm')
      const invalid = newPasswordError(configRef.current, password)
      if (invalid) return void run.send({ type: 'ACTIVATION.FAILED', error: { ...invalid, message: invalid.code === 'passwordRules' ? PASSWORD_RULES_NOT_MET : 'Enter a password.' } })
      await activate(run, current, password)
    },
    [start, configRef, activate],
  )

  const requestNewLink = useCallback(() => void dispatch({ type: 'RESEND.REQUESTED' }), [dispatch])

  const resend = useCallback(
    async (raw: string) => {
      const parsed = parseEmail(raw)
      const run = start({ type: 'RESEND.SUBMITTED', email: parsed.ok ? parsed.email : raw })
      if (!run) return
      if (!parsed.ok) return void run.send({ type: 'RESEND.REJECTED', error: parsed.error })
      try {
        await apiRef.current.resendActivationEmail(contextRef.current.client, { email: parsed.email })
        run.send({ type: 'RESEND.SENT' })
      } catch (cause) {
        run.send({ type: 'RESEND.REJECTED', error: toFlowError(cause, ACTIVATION_FAILED) })
      }
    },
    [start, apiRef, contextRef],
  )

  return useMemo(
    () => ({ state: model.state, isPending: model.pending, error: model.error, passwordConfig, submitPassword, retry, requestNewLink, resend }),
    [model, passwordConfig, submitPassword, retry, requestNewLink, resend],
  )
}
