import { useMemo } from 'react'
import type { PluralForms } from '../../i18n/intl'
import { mergeCatalogue } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/MessagesProvider'

/**
 * The connectivity section's strings, shipped with its chunk (never with the portal shell). Hosts
 * override them under `connectivity` in the messages they give the provider.
 */
export const defaultConnectivityMessages = {
  retry: 'Try again',
  loading: 'Loading',
  back: 'Back to connectivity',
  platforms: {
    email: { name: 'Email', description: 'Send an email to the people you choose when an event happens.' },
    sms: { name: 'SMS', description: 'Text the numbers you choose when an event happens.' },
    slack: { name: 'Slack', description: 'Post events to the channels of your Slack workspace.' },
    webhook: { name: 'Webhooks', description: 'Call your own services with each event, signed with your secret.' },
  } as Record<string, { name: string; description: string }>,
  overview: {
    description: 'Tell people and systems what happens in your workspace.',
    listLabel: 'Platforms',
    noEvents: 'No events',
    events: { one: '{count} event', other: '{count} events' } as PluralForms,
    active: 'Active',
    inactive: 'Off',
    open: 'Set up {platform}',
    notAllowed: 'You do not have access to {platform}.',
  },
  events: {
    unavailable: 'The events could not be shown right now.',
    empty: 'There are no events to send here yet.',
  },
  recipients: {
    enabled: 'Send {event}',
    email: { label: 'Recipients of {event}', add: 'Add an address', placeholder: 'name@company.com', remove: 'Remove {recipient}' },
    sms: { label: 'Recipients of {event}', add: 'Add a number', placeholder: '+1 415 555 0100', remove: 'Remove {recipient}' },
    invalidEmail: 'Enter a valid email address',
    invalidPhone: 'Enter a valid phone number, with its country code',
    save: 'Save changes',
    saving: 'Saving',
    unchanged: 'Nothing changed.',
    saved: { one: '{count} event saved.', other: '{count} events saved.' } as PluralForms,
    failed: 'Your changes were not saved.',
    readOnly: 'You can see who receives each event but not change it.',
    unavailable: 'The recipients could not be shown right now.',
  },
  slack: {
    connected: 'Connected to your Slack workspace',
    notConnected: 'Not connected',
    tableLabel: 'Slack subscriptions',
    columns: { event: 'Event', channels: 'Channels', active: 'Active' },
    empty: 'No event is sent to Slack.',
    unavailable: 'The Slack configuration could not be shown right now.',
  },
  webhooks: {
    description: 'Each delivery is an HTTPS POST with a JSON body, signed with the webhook\u2019s secret.',
    add: 'New webhook',
    tableLabel: 'Webhooks',
    columns: { name: 'Webhook', url: 'URL', events: 'Events', secret: 'Secret', active: 'Active', actions: 'Actions' },
    secretSet: 'Set',
    secretNone: 'None',
    active: 'Calling {name}',
    empty: 'There are no webhooks yet.',
    unavailable: 'The webhooks could not be shown right now.',
    readOnly: 'You can see the webhooks but not change them.',
    actionsFor: 'Actions for {name}',
    actions: { edit: 'Edit', deliveries: 'Deliveries', delete: 'Delete webhook' },
    toggleFailed: '{name} was not switched: {reason}',
  },
  form: {
    createTitle: 'New webhook',
    editTitle: 'Edit {name}',
    name: 'Name',
    nameRequired: 'Give the webhook a name',
    description: 'Description',
    url: 'URL',
    urlHint: 'Where each event is sent with a POST.',
    urlProblems: { required: 'Enter the URL to call', invalid: 'Enter a full URL, like https://example.com/hooks', httpsRequired: 'The URL must start with https://' } as Record<string, string>,
    events: 'Events',
    eventsRequired: 'Choose at least one event',
    secret: 'Secret',
    secretHint: 'Deliveries carry an HMAC-SHA256 signature made with it. It is shown once: keep it now.',
    secretKept: 'A secret is set. Type a new one to replace it, or leave this empty to keep it.',
    generate: 'Generate a secret',
    active: 'Active',
    test: 'Send a test',
    testing: 'Sending a test',
    save: 'Save webhook',
    saving: 'Saving',
    cancel: 'Cancel',
    created: 'The webhook {name} was created.',
    saved: 'The webhook {name} was saved.',
  },
  test: {
    passed: 'The receiver answered {status}: the webhook works.',
    failed: 'The receiver answered {status}: the test did not pass.',
    body: 'What the receiver answered',
    empty: 'An empty body.',
  },
  remove: {
    title: 'Delete the webhook {name}?',
    description: 'Its events stop being sent there, and its deliveries are no longer listed.',
    confirm: 'Delete',
    pending: 'Deleting',
    cancel: 'Cancel',
    done: 'The webhook {name} was deleted.',
  },
  deliveries: {
    heading: 'Deliveries of {name}',
    description: 'Every call made to {url}, newest first.',
    tableLabel: 'Deliveries',
    columns: { time: 'Time', event: 'Event', status: 'Status', duration: 'Duration', details: 'Details' },
    duration: '{ms} ms',
    empty: 'Nothing was delivered yet.',
    unavailable: 'The deliveries could not be shown right now.',
    notFound: 'This webhook does not exist anymore.',
    pages: 'Pages of deliveries',
    show: 'Show',
    hide: 'Hide',
    showLabel: 'Show delivery of {time}',
    hideLabel: 'Hide delivery of {time}',
    detailsOf: 'Delivery of {time}',
    request: 'Request body',
    response: 'Response body',
    copy: 'Copy {what}',
    copied: '{what} copied.',
    retry: 'Send again',
    retrying: 'Sending again',
    retried: 'The delivery was sent again: its new attempt is listed.',
    retryRefused: 'The delivery was not sent again (the API answered {status}).',
    test: 'Send a test',
    testing: 'Sending a test',
  },
}

export type ConnectivityMessages = typeof defaultConnectivityMessages

/** The connectivity section's strings: its English catalogue with the host's `connectivity` overrides, at any depth. */
export function useConnectivityMessages(): ConnectivityMessages {
  const overrides = useMessageOverrides()?.connectivity
  return useMemo(() => mergeCatalogue<ConnectivityMessages>(defaultConnectivityMessages, overrides), [overrides])
}
