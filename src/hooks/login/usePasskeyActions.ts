import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type Dispatch, type RefObject } from 'react'
import type { Client } from '../../api'
import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import { parseEmail } from '../shared/email'
import { navigateTo } from '../shared/navigation'
import { isWebAuthnSupported, webAuthnFlowError } from '../shared/webauthn'
import { interpretLoginResponse, type LoginEvent, type LoginModel, type LoginResult } from './machine'
import { registerPasskey, signInWithPasskey as passkeySignIn, type PasskeyApi } from './passkeyCalls'
import { DONT_SHOW_AGAIN, PREFERRED_LOGIN_METHOD_PASSKEYS } from './passkeys'
import { markQuickLoginRegistered } from './useQuickLoginRegistration'

/** A passkey ceremony or call failed without a server message. */
export const PASSKEY_FAILED = "We couldn't use your passkey. Please try again."

/** Whether WebAuthn exists never changes while the page lives: nothing to subscribe to. */
const subscribeToNothing = () => () => {}

interface Deps {
  client: Client
  dispatch: Dispatch<LoginEvent>
  modelRef: RefObject<LoginModel>
  context: RefObject<GatehouseContextValue>
  api: RefObject<PasskeyApi>
  run: (work: (isCurrent: () => boolean) => Promise<void>) => Promise<void>
  after: (ms: number, action: () => void) => void
  /** The login's own ending: session, then the steps of spec/auth.md §4 after a successful login. */
  completeLogin: (result: LoginResult, isCurrent: () => boolean) => Promise<void>
  /** spec/auth.md §8: a failed login clears the stored token and user. */
  clearSession: (error: unknown) => boolean
}

/** The login's passkey actions: sign in with a passkey (preLogin) and the promptPasskeys step. */
export function usePasskeyActions({ client, dispatch, modelRef, context, api, run, after, completeLogin, clearSession }: Deps) {
  const passkeyCeremony = useRef<AbortController | null>(null)
  useEffect(() => () => passkeyCeremony.current?.abort(), [])

  /** Runs a passkey ceremony under its own abort controller, so cancelPasskey and leaving stop it. */
  const withCeremony = useCallback(async (work: (signal: AbortSignal) => Promise<void>) => {
    const controller = new AbortController()
    passkeyCeremony.current = controller
    try {
      await work(controller.signal)
    } finally {
      if (passkeyCeremony.current === controller) passkeyCeremony.current = null
    }
  }, [])

  const signInWithPasskey = useCallback(
    (typedEmail = '') =>
      run(async (isCurrent) => {
        if (modelRef.current.state.step !== 'preLogin') return
        dispatch({ type: 'PASSKEY.STARTED' })
        const parsed = parseEmail(typedEmail)
        await withCeremony(async (signal) => {
          try {
            const answer = await passkeySignIn(client, api.current, { email: parsed.ok ? parsed.email : undefined, signal })
            if (!isCurrent()) return
            context.current.localStorage.setItem(STORAGE_KEYS.preferredLoginMethod, PREFERRED_LOGIN_METHOD_PASSKEYS)
            await completeLogin(interpretLoginResponse(answer), isCurrent)
          } catch (error) {
            clearSession(error)
            if (isCurrent()) dispatch({ type: 'PASSKEY.REJECTED', error: webAuthnFlowError(error, PASSKEY_FAILED) })
          }
        })
      }),
    [run, modelRef, dispatch, withCeremony, client, api, context, completeLogin, clearSession],
  )

  /** The passkey prompt is done: on to where the login was going, after the spec's delay. */
  const leavePasskeyPrompt = useCallback(
    (destination: string) => {
      dispatch({ type: 'PASSKEYS.PROMPT_CLOSED' })
      after(context.current.delays.afterLogin, () => navigateTo(context.current, destination, { replace: true }))
    },
    [after, context, dispatch],
  )

  const createPasskey = useCallback(
    () =>
      run(async (isCurrent) => {
        const { state } = modelRef.current
        if (state.step !== 'promptPasskeys') return
        dispatch({ type: 'PASSKEY.STARTED' })
        await withCeremony(async (signal) => {
          try {
            await registerPasskey(client, api.current, { signal })
            const userId = context.current.store.getSnapshot().user?.id
            if (userId) markQuickLoginRegistered(context.current, userId, 'Passkeys')
            if (isCurrent()) leavePasskeyPrompt(state.destination)
          } catch (error) {
            if (isCurrent()) dispatch({ type: 'PASSKEY.REJECTED', error: webAuthnFlowError(error, PASSKEY_FAILED) })
          }
        })
      }),
    [run, modelRef, dispatch, withCeremony, client, api, context, leavePasskeyPrompt],
  )

  const cancelPasskey = useCallback(() => {
    passkeyCeremony.current?.abort()
  }, [])

  const skipPasskeys = useCallback(
    ({ dontShowAgain = false }: { dontShowAgain?: boolean } = {}) => {
      const { state, pending } = modelRef.current
      if (state.step !== 'promptPasskeys' || pending) return
      if (dontShowAgain) context.current.localStorage.setItem(STORAGE_KEYS.dontShowAgainPromptPasskeys, DONT_SHOW_AGAIN)
      leavePasskeyPrompt(state.destination)
    },
    [context, leavePasskeyPrompt, modelRef],
  )

  const isPasskeySupported = useSyncExternalStore(subscribeToNothing, isWebAuthnSupported, () => false)

  return useMemo(
    () => ({ isPasskeySupported, signInWithPasskey, createPasskey, cancelPasskey, skipPasskeys }),
    [isPasskeySupported, signInWithPasskey, createPasskey, cancelPasskey, skipPasskeys],
  )
}
