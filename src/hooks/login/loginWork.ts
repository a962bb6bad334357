import * as authApi from '../../api/auth'
import * as passwordlessApi from '../../api/passwordless'
import * as phoneNumbersApi from '../../api/phoneNumbers'
import * as webauthnApi from '../../api/webauthn'
import { ApiError } from '../../api'
import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { finishSignIn } from '../session/finishSignIn'
import type { SessionUser } from '../session/store'
import type { FlowRuntime, Run } from '../shared/flowRuntime'
import { isWebAuthnSupported } from '../shared/webauthnSupport'
import { takeDestination } from './destination'
import type { LoginEvent, LoginModel } from './machine'
import type { LoginResult } from './loginAnswers'
import { leaveAfterLogin } from './onward'
import { passkeyPromptApplies, type PasskeyApi } from './passkeyCalls'
import { pendingQuickLogin } from './quickLoginRegistration'

/**
 * What the login's server work needs from the hook that runs it (no React here: this module and
 * the actions on it load with the first submit, not with the login box).
 */

export interface QuickLoginApi {
  createPhoneNumber: typeof phoneNumbersApi.createPhoneNumber
  verifyPhoneNumber: typeof phoneNumbersApi.verifyPhoneNumber
}

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

/** A login run: work started by an event the login machine accepted. */
export type LoginRun = Run<LoginModel, LoginEvent>

export interface LoginWork {
  readonly flow: FlowRuntime<LoginModel, LoginEvent>
  /** The provider's value as last rendered (client, store, storage, routes, delays). */
  readonly context: { readonly current: GatehouseContextValue }
  /** The host's or a test's calls, laid over the identity API's. */
  readonly api: { readonly current: Partial<LoginApi> | undefined }
  readonly onSuccess: { readonly current: ((user: SessionUser) => void) | undefined }
  /** The passkey ceremony running, so that cancelling, going back and unmounting stop it. */
  readonly ceremony: { current: AbortController | null }
}

/** The calls to make: the identity API's, with the host's in their place where it gave any. */
export function loginApi(work: LoginWork): LoginApi {
  return { ...authApi, ...passwordlessApi, ...webauthnApi, ...phoneNumbersApi, ...work.api.current }
}

/** On to `destination` after the spec's delay. */
export function leaveFor(work: LoginWork, destination: string): void {
  leaveAfterLogin(work.flow.after, work.context, destination)
}

/** spec/auth.md §8: a failed login clears the stored token and user. True when the server refused the input. */
export function clearSession(work: LoginWork, error: unknown): boolean {
  const { client, store } = work.context.current
  client.setAccessToken(null)
  store.signOut()
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 413
}

/** The end of every successful login: session set, then the steps of spec/auth.md §4 after a login, then onward. */
export async function completeLogin(work: LoginWork, result: LoginResult, run: LoginRun): Promise<void> {
  const context = work.context.current
  if (result.kind === 'mfa') {
    // spec/auth.md §4: the MFA step starts from a clean session.
    context.client.setAccessToken(null)
    context.store.signOut()
    run.send({ type: 'LOGIN.MFA_REQUIRED', mfa: result.mfa })
    return
  }
  const api = loginApi(work)
  const user = await finishSignIn(context, result, api)
  if (!run.send({ type: 'LOGIN.SUCCEEDED' })) return
  work.onSuccess.current?.(user)
  const destination = takeDestination(work.context.current, user)
  // spec/auth.md §4: a pending quick-login registration switches the flow to registerQuickLogin.
  const quickLoginMethod = pendingQuickLogin(work.context.current, user)
  if (quickLoginMethod === 'SmsCode') {
    run.send({ type: 'QUICK_LOGIN.STARTED', destination })
    return
  }
  if (quickLoginMethod === 'Passkeys' && isWebAuthnSupported()) {
    run.send({ type: 'PASSKEYS.PROMPTED', destination })
    return
  }
  // spec/auth.md §4 step 2: offer a passkey first when the prompt applies.
  if (await passkeyPromptApplies(context.client, api, work.context.current)) {
    run.send({ type: 'PASSKEYS.PROMPTED', destination })
    return
  }
  leaveFor(work, destination)
}
