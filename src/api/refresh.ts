import * as v from 'valibot'
import type { CallOptions } from './auth'
import type { Client } from './client'

/**
 * The login answer and the refresh call. The client refreshes by itself, so these are all of the
 * identity API's auth calls and schemas a page loads up front; the rest (auth.ts, auth.schemas.ts)
 * load with the flows that make them.
 */

const MfaDeviceListSchema = v.looseObject({
  webauthn: v.optional(v.array(v.looseObject({ id: v.string(), deviceType: v.optional(v.string()), name: v.optional(v.string()) }))),
  /** `phoneNumber` is the number as the server shows it, often masked but for the last digits. */
  phones: v.optional(v.array(v.looseObject({ id: v.string(), phoneNumber: v.optional(v.string()) }))),
  authenticators: v.optional(v.array(v.looseObject({ id: v.string() }))),
  emails: v.optional(v.array(v.looseObject({ id: v.optional(v.string()), email: v.optional(v.string()) }))),
})
export type MfaDeviceList = v.InferOutput<typeof MfaDeviceListSchema>

/** The fields of a login answer (spec/auth.md §4); answers that say more (a social sign-in's) spread these. */
export const LOGIN_ANSWER_FIELDS = {
  accessToken: v.optional(v.string()),
  refreshToken: v.optional(v.string()),
  expiresIn: v.optional(v.number()),
  expires: v.optional(v.string()),
  mfaRequired: v.optional(v.boolean()),
  mfaToken: v.optional(v.string()),
  mfaEnrolled: v.optional(v.boolean()),
  mfaDevices: v.optional(MfaDeviceListSchema),
  mfaStrategies: v.optional(v.array(v.string())),
  qrCode: v.optional(v.string()),
  recoveryCode: v.optional(v.string()),
  isBreachedPassword: v.optional(v.boolean()),
  emailVerified: v.optional(v.boolean()),
  userId: v.optional(v.string()),
}

type LoginOutcome = { accessToken?: string; mfaRequired?: boolean; mfaToken?: string; isBreachedPassword?: boolean }

/** The check that makes an answer a login: tokens, an MFA challenge, or a breached-password notice. */
export const isLoginOutcome = <Answer extends LoginOutcome>() =>
  v.check<Answer, string>(
    (answer) => Boolean(answer.accessToken) || (answer.mfaRequired === true && Boolean(answer.mfaToken)) || answer.isBreachedPassword === true,
    'A login answer carries an access token, an MFA token, or a breached-password notice',
  )

/** spec/auth.md §4 login response: either tokens, or an MFA challenge. */
export const LoginResponseSchema = v.pipe(v.looseObject(LOGIN_ANSWER_FIELDS), isLoginOutcome())
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>

/** Exchanges the refresh cookie for a new access token. */
export function refreshToken(client: Client, input: { tenantId?: string } = {}, options: CallOptions = {}): Promise<LoginResponse> {
  return client.request('/identity/resources/auth/v1/user/token/refresh', { method: 'POST', body: input, schema: LoginResponseSchema, ...options })
}
