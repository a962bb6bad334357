import * as v from 'valibot'
import type { Client } from './client'
import { LoginResponseSchema, type LoginResponse } from './auth.schemas'
import type { CallOptions } from './auth'

const AUTH = '/identity/resources/auth/v1'
const CONFIGURATIONS = '/identity/resources/configurations/v1'

export const RememberDevicePolicySchema = v.looseObject({
  isAllowedToRemember: v.boolean(),
  /** How long a remembered device skips MFA, in seconds. */
  mfaDeviceExpiration: v.optional(v.number()),
})
export type RememberDevicePolicy = v.InferOutput<typeof RememberDevicePolicySchema>

/** Completes a login with an authenticator-app code; answers tokens like a login. */
export function verifyMfaLogin(
  client: Client,
  input: { mfaToken: string; value: string; rememberDevice?: boolean },
  options: CallOptions = {},
): Promise<LoginResponse> {
  return client.request(`${AUTH}/user/mfa/verify`, { method: 'POST', body: input, schema: LoginResponseSchema, ...options })
}

/** Whether the vendor lets this login remember the device, and for how long. */
export function getRememberDevicePolicy(client: Client, input: { mfaToken: string }, options: CallOptions = {}): Promise<RememberDevicePolicy> {
  return client.request(`${CONFIGURATIONS}/mfa-policy/allow-remember-device`, { query: input, schema: RememberDevicePolicySchema, ...options })
}
