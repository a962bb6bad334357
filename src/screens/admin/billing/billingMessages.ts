import type { SubscriptionStatus } from '../../../hooks'
import type { PluralForms } from '../../i18n/intl'
import { useMessageOverrides } from '../../i18n/useMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/**
 * The billing section's strings, shipped with its chunk (never with the portal shell). Hosts
 * override them under `billing` in the messages they give the provider. The spec's own messages
 * (spec/admin.md §8) come from hooks/admin/billing.ts BILLING_ERRORS, word for word.
 */
export const defaultBillingMessages = {
  retry: 'Try again',
  loading: 'Loading billing',
  back: 'Back to billing',
  unavailable: "Billing didn't load.",
  pages: { overview: 'Billing', plans: 'Plans', invoices: 'Invoices', payment: 'Payment method' },
  status: { ACTIVE: 'Active', TRIALING: 'Trial', CANCELED: 'Canceled', EXPIRED: 'Expired', INCOMPLETE: 'Incomplete' } satisfies Record<SubscriptionStatus, string>,
  overview: {
    plan: 'Current plan',
    noSubscription: 'This account has no subscription.',
    perMonth: '{price} per month',
    period: 'Current period: {start} to {end}',
    trialEnds: 'Your trial ends on {date}.',
    daysLeft: { one: '{count} day left', other: '{count} days left' } as PluralForms,
    lastDay: 'last day',
    endsOn: 'Your subscription ends on {date}. Renew it to keep your plan.',
    endedOn: 'Your subscription ended on {date}.',
    ended: 'Your subscription has ended.',
    incomplete: 'The first payment did not go through. Update your payment method to start your subscription.',
    changePlan: 'Change plan',
    choosePlan: 'Choose a plan',
    subscribe: 'Subscribe',
    cancel: 'Cancel subscription',
    renew: 'Renew subscription',
    renewing: 'Renewing',
    renewed: 'Your subscription was renewed: it continues after {date}.',
    card: 'Payment method',
    cardLine: '{brand} ending in {last4}',
    expires: 'Expires {date}',
    expired: 'Expired',
    noCard: 'No card on file.',
    manageCard: 'Manage payment method',
    latestInvoices: 'Latest invoices',
    allInvoices: 'All invoices',
    readOnly: 'Your plan and payment are managed outside this portal.',
  },
  plans: {
    description: 'Every plan is billed monthly.',
    listLabel: 'Plans',
    current: 'Current plan',
    upgrade: 'Upgrade to {plan}',
    downgrade: 'Downgrade to {plan}',
    choose: 'Choose {plan}',
    downgradeNotAllowed: 'Moving to a smaller plan is not available here. Contact support to change to {plan}.',
    changed: 'You are now on {plan}.',
  },
  checkout: {
    title: 'Change to {plan}',
    subscribeTitle: 'Subscribe to {plan}',
    summary: '{plan}: {price} per month, billed to the card below from today.',
    trialSummary: '{plan}: {price} per month. Your card is charged when the trial ends on {date}.',
    payWith: 'Pay with {card}',
    addCard: 'Add a card to continue.',
    confirm: 'Confirm',
    confirming: 'Confirming',
    cancel: 'Cancel',
    activated: 'Your subscription is active.',
  },
  cancel: {
    title: 'Cancel your subscription?',
    description: 'Your plan stays active until {date}, and nothing more is charged. You can renew it until then.',
    descriptionNoDate: 'Your plan stays active until the end of the current period, and nothing more is charged.',
    confirm: 'Cancel subscription',
    keep: 'Keep subscription',
    pending: 'Canceling',
    done: 'Your subscription will end on {date}.',
    doneNoDate: 'Your subscription will end at the end of the current period.',
  },
  card: {
    title: 'Payment method',
    replace: 'Replace card',
    add: 'Add a card',
    addTitle: 'Add a card',
    replaceTitle: 'Replace your card',
    holderName: 'Name on card',
    holderEmail: 'Billing email',
    loadingForm: 'Loading the card form',
    formFailed: "The card form didn't load.",
    save: 'Save card',
    saving: 'Saving card',
    cancel: 'Cancel',
    saved: 'Your card was saved.',
    networkHint: 'Check your connection and try again.',
    nameRequired: 'Enter the name on the card.',
    emailRequired: 'Enter the billing email.',
    invalidEmail: 'Enter a valid email address.',
  },
  details: {
    title: 'Billing details',
    description: 'Shown on your invoices.',
    name: 'Name',
    email: 'Email',
    line1: 'Address',
    line2: 'Address line 2',
    city: 'City',
    state: 'State or region',
    postalCode: 'Postal code',
    country: 'Country',
    save: 'Save details',
    saving: 'Saving details',
    saved: 'Billing details saved.',
    needsCard: 'Add a card first: billing details belong to it.',
  },
  invoices: {
    tableLabel: 'Invoices',
    columns: { date: 'Date', amount: 'Amount', status: 'Status', receipt: 'Receipt', download: 'Download' },
    paid: 'Paid',
    unpaid: 'Unpaid',
    download: 'Download',
    downloadLabel: 'Download invoice {receipt}',
    downloading: 'Downloading',
    downloaded: 'Invoice {receipt} downloaded.',
    downloadFailed: "Invoice {receipt} didn't download: {reason}",
    empty: 'No invoices yet.',
    pages: 'Pages of invoices',
    unavailable: "The invoices didn't load.",
  },
}

export type BillingMessages = typeof defaultBillingMessages

/** The billing section's strings: its English catalogue with the host's `billing` overrides, at any depth. */
export function useBillingMessages(): BillingMessages {
  const overrides = useMessageOverrides()?.billing
  return useCatalogue(defaultBillingMessages, 'billingMessages', overrides)
}
