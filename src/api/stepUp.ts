import type { Client } from './client'
import type { CallOptions } from './auth'
import { LoginResponseSchema, type LoginResponse } from './auth.schemas'

const AUTH = '/identity/resources/auth/v1'

/** spec/auth.md §4 step-up: the acr a multi-factor authentication carries. */
export const MULTI_FACTOR_ACR = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor'

/** spec/auth.md §3 multi-factor methods: one of them must be in amr besides 'mfa'. */
export const MULTI_FACTOR_METHODS = ['otp', 'sms', 'hwk'] as const

/** spec/auth.md §8: the exact server message that leads to noMFAEnrolledStepUp. */
export const MFA_NOT_ENROLLED = 'MFA is not enrolled'

/**
 * spec/auth.md §4 step-up: asks for a stepped-up session. The answer is either the user
 * (tokens) directly, or an MFA token with the devices that can prove the second factor.
 */
export function generateStepUpSession(client: Client, input: { maxAge?: number }, options: CallOptions = {}): Promise<LoginResponse> {
  return client.request(`${AUTH}/user/step-up/generate`, { method: 'POST', body: input, schema: LoginResponseSchema, ...options })
}
