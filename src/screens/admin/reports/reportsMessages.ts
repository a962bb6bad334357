import { type Widen } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import type { PluralForms } from '../../i18n/intl'
import { useCatalogue } from '../../i18n/useCatalogue'

/**
 * The reports section's strings, in English: a catalogue of its own, loaded with the section and not
 * with the portal's shell. Hosts override them under `reports` in MessagesProvider.
 */
export const defaultReportsMessages = {
  description: "Your account's reports: preview them, download them, email them on a schedule or now.",
  tableLabel: 'Reports',
  empty: 'This account has no reports yet.',
  loadFailed: "The account's reports didn't load.",
  readOnly: 'You can view and download reports but not schedule or send them.',
  retry: 'Try again',
  columns: { name: 'Report', schedule: 'Schedule', lastSent: 'Last sent', actions: 'Actions' },
  notScheduled: 'Not scheduled',
  paused: 'Paused',
  never: 'Never',
  /** {frequency} is one of `frequencies`; {recipients} is `recipients` for their number. */
  scheduled: '{frequency}, to {recipients}',
  recipients: { one: '{count} recipient', other: '{count} recipients' } as PluralForms,
  frequencies: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  actionsFor: 'Actions for {name}',
  preview: 'Preview',
  schedule: 'Schedule',
  send: 'Send now',
  download: 'Download PDF',
  downloading: 'Downloading',
  downloadFailed: "The report didn't download.",
  back: 'All reports',
  filters: 'Filters',
  noFilters: 'No filters',
  /** The frame's accessible name; {name} is the report's. */
  previewFrame: 'Preview of {name}',
  previewLoading: 'Loading the preview',
  previewFailed: "The preview didn't load.",
  reportFailed: "The report didn't load.",
  form: {
    recipients: 'Recipients',
    recipientsHint: 'Email addresses, separated by commas or new lines.',
    recipientsRequired: 'Enter at least one email address.',
    recipientsInvalid: { one: '{list} is not an email address.', other: '{list} are not email addresses.' } as PluralForms,
    frequency: 'Frequency',
    frequencyInvalid: 'Choose how often the report is sent.',
    cancel: 'Cancel',
  },
  scheduleDialog: {
    title: 'Schedule {name}',
    description: 'The report is emailed to the recipients at the start of each period.',
    save: 'Save schedule',
    saving: 'Saving',
    noChanges: 'No changes to update',
  },
  sendDialog: {
    title: 'Send {name} now',
    description: 'The report is emailed once, with its filters as they are.',
    send: 'Send',
    sending: 'Sending',
  },
  done: {
    /** {frequency} is one of `frequencies` below: the schedule as it reads inside this sentence. */
    scheduled: '{name} is sent {frequency}.',
    frequencies: { daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
    sent: '{name} was sent to {recipients}.',
  },
}

export type ReportsMessages = Widen<typeof defaultReportsMessages>

/** The reports section's strings with the host's `reports` overrides, at any depth. */
export function useReportsMessages(): ReportsMessages {
  const overrides = useMessageOverrides()?.reports
  return useCatalogue(defaultReportsMessages, 'reportsMessages', overrides)
}
