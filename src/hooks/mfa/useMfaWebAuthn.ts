import { useCallback, useEffect, type RefObject } from 'react'
import type { Client, LoginResponse } from '../../api'
import type { WebAuthnCreationOptions, WebAuthnRequestOptions } from '../../api/webauthn'
import { expectStep, type FlowRuntime } from '../shared/flowRuntime'
import { authenticateWithPasskey, cancelCeremony, createPasskey, deviceTypeOf, webAuthnFlowError } from '../shared/webauthn'
import type { MfaEvent, MfaModel } from './machine'
import type { MfaApi, MfaRun } from './useMfa'

const FALLBACK = 'Something went wrong. Please try again.'

interface WebAuthnStepContext {
  client: Client
  mfaToken: string
  apiRef: RefObject<MfaApi>
  start: FlowRuntime<MfaModel, MfaEvent>['start']
  accept: (run: MfaRun, answer: LoginResponse) => void
}

/**
 * The webAuthn step of the MFA screen: options from the server, the browser's ceremony, the
 * credential back to the server. Started by the user (browsers want a gesture for WebAuthn).
 */
export function useMfaWebAuthn({ client, mfaToken, apiRef, start, accept }: WebAuthnStepContext) {
  // A ceremony still open when the screen goes away is stopped, or the browser's prompt lingers.
  useEffect(() => () => cancelCeremony(), [])

  return useCallback(
    async ({ rememberDevice = false }: { rememberDevice?: boolean } = {}) => {
      const run = start({ type: 'PROOF.SUBMITTED', proof: 'webAuthn' })
      if (!run) return
      const state = expectStep(run.from.state, 'webAuthn')
      const calls = apiRef.current
      try {
        let answer: LoginResponse
        if (state.mode === 'verify') {
          const { options, webauthnToken } = await calls.preVerifyWebAuthn(client, { deviceId: state.deviceId, mfaToken })
          const assertion = await authenticateWithPasskey(options as unknown as WebAuthnRequestOptions)
          const remember = rememberDevice && Boolean(run.from.rememberDevice?.isAllowedToRemember)
          answer = await calls.verifyWebAuthn(client, { deviceId: state.deviceId, mfaToken, ...(webauthnToken ? { webauthnToken } : {}), options: assertion, rememberDevice: remember })
        } else {
          const { options, webauthnToken } = await calls.preEnrollWebAuthn(client, { mfaToken, deviceType: state.deviceType })
          const credential = await createPasskey(options as unknown as WebAuthnCreationOptions)
          answer = await calls.enrollWebAuthn(client, {
            mfaToken,
            ...(webauthnToken ? { webauthnToken } : {}),
            options: { ...credential, deviceType: deviceTypeOf(credential) },
          })
        }
        accept(run, answer)
      } catch (error) {
        run.send({ type: 'PROOF.REJECTED', error: webAuthnFlowError(error, FALLBACK) })
      }
    },
    [start, client, mfaToken, apiRef, accept],
  )
}
