import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { type Client } from './client'
import { ApiError } from './errors'
import * as connectivity from './connectivity'

type Call = (client: Client) => Promise<unknown>
const EMAILS = '/integrations/resources/configurations/v1/emails'
const SMS = '/integrations/resources/configurations/v2/sms'
const SLACK = '/integrations/resources/configurations/v1/slack'
const SUBSCRIPTION = { enabled: true, recipients: ['ops@acme.test'] }
const SLACK_INPUT = { isActive: true, slackEvents: [{ eventKey: 'user.invited', channelIds: ['C1'] }] }
const WEBHOOK_INPUT = { displayName: 'Audit sink', description: '', url: 'https://hooks.acme.test/in', secret: 's3cret', eventKeys: ['user.invited'], isActive: true }
const EVENT = { id: 'e1', key: 'user.invited', displayName: 'User invited', categoryId: 'c1' }
const WEBHOOK = { _id: 'w1', ...WEBHOOK_INPUT }

describe('connectivity calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['listEventCategories', (c) => connectivity.listEventCategories(c), [{ id: 'c1', name: 'Users' }], 'GET', '/event/resources/configurations/v1/categories', undefined],
    ['listPlatformEvents', (c) => connectivity.listPlatformEvents(c, { platform: 'slack' }), [EVENT], 'GET', '/event/resources/configurations/v1?channels=slack', undefined],
    ['listRecipientConfigurations email', (c) => connectivity.listRecipientConfigurations(c, { platform: 'email' }), [], 'GET', EMAILS, undefined],
    ['listRecipientConfigurations sms', (c) => connectivity.listRecipientConfigurations(c, { platform: 'sms' }), [], 'GET', SMS, undefined],
    ['createRecipientConfiguration', (c) => connectivity.createRecipientConfiguration(c, { platform: 'email', eventKey: 'user.invited', enabled: true, subscriptions: [SUBSCRIPTION] }), undefined, 'POST', `${EMAILS}/user.invited`, { enabled: true, subscriptions: [SUBSCRIPTION] }],
    ['setRecipientConfigurationEnabled', (c) => connectivity.setRecipientConfigurationEnabled(c, { platform: 'sms', eventKey: 'user.invited', enabled: false }), undefined, 'PATCH', `${SMS}/user.invited`, { enabled: false }],
    ['deleteRecipientConfiguration', (c) => connectivity.deleteRecipientConfiguration(c, { platform: 'email', eventKey: 'user.invited' }), undefined, 'DELETE', `${EMAILS}/user.invited`, undefined],
    ['updateRecipientSubscription', (c) => connectivity.updateRecipientSubscription(c, { platform: 'sms', eventKey: 'user.invited', subscriptionId: 's1', subscription: SUBSCRIPTION }), undefined, 'PUT', `${SMS}/user.invited/subscriptions/s1`, SUBSCRIPTION],
    ['deleteRecipientSubscription', (c) => connectivity.deleteRecipientSubscription(c, { platform: 'email', eventKey: 'user.invited', subscriptionId: 's 1' }), undefined, 'DELETE', `${EMAILS}/user.invited/subscriptions/s%201`, undefined],
    ['getSlackConfiguration', (c) => connectivity.getSlackConfiguration(c), {}, 'GET', SLACK, undefined],
    ['getSlackClientId', (c) => connectivity.getSlackClientId(c), { clientId: '123.456' }, 'GET', `${SLACK}/applications`, undefined],
    ['registerSlackCode', (c) => connectivity.registerSlackCode(c, { code: 'abc' }), undefined, 'POST', `${SLACK}/applications/registrations`, { code: 'abc' }],
    ['listSlackChannels', (c) => connectivity.listSlackChannels(c), [{ id: 'C1', name: 'ops' }], 'GET', `${SLACK}/channels`, undefined],
    ['createSlackSubscription', (c) => connectivity.createSlackSubscription(c, SLACK_INPUT), undefined, 'POST', `${SLACK}/subscriptions`, SLACK_INPUT],
    ['updateSlackSubscription', (c) => connectivity.updateSlackSubscription(c, { id: 'sl1', ...SLACK_INPUT }), undefined, 'PATCH', `${SLACK}/subscription/sl1`, SLACK_INPUT],
    ['deleteSlackSubscription', (c) => connectivity.deleteSlackSubscription(c, { id: 'sl1' }), undefined, 'DELETE', `${SLACK}/subscriptions/sl1`, undefined],
    ['listWebhooks', (c) => connectivity.listWebhooks(c), [WEBHOOK], 'GET', '/webhook', undefined],
    ['createWebhook', (c) => connectivity.createWebhook(c, WEBHOOK_INPUT), undefined, 'POST', '/webhook/custom', WEBHOOK_INPUT],
    ['updateWebhook', (c) => connectivity.updateWebhook(c, WEBHOOK), undefined, 'PATCH', '/webhook/w1', WEBHOOK],
    ['deleteWebhook', (c) => connectivity.deleteWebhook(c, { id: 'w1' }), undefined, 'DELETE', '/webhook/w1', undefined],
    ['testWebhook', (c) => connectivity.testWebhook(c, { url: WEBHOOK.url, secret: null }), { statusCode: 200, body: { ok: true } }, 'POST', '/webhook/test', { url: WEBHOOK.url, secret: null }],
    ['listWebhookLogs (spec/admin.md §9: offset 0, limit 10)', (c) => connectivity.listWebhookLogs(c, { id: 'w1' }), { count: 0, rows: [] }, 'GET', '/webhook/logs/?id=w1&offset=0&limit=10', undefined],
    ['listWebhookLogs, a later page', (c) => connectivity.listWebhookLogs(c, { id: 'w1', offset: 10 }), { count: 12, rows: [] }, 'GET', '/webhook/logs/?id=w1&offset=10&limit=10', undefined],
    ['retryWebhookDelivery', (c) => connectivity.retryWebhookDelivery(c, { logId: 'l1' }), { statusCode: 202 }, 'POST', '/webhook/logs/l1/retries', {}],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it('reads what the calls answer', async () => {
    expect(await connectivity.getSlackConfiguration(answering({}).client)).toEqual({ slackSubscriptions: [] })
    expect(await connectivity.getSlackClientId(answering({ clientId: '123.456' }).client)).toBe('123.456')
    expect(await connectivity.retryWebhookDelivery(answering({ statusCode: 500 }).client, { logId: 'l1' })).toBe(500)
  })

  it.each<[string, Call, unknown]>([
    ['an event without its key', (c) => connectivity.listPlatformEvents(c, { platform: 'email' }), [{ id: 'e1', displayName: 'User invited', categoryId: 'c1' }]],
    ['recipients that are not a list', (c) => connectivity.listRecipientConfigurations(c, { platform: 'email' }), [{ eventKey: 'k', enabled: true, subscriptions: [{ id: 's1', enabled: true, recipients: 'a@b.test' }] }]],
    ['a Slack app without a client id', (c) => connectivity.getSlackClientId(c), { clientId: '' }],
    ['a webhook without its events', (c) => connectivity.listWebhooks(c), [{ _id: 'w1', displayName: 'x', url: 'https://x.test', isActive: true }]],
    ['a test answer without a status', (c) => connectivity.testWebhook(c, { url: 'https://x.test', secret: null }), { body: 'ok' }],
    ['logs without a count', (c) => connectivity.listWebhookLogs(c, { id: 'w1' }), { rows: [] }],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })
})
