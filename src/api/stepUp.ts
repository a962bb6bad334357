import type { Client } from './client'
import type { CallOptions } from './auth'
import { LoginResponseSchema, type LoginResponse } from './auth.schemas'

const AUTH = '/identity/resources/auth/v1'

/**
 * spec/auth.md §4 step-up: asks for a stepped-up session. The answer is either the user
 * (tokens) directly, or an MFA token with the devices that can prove the second factor.
 */
export function generateStepUpSession(client: Client, input: { maxAge?: number }, options: CallOptions = {}): Promise<LoginResponse> {
  return client.request(`${AUTH}/user/step-up/generate`, { method: 'POST', body: input, schema: LoginResponseSchema, ...options })
}
