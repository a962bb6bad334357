import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/**
 * spec/admin.md §3 API token, §7: tokens of a user (personal) and of a tenant, each kept in its own
 * list. The vendor's machine-to-machine strategy decides what a new token is: a client-credentials
 * pair (api-tokens: clientId and secret) or an access token (access-tokens: a secret only).
 */
export const USER_API_TOKENS_PATH = '/identity/resources/users/api-tokens/v1'
export const USER_ACCESS_TOKENS_PATH = '/identity/resources/users/access-tokens/v1'
export const TENANT_API_TOKENS_PATH = '/identity/resources/tenants/api-tokens/v1'
/** spec/admin.md §7: "tenant POST is v2". */
export const TENANT_API_TOKENS_V2_PATH = '/identity/resources/tenants/api-tokens/v2'
export const TENANT_ACCESS_TOKENS_PATH = '/identity/resources/tenants/access-tokens/v1'

/** Whose tokens: the signed-in user's own, or the tenant's. */
export type TokenOwner = 'user' | 'tenant'
/** spec/admin.md §3 public vendor config machineToMachineAuthStrategy. */
export type MachineToMachineStrategy = 'ClientCredentials' | 'AccessToken'
export const MACHINE_TO_MACHINE_STRATEGIES = ['ClientCredentials', 'AccessToken'] as const satisfies readonly MachineToMachineStrategy[]

/** The paths of one owner's tokens of one kind (reference/endpoints.json). */
export function apiTokenPaths(owner: TokenOwner, type: MachineToMachineStrategy): { list: string; create: string; item: (id: string) => string } {
  const base = owner === 'user' ? (type === 'ClientCredentials' ? USER_API_TOKENS_PATH : USER_ACCESS_TOKENS_PATH) : type === 'ClientCredentials' ? TENANT_API_TOKENS_PATH : TENANT_ACCESS_TOKENS_PATH
  const create = owner === 'tenant' && type === 'ClientCredentials' ? TENANT_API_TOKENS_V2_PATH : base
  return { list: base, create, item: (id) => `${base}/${encodeURIComponent(id)}` }
}

const nullableString = v.optional(v.nullable(v.string()))

/** A token as either list answers it (the secret is never listed). */
export const ApiTokenAnswerSchema = v.looseObject({
  id: v.optional(v.string()),
  clientId: v.optional(v.string()),
  description: nullableString,
  createdAt: v.string(),
  /** Minutes from createdAt the token lives; null or absent: it does not expire. */
  expiresInMinutes: v.optional(v.nullable(v.number())),
  roleIds: v.optional(v.array(v.string())),
  tenantId: nullableString,
  createdByUserId: nullableString,
})

/** A client-credentials token: its clientId is its id. */
const ClientCredentialsSchema = v.pipe(
  v.looseObject({ ...ApiTokenAnswerSchema.entries, clientId: v.string() }),
  v.transform((token) => ({ ...token, id: token.clientId, type: 'ClientCredentials' as const })),
)
const AccessTokenSchema = v.pipe(
  v.looseObject({ ...ApiTokenAnswerSchema.entries, id: v.string() }),
  v.transform((token) => ({ ...token, clientId: undefined, type: 'AccessToken' as const })),
)

/** spec/admin.md §3 API token, as a list shows it. */
export type ApiToken = {
  readonly id: string
  readonly type: MachineToMachineStrategy
  readonly clientId?: string
  readonly description?: string | null
  readonly createdAt: string
  readonly expiresInMinutes?: number | null
  readonly roleIds?: string[]
  readonly tenantId?: string | null
  readonly createdByUserId?: string | null
}

/** A token just made: the only answer that carries its secret. */
export type CreatedApiToken = ApiToken & { readonly secret: string }

const ClientCredentialsListSchema = v.array(ClientCredentialsSchema)
const AccessTokenListSchema = v.looseObject({ accessTokens: v.array(AccessTokenSchema) })
const CreatedClientCredentialsSchema = v.pipe(
  v.looseObject({ ...ApiTokenAnswerSchema.entries, clientId: v.string(), secret: v.string() }),
  v.transform((token) => ({ ...token, id: token.clientId, type: 'ClientCredentials' as const })),
)
const CreatedAccessTokenSchema = v.pipe(
  v.looseObject({ ...ApiTokenAnswerSchema.entries, id: v.string(), secret: v.string() }),
  v.transform((token) => ({ ...token, clientId: undefined, type: 'AccessToken' as const })),
)

/** spec/admin.md §7 create body: description, expiresInMinutes (null: never expires), roleIds (tenant tokens only). */
export interface CreateApiTokenInput {
  owner: TokenOwner
  type: MachineToMachineStrategy
  description: string
  expiresInMinutes: number | null
  roleIds?: readonly string[]
}

/** GET one owner's tokens of one kind. */
export async function listApiTokens(client: Client, input: { owner: TokenOwner; type: MachineToMachineStrategy }, options: CallOptions = {}): Promise<ApiToken[]> {
  const path = apiTokenPaths(input.owner, input.type).list
  if (input.type === 'ClientCredentials') return client.request(path, { schema: ClientCredentialsListSchema, ...options })
  return (await client.request(path, { schema: AccessTokenListSchema, ...options })).accessTokens
}

/** POST a new token; the answer carries its secret, shown once. */
export function createApiToken(client: Client, input: CreateApiTokenInput, options: CallOptions = {}): Promise<CreatedApiToken> {
  const { owner, type, description, expiresInMinutes, roleIds } = input
  const body = owner === 'tenant' ? { description, expiresInMinutes, roleIds: roleIds ?? [] } : { description, expiresInMinutes }
  const path = apiTokenPaths(owner, type).create
  return type === 'ClientCredentials'
    ? client.request(path, { method: 'POST', body, schema: CreatedClientCredentialsSchema, ...options })
    : client.request(path, { method: 'POST', body, schema: CreatedAccessTokenSchema, ...options })
}

/** DELETE a token by its id (a client-credentials token's id is its clientId). */
export function deleteApiToken(client: Client, input: { owner: TokenOwner; type: MachineToMachineStrategy; id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(apiTokenPaths(input.owner, input.type).item(input.id), { method: 'DELETE', schema: EmptySchema, ...options })
}
