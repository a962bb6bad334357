import type { AuditLog } from '../../../api'

/** An audit time as the host's people read it: their locale, the host's time zone unless one is given. */
export function formatAuditTime(iso: string, locale: string, timeZone?: string): string {
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return iso
  return formatter(locale, timeZone).format(time)
}

// Making a DateTimeFormat costs far more than using one; a scrolling grid formats every row it shows.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', ...(timeZone ? { timeZone } : {}) })
    formatters.set(key, found)
  }
  return found
}

/** What a cell shows for a field: the time formatted, the event's data as one line of JSON, text as it is. */
export function auditCellText(row: AuditLog, name: string, formatTime: (iso: string) => string): string {
  const value = (row as Record<string, unknown>)[name]
  if (name === 'createdAt' && typeof value === 'string') return formatTime(value)
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}
