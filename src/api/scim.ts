import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/admin.md §7 Other: directory SCIM configurations. */
export const SCIM_CONFIGURATIONS_PATH = '/directory/resources/v1/configurations/scim2'

/** spec/admin.md §3 SCIM sources. */
export const SCIM_SOURCES = ['frontegg', 'okta', 'azure-ad', 'other'] as const
export type ScimSource = (typeof SCIM_SOURCES)[number]

export const ScimConfigurationSchema = v.looseObject({
  id: v.string(),
  source: v.picklist(SCIM_SOURCES),
  connectionName: v.optional(v.string()),
  /** The bearer token the directory sends; answered once, when created or regenerated. */
  token: v.optional(v.nullable(v.string())),
  createdAt: v.optional(v.string()),
})
export type ScimConfiguration = v.InferOutput<typeof ScimConfigurationSchema>

const configuration = (id: string) => `${SCIM_CONFIGURATIONS_PATH}/${encodeURIComponent(id)}`

export function listScimConfigurations(client: Client, options: CallOptions = {}): Promise<ScimConfiguration[]> {
  return client.request(SCIM_CONFIGURATIONS_PATH, { schema: v.array(ScimConfigurationSchema), ...options })
}

/** POST a connection; its answer carries the bearer token, shown once. */
export function createScimConfiguration(client: Client, input: { source: ScimSource; connectionName: string }, options: CallOptions = {}): Promise<ScimConfiguration> {
  return client.request(SCIM_CONFIGURATIONS_PATH, { method: 'POST', body: input, schema: ScimConfigurationSchema, ...options })
}

/** PATCH with `regenerateToken`: the old token stops working, the answer carries the new one. */
export function regenerateScimToken(client: Client, input: { id: string }, options: CallOptions = {}): Promise<ScimConfiguration> {
  return client.request(configuration(input.id), { method: 'PATCH', body: { regenerateToken: true }, schema: ScimConfigurationSchema, ...options })
}

export function deleteScimConfiguration(client: Client, input: { id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(configuration(input.id), { method: 'DELETE', schema: EmptySchema, ...options })
}

/** GET how many users the directory has provisioned through this connection. */
export async function countScimUsers(client: Client, input: { id: string }, options: CallOptions = {}): Promise<number> {
  const answer = await client.request(`/directory/resources/scim/temp/${encodeURIComponent(input.id)}/Users/count`, { schema: v.looseObject({ count: v.number() }), ...options })
  return answer.count
}
