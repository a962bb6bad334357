import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { LOGIN_ANSWER_FIELDS, isLoginOutcome } from './refresh'

const AUTH = '/identity/resources/auth'
const SSO = '/identity/resources/sso'

/** spec/auth.md §3 social providers, in the order a login page shows them. */
export const SOCIAL_PROVIDERS = ['microsoft', 'facebook', 'google', 'github', 'slack', 'apple', 'linkedin'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const SocialLoginProviderSchema = v.looseObject({
  type: v.string(),
  active: v.optional(v.boolean()),
  /** Where the provider's sign-in starts; the kit adds state and the PKCE challenge. */
  authorizationUrl: v.optional(v.string()),
  redirectUrl: v.optional(v.string()),
  clientId: v.optional(v.string()),
})
export type SocialLoginProvider = v.InferOutput<typeof SocialLoginProviderSchema>

export const CustomSocialLoginProviderSchema = v.looseObject({
  id: v.string(),
  displayName: v.optional(v.string()),
  iconUrl: v.optional(v.nullable(v.string())),
  active: v.optional(v.boolean()),
  authorizationUrl: v.optional(v.string()),
})
export type CustomSocialLoginProvider = v.InferOutput<typeof CustomSocialLoginProviderSchema>

/** Where the vendor's social login providers are listed (public, v2). */
export const SOCIAL_LOGIN_PROVIDERS_PATH = `${SSO}/v2`

/** The vendor's social login providers (public, v2). */
export function getSocialLoginProviders(client: Client, options: CallOptions = {}): Promise<SocialLoginProvider[]> {
  return client.request(SOCIAL_LOGIN_PROVIDERS_PATH, { schema: v.array(SocialLoginProviderSchema), ...options })
}

/** The vendor's own OAuth providers shown beside the built-in ones. */
export function getCustomSocialLoginProviders(client: Client, options: CallOptions = {}): Promise<{ providers: CustomSocialLoginProvider[] }> {
  return client.request(`${SSO}/custom/v1`, { schema: v.looseObject({ providers: v.array(CustomSocialLoginProviderSchema) }), ...options })
}

/**
 * A social or OIDC sign-in answers like a login, and may say the account was just created. (The
 * login's fields spread into one object, not `v.intersect`: a host then ships no intersect code.)
 */
export const RedirectLoginResponseSchema = v.pipe(
  v.looseObject({
    ...LOGIN_ANSWER_FIELDS,
    isNewUser: v.optional(v.boolean()),
    email: v.optional(v.string()),
    name: v.optional(v.string()),
    tenantId: v.optional(v.string()),
  }),
  isLoginOutcome(),
)
export type RedirectLoginResponse = v.InferOutput<typeof RedirectLoginResponseSchema>

export interface SocialPostLoginInput {
  provider: string
  code: string
  redirectUri: string
  state: string
  codeVerifier?: string
  idToken?: string
  invitationToken?: string
  metadata?: string
}

/** Completes a social sign-in with the provider's code (spec/auth.md §7: query code, id_token, redirectUri, code_verifier, state). */
export function socialPostLogin(client: Client, input: SocialPostLoginInput, options: CallOptions = {}): Promise<RedirectLoginResponse> {
  const { provider, code, redirectUri, state, codeVerifier, idToken, invitationToken, metadata } = input
  return client.request(`${AUTH}/v1/user/sso/${encodeURIComponent(provider)}/postlogin`, {
    method: 'POST',
    query: { code, redirectUri, state, code_verifier: codeVerifier, id_token: idToken },
    body: { metadata, invitationToken },
    schema: RedirectLoginResponseSchema,
    ...options,
  })
}

/** Completes an OIDC single sign-on with the IdP's code; v2 by default, v1 for older vendors. */
export function oidcPostLogin(
  client: Client,
  input: { code: string; redirectUri: string; RelayState?: string; version?: 'v1' | 'v2' },
  options: CallOptions = {},
): Promise<RedirectLoginResponse> {
  const { version = 'v2', ...body } = input
  return client.request(`${AUTH}/${version}/user/oidc/postlogin`, { method: 'POST', body, schema: RedirectLoginResponseSchema, ...options })
}

/** Completes a SAML single sign-on with what the IdP returned to the callback route. */
export function samlPostLogin(client: Client, input: Record<string, string>, options: CallOptions = {}): Promise<RedirectLoginResponse> {
  return client.request(`${AUTH}/v1/user/saml/postlogin`, { method: 'POST', body: input, schema: RedirectLoginResponseSchema, ...options })
}
