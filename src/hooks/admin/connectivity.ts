import type {
  ConnectivityEvent,
  ConnectivityPlatform,
  EventCategory,
  RecipientConfiguration,
  RecipientPlatform,
  RecipientSubscriptionInput,
  SlackSubscription,
  SlackSubscriptionInput,
  Webhook,
  WebhookTestAnswer,
} from '../../api/connectivity'
import { parsePhoneNumber } from '../mfa/phone'
import { parseEmail } from '../shared/email'

/**
 * The connectivity section's decisions (spec/admin.md §4 "Connectivity sub-lists", "Webhook test"),
 * as pure functions: which calls a save makes from what was loaded and what the admin left on the
 * screen, what a webhook test and a retry mean, which URLs a webhook may call, and what the overview
 * says of each platform.
 */

// ---------------------------------------------------------------- email and SMS

/** An event's recipients as the admin left them: one subscription per event, as the API keeps it. */
export interface RecipientDraft {
  readonly eventKey: string
  readonly enabled: boolean
  readonly recipients: readonly string[]
}

export type RecipientCall =
  | { readonly kind: 'create'; readonly platform: RecipientPlatform; readonly eventKey: string; readonly enabled: boolean; readonly subscriptions: readonly RecipientSubscriptionInput[] }
  | { readonly kind: 'update'; readonly platform: RecipientPlatform; readonly eventKey: string; readonly subscriptionId: string; readonly subscription: RecipientSubscriptionInput }
  | { readonly kind: 'delete'; readonly platform: RecipientPlatform; readonly eventKey: string; readonly subscriptionId: string }

/** Recipients without the empty rows a form leaves (an added line never filled in). */
export function filledRecipients(recipients: readonly string[]): string[] {
  return recipients.map((recipient) => recipient.trim()).filter(Boolean)
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index])

/**
 * spec/admin.md §4, email and SMS: for each event the admin left on the screen, against what was
 * loaded — an event without a subscription gets one only when it has at least one non-empty
 * recipient; one whose recipients were all cleared is deleted; one whose recipients or switch
 * changed is updated (its subscription and the event's enabled flag: the update call carries both).
 * An event left as it was makes no call.
 */
export function recipientChanges(platform: RecipientPlatform, loaded: readonly RecipientConfiguration[], drafts: readonly RecipientDraft[]): RecipientCall[] {
  const calls: RecipientCall[] = []
  for (const draft of drafts) {
    const recipients = filledRecipients(draft.recipients)
    const existing = loaded.find((configuration) => configuration.eventKey === draft.eventKey)?.subscriptions[0]
    if (!existing) {
      if (recipients.length) calls.push({ kind: 'create', platform, eventKey: draft.eventKey, enabled: draft.enabled, subscriptions: [{ enabled: draft.enabled, recipients }] })
      continue
    }
    if (!recipients.length) {
      calls.push({ kind: 'delete', platform, eventKey: draft.eventKey, subscriptionId: existing.id })
      continue
    }
    if (existing.enabled === draft.enabled && sameList(existing.recipients, recipients)) continue
    const subscription = { ...(existing.name !== undefined ? { name: existing.name } : {}), enabled: draft.enabled, recipients }
    calls.push({ kind: 'update', platform, eventKey: draft.eventKey, subscriptionId: existing.id, subscription })
  }
  return calls
}

/**
 * What an email or SMS page starts from: a draft per event the platform carries, with its loaded
 * switch and recipients; an event not configured yet is on, with no recipient.
 */
export function recipientDrafts(eventKeys: readonly string[], loaded: readonly RecipientConfiguration[]): RecipientDraft[] {
  return eventKeys.map((eventKey) => {
    const configuration = loaded.find((candidate) => candidate.eventKey === eventKey)
    const subscription = configuration?.subscriptions[0]
    return { eventKey, enabled: subscription ? subscription.enabled : (configuration?.enabled ?? true), recipients: subscription ? [...subscription.recipients] : [] }
  })
}

/** Why a recipient field cannot be saved: not an address (or number), or it empties an event the admin may not delete. */
export type RecipientProblem = 'invalidEmail' | 'invalidPhone' | 'cannotClear'

export interface RecipientCheck {
  /** The drafts to save: each filled recipient as the API takes it (an email trimmed, a number in E.164). */
  readonly drafts: RecipientDraft[]
  /** The fields refused, in the page's order: the event and the recipient's row. */
  readonly problems: readonly { readonly eventKey: string; readonly index: number; readonly problem: RecipientProblem }[]
}

/**
 * Checks an email or SMS page before it is saved: every filled recipient must be an email address
 * (the kit's rule) or a phone number (libphonenumber-js, loaded on first use). Without the delete
 * key, an event whose every recipient was cleared is refused too (its first row), since saving would
 * delete its configuration.
 */
export async function checkRecipients(platform: RecipientPlatform, loaded: readonly RecipientConfiguration[], drafts: readonly RecipientDraft[], { canDelete }: { canDelete: boolean }): Promise<RecipientCheck> {
  const problems: { eventKey: string; index: number; problem: RecipientProblem }[] = []
  const checked: RecipientDraft[] = []
  for (const draft of drafts) {
    const recipients: string[] = []
    for (const [index, recipient] of draft.recipients.entries()) {
      if (!recipient.trim()) {
        recipients.push(recipient)
        continue
      }
      const parsed = platform === 'email' ? parseEmail(recipient) : await parsePhoneNumber(recipient)
      if (parsed.ok) recipients.push('email' in parsed ? parsed.email : parsed.phoneNumber)
      else {
        problems.push({ eventKey: draft.eventKey, index, problem: platform === 'email' ? 'invalidEmail' : 'invalidPhone' })
        recipients.push(recipient)
      }
    }
    checked.push({ ...draft, recipients })
  }
  if (!canDelete) {
    for (const call of recipientChanges(platform, loaded, checked)) if (call.kind === 'delete') problems.push({ eventKey: call.eventKey, index: 0, problem: 'cannotClear' })
  }
  return { drafts: checked, problems }
}

// ---------------------------------------------------------------- Slack

/** A Slack subscription as the admin left it: a new one has no id yet. */
export type SlackDraft = SlackSubscriptionInput & { readonly id?: string }

export type SlackCall =
  | { readonly kind: 'create'; readonly subscription: SlackSubscriptionInput }
  | { readonly kind: 'update'; readonly subscription: SlackSubscriptionInput & { readonly id: string } }
  | { readonly kind: 'delete'; readonly id: string }

const channelCount = (subscription: SlackSubscriptionInput) => subscription.slackEvents.reduce((count, event) => count + event.channelIds.length, 0)

const sameSlackSubscription = (a: SlackSubscriptionInput, b: SlackSubscriptionInput) =>
  a.isActive === b.isActive &&
  a.slackEvents.length === b.slackEvents.length &&
  a.slackEvents.every((event, index) => event.eventKey === b.slackEvents[index]!.eventKey && sameList(event.channelIds, b.slackEvents[index]!.channelIds))

/**
 * spec/admin.md §4, Slack: a subscription without an id is created only when it names at least one
 * channel; an existing one is deleted when its channels were emptied, updated when it changed and
 * still has channels, and left alone otherwise (a new one without channels is never sent).
 */
export function slackChanges(loaded: readonly SlackSubscription[], drafts: readonly SlackDraft[]): SlackCall[] {
  const calls: SlackCall[] = []
  for (const { id, ...subscription } of drafts) {
    const channels = channelCount(subscription)
    if (id === undefined) {
      if (channels) calls.push({ kind: 'create', subscription })
      continue
    }
    if (!channels) {
      calls.push({ kind: 'delete', id })
      continue
    }
    const before = loaded.find((candidate) => candidate.id === id)
    if (before && sameSlackSubscription(before, subscription)) continue
    calls.push({ kind: 'update', subscription: { id, ...subscription } })
  }
  return calls
}

/** Slack's authorization page and what the app asks to do: post to channels and list them. */
export const SLACK_AUTHORIZE_URL = 'https://slack.com/oauth/v2/authorize'
export const SLACK_SCOPES = ['chat:write', 'channels:read'] as const

/** The authorization page's address for the vendor's app, bound to this browser by `state`, coming back to `redirectUri`. */
export function slackAuthorizationUrl({ clientId, redirectUri, state }: { clientId: string; redirectUri: string; state: string }): string {
  const url = new URL(SLACK_AUTHORIZE_URL)
  url.searchParams.set('client_id', clientId)
  url.searchParams.set('scope', SLACK_SCOPES.join(','))
  url.searchParams.set('redirect_uri', redirectUri)
  url.searchParams.set('state', state)
  return url.href
}

/** What the Slack page's address says after the authorization page sent the admin back. */
export type SlackReturn =
  | { readonly kind: 'none' }
  | { readonly kind: 'code'; readonly code: string }
  | { readonly kind: 'refused'; readonly reason: 'denied' | 'notStarted' | 'stateMismatch' | 'missingCode' }

/**
 * Reads a return from Slack's authorization page against the state this browser remembered when it
 * left: the admin's refusal, a return this browser did not start (forged, replayed, another
 * browser) or with another state, and a return without a code are all refused; only a code with
 * this browser's state is registered.
 */
export function slackReturn(query: URLSearchParams, pendingState: string | null): SlackReturn {
  const code = query.get('code')
  const error = query.get('error')
  if (!code && !error && !query.has('state')) return { kind: 'none' }
  if (error) return { kind: 'refused', reason: 'denied' }
  if (!pendingState) return { kind: 'refused', reason: 'notStarted' }
  if (query.get('state') !== pendingState) return { kind: 'refused', reason: 'stateMismatch' }
  if (!code) return { kind: 'refused', reason: 'missingCode' }
  return { kind: 'code', code }
}

/**
 * What the Slack page starts from: the loaded subscriptions as they are, then a new, empty one for
 * each event no subscription names yet (created only if the admin gives it a channel).
 */
export function slackDrafts(eventKeys: readonly string[], loaded: readonly SlackSubscription[]): SlackDraft[] {
  const named = new Set(loaded.flatMap((subscription) => subscription.slackEvents.map((event) => event.eventKey)))
  return [
    ...loaded.map(({ id, isActive, slackEvents }) => ({ id, isActive, slackEvents: slackEvents.map((event) => ({ eventKey: event.eventKey, channelIds: [...event.channelIds] })) })),
    ...eventKeys.filter((eventKey) => !named.has(eventKey)).map((eventKey) => ({ isActive: true, slackEvents: [{ eventKey, channelIds: [] }] })),
  ]
}

/** The drafts with `eventKey`'s channels set to `channelIds` (in whichever draft names it). */
export function withSlackChannels(drafts: readonly SlackDraft[], eventKey: string, channelIds: readonly string[]): SlackDraft[] {
  return drafts.map((draft) =>
    draft.slackEvents.some((event) => event.eventKey === eventKey)
      ? { ...draft, slackEvents: draft.slackEvents.map((event) => (event.eventKey === eventKey ? { ...event, channelIds: [...channelIds] } : event)) }
      : draft,
  )
}

// ---------------------------------------------------------------- webhooks

export interface WebhookTestOutcome {
  /** spec/admin.md §4: a test succeeds only when the receiver answered 200 or 201. */
  readonly ok: boolean
  readonly statusCode: number
  /** What the receiver answered, as text: JSON pretty-printed, anything else as it came. */
  readonly body: string
}

/** What a webhook test's answer means for the admin. */
export function webhookTestOutcome(answer: WebhookTestAnswer): WebhookTestOutcome {
  const { statusCode, body } = answer
  return { ok: statusCode === 200 || statusCode === 201, statusCode, body: typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body, null, 2) }
}

/** spec/admin.md §4: a retried delivery is accepted only on 202. */
export function isRetryAccepted(statusCode: number): boolean {
  return statusCode === 202
}

/** Why a webhook URL cannot be saved, or null. */
export type WebhookUrlProblem = 'required' | 'invalid' | 'httpsRequired'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A webhook is called over https. Plain http is let through only for this machine's loopback
 * (localhost, 127.0.0.1, ::1) and only when the host says it is in development, where a local
 * receiver has no certificate.
 */
export function webhookUrlProblem(value: string, { development = false }: { development?: boolean } = {}): WebhookUrlProblem | null {
  const text = value.trim()
  if (!text) return 'required'
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'invalid'
  }
  if (url.protocol === 'https:') return url.hostname ? null : 'invalid'
  if (url.protocol !== 'http:') return 'invalid'
  return development && LOOPBACK_HOSTS.has(url.hostname) ? null : 'httpsRequired'
}

/**
 * Whether the identity API is this machine's own (its URL on a loopback host): only then can it call
 * a receiver on the loopback, so only then does webhookUrlProblem let plain http through.
 */
export function isLocalApi(apiUrl: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(apiUrl).hostname)
  } catch {
    return false
  }
}

/** A new webhook secret: 32 random bytes as hex, from the browser's CSPRNG. */
export function generateWebhookSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A body as the admin reads it: JSON pretty-printed, anything else as it came, nothing as ''. */
export function prettyBody(body: string | null | undefined): string {
  if (!body) return ''
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}

/** Whether a delivery reached a receiver that took it (a 2xx status); a status the log could not tell is a failure. */
export function isDeliveryDelivered(statusCode: string | number): boolean {
  const status = Number(statusCode)
  return Number.isInteger(status) && status >= 200 && status < 300
}

// ---------------------------------------------------------------- the overview

export interface PlatformSummary {
  /** How many events the platform sends somewhere. */
  readonly eventCount: number
  /** Whether anything on it is switched on. */
  readonly isActive: boolean
}

/** spec/admin.md §3 Connectivity: each platform's event count and active flag, from what was loaded (nothing loaded: none, off). */
export function platformSummaries(loaded: {
  email?: readonly RecipientConfiguration[]
  sms?: readonly RecipientConfiguration[]
  slack?: readonly SlackSubscription[]
  webhooks?: readonly Webhook[]
}): Record<'email' | 'sms' | 'slack' | 'webhook', PlatformSummary> {
  const recipients = (configurations: readonly RecipientConfiguration[] = []) => {
    const configured = configurations.filter((configuration) => configuration.subscriptions.some((subscription) => filledRecipients(subscription.recipients).length))
    return { eventCount: configured.length, isActive: configured.some((configuration) => configuration.enabled) }
  }
  const slackEvents = new Set((loaded.slack ?? []).flatMap((subscription) => subscription.slackEvents.filter((event) => event.channelIds.length).map((event) => event.eventKey)))
  const webhookEvents = new Set((loaded.webhooks ?? []).flatMap((webhook) => webhook.eventKeys))
  return {
    email: recipients(loaded.email),
    sms: recipients(loaded.sms),
    slack: { eventCount: slackEvents.size, isActive: (loaded.slack ?? []).some((subscription) => subscription.isActive && channelCount(subscription) > 0) },
    webhook: { eventCount: webhookEvents.size, isActive: (loaded.webhooks ?? []).some((webhook) => webhook.isActive) },
  }
}

// ---------------------------------------------------------------- events and pages

/** A category of events with the events a platform can carry in it. */
export interface EventGroup {
  readonly category: EventCategory
  readonly events: readonly ConnectivityEvent[]
}

/**
 * The events grouped by their category, in the categories' order, each group's events by display
 * name; a category without events is left out, and events of a category the server did not list
 * come last under their category id.
 */
export function eventsByCategory(categories: readonly EventCategory[], events: readonly ConnectivityEvent[], locale?: string): EventGroup[] {
  const byName = (a: ConnectivityEvent, b: ConnectivityEvent) => a.displayName.localeCompare(b.displayName, locale)
  const known = new Set(categories.map((category) => category.id))
  const groups = categories.map((category) => ({ category, events: events.filter((event) => event.categoryId === category.id).sort(byName) }))
  const strays = [...new Set(events.filter((event) => !known.has(event.categoryId)).map((event) => event.categoryId))].map((id) => ({
    category: { id, name: id },
    events: events.filter((event) => event.categoryId === id).sort(byName),
  }))
  return [...groups, ...strays].filter((group) => group.events.length > 0)
}

/** What a path below the section opens: the overview, a platform's page, or one webhook's deliveries. */
export type ConnectivityPage = { readonly kind: 'overview' } | { readonly kind: 'platform'; readonly platform: ConnectivityPlatform } | { readonly kind: 'deliveries'; readonly webhookId: string }

/** The pages' paths below the section: `/email`, `/sms`, `/slack`, `/webhook`, `/webhook/{id}`; anything else is the overview. */
export function connectivityPage(subPath: string): ConnectivityPage {
  const [first, second, ...rest] = subPath.split('/').filter(Boolean).map((part) => {
    try {
      return decodeURIComponent(part)
    } catch {
      return ''
    }
  })
  if (first === 'webhook' && second && rest.length === 0) return { kind: 'deliveries', webhookId: second }
  if (second === undefined && (first === 'email' || first === 'sms' || first === 'slack' || first === 'webhook')) return { kind: 'platform', platform: first }
  return { kind: 'overview' }
}

/** The path below the section of a page (the inverse of connectivityPage). */
export function connectivityPath(page: ConnectivityPage): string {
  if (page.kind === 'overview') return ''
  if (page.kind === 'platform') return `/${page.platform}`
  return `/webhook/${encodeURIComponent(page.webhookId)}`
}
