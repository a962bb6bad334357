import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react'
import type { Client } from '../../api'
import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import { parseEmail } from '../shared/email'
import { navigateTo } from '../shared/navigation'
import { isWebAuthnSupported, webAuthnFlowError } from '../shared/webauthn'
import { expectStep, type FlowRuntime } from '../shared/flowRuntime'
import { interpretLoginResponse, type LoginEvent, type LoginModel, type LoginResult } from './machine'
import { registerPasskey, signInWithPasskey as passkeySignIn, type PasskeyApi } from './passkeyCalls'
import { DONT_SHOW_AGAIN, PREFERRED_LOGIN_METHOD_PASSKEYS } from './passkeys'
import { markQuickLoginRegistered } from './useQuickLoginRegistration'
import type { LoginRun } from './useLogin'

/** A passkey ceremony or call failed without a server message. */
export const PASSKEY_FAILED = "We couldn't use your passkey. Please try again."

/** Whether WebAuthn exists never changes while the page lives: nothing to subscribe to. */
const subscribeToNothing = () => () => {}

interface Deps {
  client: Client
  flow: FlowRuntime<LoginModel, LoginEvent>
  context: RefObject<GatehouseContextValue>
  api: RefObject<PasskeyApi>
  /** The login's own ending: session, then the steps of spec/auth.md §4 after a successful login. */
  completeLogin: (result: LoginResult, run: LoginRun) => Promise<void>
  /** spec/auth.md §8: a failed login clears the stored token and user. */
  clearSession: (error: unknown) => boolean
}

/** The login's passkey actions: sign in with a passkey (preLogin) and the promptPasskeys step. */
export function usePasskeyActions({ client, flow, context, api, completeLogin, clearSession }: Deps) {
  const { start, dispatch, after, latest } = flow
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
    async (typedEmail = '') => {
      const run = start({ type: 'PASSKEY.STARTED', ceremony: 'signIn' })
      if (!run) return
      const parsed = parseEmail(typedEmail)
      await withCeremony(async (signal) => {
        try {
          const answer = await passkeySignIn(client, api.current, { email: parsed.ok ? parsed.email : undefined, signal })
          if (!run.isCurrent()) return
          context.current.localStorage.setItem(STORAGE_KEYS.preferredLoginMethod, PREFERRED_LOGIN_METHOD_PASSKEYS)
          await completeLogin(interpretLoginResponse(answer), run)
        } catch (error) {
          clearSession(error)
          run.send({ type: 'PASSKEY.REJECTED', error: webAuthnFlowError(error, PASSKEY_FAILED) })
        }
      })
    },
    [start, withCeremony, client, api, context, completeLogin, clearSession],
  )

  /** The passkey prompt is done: on to where the login was going, after the spec's delay. */
  const leaveFor = useCallback(
    (destination: string) => after(context.current.delays.afterLogin, () => navigateTo(context.current, destination, { replace: true })),
    [after, context],
  )

  const createPasskey = useCallback(async () => {
    const run = start({ type: 'PASSKEY.STARTED', ceremony: 'create' })
    if (!run) return
    const { destination } = expectStep(run.from.state, 'promptPasskeys')
    await withCeremony(async (signal) => {
      try {
        await registerPasskey(client, api.current, { signal })
        const userId = context.current.store.getSnapshot().user?.id
        if (userId) markQuickLoginRegistered(context.current, userId, 'Passkeys')
        if (run.send({ type: 'PASSKEY.CREATED' })) leaveFor(destination)
      } catch (error) {
        run.send({ type: 'PASSKEY.REJECTED', error: webAuthnFlowError(error, PASSKEY_FAILED) })
      }
    })
  }, [start, withCeremony, client, api, context, leaveFor])

  const cancelPasskey = useCallback(() => {
    passkeyCeremony.current?.abort()
  }, [])

  const skipPasskeys = useCallback(
    ({ dontShowAgain = false }: { dontShowAgain?: boolean } = {}) => {
      const { state } = latest()
      if (!dispatch({ type: 'PASSKEYS.PROMPT_CLOSED' })) return
      if (dontShowAgain) context.current.localStorage.setItem(STORAGE_KEYS.dontShowAgainPromptPasskeys, DONT_SHOW_AGAIN)
      leaveFor(expectStep(state, 'promptPasskeys').destination)
    },
    [context, dispatch, latest, leaveFor],
  )

  const isPasskeySupported = useSyncExternalStore(subscribeToNothing, isWebAuthnSupported, () => false)

  return useMemo(
    () => ({ isPasskeySupported, signInWithPasskey, createPasskey, cancelPasskey, skipPasskeys }),
    [isPasskeySupported, signInWithPasskey, createPasskey, cancelPasskey, skipPasskeys],
  )
}
