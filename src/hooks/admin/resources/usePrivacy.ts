import { useCallback, useMemo } from 'react'
import useSWR from 'swr'
import { mfaDevices as mfaApi, sessions as sessionsApi, webauthn as webauthnApi, type MfaDevices, type MfaEnrolled, type OneTimeCodeSent, type AuthenticatorEnrolment, type Session, type WebAuthnDevice, type WebAuthnDeviceType } from '../../../api'
import type { WebAuthnCreationOptions, WebAuthnRequestOptions } from '../../../api/webauthn'
import { useGatehouse } from '../../session/GatehouseProvider'
import { useLogout } from '../../session/useLogout'
import { authenticateWithPasskey, createPasskey, deviceTypeOf } from '../../shared/webauthn'
import { LOAD_RETRY } from '../../shared/loadRetry'
import { resourceKey } from './keys'
import { useTeamContext, type TeamContext } from './shared'

/** One of the signed-in user's own lists (SWR, cached per client, user and tenant). */
export interface PrivacyResource<T> {
  readonly data: T | undefined
  /** The last load's failure (an ApiError), or undefined. */
  readonly error: unknown
  /** No answer yet and one is on its way. */
  readonly isLoading: boolean
  /** Loads it again. */
  refresh(): Promise<void>
}

function usePrivacyResource<T>(hookName: string, path: string, load: (context: TeamContext) => Promise<T>): PrivacyResource<T> {
  const context = useTeamContext(hookName)
  const swr = useSWR(resourceKey(path, null, context.scope), () => load(context), LOAD_RETRY)
  const { mutate } = swr
  const refresh = useCallback(async () => void (await mutate()), [mutate])
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, refresh }
}

/** The user's second factors (spec/auth.md §7 GET v1/mfa/devices). */
export function useMfaDevices(): PrivacyResource<MfaDevices> {
  return usePrivacyResource('useMfaDevices', mfaApi.MFA_DEVICES_PATH, ({ client }) => mfaApi.getMfaDevices(client))
}

/** The user's passkeys (spec/admin.md §7 WebAuthn devices). */
export function usePasskeys(): PrivacyResource<WebAuthnDevice[]> {
  return usePrivacyResource('usePasskeys', webauthnApi.PASSKEYS_PATH, ({ client }) => webauthnApi.getWebAuthnDevices(client))
}

/** The user's sessions, the current one marked (spec/admin.md §3 Session). */
export function useSessions(): PrivacyResource<Session[]> {
  return usePrivacyResource('useSessions', sessionsApi.MY_SESSIONS_PATH, ({ client }) => sessionsApi.getMySessions(client))
}

/** Enrolling and removing second factors; each change reloads the devices list. Each rejects with the server's error. */
export interface MfaActions {
  /** Starts an authenticator app: the QR code (and secret) to scan. */
  startAuthenticatorApp(): Promise<AuthenticatorEnrolment>
  /** The app's first code; answers the recovery code, shown once. */
  verifyAuthenticatorApp(token: string): Promise<MfaEnrolled>
  /** Texts a code to a new number (E.164). */
  startSms(phoneNumber: string): Promise<OneTimeCodeSent>
  verifySms(input: { otcToken: string; code: string }): Promise<MfaEnrolled>
  /** Registers a security key (CrossPlatform) or this device (Platform) through the browser's ceremony. */
  enrolWebAuthn(deviceType: WebAuthnDeviceType): Promise<MfaEnrolled>
  /** Removes the authenticator app, proven by one of its codes. */
  disableAuthenticatorApp(input: { deviceId: string; token: string }): Promise<void>
  /** Texts a code to the phone to remove. */
  startDisableSms(deviceId: string): Promise<OneTimeCodeSent>
  disableSms(input: { deviceId: string; otcToken: string; code: string }): Promise<void>
  /** Removes a WebAuthn device, proven by signing with it. */
  disableWebAuthn(deviceId: string): Promise<void>
}

export function useMfaActions(): MfaActions {
  const { client, revalidate } = useTeamContext('useMfaActions')
  return useMemo(() => {
    const changed = <T>(call: Promise<T>) => call.finally(() => void revalidate(mfaApi.MFA_DEVICES_PATH))
    return {
      startAuthenticatorApp: () => mfaApi.preEnrollAuthenticatorApp(client),
      verifyAuthenticatorApp: (token) => changed(mfaApi.enrollAuthenticatorApp(client, { token })),
      startSms: (phoneNumber) => mfaApi.preEnrollSms(client, { phoneNumber }),
      verifySms: (input) => changed(mfaApi.enrollSms(client, input)),
      enrolWebAuthn: async (deviceType) => {
        const { options, webauthnToken } = await mfaApi.preEnrollWebAuthn(client, { deviceType })
        const credential = await createPasskey(options as unknown as WebAuthnCreationOptions)
        return changed(mfaApi.enrollWebAuthn(client, { ...(webauthnToken ? { webauthnToken } : {}), deviceType, options: { ...credential, deviceType: deviceTypeOf(credential) } }))
      },
      disableAuthenticatorApp: async (input) => void (await changed(mfaApi.disableAuthenticatorApp(client, input))),
      startDisableSms: (deviceId) => mfaApi.preDisableSms(client, { deviceId }),
      disableSms: async (input) => void (await changed(mfaApi.disableSms(client, input))),
      disableWebAuthn: async (deviceId) => {
        const { options, webauthnToken } = await mfaApi.preDisableWebAuthn(client, { deviceId })
        const assertion = await authenticateWithPasskey(options as unknown as WebAuthnRequestOptions)
        await changed(mfaApi.disableWebAuthn(client, { deviceId, ...(webauthnToken ? { webauthnToken } : {}), options: assertion }))
      },
    }
  }, [client, revalidate])
}

/** Adding and deleting passkeys; each change reloads the list. */
export interface PasskeyActions {
  /** Registers a passkey through the browser's ceremony (@simplewebauthn/browser). */
  add(): Promise<void>
  remove(deviceId: string): Promise<void>
}

export function usePasskeyActions(): PasskeyActions {
  const { client, revalidate } = useTeamContext('usePasskeyActions')
  return useMemo(() => {
    const changed = <T>(call: Promise<T>) => call.finally(() => void revalidate(webauthnApi.PASSKEYS_PATH))
    return {
      add: async () => {
        const options = await webauthnApi.createWebAuthnDevice(client)
        const credential = await createPasskey(options)
        await changed(webauthnApi.verifyWebAuthnDevice(client, { ...credential, deviceType: deviceTypeOf(credential) }))
      },
      remove: async (deviceId) => void (await changed(webauthnApi.deleteWebAuthnDevice(client, { deviceId }))),
    }
  }, [client, revalidate])
}

/** Revoking sessions; revoking the current one signs out (the logout flow) and goes to the login route. */
export interface SessionActions {
  revoke(session: Pick<Session, 'id' | 'current'>): Promise<void>
  /** Revokes every session but the current one. */
  revokeOthers(): Promise<void>
}

export function useSessionActions(): SessionActions {
  const { client, revalidate } = useTeamContext('useSessionActions')
  const { navigate, routes } = useGatehouse('useSessionActions')
  const logout = useLogout()
  return useMemo(
    () => ({
      revoke: async (session) => {
        await sessionsApi.revokeMySession(client, { id: session.id })
        if (!session.current) return void (await revalidate(sessionsApi.MY_SESSIONS_PATH))
        await logout()
        navigate(routes.loginUrl, { replace: true })
      },
      revokeOthers: async () => {
        try {
          await sessionsApi.revokeMyOtherSessions(client)
        } finally {
          void revalidate(sessionsApi.MY_SESSIONS_PATH)
        }
      },
    }),
    [client, revalidate, logout, navigate, routes.loginUrl],
  )
}
