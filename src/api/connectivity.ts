import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/**
 * spec/admin.md §7 Connectivity: the events a tenant can be told of, and where they go (email, SMS,
 * Slack, webhooks), each path written once here as reference/endpoints.json spells it.
 */
export const EVENTS_PATH = '/event/resources/configurations/v1'
export const EVENT_CATEGORIES_PATH = `${EVENTS_PATH}/categories`
const INTEGRATIONS = '/integrations/resources/configurations'
/** Email is v1 and SMS v2 of the same resource: per event, its subscriptions and their recipients. */
export const RECIPIENT_PLATFORM_PATHS = { email: `${INTEGRATIONS}/v1/emails`, sms: `${INTEGRATIONS}/v2/sms` } as const
export type RecipientPlatform = keyof typeof RECIPIENT_PLATFORM_PATHS
export const SLACK_PATH = `${INTEGRATIONS}/v1/slack`
export const WEBHOOKS_PATH = '/webhook'

/** spec/admin.md §1: the four places events go. */
export const CONNECTIVITY_PLATFORMS = ['email', 'sms', 'slack', 'webhook'] as const
export type ConnectivityPlatform = (typeof CONNECTIVITY_PLATFORMS)[number]

/** spec/admin.md §6: the permission keys of each part of connectivity (reading, changing, removing). */
export { CONNECTIVITY_PERMISSIONS } from './permissionKeys'

const segment = (value: string) => encodeURIComponent(value)

// ---------------------------------------------------------------- events

export const EventCategorySchema = v.looseObject({ id: v.string(), name: v.string() })
export type EventCategory = v.InferOutput<typeof EventCategorySchema>

/** An event a platform can carry (the "channel map"), with its category. */
export const ConnectivityEventSchema = v.looseObject({
  id: v.string(),
  key: v.string(),
  displayName: v.string(),
  description: v.optional(v.nullable(v.string())),
  categoryId: v.string(),
})
export type ConnectivityEvent = v.InferOutput<typeof ConnectivityEventSchema>

export function listEventCategories(client: Client, options: CallOptions = {}): Promise<EventCategory[]> {
  return client.request(EVENT_CATEGORIES_PATH, { schema: v.array(EventCategorySchema), ...options })
}

/** The events a platform can carry (`?channels=slack`). */
export function listPlatformEvents(client: Client, input: { platform: ConnectivityPlatform }, options: CallOptions = {}): Promise<ConnectivityEvent[]> {
  return client.request(EVENTS_PATH, { query: { channels: input.platform }, schema: v.array(ConnectivityEventSchema), ...options })
}

// ---------------------------------------------------------------- email and SMS

/** spec/admin.md §3: an email or SMS subscription of an event, and who receives it. */
export const RecipientSubscriptionSchema = v.looseObject({
  id: v.string(),
  name: v.optional(v.string()),
  enabled: v.boolean(),
  recipients: v.array(v.string()),
})
export type RecipientSubscription = v.InferOutput<typeof RecipientSubscriptionSchema>
export const RecipientConfigurationSchema = v.looseObject({
  eventKey: v.string(),
  enabled: v.boolean(),
  subscriptions: v.array(RecipientSubscriptionSchema),
})
export type RecipientConfiguration = v.InferOutput<typeof RecipientConfigurationSchema>

/** A subscription as sent: the server gives it its id. */
export interface RecipientSubscriptionInput {
  name?: string
  enabled: boolean
  recipients: readonly string[]
}

export function listRecipientConfigurations(client: Client, input: { platform: RecipientPlatform }, options: CallOptions = {}): Promise<RecipientConfiguration[]> {
  return client.request(RECIPIENT_PLATFORM_PATHS[input.platform], { schema: v.array(RecipientConfigurationSchema), ...options })
}

/** An event's first configuration on the platform, with its subscription. */
export function createRecipientConfiguration(
  client: Client,
  input: { platform: RecipientPlatform; eventKey: string; enabled: boolean; subscriptions: readonly RecipientSubscriptionInput[] },
  options: CallOptions = {},
): Promise<unknown> {
  const { platform, eventKey, ...body } = input
  return client.request(`${RECIPIENT_PLATFORM_PATHS[platform]}/${segment(eventKey)}`, { method: 'POST', body, schema: EmptySchema, ...options })
}

/** Turns an event on or off on the platform. */
export function setRecipientConfigurationEnabled(client: Client, input: { platform: RecipientPlatform; eventKey: string; enabled: boolean }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${RECIPIENT_PLATFORM_PATHS[input.platform]}/${segment(input.eventKey)}`, { method: 'PATCH', body: { enabled: input.enabled }, schema: EmptySchema, ...options })
}

export function deleteRecipientConfiguration(client: Client, input: { platform: RecipientPlatform; eventKey: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${RECIPIENT_PLATFORM_PATHS[input.platform]}/${segment(input.eventKey)}`, { method: 'DELETE', schema: EmptySchema, ...options })
}

export function updateRecipientSubscription(
  client: Client,
  input: { platform: RecipientPlatform; eventKey: string; subscriptionId: string; subscription: RecipientSubscriptionInput },
  options: CallOptions = {},
): Promise<unknown> {
  const path = `${RECIPIENT_PLATFORM_PATHS[input.platform]}/${segment(input.eventKey)}/subscriptions/${segment(input.subscriptionId)}`
  return client.request(path, { method: 'PUT', body: input.subscription, schema: EmptySchema, ...options })
}

export function deleteRecipientSubscription(client: Client, input: { platform: RecipientPlatform; eventKey: string; subscriptionId: string }, options: CallOptions = {}): Promise<unknown> {
  const path = `${RECIPIENT_PLATFORM_PATHS[input.platform]}/${segment(input.eventKey)}/subscriptions/${segment(input.subscriptionId)}`
  return client.request(path, { method: 'DELETE', schema: EmptySchema, ...options })
}

// ---------------------------------------------------------------- Slack

/** spec/admin.md §3: a Slack subscription sends its events to the channels each names. */
export const SlackEventSchema = v.looseObject({ eventKey: v.string(), channelIds: v.array(v.string()) })
export const SlackSubscriptionSchema = v.looseObject({ id: v.string(), isActive: v.boolean(), slackEvents: v.array(SlackEventSchema) })
export type SlackSubscription = v.InferOutput<typeof SlackSubscriptionSchema>
/** Before the workspace is connected the configuration has no subscriptions. */
export const SlackConfigurationSchema = v.looseObject({ id: v.optional(v.string()), slackSubscriptions: v.optional(v.array(SlackSubscriptionSchema), []) })
export type SlackConfiguration = v.InferOutput<typeof SlackConfigurationSchema>
export const SlackChannelSchema = v.looseObject({ id: v.string(), name: v.string() })
export type SlackChannel = v.InferOutput<typeof SlackChannelSchema>

/** A Slack subscription as sent: the server gives a new one its id. */
export interface SlackSubscriptionInput {
  isActive: boolean
  slackEvents: readonly { eventKey: string; channelIds: readonly string[] }[]
}

export function getSlackConfiguration(client: Client, options: CallOptions = {}): Promise<SlackConfiguration> {
  return client.request(SLACK_PATH, { schema: SlackConfigurationSchema, ...options })
}

/** The Slack app's client id, for the authorization page's URL. */
export async function getSlackClientId(client: Client, options: CallOptions = {}): Promise<string> {
  return (await client.request(`${SLACK_PATH}/applications`, { schema: v.looseObject({ clientId: v.pipe(v.string(), v.minLength(1)) }), ...options })).clientId
}

/** Finishes the OAuth code flow: the code Slack sent back connects the workspace. */
export function registerSlackCode(client: Client, input: { code: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${SLACK_PATH}/applications/registrations`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

export function listSlackChannels(client: Client, options: CallOptions = {}): Promise<SlackChannel[]> {
  return client.request(`${SLACK_PATH}/channels`, { schema: v.array(SlackChannelSchema), ...options })
}

export function createSlackSubscription(client: Client, input: SlackSubscriptionInput, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${SLACK_PATH}/subscriptions`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

export function updateSlackSubscription(client: Client, input: SlackSubscriptionInput & { id: string }, options: CallOptions = {}): Promise<unknown> {
  const { id, ...body } = input
  return client.request(`${SLACK_PATH}/subscription/${segment(id)}`, { method: 'PATCH', body, schema: EmptySchema, ...options })
}

export function deleteSlackSubscription(client: Client, input: { id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${SLACK_PATH}/subscriptions/${segment(input.id)}`, { method: 'DELETE', schema: EmptySchema, ...options })
}

// ---------------------------------------------------------------- webhooks

/** spec/admin.md §3: a webhook (`_id`) and the events it is called for. */
export const WebhookSchema = v.looseObject({
  _id: v.string(),
  displayName: v.string(),
  description: v.optional(v.nullable(v.string())),
  url: v.string(),
  secret: v.optional(v.nullable(v.string())),
  eventKeys: v.array(v.string()),
  isActive: v.boolean(),
  invocations: v.optional(v.number()),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
})
export type Webhook = v.InferOutput<typeof WebhookSchema>

export interface WebhookInput {
  displayName: string
  description: string
  url: string
  /** Signs each delivery (HMAC-SHA256); null for none. */
  secret: string | null
  eventKeys: readonly string[]
  isActive: boolean
}

/** A delivery: what was sent and what the receiver answered. */
export const WebhookLogSchema = v.looseObject({
  id: v.string(),
  webhookId: v.optional(v.string()),
  eventKey: v.optional(v.string()),
  statusCode: v.union([v.string(), v.number()]),
  body: v.optional(v.nullable(v.string())),
  response: v.optional(v.nullable(v.string())),
  durationMs: v.optional(v.nullable(v.number())),
  createdAt: v.string(),
})
export type WebhookLog = v.InferOutput<typeof WebhookLogSchema>
export const WebhookLogsSchema = v.looseObject({ count: v.number(), rows: v.array(WebhookLogSchema) })
export type WebhookLogs = v.InferOutput<typeof WebhookLogsSchema>

/** What the receiver answered a test call: its status and body as it sent them. */
export const WebhookTestAnswerSchema = v.looseObject({ statusCode: v.number(), body: v.optional(v.unknown()) })
export type WebhookTestAnswer = v.InferOutput<typeof WebhookTestAnswerSchema>
export const WebhookRetryAnswerSchema = v.looseObject({ statusCode: v.number() })

/** spec/admin.md §9: webhook logs are read from offset 0, 10 at a time. */
export const WEBHOOK_LOGS_PAGE_SIZE = 10

export function listWebhooks(client: Client, options: CallOptions = {}): Promise<Webhook[]> {
  return client.request(WEBHOOKS_PATH, { schema: v.array(WebhookSchema), ...options })
}

export function createWebhook(client: Client, input: WebhookInput, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${WEBHOOKS_PATH}/custom`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

export function updateWebhook(client: Client, input: WebhookInput & { _id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${WEBHOOKS_PATH}/${segment(input._id)}`, { method: 'PATCH', body: input, schema: EmptySchema, ...options })
}

export function deleteWebhook(client: Client, input: { id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${WEBHOOKS_PATH}/${segment(input.id)}`, { method: 'DELETE', schema: EmptySchema, ...options })
}

/** Calls the URL once with a test event, from the identity API: what the receiver answered. */
export function testWebhook(client: Client, input: { url: string; secret: string | null }, options: CallOptions = {}): Promise<WebhookTestAnswer> {
  return client.request(`${WEBHOOKS_PATH}/test`, { method: 'POST', body: input, schema: WebhookTestAnswerSchema, ...options })
}

export function listWebhookLogs(client: Client, input: { id: string; offset?: number; limit?: number }, options: CallOptions = {}): Promise<WebhookLogs> {
  const query = { id: input.id, offset: input.offset ?? 0, limit: input.limit ?? WEBHOOK_LOGS_PAGE_SIZE }
  return client.request(`${WEBHOOKS_PATH}/logs/`, { query, schema: WebhookLogsSchema, ...options })
}

/** Sends a delivery again: its status code says whether the retry was accepted. */
export async function retryWebhookDelivery(client: Client, input: { logId: string }, options: CallOptions = {}): Promise<number> {
  return (await client.request(`${WEBHOOKS_PATH}/logs/${segment(input.logId)}/retries`, { method: 'POST', body: {}, schema: WebhookRetryAnswerSchema, ...options })).statusCode
}
