import type { Widen } from '../../i18n/messages'

/**
 * The audit logs section's strings, in English: a catalogue of its own, loaded with the section.
 * Hosts override any part under `audits` in MessagesProvider's messages.
 */
export const defaultAuditsMessages = {
  description: 'Who did what in your account, and when.',
  tableLabel: 'Audit logs',
  columns: { createdAt: 'Time', user: 'User', action: 'Action', description: 'Description', ip: 'IP Address', severity: 'Severity', userAgent: 'User Agent', json: 'Json Data' } as Record<string, string>,
  stats: {
    label: 'Audit totals',
    today: 'Today',
    severeThisWeek: 'Severe this week',
    unavailable: 'Totals are unavailable right now.',
  },
  search: 'Search audit logs',
  filters: {
    label: 'Filters',
    applied: 'Filters applied',
    column: 'Filter by',
    value: 'Value',
    add: 'Add filter',
    none: 'No filters',
    remove: 'Remove filter',
    valueRequired: 'Enter a value to filter by.',
  },
  columnPicker: { open: 'Columns', label: 'Columns shown' },
  virtualScroll: 'Scroll through every log',
  virtualLoading: 'Loading the scrolling view',
  virtualFailed: "We couldn't load the scrolling view.",
  loading: 'Loading audit logs',
  loadingRow: 'Loading',
  empty: 'No audit logs yet.',
  noMatch: 'No audit logs match your search or filters.',
  loadFailed: "We couldn't load the audit logs.",
  retry: 'Try again',
  total: { one: '{count} log', other: '{count} logs' },
  pages: { label: 'Audit log pages', previous: 'Previous page', next: 'Next page', status: 'Page {page} of {total}' },
  details: { open: 'Details of {action} at {time}', title: 'Audit log details', json: 'Json Data', copy: 'Copy JSON', copied: 'Copied', copyFailed: "Couldn't copy. Select the text and copy it.", close: 'Close', noJson: 'No data' },
  export: { start: 'Export CSV', pending: 'Exporting', done: 'The audit logs were exported to audits.csv.', failed: "We couldn't export the audit logs." },
}

export type AuditsMessages = Widen<typeof defaultAuditsMessages>
