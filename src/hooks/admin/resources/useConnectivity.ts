import { useCallback } from 'react'
import { connectivity as connectivityApi, type ConnectivityPlatform, type RecipientConfiguration, type RecipientPlatform, type SlackChannel, type SlackConfiguration, type SlackSubscription, type Webhook, type WebhookInput, type WebhookLogs } from '../../../api'
import { eventsByCategory, isRetryAccepted, recipientChanges, slackAuthorizationUrl, slackChanges, webhookTestOutcome, type EventGroup, type RecipientCall, type RecipientDraft, type SlackCall, type SlackDraft, type WebhookTestOutcome } from '../connectivity'
import { useGatehouse } from '../../session/GatehouseProvider'
import { STORAGE_KEYS } from '../../session/storage'
import { leaveOrigin } from '../../shared/navigation'
import { resourceKey } from './keys'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation, type TeamContext } from './shared'

const api = connectivityApi
/** Every cached answer of one webhook's deliveries (all its pages) lives under this path. */
const logsPath = (webhookId: string) => `${api.WEBHOOKS_PATH}/logs/${webhookId}`

/**
 * The connectivity resource hooks (spec/admin.md §3 Connectivity, §4, §7). Loads fail silently
 * (§8: nothing is logged; the error is there for the screen to offer a retry); changes set an
 * error, and every change reloads what it touched whether it went through or not.
 */
function useConnectivityResource<P, T>(hookName: string, path: string, params: P, load: (context: TeamContext, params: P) => Promise<T>, { enabled = true }: LoadOptions = {}): Resource<T> {
  // Paused, SWR asks nothing and shows what it has cached (a platform the admin may not read is never asked).
  const { key: _key, context: _context, ...resource } = useTeamResource(hookName, 'loadConnectivity', path, params, load, { isPaused: () => !enabled })
  return resource
}

export interface LoadOptions {
  /** False: nothing is asked (the admin may not read it). True by default. */
  enabled?: boolean
}

/** The events a platform can carry, grouped by category (the categories call and the platform's configurations call together). */
export function useConnectivityEvents(platform: ConnectivityPlatform): Resource<EventGroup[]> {
  return useConnectivityResource('useConnectivityEvents', api.EVENTS_PATH, { platform }, async ({ client }, asked) => {
    const [categories, events] = await Promise.all([api.listEventCategories(client), api.listPlatformEvents(client, asked)])
    return eventsByCategory(categories, events)
  })
}

function useRecipientConfig(hookName: string, platform: RecipientPlatform, options?: LoadOptions): Resource<RecipientConfiguration[]> {
  return useConnectivityResource(hookName, api.RECIPIENT_PLATFORM_PATHS[platform], { platform }, ({ client }, asked) => api.listRecipientConfigurations(client, asked), options)
}

/** Who receives each event by email. */
export function useEmailConfig(options?: LoadOptions): Resource<RecipientConfiguration[]> {
  return useRecipientConfig('useEmailConfig', 'email', options)
}

/** Who receives each event by text message. */
export function useSmsConfig(options?: LoadOptions): Resource<RecipientConfiguration[]> {
  return useRecipientConfig('useSmsConfig', 'sms', options)
}

/** Who receives each event on a platform (email or SMS). */
export function useRecipientConfigOf(platform: RecipientPlatform, options?: LoadOptions): Resource<RecipientConfiguration[]> {
  return useRecipientConfig('useRecipientConfigOf', platform, options)
}

/** The tenant's Slack application and its subscriptions (none until it is connected). */
export function useSlackConfig(options?: LoadOptions): Resource<SlackConfiguration> {
  return useConnectivityResource('useSlackConfig', api.SLACK_PATH, null, ({ client }) => api.getSlackConfiguration(client), options)
}

/** The channels of the connected Slack workspace; nothing is asked while `connected` is false. */
export function useSlackChannels(connected: boolean): Resource<SlackChannel[]> {
  return useConnectivityResource('useSlackChannels', `${api.SLACK_PATH}/channels`, connected, ({ client }, asked) => (asked ? api.listSlackChannels(client) : Promise.resolve([])))
}

/** The tenant's webhooks. */
export function useWebhooks(options?: LoadOptions): Resource<Webhook[]> {
  return useConnectivityResource('useWebhooks', api.WEBHOOKS_PATH, null, ({ client }) => api.listWebhooks(client), options)
}

/** One page (from 0) of a webhook's deliveries, newest first: spec/admin.md §9 asks them 10 at a time from offset 0. */
export function useWebhookLogs(webhookId: string, page: number): Resource<WebhookLogs> {
  return useConnectivityResource('useWebhookLogs', logsPath(webhookId), { id: webhookId, page }, ({ client }, asked) =>
    api.listWebhookLogs(client, { id: asked.id, offset: asked.page * api.WEBHOOK_LOGS_PAGE_SIZE, limit: api.WEBHOOK_LOGS_PAGE_SIZE }),
  )
}

/** A change of connectivity: the call, then `paths` reload (whether it worked or not). */
function useConnectivityChange<Arg, Result>(hookName: string, paths: (arg: Arg) => string[], call: (context: TeamContext, arg: Arg) => Promise<Result>): ResourceMutation<Arg, Result> {
  const context = useTeamContext(hookName)
  return useTeamMutation(context, 'changeConnectivity', `${api.EVENTS_PATH}/${hookName}`, async (arg: Arg) => {
    try {
      return await call(context, arg)
    } finally {
      void context.revalidate(...paths(arg))
    }
  })
}

function runRecipientCall(context: TeamContext, call: RecipientCall): Promise<unknown> {
  const { client } = context
  switch (call.kind) {
    case 'create':
      return api.createRecipientConfiguration(client, { platform: call.platform, eventKey: call.eventKey, enabled: call.enabled, subscriptions: call.subscriptions })
    case 'update':
      return Promise.all([
        api.setRecipientConfigurationEnabled(client, { platform: call.platform, eventKey: call.eventKey, enabled: call.subscription.enabled }),
        api.updateRecipientSubscription(client, { platform: call.platform, eventKey: call.eventKey, subscriptionId: call.subscriptionId, subscription: call.subscription }),
      ])
    case 'delete':
      // The event's only subscription goes with its configuration: one call, and the event is back to not configured.
      return api.deleteRecipientConfiguration(client, { platform: call.platform, eventKey: call.eventKey })
  }
}

/**
 * Saves an email or SMS page: the calls recipientChanges decides from what was loaded and what the
 * admin left (spec/admin.md §4), one after the other; resolves with the calls made. A failure stops
 * there; the list reloads, so what went through shows.
 */
export function useSaveRecipients(platform: RecipientPlatform): ResourceMutation<{ loaded: readonly RecipientConfiguration[]; drafts: readonly RecipientDraft[] }, RecipientCall[]> {
  return useConnectivityChange(
    'useSaveRecipients',
    () => [api.RECIPIENT_PLATFORM_PATHS[platform]],
    async (context, { loaded, drafts }) => {
      const calls = recipientChanges(platform, loaded, drafts)
      for (const call of calls) await runRecipientCall(context, call)
      return calls
    },
  )
}

/** Creates a webhook, or saves one when `_id` is given. */
export function useSaveWebhook(): ResourceMutation<WebhookInput & { _id?: string }, unknown> {
  return useConnectivityChange(
    'useSaveWebhook',
    () => [api.WEBHOOKS_PATH],
    ({ client }, { _id, ...input }) => (_id ? api.updateWebhook(client, { ...input, _id }) : api.createWebhook(client, input)),
  )
}

/** Switches a webhook on or off; the list shows the change at once and goes back if it fails. */
export function useSetWebhookActive(): ResourceMutation<{ webhook: Webhook; isActive: boolean }, unknown> {
  const context = useTeamContext('useSetWebhookActive')
  const { scope } = context
  const optimisticData = useCallback(
    ({ webhook, isActive }: { webhook: Webhook; isActive: boolean }) =>
      (current: Webhook[] | undefined) => current?.map((item) => (item._id === webhook._id ? { ...item, isActive } : item)),
    [],
  )
  const key = resourceKey(api.WEBHOOKS_PATH, null, scope)
  return useTeamMutation<{ webhook: Webhook; isActive: boolean }, unknown, Webhook[]>(
    context,
    'changeConnectivity',
    api.WEBHOOKS_PATH,
    ({ webhook, isActive }) => {
      const { _id, displayName, description, url, secret, eventKeys } = webhook
      return api.updateWebhook(context.client, { _id, displayName, description: description ?? '', url, secret: secret ?? null, eventKeys, isActive })
    },
    { key, optimisticData },
  )
}

export function useDeleteWebhook(): ResourceMutation<{ id: string }, unknown> {
  return useConnectivityChange('useDeleteWebhook', () => [api.WEBHOOKS_PATH], ({ client }, input) => api.deleteWebhook(client, input))
}

/** Calls a URL once with a test event: what the receiver answered, and whether that counts as working (200 or 201). */
export function useTestWebhook(): ResourceMutation<{ url: string; secret: string | null; webhookId?: string }, WebhookTestOutcome> {
  return useConnectivityChange(
    'useTestWebhook',
    ({ webhookId }) => (webhookId ? [logsPath(webhookId)] : []),
    async ({ client }, { url, secret }) => webhookTestOutcome(await api.testWebhook(client, { url, secret })),
  )
}

/** Sends a delivery again; resolves with the API's status and whether that means it accepted the retry (202 only). */
export function useRetryWebhookDelivery(): ResourceMutation<{ webhookId: string; logId: string }, { accepted: boolean; statusCode: number }> {
  return useConnectivityChange(
    'useRetryWebhookDelivery',
    ({ webhookId }) => [logsPath(webhookId)],
    async ({ client }, { logId }) => {
      const statusCode = await api.retryWebhookDelivery(client, { logId })
      return { accepted: isRetryAccepted(statusCode), statusCode }
    },
  )
}

/**
 * Connecting Slack, step one (the OAuth code flow): asks the vendor's app id, remembers a fresh state
 * in this browser, and leaves for Slack's authorization page, which comes back to `redirectUri`.
 */
export function useConnectSlack(): ResourceMutation<{ redirectUri: string }, void> {
  const gatehouse = useGatehouse('useConnectSlack')
  return useConnectivityChange('useConnectSlack', () => [], async ({ client }, { redirectUri }) => {
    const clientId = await api.getSlackClientId(client)
    const state = crypto.randomUUID()
    gatehouse.sessionStorage.setItem(STORAGE_KEYS.pendingSlackConnect, state)
    leaveOrigin(gatehouse, slackAuthorizationUrl({ clientId, redirectUri, state }))
  })
}

/** Connecting Slack, step two: the code Slack sent back (checked against this browser's state by slackReturn) connects the workspace. */
export function useRegisterSlackCode(): ResourceMutation<{ code: string }, unknown> {
  return useConnectivityChange('useRegisterSlackCode', () => [api.SLACK_PATH, `${api.SLACK_PATH}/channels`], ({ client }, input) => api.registerSlackCode(client, input))
}

/** Saves the Slack page: the calls slackChanges decides (spec/admin.md §4), one after the other; resolves with them. */
export function useSaveSlack(): ResourceMutation<{ loaded: readonly SlackSubscription[]; drafts: readonly SlackDraft[] }, SlackCall[]> {
  return useConnectivityChange(
    'useSaveSlack',
    () => [api.SLACK_PATH],
    async ({ client }, { loaded, drafts }) => {
      const calls = slackChanges(loaded, drafts)
      for (const call of calls) {
        if (call.kind === 'create') await api.createSlackSubscription(client, call.subscription)
        else if (call.kind === 'update') await api.updateSlackSubscription(client, call.subscription)
        else await api.deleteSlackSubscription(client, { id: call.id })
      }
      return calls
    },
  )
}

/** Stops sending anything to Slack: every subscription deleted (the Slack configuration's DELETE, one per subscription). */
export function useStopSlack(): ResourceMutation<{ loaded: readonly SlackSubscription[] }, void> {
  return useConnectivityChange(
    'useStopSlack',
    () => [api.SLACK_PATH],
    async ({ client }, { loaded }) => {
      for (const subscription of loaded) await api.deleteSlackSubscription(client, { id: subscription.id })
    },
  )
}
