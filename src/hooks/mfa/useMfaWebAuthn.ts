import { useCallback, useEffect, type RefObject } from 'react'
import type { Client, LoginResponse } from '../../api'
import type { WebAuthnCreationOptions, WebAuthnRequestOptions } from '../../api/webauthn'
import { authenticateWithPasskey, cancelCeremony, createPasskey, deviceTypeOf, webAuthnFlowError } from '../shared/webauthn'
import type { MfaEvent, MfaModel } from './machine'
import type { MfaApi } from './useMfa'

const FALLBACK = 'Something went wrong. Please try again.'

interface WebAuthnStepContext {
  client: Client
  mfaToken: string
  apiRef: RefObject<MfaApi>
  modelRef: RefObject<MfaModel>
  dispatch: (event: MfaEvent) => void
  exclusive: (work: () => Promise<void>) => Promise<boolean>
  isCurrent: (entry: number) => boolean
  accept: (answer: LoginResponse) => void
}

/**
 * The webAuthn step of the MFA screen: options from the server, the browser's ceremony, the
 * credential back to the server. Started by the user (browsers want a gesture for WebAuthn).
 */
export function useMfaWebAuthn({ client, mfaToken, apiRef, modelRef, dispatch, exclusive, isCurrent, accept }: WebAuthnStepContext) {
  // A ceremony still open when the screen goes away is stopped, or the browser's prompt lingers.
  useEffect(() => () => cancelCeremony(), [])

  return useCallback(
    ({ rememberDevice = false }: { rememberDevice?: boolean } = {}) =>
      exclusive(async () => {
        const { state, entry, rememberDevice: policy } = modelRef.current
        if (state.step !== 'webAuthn') return
        dispatch({ type: 'PROOF.SUBMITTED' })
        const calls = apiRef.current
        try {
          let answer: LoginResponse
          if (state.mode === 'verify') {
            const { options, webauthnToken } = await calls.preVerifyWebAuthn(client, { deviceId: state.deviceId, mfaToken })
            const assertion = await authenticateWithPasskey(options as unknown as WebAuthnRequestOptions)
            const remember = rememberDevice && Boolean(policy?.isAllowedToRemember)
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
          if (isCurrent(entry)) accept(answer)
        } catch (error) {
          if (isCurrent(entry)) dispatch({ type: 'PROOF.REJECTED', error: webAuthnFlowError(error, FALLBACK) })
        }
      }).then(() => undefined),
    [exclusive, client, mfaToken, apiRef, modelRef, dispatch, isCurrent, accept],
  )
}
