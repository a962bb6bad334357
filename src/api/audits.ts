import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'

export const AUDITS_PATH = '/audits'
export const AUDITS_STATS_PATH = `${AUDITS_PATH}/stats`
/** The kind of export the portal asks for: spec/admin.md §7 "CSV export v2". */
export const AUDITS_CSV_EXPORT = 'csv/v2'
export const auditsExportPath = (endpoint: typeof AUDITS_CSV_EXPORT) => `${AUDITS_PATH}/export/${endpoint}`
/** The vendor's metadata of an entity (endpoints.json getMetadata); the audits' is asked with `entityName=audits`. */
export const METADATA_PATH = '/metadata'
export const AUDITS_ENTITY = 'audits'
/** spec/admin.md §7: the file the CSV export is saved as. */
export const AUDITS_CSV_FILE = 'audits.csv'

export const AUDIT_SORT_DIRECTIONS = ['asc', 'desc'] as const
export type AuditSortDirection = (typeof AUDIT_SORT_DIRECTIONS)[number]

const text = v.optional(v.nullable(v.string()))

/** spec/admin.md §3 Audit log. `json` is whatever the event carried (an object, or its text). */
export const AuditLogSchema = v.looseObject({
  ip: text,
  user: text,
  email: text,
  action: text,
  description: text,
  severity: text,
  json: v.optional(v.unknown()),
  tenantId: text,
  vendorId: text,
  userAgent: text,
  createdAt: v.string(),
})
export type AuditLog = v.InferOutput<typeof AuditLogSchema>

/** spec/admin.md §7: "answer data and total". */
export const AuditsPageSchema = v.looseObject({ data: v.array(AuditLogSchema), total: v.number() })
export type AuditsPage = v.InferOutput<typeof AuditsPageSchema>

export const AuditStatsSchema = v.looseObject({ totalToday: v.number(), severeThisWeek: v.number() })
export type AuditStats = v.InferOutput<typeof AuditStatsSchema>

/** One column the vendor describes for the audit logs (spec/admin.md §3 headerProps). */
export const AuditPropertySchema = v.looseObject({
  name: v.string(),
  displayName: v.string(),
  type: v.optional(v.string()),
  sortable: v.optional(v.boolean()),
  filterable: v.optional(v.boolean()),
  /** Shown in the table by default; the others are hidden columns the admin may show. */
  showInTable: v.optional(v.boolean()),
})
export type AuditProperty = v.InferOutput<typeof AuditPropertySchema>

export const AuditsMetadataSchema = v.looseObject({
  properties: v.array(AuditPropertySchema),
  theme: v.optional(v.looseObject({})),
})
export type AuditsMetadata = v.InferOutput<typeof AuditsMetadataSchema>

/** What GET audits is asked, as sent (spec/admin.md §7): a row offset, a count, the sort, the text search and the key / value filters. */
export interface AuditsRequest {
  offset: number
  count: number
  sortBy: string
  sortDirection: AuditSortDirection
  /** Free-text search; absent when empty. */
  filter?: string
  /** Key / value filters, each sent as its own query parameter. */
  filters?: Readonly<Record<string, string>>
}

export function getAudits(client: Client, input: AuditsRequest, options: CallOptions = {}): Promise<AuditsPage> {
  const { filters, ...query } = input
  return client.request(AUDITS_PATH, { query: { ...filters, ...query, filter: query.filter || undefined }, schema: AuditsPageSchema, ...options })
}

export function getAuditsStats(client: Client, options: CallOptions = {}): Promise<AuditStats> {
  return client.request(AUDITS_STATS_PATH, { schema: AuditStatsSchema, ...options })
}

export function getAuditsMetadata(client: Client, options: CallOptions = {}): Promise<AuditsMetadata> {
  return client.request(METADATA_PATH, { query: { entityName: AUDITS_ENTITY }, schema: AuditsMetadataSchema, ...options })
}

/** spec/admin.md §7 CSV export v2: the columns to write, the sort and filters; always from the first row. */
export interface AuditsExportRequest {
  headers: readonly { name: string; displayName: string }[]
  sortBy: string
  sortDirection: AuditSortDirection
  filter?: string
  filters?: Readonly<Record<string, string>>
}

/** POSTs the export and saves the answer as a file download (the client's blob handling); resolves with the file. */
export function exportAudits(client: Client, input: AuditsExportRequest, options: CallOptions = {}): Promise<Blob> {
  return client.request<Blob>(auditsExportPath(AUDITS_CSV_EXPORT), {
    method: 'POST',
    body: { ...input, filter: input.filter || undefined, offset: 0, outputFileName: AUDITS_CSV_FILE },
    responseType: 'blob',
    ...options,
  })
}
