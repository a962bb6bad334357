import type { LoginResponse } from '../../api'
import type { SessionUser } from '../session/store'
import { STORAGE_KEYS } from '../session/storage'
import { fieldError, toFlowError } from '../shared/flowError'
import { expectStep } from '../shared/flowRuntime'
import { parsePhoneNumber } from '../mfa/phone'
import { navigateTo } from '../shared/navigation'
import { webAuthnFlowError } from '../shared/webauthn'
import { takeDestination } from './destination'
import { BREACHED_PASSWORD, LOGIN_FAILED, PASSKEY_FAILED, PASSWORDLESS_FAILED } from './loginErrors'
import { clearSession, completeLogin, leaveFor, loginApi, type LoginRun, type LoginWork } from './loginWork'
import { interpretLoginResponse, isBreachedPasswordLogin, passwordlessTypeForStep, preLoginStep } from './loginAnswers'
import { registerPasskey, signInWithPasskey as passkeySignIn } from './passkeyCalls'
import { PREFERRED_LOGIN_METHOD_PASSKEYS } from './passkeys'
import { markQuickLoginRegistered } from './quickLoginRegistration'
import { leaveAfterSsoFailure, leaveForSso } from './ssoRedirect'

/**
 * The login's server work, one function per action, each given the run its first event started
 * (useLogin starts it, so the button is pending and a second click is refused before this module
 * has even loaded). Loaded with the first submit or when the page is idle, not with the login box.
 */

/** The reducer of the steps this work leads to: useLogin's machine takes it when this module is in. */
export { laterStepsReducer } from './laterSteps'
/** On to where the login was going, after the spec's delay: a later step's way out (the passkey prompt, quick login). */
export { leaveFor } from './loginWork'

/** Someone already signed in (a restored session, a sign-in in another tab) has nothing to do on the login route: onward, as after a login. */
export function sendOnward(work: LoginWork, user: SessionUser): void {
  navigateTo(work.context.current, takeDestination(work.context.current, user), { replace: true })
}

/** A valid email: SSO discovery and the auth strategy pick the next step. */
export async function submitEmail(work: LoginWork, run: LoginRun, email: string): Promise<void> {
  const api = loginApi(work)
  const { client } = work.context.current
  // spec/auth.md §4: a failed SSO pre-login yields nothing; the strategy decides then.
  const [sso, config] = await Promise.all([
    api.ssoPreLogin(client, { email, tenantId: client.options.tenantId }).catch(() => null),
    api.getVendorConfig(client).then(
      (answer) => ({ ok: true as const, answer }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ])
  if (!run.isCurrent()) return
  if (!sso?.address && !config.ok) {
    run.send({ type: 'EMAIL.REJECTED', error: toFlowError(config.error, LOGIN_FAILED) })
    return
  }
  const next = preLoginStep(sso, config.ok ? config.answer.authStrategy : undefined)
  if (next.step === 'redirectToSSO') {
    // spec/auth.md §4 pre-login: a mobile shell's bridge opens the IdP at once; a browser goes after the delay.
    // oauth4webapi loads here: hosted login's lazy code uses much more of it.
    const { generateRandomState } = await import('oauth4webapi')
    if (!run.isCurrent()) return
    leaveForSso({ context: work.context, dispatch: run.send, after: work.flow.after }, next.address, sso?.idpType, generateRandomState())
  } else if (next.step === 'loginWithSSOFailed') {
    run.send({ type: 'EMAIL.RESOLVED', outcome: next })
    leaveAfterSsoFailure({ context: work.context, after: work.flow.after })
  } else if (next.step === 'loginWithPassword') {
    run.send({ type: 'EMAIL.RESOLVED', outcome: { step: 'loginWithPassword' } })
  } else {
    // Passwordless: the link or code is sent before its step shows, so the step can say so.
    const step = next.step
    try {
      const sent = await api.passwordlessPreLogin(client, { type: passwordlessTypeForStep(step), email })
      run.send({ type: 'EMAIL.RESOLVED', outcome: { step, ...(sent.phoneNumber ? { phoneNumber: sent.phoneNumber } : {}) } })
    } catch (error) {
      run.send({ type: 'EMAIL.REJECTED', error: toFlowError(error, PASSWORDLESS_FAILED) })
    }
  }
}

/** A password typed for the email given on preLogin. */
export async function submitPassword(work: LoginWork, run: LoginRun, password: string): Promise<void> {
  const { client, flags } = work.context.current
  try {
    const answer = await loginApi(work).loginWithPassword(client, { email: run.from.state.email, password })
    if (!run.isCurrent()) return
    const result = interpretLoginResponse(answer)
    if (isBreachedPasswordLogin(result, flags)) {
      clearSession(work, null)
      run.send({ type: 'LOGIN.BREACHED_PASSWORD' })
      return
    }
    if (result.kind === 'authenticated' && !result.accessToken) {
      // Withheld for a breached password, with the security-center flow off: nothing to sign in with.
      clearSession(work, null)
      run.send({ type: 'PASSWORD.REJECTED', error: fieldError('breachedPassword', BREACHED_PASSWORD, 'password') })
      return
    }
    await completeLogin(work, result, run)
  } catch (error) {
    const field = clearSession(work, error) ? 'password' : undefined
    run.send({ type: 'PASSWORD.REJECTED', error: toFlowError(error, LOGIN_FAILED, field) })
  }
}

/** breachedPassword: emails a link to set a new password. */
export async function resetBreachedPassword(work: LoginWork, run: LoginRun): Promise<void> {
  try {
    await loginApi(work).forgotPassword(work.context.current.client, { email: run.from.state.email })
    run.send({ type: 'RESET.SENT' })
  } catch (error) {
    run.send({ type: 'RESET.FAILED', error: toFlowError(error, LOGIN_FAILED) })
  }
}

/** The token answer the MFA step got: the login ends as any other. */
export async function completeMfa(work: LoginWork, run: LoginRun, answer: LoginResponse): Promise<void> {
  try {
    await completeLogin(work, interpretLoginResponse(answer), run)
  } catch (error) {
    clearSession(work, error)
    run.send({ type: 'MFA.COMPLETION_FAILED', error: toFlowError(error, LOGIN_FAILED) })
  }
}

/** The emailed or texted one-time code, already six digits. */
export async function submitCode(work: LoginWork, run: LoginRun, code: string): Promise<void> {
  const state = expectStep(run.from.state, 'loginWithOtc', 'loginWithSmsOtc')
  try {
    const answer = await loginApi(work).passwordlessPostLogin(work.context.current.client, { type: passwordlessTypeForStep(state.step), token: code, email: state.email })
    if (run.isCurrent()) await completeLogin(work, interpretLoginResponse(answer), run)
  } catch (error) {
    const field = clearSession(work, error) ? 'code' : undefined
    run.send({ type: 'CODE.REJECTED', error: toFlowError(error, PASSWORDLESS_FAILED, field) })
  }
}

/** The magic link or code again. */
export async function resend(work: LoginWork, run: LoginRun): Promise<void> {
  const state = expectStep(run.from.state, 'magicLinkPreLoginSuccess', 'loginWithOtc', 'loginWithSmsOtc')
  try {
    const sent = await loginApi(work).passwordlessPreLogin(work.context.current.client, { type: passwordlessTypeForStep(state.step), email: state.email })
    run.send({ type: 'CODE.RESENT', ...(sent.phoneNumber ? { phoneNumber: sent.phoneNumber } : {}) })
  } catch (error) {
    run.send({ type: 'CODE.RESEND_FAILED', error: toFlowError(error, PASSWORDLESS_FAILED) })
  }
}

/** Runs a passkey ceremony under its own abort controller, so cancelling and leaving stop it. */
async function withCeremony(work: LoginWork, ceremony: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController()
  work.ceremony.current = controller
  try {
    await ceremony(controller.signal)
  } finally {
    if (work.ceremony.current === controller) work.ceremony.current = null
  }
}

/** A passkey sign-in from preLogin; `email` (valid or undefined) narrows the challenge to that account. */
export async function signInWithPasskey(work: LoginWork, run: LoginRun, email: string | undefined): Promise<void> {
  await withCeremony(work, async (signal) => {
    try {
      const answer = await passkeySignIn(work.context.current.client, loginApi(work), { email, signal })
      if (!run.isCurrent()) return
      work.context.current.localStorage.setItem(STORAGE_KEYS.preferredLoginMethod, PREFERRED_LOGIN_METHOD_PASSKEYS)
      await completeLogin(work, interpretLoginResponse(answer), run)
    } catch (error) {
      clearSession(work, error)
      run.send({ type: 'PASSKEY.REJECTED', error: webAuthnFlowError(error, PASSKEY_FAILED) })
    }
  })
}

/** promptPasskeys: creates a passkey for the signed-in user, then goes on. */
export async function createPasskey(work: LoginWork, run: LoginRun): Promise<void> {
  const { destination } = expectStep(run.from.state, 'promptPasskeys')
  await withCeremony(work, async (signal) => {
    try {
      await registerPasskey(work.context.current.client, loginApi(work), { signal })
      const userId = work.context.current.store.getSnapshot().user?.id
      if (userId) markQuickLoginRegistered(work.context.current, userId, 'Passkeys')
      if (run.send({ type: 'PASSKEY.CREATED' })) leaveFor(work, destination)
    } catch (error) {
      run.send({ type: 'PASSKEY.REJECTED', error: webAuthnFlowError(error, PASSKEY_FAILED) })
    }
  })
}

/**
 * loginWithQuickSmsOtc: the number as typed, checked first (nothing pending meanwhile: a refusal is
 * the field's error); then a run starts and a code is texted to it.
 */
export async function submitQuickLoginPhone(work: LoginWork, raw: string): Promise<void> {
  const parsed = await parsePhoneNumber(raw)
  if (!parsed.ok) {
    work.flow.dispatch({ type: 'PHONE.INVALID', error: parsed.error })
    return
  }
  const run = work.flow.start({ type: 'PHONE.SUBMITTED' })
  if (!run) return
  const { phoneNumber } = parsed
  try {
    const { otcToken } = await loginApi(work).createPhoneNumber(work.context.current.client, { phoneNumber })
    run.send({ type: 'PHONE.CODE_SENT', phoneNumber, otcToken })
  } catch (error) {
    run.send({ type: 'PHONE.REJECTED', error: toFlowError(error, LOGIN_FAILED, 'phoneNumber') })
  }
}

/** loginWithQuickSmsOtc: the code texted to the new number (six digits); registers it and goes on. */
export async function submitQuickLoginCode(work: LoginWork, run: LoginRun, code: string): Promise<void> {
  const { otcToken = '', destination } = expectStep(run.from.state, 'loginWithQuickSmsOtc')
  try {
    await loginApi(work).verifyPhoneNumber(work.context.current.client, { otcToken, code })
    if (!run.isCurrent()) return
    const userId = work.context.current.store.getSnapshot().user?.id
    if (userId) markQuickLoginRegistered(work.context.current, userId, 'SmsCode')
    if (run.send({ type: 'PHONE.VERIFIED' })) leaveFor(work, destination)
  } catch (error) {
    run.send({ type: 'PHONE.CODE_REJECTED', error: toFlowError(error, LOGIN_FAILED, 'code') })
  }
}
