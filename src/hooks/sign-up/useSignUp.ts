import { useCallback, useMemo, useState } from 'react'
import * as authApi from '../../api/auth'
import * as signUpApi from '../../api/signUp'
import { useGatehouse } from '../session/GatehouseProvider'
import { finishSignIn } from '../session/finishSignIn'
import type { SessionUser } from '../session/store'
import { takeDestination } from '../login/destination'
import { navigateTo } from '../shared/navigation'
import { toFlowError, type FlowError } from '../shared/flowError'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useMountRequest } from '../shared/useMountRequest'
import { useLatest } from '../shared/useLatest'
import { usePasswordConfig, type PasswordConfigState } from '../shared/usePasswordConfig'
import * as passwordsApi from '../../api/passwords'
import { INVITATION_TOKEN_PARAMETER, asksForPassword, initialSignUpModel, signUpConfigFrom, signUpReducer, type SignUpConfig, type SignUpForm, type SignUpState } from './machine'
import { refusalOnField, rulesForNewAccount, signUpEvents, signUpFormError, signUpOutcome, signUpRequest } from './rules'

/** What a failed sign-up or configuration load says when the server gives no message. */
export const SIGN_UP_FAILED = 'Something went wrong. Please try again.'


/** The calls the sign-up flow makes; swap any of them in a test or a host. */
export interface SignUpApi {
  getVendorConfig: typeof authApi.getVendorConfig
  signUp: typeof signUpApi.signUp
  getMe: typeof authApi.getMe
  getPasswordConfig: typeof passwordsApi.getPasswordConfig
}

export interface SignUpOptions {
  /** The invitation the user signs up with; read from the page's `invitationToken` query parameter when not given. */
  invitationToken?: string
  api?: Partial<SignUpApi>
  /** Called once the session holds the new user (when the sign-up answer signs them in). */
  onSuccess?: (user: SessionUser) => void
}

export interface SignUp {
  /** The step the flow is in, with the data that step needs. */
  readonly state: SignUpState
  /** The vendor's sign-up configuration, once loaded. */
  readonly config: SignUpConfig | null
  /** True while the sign-up waits for the server. */
  readonly isPending: boolean
  /** The last failure, tied to a field when it belongs to one. */
  readonly error: FlowError | null
  /** The invitation this sign-up joins, when the user came with one. */
  readonly invitationToken: string | null
  /** The server's password rules, loaded when the vendor signs people in with a password (spec/auth.md §5). */
  readonly passwordConfig: PasswordConfigState
  /** Sends the form: success, the login route's MFA step, or the error on the form. */
  submit(form: SignUpForm): Promise<void>
  /** loadFailed: loads the vendor configuration again. */
  retry(): Promise<void>
  /** Back to an empty form, keeping the vendor configuration (spec/auth.md §4 soft reset). */
  reset(): void
  /** SignUpSuccess, signed in: on to where a new session goes. */
  goOn(): void
}

/** Headless sign-up (spec/auth.md §4 sign-up): vendor configuration, then the form and its outcome. */
export function useSignUp(options: SignUpOptions = {}): SignUp {
  const gatehouse = useGatehouse('useSignUp')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest<SignUpApi>({ ...authApi, ...signUpApi, ...passwordsApi, ...options.api })
  const onSuccessRef = useLatest(options.onSuccess)
  const [invitationToken] = useState(() => options.invitationToken ?? new URL(gatehouse.currentUrl()).searchParams.get(INVITATION_TOKEN_PARAMETER))
  const { model, dispatch, start } = useFlowRuntime(signUpReducer, initialSignUpModel)
  const loaded = usePasswordConfig({ enabled: model.config !== null && asksForPassword(model.config), api: options.api })
  const passwordConfig = useMemo(() => (loaded.config ? { ...loaded, config: rulesForNewAccount(loaded.config) } : loaded), [loaded])
  const rulesRef = useLatest(passwordConfig.config)

  const configLoaded = useCallback(
    (outcome: { ok: true; value: authApi.VendorConfig } | { ok: false; error: unknown }, send: (event: Parameters<typeof signUpReducer>[1]) => boolean) => {
      if (outcome.ok) send({ type: 'CONFIG.LOADED', config: signUpConfigFrom(outcome.value) })
      else send({ type: 'CONFIG.FAILED', error: toFlowError(outcome.error, SIGN_UP_FAILED) })
    },
    [],
  )

  useMountRequest(() => apiRef.current.getVendorConfig(contextRef.current.client), (outcome) => configLoaded(outcome, dispatch))

  const retry = useCallback(async () => {
    const run = start({ type: 'CONFIG.RETRIED' })
    if (!run) return
    const outcome = await apiRef.current.getVendorConfig(contextRef.current.client).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    )
    configLoaded(outcome, run.send)
  }, [start, apiRef, contextRef, configLoaded])

  const submit = useCallback(
    async (form: SignUpForm) => {
      const run = start({ type: 'SIGNUP.SUBMITTED', form })
      if (!run) return
      // The machine takes a submit only on the SignUp step, which exists once the configuration is in.
      const config = run.from.config!
      const invalid = signUpFormError(form, config, rulesRef.current)
      if (invalid) {
        run.send({ type: 'SIGNUP.REJECTED', error: invalid })
        return
      }
      const context = contextRef.current
      const { client, store, navigate, routes, emit } = context
      const request = signUpRequest(form, config, invitationToken)
      let answer: signUpApi.SignUpResponse
      try {
        answer = await apiRef.current.signUp(client, request)
      } catch (error) {
        // spec/auth.md §8: a failed sign-up clears the stored token and user, then shows the error.
        client.setAccessToken(null)
        store.signOut()
        run.send({ type: 'SIGNUP.REJECTED', error: refusalOnField(toFlowError(error, SIGN_UP_FAILED)) })
        return
      }
      // The account exists from here on, whether or not this page is still there to show it.
      for (const event of signUpEvents({ userId: answer.userId, email: request.email, name: request.name, invitationToken })) emit(event)
      if (!run.isCurrent()) return
      const outcome = signUpOutcome(answer)
      if (outcome.kind === 'mfa') {
        // spec/auth.md §4: the login route continues at the second factor, as after a password login.
        client.setAccessToken(null)
        store.signOut()
        store.handOffMfa({ email: request.email, mfa: outcome.mfa })
        run.send({ type: 'SIGNUP.MFA_REQUIRED' })
        navigate(routes.loginUrl, { replace: true })
        return
      }
      let user: SessionUser | null = null
      if (outcome.tokens) {
        try {
          user = await finishSignIn(context, outcome.tokens, apiRef.current)
        } catch {
          // The account exists: the user signs in from the success stage rather than retyping a form that now says "taken".
          user = null
        }
      }
      if (!run.send({ type: 'SIGNUP.SUCCEEDED', shouldActivate: outcome.shouldActivate, isSignedIn: user !== null })) return
      if (user) onSuccessRef.current?.(user)
    },
    [start, contextRef, apiRef, invitationToken, onSuccessRef, rulesRef],
  )

  const reset = useCallback(() => void dispatch({ type: 'RESET' }), [dispatch])

  const goOn = useCallback(() => {
    const context = contextRef.current
    const user = context.store.getSnapshot().user
    if (!user) return
    navigateTo(context, takeDestination(context, user), { replace: true })
  }, [contextRef])

  return useMemo(
    () => ({ state: model.state, config: model.config, isPending: model.pending, error: model.error, invitationToken, passwordConfig, submit, retry, reset, goOn }),
    [model, invitationToken, passwordConfig, submit, retry, reset, goOn],
  )
}
