import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/admin.md §7 restrictions: IP and email-domain restrictions, each path written once here. */
export const IP_RESTRICTIONS_PATH = '/identity/resources/configurations/v1/restrictions/ip'
export const IP_RESTRICTIONS_CONFIG_PATH = `${IP_RESTRICTIONS_PATH}/config`
export const DOMAIN_RESTRICTIONS_PATH = '/identity/resources/configurations/restrictions/v1/email-domain'
export const DOMAIN_RESTRICTIONS_CONFIG_PATH = `${DOMAIN_RESTRICTIONS_PATH}/config`

/** spec/admin.md §3 restriction types. */
export const RESTRICTION_STRATEGIES = ['ALLOW', 'BLOCK'] as const
export type RestrictionStrategy = (typeof RESTRICTION_STRATEGIES)[number]

export const IpRestrictionSchema = v.looseObject({
  id: v.string(),
  ip: v.string(),
  isActive: v.boolean(),
  strategy: v.picklist(RESTRICTION_STRATEGIES),
  description: v.optional(v.nullable(v.string())),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
})
export type IpRestriction = v.InferOutput<typeof IpRestrictionSchema>
export const IpRestrictionsPageSchema = v.looseObject({
  items: v.array(IpRestrictionSchema),
  _metadata: v.looseObject({ totalItems: v.number(), totalPages: v.number() }),
})
export type IpRestrictionsPage = v.InferOutput<typeof IpRestrictionsPageSchema>
export const IpRestrictionsConfigSchema = v.looseObject({ isActive: v.boolean(), strategy: v.picklist(RESTRICTION_STRATEGIES) })
export type IpRestrictionsConfig = v.InferOutput<typeof IpRestrictionsConfigSchema>
export const IpVerdictSchema = v.looseObject({ valid: v.boolean() })

/** spec/admin.md §7: "create body: ip, isActive, description, strategy". */
export interface IpRestrictionInput {
  ip: string
  isActive: boolean
  description?: string
  strategy: RestrictionStrategy
}

export interface IpRestrictionsQuery {
  /** Text matched against addresses and descriptions (`_filter`). */
  filter?: string
  /** Page index (0 = first). */
  pageOffset?: number
  pageSize?: number
}

export const DOMAIN_LIST_TYPES = ['ALLOW', 'BLOCK'] as const
export const DomainRestrictionSchema = v.looseObject({ id: v.string(), domain: v.string(), type: v.picklist(RESTRICTION_STRATEGIES) })
export type DomainRestriction = v.InferOutput<typeof DomainRestrictionSchema>
export const DomainRestrictionsSchema = v.looseObject({ items: v.array(DomainRestrictionSchema) })
export const DomainRestrictionsConfigSchema = v.looseObject({ active: v.boolean(), blockPublicDomains: v.boolean(), listType: v.picklist(RESTRICTION_STRATEGIES) })
export type DomainRestrictionsConfig = v.InferOutput<typeof DomainRestrictionsConfigSchema>

export function listIpRestrictions(client: Client, query: IpRestrictionsQuery = {}, options: CallOptions = {}): Promise<IpRestrictionsPage> {
  return client.request(IP_RESTRICTIONS_PATH, {
    query: { _filter: query.filter || undefined, _offset: query.pageOffset, _limit: query.pageSize },
    schema: IpRestrictionsPageSchema,
    ...options,
  })
}
/** Creates an entry, or updates the one with the same address (the API keys entries by ip). */
export function saveIpRestriction(client: Client, input: IpRestrictionInput, options: CallOptions = {}): Promise<IpRestriction> {
  return client.request(IP_RESTRICTIONS_PATH, { method: 'POST', body: input, schema: IpRestrictionSchema, ...options })
}
export function bulkSaveIpRestrictions(client: Client, input: { ips: readonly IpRestrictionInput[] }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${IP_RESTRICTIONS_PATH}/bulk`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
export function deleteIpRestriction(client: Client, input: { id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${IP_RESTRICTIONS_PATH}/${encodeURIComponent(input.id)}`, { method: 'DELETE', schema: EmptySchema, ...options })
}
export function getIpRestrictionsConfig(client: Client, options: CallOptions = {}): Promise<IpRestrictionsConfig> {
  return client.request(IP_RESTRICTIONS_CONFIG_PATH, { schema: IpRestrictionsConfigSchema, ...options })
}
export function saveIpRestrictionsConfig(client: Client, input: IpRestrictionsConfig, options: CallOptions = {}): Promise<unknown> {
  return client.request(IP_RESTRICTIONS_CONFIG_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
/** Whether the caller's own IP may sign in under the current rules. */
export async function testCurrentIp(client: Client, options: CallOptions = {}): Promise<boolean> {
  return (await client.request(`${IP_RESTRICTIONS_PATH}/verify`, { method: 'POST', body: {}, schema: IpVerdictSchema, ...options })).valid
}
/** Whether the caller's own IP is on the allow list. */
export async function testCurrentIpInAllowList(client: Client, options: CallOptions = {}): Promise<boolean> {
  return (await client.request(`${IP_RESTRICTIONS_PATH}/verify/allow`, { method: 'POST', body: {}, schema: IpVerdictSchema, ...options })).valid
}

export async function listDomainRestrictions(client: Client, options: CallOptions = {}): Promise<DomainRestriction[]> {
  return (await client.request(DOMAIN_RESTRICTIONS_PATH, { schema: DomainRestrictionsSchema, ...options })).items
}
export function createDomainRestriction(client: Client, input: { domain: string; type: RestrictionStrategy }, options: CallOptions = {}): Promise<DomainRestriction> {
  return client.request(DOMAIN_RESTRICTIONS_PATH, { method: 'POST', body: input, schema: DomainRestrictionSchema, ...options })
}
export function deleteDomainRestriction(client: Client, input: { id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${DOMAIN_RESTRICTIONS_PATH}/${encodeURIComponent(input.id)}`, { method: 'DELETE', schema: EmptySchema, ...options })
}
export function getDomainRestrictionsConfig(client: Client, options: CallOptions = {}): Promise<DomainRestrictionsConfig> {
  return client.request(DOMAIN_RESTRICTIONS_CONFIG_PATH, { schema: DomainRestrictionsConfigSchema, ...options })
}
export function saveDomainRestrictionsConfig(client: Client, input: DomainRestrictionsConfig, options: CallOptions = {}): Promise<unknown> {
  return client.request(DOMAIN_RESTRICTIONS_CONFIG_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
