import type { AuditLog } from '../../../api'

/** What a cell shows for a field: the time formatted, the event's data as one line of JSON, text as it is. */
export function auditCellText(row: AuditLog, name: string, formatTime: (iso: string) => string): string {
  const value = (row as Record<string, unknown>)[name]
  if (name === 'createdAt' && typeof value === 'string') return formatTime(value)
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}
