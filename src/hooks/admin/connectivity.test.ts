import { describe, expect, it } from 'vitest'
import type { RecipientConfiguration, SlackSubscription, Webhook } from '../../api/connectivity'
import { checkRecipients, slackAuthorizationUrl, slackDrafts, slackReturn, withSlackChannels, isDeliveryDelivered, prettyBody, generateWebhookSecret, isLocalApi, recipientDrafts, connectivityPage, connectivityPath, eventsByCategory, filledRecipients, isRetryAccepted, platformSummaries, recipientChanges, slackChanges, webhookTestOutcome, webhookUrlProblem } from './connectivity'

const invited: RecipientConfiguration = { eventKey: 'user.invited', enabled: true, subscriptions: [{ id: 's1', name: 'Invites', enabled: true, recipients: ['ops@acme.test', 'it@acme.test'] }] }
const deleted: RecipientConfiguration = { eventKey: 'user.deleted', enabled: false, subscriptions: [{ id: 's2', enabled: false, recipients: ['audit@acme.test'] }] }

describe('recipientChanges (spec/admin.md §4, email and SMS sub-lists)', () => {
  it('makes no call for events left as they were', () => {
    expect(recipientChanges('email', [invited, deleted], [
      { eventKey: 'user.invited', enabled: true, recipients: ['ops@acme.test', 'it@acme.test'] },
      { eventKey: 'user.deleted', enabled: false, recipients: ['audit@acme.test', ' '] },
    ])).toEqual([])
  })

  it('creates a subscription for a new event with at least one non-empty recipient, sending only the filled ones', () => {
    expect(recipientChanges('sms', [], [{ eventKey: 'user.invited', enabled: true, recipients: ['', ' +44 20 7946 0958 ', ''] }])).toEqual([
      { kind: 'create', platform: 'sms', eventKey: 'user.invited', enabled: true, subscriptions: [{ enabled: true, recipients: ['+44 20 7946 0958'] }] },
    ])
  })

  it('creates nothing for a new event whose recipients are all empty, even switched on', () => {
    expect(recipientChanges('email', [], [{ eventKey: 'user.invited', enabled: true, recipients: ['', '   '] }])).toEqual([])
    expect(recipientChanges('email', [{ eventKey: 'user.invited', enabled: true, subscriptions: [] }], [{ eventKey: 'user.invited', enabled: true, recipients: [] }])).toEqual([])
  })

  it('creates a subscription for a configured event that has none yet', () => {
    expect(recipientChanges('email', [{ eventKey: 'user.invited', enabled: false, subscriptions: [] }], [{ eventKey: 'user.invited', enabled: false, recipients: ['ops@acme.test'] }])).toEqual([
      { kind: 'create', platform: 'email', eventKey: 'user.invited', enabled: false, subscriptions: [{ enabled: false, recipients: ['ops@acme.test'] }] },
    ])
  })

  it('updates a subscription whose recipients changed, keeping its name', () => {
    expect(recipientChanges('email', [invited], [{ eventKey: 'user.invited', enabled: true, recipients: ['ops@acme.test', 'sec@acme.test'] }])).toEqual([
      { kind: 'update', platform: 'email', eventKey: 'user.invited', subscriptionId: 's1', subscription: { name: 'Invites', enabled: true, recipients: ['ops@acme.test', 'sec@acme.test'] } },
    ])
  })

  it('updates a subscription switched off or on, recipients as they were', () => {
    expect(recipientChanges('sms', [deleted], [{ eventKey: 'user.deleted', enabled: true, recipients: ['audit@acme.test'] }])).toEqual([
      { kind: 'update', platform: 'sms', eventKey: 'user.deleted', subscriptionId: 's2', subscription: { enabled: true, recipients: ['audit@acme.test'] } },
    ])
  })

  it('deletes a subscription whose recipients were all cleared, whatever its switch says', () => {
    expect(recipientChanges('email', [invited, deleted], [
      { eventKey: 'user.invited', enabled: true, recipients: ['', ''] },
      { eventKey: 'user.deleted', enabled: true, recipients: [] },
    ])).toEqual([
      { kind: 'delete', platform: 'email', eventKey: 'user.invited', subscriptionId: 's1' },
      { kind: 'delete', platform: 'email', eventKey: 'user.deleted', subscriptionId: 's2' },
    ])
  })

  it('decides each event on its own: one created, one updated, one deleted, one untouched', () => {
    const calls = recipientChanges('email', [invited, deleted, { eventKey: 'role.changed', enabled: true, subscriptions: [{ id: 's3', enabled: true, recipients: ['a@acme.test'] }] }], [
      { eventKey: 'user.locked', enabled: true, recipients: ['sec@acme.test'] },
      { eventKey: 'user.invited', enabled: false, recipients: ['ops@acme.test', 'it@acme.test'] },
      { eventKey: 'user.deleted', enabled: false, recipients: [''] },
      { eventKey: 'role.changed', enabled: true, recipients: ['a@acme.test'] },
    ])
    expect(calls.map((call) => `${call.kind} ${call.eventKey}`)).toEqual(['create user.locked', 'update user.invited', 'delete user.deleted'])
  })

  it('filledRecipients trims and drops the empty rows', () => {
    expect(filledRecipients([' a@acme.test ', '', '  ', 'b@acme.test'])).toEqual(['a@acme.test', 'b@acme.test'])
  })
})

const opsChannel: SlackSubscription = { id: 'sl1', isActive: true, slackEvents: [{ eventKey: 'user.invited', channelIds: ['C1', 'C2'] }] }

describe('slackChanges (spec/admin.md §4, Slack sub-list)', () => {
  it('creates a new subscription only when it names at least one channel', () => {
    const withChannel = { isActive: true, slackEvents: [{ eventKey: 'user.locked', channelIds: ['C3'] }] }
    expect(slackChanges([], [withChannel])).toEqual([{ kind: 'create', subscription: withChannel }])
    expect(slackChanges([], [{ isActive: true, slackEvents: [{ eventKey: 'user.locked', channelIds: [] }] }])).toEqual([])
    expect(slackChanges([], [{ isActive: true, slackEvents: [] }])).toEqual([])
  })

  it('updates an existing subscription that changed and still has channels', () => {
    const fewer = { id: 'sl1', isActive: true, slackEvents: [{ eventKey: 'user.invited', channelIds: ['C2'] }] }
    expect(slackChanges([opsChannel], [fewer])).toEqual([{ kind: 'update', subscription: fewer }])
    const paused = { ...opsChannel, isActive: false }
    expect(slackChanges([opsChannel], [paused])).toEqual([{ kind: 'update', subscription: paused }])
  })

  it('deletes an existing subscription whose channels were emptied', () => {
    expect(slackChanges([opsChannel], [{ id: 'sl1', isActive: true, slackEvents: [{ eventKey: 'user.invited', channelIds: [] }] }])).toEqual([{ kind: 'delete', id: 'sl1' }])
  })

  it('leaves an unchanged subscription alone', () => {
    expect(slackChanges([opsChannel], [{ id: 'sl1', isActive: true, slackEvents: [{ eventKey: 'user.invited', channelIds: ['C1', 'C2'] }] }])).toEqual([])
  })

  it('updates a subscription with an id the load did not return (another tab saved it)', () => {
    const other = { id: 'sl9', isActive: true, slackEvents: [{ eventKey: 'user.invited', channelIds: ['C1'] }] }
    expect(slackChanges([opsChannel], [other])).toEqual([{ kind: 'update', subscription: other }])
  })
})

describe('webhook test and retry (spec/admin.md §4)', () => {
  it('a test succeeds only on 200 or 201', () => {
    expect(webhookTestOutcome({ statusCode: 200, body: { received: true } })).toEqual({ ok: true, statusCode: 200, body: '{\n  "received": true\n}' })
    expect(webhookTestOutcome({ statusCode: 201, body: 'created' })).toMatchObject({ ok: true, body: 'created' })
    for (const statusCode of [202, 204, 301, 400, 500]) expect(webhookTestOutcome({ statusCode, body: 'x' }).ok).toBe(false)
    expect(webhookTestOutcome({ statusCode: 500 })).toEqual({ ok: false, statusCode: 500, body: '' })
  })

  it('a retry is accepted only on 202', () => {
    expect(isRetryAccepted(202)).toBe(true)
    for (const statusCode of [200, 201, 204, 400, 500]) expect(isRetryAccepted(statusCode)).toBe(false)
  })
})

describe('webhookUrlProblem', () => {
  it('takes an https URL', () => {
    expect(webhookUrlProblem('https://hooks.acme.test/in')).toBeNull()
    expect(webhookUrlProblem('  https://hooks.acme.test:8443/in?x=1 ')).toBeNull()
  })

  it('asks for a URL, and for one that parses, over http(s)', () => {
    expect(webhookUrlProblem('  ')).toBe('required')
    expect(webhookUrlProblem('hooks.acme.test/in')).toBe('invalid')
    expect(webhookUrlProblem('ftp://hooks.acme.test/in')).toBe('invalid')
    expect(webhookUrlProblem('javascript:alert(1)')).toBe('invalid')
  })

  it('refuses plain http, but for this machine in development', () => {
    expect(webhookUrlProblem('http://hooks.acme.test/in')).toBe('httpsRequired')
    expect(webhookUrlProblem('http://localhost:4000/in')).toBe('httpsRequired')
    expect(webhookUrlProblem('http://localhost:4000/in', { development: true })).toBeNull()
    expect(webhookUrlProblem('http://127.0.0.1:4000/in', { development: true })).toBeNull()
    expect(webhookUrlProblem('http://[::1]:4000/in', { development: true })).toBeNull()
    expect(webhookUrlProblem('http://10.0.0.5/in', { development: true })).toBe('httpsRequired')
    expect(webhookUrlProblem('http://localhost.acme.test/in', { development: true })).toBe('httpsRequired')
  })
})

describe('platformSummaries', () => {
  const webhook = (eventKeys: string[], isActive: boolean): Webhook => ({ _id: `w${eventKeys.join()}`, displayName: 'w', url: 'https://x.test', eventKeys, isActive })

  it('counts each platform’s configured events and says whether anything is on', () => {
    expect(platformSummaries({
      email: [invited, deleted, { eventKey: 'user.locked', enabled: true, subscriptions: [{ id: 's9', enabled: true, recipients: [''] }] }],
      sms: [deleted],
      slack: [opsChannel, { id: 'sl2', isActive: false, slackEvents: [{ eventKey: 'user.deleted', channelIds: ['C1'] }, { eventKey: 'user.locked', channelIds: [] }] }],
      webhooks: [webhook(['user.invited', 'user.deleted'], false), webhook(['user.invited'], true)],
    })).toEqual({
      email: { eventCount: 2, isActive: true },
      sms: { eventCount: 1, isActive: false },
      slack: { eventCount: 2, isActive: true },
      webhook: { eventCount: 2, isActive: true },
    })
  })

  it('says none and off for what did not load (a failed load is silent, spec/admin.md §8)', () => {
    const off = { eventCount: 0, isActive: false }
    expect(platformSummaries({})).toEqual({ email: off, sms: off, slack: off, webhook: off })
    expect(platformSummaries({ slack: [{ id: 'sl1', isActive: true, slackEvents: [{ eventKey: 'user.invited', channelIds: [] }] }] }).slack).toEqual(off)
  })
})

describe('eventsByCategory', () => {
  const categories = [
    { id: 'cat-users', name: 'User management' },
    { id: 'cat-security', name: 'Security' },
    { id: 'cat-empty', name: 'Billing' },
  ]
  const event = (key: string, displayName: string, categoryId: string) => ({ id: `id-${key}`, key, displayName, categoryId })

  it('groups events under their categories, in the categories order, events by name', () => {
    const groups = eventsByCategory(categories, [event('user.invited', 'User invited', 'cat-users'), event('mfa.on', 'MFA enabled', 'cat-security'), event('user.created', 'User created', 'cat-users')])
    expect(groups.map((group) => [group.category.name, group.events.map((item) => item.key)])).toEqual([
      ['User management', ['user.created', 'user.invited']],
      ['Security', ['mfa.on']],
    ])
  })

  it('leaves out empty categories and keeps events of unknown ones last', () => {
    const groups = eventsByCategory(categories, [event('x.y', 'Something new', 'cat-new'), event('mfa.on', 'MFA enabled', 'cat-security')])
    expect(groups.map((group) => group.category)).toEqual([{ id: 'cat-security', name: 'Security' }, { id: 'cat-new', name: 'cat-new' }])
  })

  it('answers nothing for nothing', () => {
    expect(eventsByCategory([], [])).toEqual([])
  })
})

describe('connectivityPage', () => {
  it('reads the overview, each platform and a webhook\'s deliveries', () => {
    expect(connectivityPage('')).toEqual({ kind: 'overview' })
    expect(connectivityPage('/')).toEqual({ kind: 'overview' })
    expect(connectivityPage('/email')).toEqual({ kind: 'platform', platform: 'email' })
    expect(connectivityPage('/sms/')).toEqual({ kind: 'platform', platform: 'sms' })
    expect(connectivityPage('/slack')).toEqual({ kind: 'platform', platform: 'slack' })
    expect(connectivityPage('/webhook')).toEqual({ kind: 'platform', platform: 'webhook' })
    expect(connectivityPage('/webhook/hook%201')).toEqual({ kind: 'deliveries', webhookId: 'hook 1' })
  })

  it('opens the overview for anything else', () => {
    expect(connectivityPage('/fax')).toEqual({ kind: 'overview' })
    expect(connectivityPage('/email/extra')).toEqual({ kind: 'overview' })
    expect(connectivityPage('/webhook/a/b')).toEqual({ kind: 'overview' })
    expect(connectivityPage('/webhook/%E0%A4%A')).toEqual({ kind: 'overview' })
  })

  it('writes the paths it reads', () => {
    for (const page of [{ kind: 'overview' }, { kind: 'platform', platform: 'slack' }, { kind: 'deliveries', webhookId: 'a/b c' }] as const) expect(connectivityPage(connectivityPath(page))).toEqual(page)
  })
})

describe('recipientDrafts', () => {
  it('starts each event from what was loaded; an unconfigured one on and empty', () => {
    const loaded = [{ eventKey: 'user.invited', enabled: false, subscriptions: [{ id: 's1', enabled: false, recipients: ['ops@acme.test'] }] }]
    expect(recipientDrafts(['user.invited', 'user.deleted'], loaded)).toEqual([
      { eventKey: 'user.invited', enabled: false, recipients: ['ops@acme.test'] },
      { eventKey: 'user.deleted', enabled: true, recipients: [] },
    ])
  })

  it('copies the recipients: editing a draft leaves the loaded answer as it was', () => {
    const loaded = [{ eventKey: 'a', enabled: true, subscriptions: [{ id: 's1', enabled: true, recipients: ['x@acme.test'] }] }]
    const [draft] = recipientDrafts(['a'], loaded)
    expect(draft!.recipients).not.toBe(loaded[0]!.subscriptions[0]!.recipients)
  })
})

describe('isLocalApi and generateWebhookSecret', () => {
  it('knows an identity API on this machine', () => {
    expect(isLocalApi('http://localhost:4010')).toBe(true)
    expect(isLocalApi('http://127.0.0.1:4010/api')).toBe(true)
    expect(isLocalApi('https://auth.acme.test')).toBe(false)
    expect(isLocalApi('not a url')).toBe(false)
  })

  it('makes 64 hex characters, new each time', () => {
    const secret = generateWebhookSecret()
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(generateWebhookSecret()).not.toBe(secret)
  })
})

describe('prettyBody and isDeliveryDelivered', () => {
  it('pretty-prints JSON and keeps anything else as it came', () => {
    expect(prettyBody('{"ok":true,"n":[1]}')).toBe('{\n  "ok": true,\n  "n": [\n    1\n  ]\n}')
    expect(prettyBody('<h1>Bad gateway</h1>')).toBe('<h1>Bad gateway</h1>')
    expect(prettyBody(null)).toBe('')
    expect(prettyBody(undefined)).toBe('')
  })

  it('counts a 2xx as delivered, anything else (an unreadable status too) as failed', () => {
    expect(isDeliveryDelivered(200)).toBe(true)
    expect(isDeliveryDelivered('204')).toBe(true)
    expect(isDeliveryDelivered(500)).toBe(false)
    expect(isDeliveryDelivered('302')).toBe(false)
    expect(isDeliveryDelivered('timeout')).toBe(false)
  })
})

describe('Slack connection', () => {
  it('sends the admin to the authorization page with the app, the scopes, the way back and the state', () => {
    const url = new URL(slackAuthorizationUrl({ clientId: '123.456', redirectUri: 'https://app.acme.test/admin/webhooks/slack', state: 's-1' }))
    expect(url.origin + url.pathname).toBe('https://slack.com/oauth/v2/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: '123.456', scope: 'chat:write,channels:read', redirect_uri: 'https://app.acme.test/admin/webhooks/slack', state: 's-1' })
  })

  it('registers only a code that comes back with this browser\'s state', () => {
    const query = (text: string) => new URLSearchParams(text)
    expect(slackReturn(query(''), 's-1')).toEqual({ kind: 'none' })
    expect(slackReturn(query('code=c&state=s-1'), 's-1')).toEqual({ kind: 'code', code: 'c' })
    expect(slackReturn(query('error=access_denied&state=s-1'), 's-1')).toEqual({ kind: 'refused', reason: 'denied' })
    expect(slackReturn(query('code=c&state=s-1'), null)).toEqual({ kind: 'refused', reason: 'notStarted' })
    expect(slackReturn(query('code=c&state=forged'), 's-1')).toEqual({ kind: 'refused', reason: 'stateMismatch' })
    expect(slackReturn(query('code=c'), 's-1')).toEqual({ kind: 'refused', reason: 'stateMismatch' })
    expect(slackReturn(query('state=s-1'), 's-1')).toEqual({ kind: 'refused', reason: 'missingCode' })
  })

  it('starts from the loaded subscriptions plus an empty one per event not named yet, and sets one event\'s channels', () => {
    const loaded = [{ id: 'sub-1', isActive: true, slackEvents: [{ eventKey: 'a', channelIds: ['C1'] }] }]
    const drafts = slackDrafts(['a', 'b'], loaded)
    expect(drafts).toEqual([
      { id: 'sub-1', isActive: true, slackEvents: [{ eventKey: 'a', channelIds: ['C1'] }] },
      { isActive: true, slackEvents: [{ eventKey: 'b', channelIds: [] }] },
    ])
    const changed = withSlackChannels(drafts, 'b', ['C2', 'C3'])
    expect(changed[1]).toEqual({ isActive: true, slackEvents: [{ eventKey: 'b', channelIds: ['C2', 'C3'] }] })
    expect(changed[0]).toBe(drafts[0])
    expect(slackChanges(loaded, withSlackChannels(changed, 'a', []))).toEqual([
      { kind: 'delete', id: 'sub-1' },
      { kind: 'create', subscription: { isActive: true, slackEvents: [{ eventKey: 'b', channelIds: ['C2', 'C3'] }] } },
    ])
  })
})

describe('checkRecipients', () => {
  const loaded = [{ eventKey: 'user.invited', enabled: true, subscriptions: [{ id: 's1', enabled: true, recipients: ['it@acme.test'] }] }]

  it('trims addresses, refuses what is not one, and keeps empty rows for recipientChanges to drop', async () => {
    const checked = await checkRecipients('email', loaded, [{ eventKey: 'user.invited', enabled: true, recipients: [' hr@acme.test ', 'not an address', ''] }], { canDelete: true })
    expect(checked.drafts).toEqual([{ eventKey: 'user.invited', enabled: true, recipients: ['hr@acme.test', 'not an address', ''] }])
    expect(checked.problems).toEqual([{ eventKey: 'user.invited', index: 1, problem: 'invalidEmail' }])
  })

  it('writes numbers as E.164 and refuses one that cannot be', async () => {
    const checked = await checkRecipients('sms', [], [{ eventKey: 'user.locked', enabled: true, recipients: ['+1 650 253 0000', '+1 415 555'] }], { canDelete: true })
    expect(checked.drafts[0]!.recipients).toEqual(['+16502530000', '+1 415 555'])
    expect(checked.problems).toEqual([{ eventKey: 'user.locked', index: 1, problem: 'invalidPhone' }])
  })

  it('without the delete key, refuses emptying an event that has a subscription (its first row)', async () => {
    const cleared = [{ eventKey: 'user.invited', enabled: true, recipients: [''] }]
    expect((await checkRecipients('email', loaded, cleared, { canDelete: false })).problems).toEqual([{ eventKey: 'user.invited', index: 0, problem: 'cannotClear' }])
    expect((await checkRecipients('email', loaded, cleared, { canDelete: true })).problems).toEqual([])
  })
})
