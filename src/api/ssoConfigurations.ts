import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/admin.md §7 Team and SSO: the tenant's SSO connections (multi-configuration). */
export const SSO_CONFIGURATIONS_PATH = '/team/resources/sso/v1/configurations'

/** spec/admin.md §3 SSO configuration types. */
export const SSO_TYPES = ['saml', 'okta', 'azure', 'google', 'oidc'] as const
export type SsoType = (typeof SSO_TYPES)[number]

export const SsoDomainSchema = v.looseObject({
  id: v.string(),
  domain: v.string(),
  validated: v.boolean(),
  /** The TXT record the tenant publishes in the domain's DNS to prove it owns it. */
  generatedVerification: v.optional(v.nullable(v.string())),
})
export type SsoDomain = v.InferOutput<typeof SsoDomainSchema>

export const SsoGroupSchema = v.looseObject({ id: v.string(), group: v.string(), roleIds: v.array(v.string()) })
export type SsoGroup = v.InferOutput<typeof SsoGroupSchema>

/** spec/admin.md §3 SSO configuration; the OIDC secret is write-only and never comes back. */
export const SsoConfigurationSchema = v.looseObject({
  id: v.string(),
  type: v.picklist(SSO_TYPES),
  enabled: v.boolean(),
  domains: v.optional(v.array(SsoDomainSchema), []),
  ssoEndpoint: v.optional(v.nullable(v.string())),
  publicCertificate: v.optional(v.nullable(v.string())),
  signRequest: v.optional(v.boolean(), false),
  acsUrl: v.optional(v.nullable(v.string())),
  spEntityId: v.optional(v.nullable(v.string())),
  /** Where the IdP reads the service provider's metadata. */
  spMetadataUrl: v.optional(v.nullable(v.string())),
  oidcClientId: v.optional(v.nullable(v.string())),
  /** The OIDC issuer or its discovery document's URL. */
  oidcIssuer: v.optional(v.nullable(v.string())),
  /** Whether a client secret is saved (the secret itself is never answered). */
  oidcSecretSet: v.optional(v.boolean(), false),
  roleIds: v.optional(v.array(v.string()), []),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
})
export type SsoConfiguration = v.InferOutput<typeof SsoConfigurationSchema>

/** What a create or update may send (spec/admin.md §3). */
export interface SsoConfigurationInput {
  type?: SsoType
  enabled?: boolean
  ssoEndpoint?: string | null
  publicCertificate?: string | null
  signRequest?: boolean
  oidcClientId?: string
  oidcSecret?: string
  oidcIssuer?: string
}

const configuration = (id: string) => `${SSO_CONFIGURATIONS_PATH}/${encodeURIComponent(id)}`
const domain = (id: string, domainId: string) => `${configuration(id)}/domains/${encodeURIComponent(domainId)}`

/** GET the tenant's SSO connections. */
export function listSsoConfigurations(client: Client, options: CallOptions = {}): Promise<SsoConfiguration[]> {
  return client.request(SSO_CONFIGURATIONS_PATH, { schema: v.array(SsoConfigurationSchema), ...options })
}

/** POST a new connection (spec/admin.md §3: it starts disabled). */
export function createSsoConfiguration(client: Client, input: SsoConfigurationInput, options: CallOptions = {}): Promise<SsoConfiguration> {
  return client.request(SSO_CONFIGURATIONS_PATH, { method: 'POST', body: { ...input, enabled: false }, schema: SsoConfigurationSchema, ...options })
}

/** PATCH a connection's settings. */
export function updateSsoConfiguration(client: Client, input: SsoConfigurationInput & { id: string }, options: CallOptions = {}): Promise<SsoConfiguration> {
  const { id, ...body } = input
  return client.request(configuration(id), { method: 'PATCH', body, schema: SsoConfigurationSchema, ...options })
}

/** PUT the IdP's metadata XML: the server reads the endpoint and certificate from it. */
export function updateSsoConfigurationByMetadata(client: Client, input: { id: string; metadata: string }, options: CallOptions = {}): Promise<SsoConfiguration> {
  return client.request(`${configuration(input.id)}/metadata`, { method: 'PUT', body: { metadata: input.metadata }, schema: SsoConfigurationSchema, ...options })
}

/** PUT the IdP's metadata URL: the server fetches and reads it. */
export function updateSsoConfigurationByMetadataUrl(client: Client, input: { id: string; url: string }, options: CallOptions = {}): Promise<SsoConfiguration> {
  return client.request(`${configuration(input.id)}/metadata-url`, { method: 'PUT', body: { url: input.url }, schema: SsoConfigurationSchema, ...options })
}

export function deleteSsoConfiguration(client: Client, input: { id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(configuration(input.id), { method: 'DELETE', schema: EmptySchema, ...options })
}

export function createSsoDomain(client: Client, input: { id: string; domain: string }, options: CallOptions = {}): Promise<SsoDomain> {
  return client.request(`${configuration(input.id)}/domains`, { method: 'POST', body: { domain: input.domain }, schema: SsoDomainSchema, ...options })
}

export function deleteSsoDomain(client: Client, input: { id: string; domainId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(domain(input.id, input.domainId), { method: 'DELETE', schema: EmptySchema, ...options })
}

/** PUT validate: the server looks for the TXT record; a missing one is a 400 with the reason. */
export function validateSsoDomain(client: Client, input: { id: string; domainId: string }, options: CallOptions = {}): Promise<SsoDomain> {
  return client.request(`${domain(input.id, input.domainId)}/validate`, { method: 'PUT', schema: SsoDomainSchema, ...options })
}

const RoleIdsSchema = v.looseObject({ roleIds: v.array(v.string()) })

/** GET the roles every user signing in through this connection gets (spec/admin.md §6 default roles). */
export async function getSsoDefaultRoles(client: Client, input: { id: string }, options: CallOptions = {}): Promise<string[]> {
  return (await client.request(`${configuration(input.id)}/roles`, { schema: RoleIdsSchema, ...options })).roleIds
}

export async function setSsoDefaultRoles(client: Client, input: { id: string; roleIds: readonly string[] }, options: CallOptions = {}): Promise<string[]> {
  return (await client.request(`${configuration(input.id)}/roles`, { method: 'PUT', body: { roleIds: input.roleIds }, schema: RoleIdsSchema, ...options })).roleIds
}

/** GET the IdP group → roles mappings of a connection (spec/admin.md §6). */
export function getSsoGroups(client: Client, input: { id: string }, options: CallOptions = {}): Promise<SsoGroup[]> {
  return client.request(`${configuration(input.id)}/groups`, { schema: v.array(SsoGroupSchema), ...options })
}

export function createSsoGroup(client: Client, input: { id: string; group: string; roleIds: readonly string[] }, options: CallOptions = {}): Promise<SsoGroup> {
  return client.request(`${configuration(input.id)}/groups`, { method: 'POST', body: { group: input.group, roleIds: input.roleIds }, schema: SsoGroupSchema, ...options })
}

export function updateSsoGroup(client: Client, input: { id: string; groupId: string; group: string; roleIds: readonly string[] }, options: CallOptions = {}): Promise<SsoGroup> {
  return client.request(`${configuration(input.id)}/groups/${encodeURIComponent(input.groupId)}`, {
    method: 'PATCH',
    body: { group: input.group, roleIds: input.roleIds },
    schema: SsoGroupSchema,
    ...options,
  })
}

export function deleteSsoGroup(client: Client, input: { id: string; groupId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${configuration(input.id)}/groups/${encodeURIComponent(input.groupId)}`, { method: 'DELETE', schema: EmptySchema, ...options })
}
