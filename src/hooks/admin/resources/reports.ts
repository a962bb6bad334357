import * as v from 'valibot'
import { REPORT_FREQUENCIES, type Report, type ReportFrequency, type ReportSchedule } from '../../../api/reports'

export { REPORT_FREQUENCIES }

/** The frequency a report without a schedule starts with in the form. */
export const DEFAULT_REPORT_FREQUENCY: ReportFrequency = 'weekly'

const Email = v.pipe(v.string(), v.email())

/** What the admin typed into the schedule form. */
export interface ReportScheduleValues {
  /** Email addresses, separated by commas, semicolons, spaces or new lines. */
  recipients: string
  frequency: string
}

export type RecipientsError = { readonly kind: 'required' } | { readonly kind: 'invalid'; readonly invalid: readonly string[] }

export interface ReportScheduleErrors {
  recipients?: RecipientsError
  frequency?: 'invalid'
}

export type ReportScheduleResult =
  | { readonly ok: true; readonly schedule: ReportSchedule }
  | { readonly ok: false; readonly errors: ReportScheduleErrors }

/** The addresses in what was typed: split on commas, semicolons and white space, empty parts dropped, each address once (ignoring case). */
export function parseReportRecipients(typed: string): string[] {
  const seen = new Set<string>()
  const recipients: string[] = []
  for (const part of typed.split(/[\s,;]+/)) {
    if (!part || seen.has(part.toLowerCase())) continue
    seen.add(part.toLowerCase())
    recipients.push(part)
  }
  return recipients
}

/** At least one recipient, each a valid email address (valibot's email check); the invalid ones named. */
export function checkReportRecipients(typed: string): { readonly ok: true; readonly recipients: string[] } | { readonly ok: false; readonly error: RecipientsError } {
  const recipients = parseReportRecipients(typed)
  if (recipients.length === 0) return { ok: false, error: { kind: 'required' } }
  const invalid = recipients.filter((recipient) => !v.is(Email, recipient))
  if (invalid.length > 0) return { ok: false, error: { kind: 'invalid', invalid } }
  return { ok: true, recipients }
}

export const isReportFrequency = (value: string): value is ReportFrequency => (REPORT_FREQUENCIES as readonly string[]).includes(value)

/** Checks the schedule form and builds the schedule sent: recipients as checkReportRecipients, a frequency of REPORT_FREQUENCIES; a saved schedule is on. */
export function checkScheduleForm(values: ReportScheduleValues): ReportScheduleResult {
  const errors: ReportScheduleErrors = {}
  const recipients = checkReportRecipients(values.recipients)
  if (!recipients.ok) errors.recipients = recipients.error
  if (!isReportFrequency(values.frequency)) errors.frequency = 'invalid'
  if (!recipients.ok || errors.frequency) return { ok: false, errors }
  return { ok: true, schedule: { enabled: true, frequency: values.frequency as ReportFrequency, recipients: recipients.recipients } }
}

/** The form's first values: the report's saved schedule, or no recipients and the default frequency. */
export function scheduleFormValues(report: Pick<Report, 'scheduleConfig'>): ReportScheduleValues {
  const saved = report.scheduleConfig
  return saved ? { recipients: saved.recipients.join(', '), frequency: saved.frequency } : { recipients: '', frequency: DEFAULT_REPORT_FREQUENCY }
}

const recipientSet = (recipients: readonly string[]) => [...new Set(recipients.map((recipient) => recipient.toLowerCase()))].sort()

/**
 * What a save would change: nothing (null, spec/admin.md §5 "No changes to update") when the
 * schedule saved is on with the same frequency and the same recipients, in any order and case.
 */
export function scheduleChanges(saved: ReportSchedule | null | undefined, next: ReportSchedule): Array<'enabled' | 'frequency' | 'recipients'> | null {
  if (!saved) return ['enabled', 'frequency', 'recipients']
  const changed: Array<'enabled' | 'frequency' | 'recipients'> = []
  if (saved.enabled !== next.enabled) changed.push('enabled')
  if (saved.frequency !== next.frequency) changed.push('frequency')
  if (recipientSet(saved.recipients).join('\n') !== recipientSet(next.recipients).join('\n')) changed.push('recipients')
  return changed.length > 0 ? changed : null
}

/** The filters' entries as the preview lists them, by name. */
export function dataFilterEntries(report: Pick<Report, 'dataFilters'>): Array<[string, string]> {
  return Object.entries(report.dataFilters)
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => a.localeCompare(b))
}

/** The report a path below the reports section names (`/{id}`), or null for the list. */
export function reportIdOf(subPath: string): string | null {
  const id = /^\/([^/]+)\/?$/.exec(subPath)?.[1]
  if (!id) return null
  try {
    return decodeURIComponent(id)
  } catch {
    return null
  }
}
