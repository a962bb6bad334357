import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** reference/endpoints.json area "reports": the tenant's reports (v2) and the report engine's triggers (v1). */
export const REPORTS_V2_PATH = '/reports/resources/reports/v2'
/** getReports. */
export const TENANT_REPORTS_PATH = `${REPORTS_V2_PATH}/tenant-reports`
export const REPORT_TRIGGERS_PATH = '/reports/engine/resources/triggers/v1'
/** renderReport (responseType plain) and downloadReport (responseType blob). */
export const PREVIEW_REPORT_PATH = `${REPORT_TRIGGERS_PATH}/preview-report`
/** sendReport. */
export const SEND_REPORT_PATH = `${REPORT_TRIGGERS_PATH}/tenant-reports`
/** getReport (by the report's id) and scheduleReport (by its template's id). */
export const tenantReportPath = (id: string): string => `${REPORTS_V2_PATH}/${encodeURIComponent(id)}/tenant-reports`

/** The kit's own keys for the reports section (navigation and actions). */
export const REPORT_PERMISSIONS = { read: 'fe.reports.read.reports', write: 'fe.reports.write.reports' } as const

/** How often a scheduled report is emailed. */
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number]

/** The report's data filters: named values the engine narrows the report's data with (a period, a sub-account ...). */
export type ReportDataFilters = Readonly<Record<string, string | number | boolean>>

const DataFiltersSchema = v.pipe(
  v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), 'Data filters are an object'),
  v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
)

export const ReportScheduleSchema = v.looseObject({
  enabled: v.boolean(),
  frequency: v.picklist(REPORT_FREQUENCIES),
  recipients: v.array(v.string()),
})
export type ReportSchedule = v.InferOutput<typeof ReportScheduleSchema>

/** One of the tenant's reports: a template of the vendor's, with the tenant's filters and schedule. */
export const ReportSchema = v.looseObject({
  id: v.string(),
  templateId: v.string(),
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  dataFilters: v.optional(DataFiltersSchema, {}),
  /** Null or absent: the report is not scheduled. */
  scheduleConfig: v.optional(v.nullable(ReportScheduleSchema), null),
  /** ISO instant the report was last emailed; absent when never. */
  lastSentAt: v.optional(v.nullable(v.string())),
})
export type Report = v.InferOutput<typeof ReportSchema>

const ReportListSchema = v.array(ReportSchema)
const PreviewSchema = v.string()
const BlobSchema = v.instance(Blob)

/**
 * spec/admin.md §5: "Report data filters are sent base64-encoded": the filters as JSON, its UTF-8
 * bytes in standard base64 (btoa over TextEncoder's bytes: btoa alone throws on non-Latin-1 text).
 */
export function encodeDataFilters(filters: ReportDataFilters): string {
  const bytes = new TextEncoder().encode(JSON.stringify(filters))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The filters back from encodeDataFilters' text (the fixtures read what the portal sent); throws on anything else. */
export function decodeDataFilters(encoded: string): ReportDataFilters {
  const binary = atob(encoded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return v.parse(DataFiltersSchema, JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)))
}

/** GET the tenant's reports. */
export function getReports(client: Client, options: CallOptions = {}): Promise<Report[]> {
  return client.request(TENANT_REPORTS_PATH, { schema: ReportListSchema, ...options })
}

/** GET one of the tenant's reports by its id. */
export function getReport(client: Client, input: { id: string }, options: CallOptions = {}): Promise<Report> {
  return client.request(tenantReportPath(input.id), { schema: ReportSchema, ...options })
}

/** What the engine renders: a template with its data filters. */
export interface RenderReportInput {
  templateId: string
  dataFilters: ReportDataFilters
}

/** GET the report rendered as HTML, as text (responseType plain): the caller shows it as data, never as the page's markup. */
export function renderReport(client: Client, input: RenderReportInput, options: CallOptions = {}): Promise<string> {
  return client.request(PREVIEW_REPORT_PATH, {
    query: { templateId: input.templateId, dataFilters: encodeDataFilters(input.dataFilters), responseType: 'html' },
    responseType: 'text',
    schema: PreviewSchema,
    ...options,
  })
}

/** GET the report as a PDF file (responseType blob): the client saves it as a download under `filename` unless the server names it. */
export function downloadReport(client: Client, input: RenderReportInput & { filename: string }, options: CallOptions = {}): Promise<Blob> {
  return client.request(PREVIEW_REPORT_PATH, {
    query: { templateId: input.templateId, dataFilters: encodeDataFilters(input.dataFilters), responseType: 'pdf' },
    responseType: 'blob',
    filename: input.filename,
    schema: BlobSchema,
    ...options,
  })
}

export interface ScheduleReportInput {
  templateId: string
  dataFilters: ReportDataFilters
  scheduleConfig: ReportSchedule
}

/** POST the report's schedule (by its template); the answer is the report as saved. */
export function scheduleReport(client: Client, input: ScheduleReportInput, options: CallOptions = {}): Promise<Report> {
  const { templateId, dataFilters, scheduleConfig } = input
  return client.request(tenantReportPath(templateId), {
    method: 'POST',
    body: { dataFilters: encodeDataFilters(dataFilters), scheduleConfig },
    schema: ReportSchema,
    ...options,
  })
}

export interface SendReportInput {
  templateId: string
  name: string
  dataFilters: ReportDataFilters
  recipients: readonly string[]
}

/** POST: the engine emails the report to `recipients` now. */
export async function sendReport(client: Client, input: SendReportInput, options: CallOptions = {}): Promise<void> {
  const { templateId, name, dataFilters, recipients } = input
  await client.request(SEND_REPORT_PATH, {
    method: 'POST',
    body: { templateId, name, dataFilters: encodeDataFilters(dataFilters), recipients },
    schema: EmptySchema,
    ...options,
  })
}
