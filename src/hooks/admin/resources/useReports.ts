import { useCallback } from 'react'
import useSWR from 'swr'
import { reports as reportsApi, type Report, type ReportSchedule } from '../../../api'
import { LOAD_RETRY } from '../../shared/loadRetry'
import { toTeamError, type TeamError } from './errors'
import { resourceKey, type ResourceKey } from './keys'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'

const { TENANT_REPORTS_PATH, PREVIEW_REPORT_PATH } = reportsApi

/** The tenant's reports (reference/endpoints.json getReports), cached per scope. */
export function useReports(): Resource<Report[]> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useReports', 'loadReports', TENANT_REPORTS_PATH, null, ({ client }) => reportsApi.getReports(client))
  return resource
}

/** One of the tenant's reports by its id (getReport); null `id` loads nothing. Cached under the list's path, so a change reloads both. */
export function useReport(id: string | null): Resource<Report> {
  const context = useTeamContext('useReport')
  const key = id ? resourceKey(TENANT_REPORTS_PATH, { id }, context.scope) : null
  const swr = useSWR(key, ([, asked]: ResourceKey<{ id: string }>) => context.logged('loadReports', reportsApi.getReport(context.client, asked)), LOAD_RETRY)
  const { mutate } = swr
  const refresh = useCallback(async () => {
    await mutate()
  }, [mutate])
  return { data: swr.data, error: swr.error, teamError: toTeamError('loadReports', swr.error), isLoading: swr.isLoading, isValidating: swr.isValidating, refresh }
}

/**
 * The report rendered by the engine (renderReport): HTML as text, for the screen to show as data.
 * Loads once the report is known; cached per template and filters.
 */
export function useReportPreview(report: Pick<Report, 'templateId' | 'dataFilters'> | undefined): Resource<string> {
  const context = useTeamContext('useReportPreview')
  const key = report ? resourceKey(PREVIEW_REPORT_PATH, { templateId: report.templateId, dataFilters: report.dataFilters }, context.scope) : null
  const swr = useSWR(key, ([, asked]: ResourceKey<reportsApi.RenderReportInput>) => context.logged('previewReport', reportsApi.renderReport(context.client, asked)), {
    ...LOAD_RETRY,
    revalidateOnFocus: false,
  })
  const { mutate } = swr
  const refresh = useCallback(async () => {
    await mutate()
  }, [mutate])
  return { data: swr.data, error: swr.error, teamError: toTeamError('previewReport', swr.error), isLoading: swr.isLoading, isValidating: swr.isValidating, refresh }
}

/** Saves a report's schedule (scheduleReport, by its template, with its filters); the reports load again. */
export function useScheduleReport(): ResourceMutation<{ report: Report; schedule: ReportSchedule }, Report> {
  const context = useTeamContext('useScheduleReport')
  return useTeamMutation(context, 'scheduleReport', TENANT_REPORTS_PATH, async ({ report, schedule }: { report: Report; schedule: ReportSchedule }) => {
    const saved = await reportsApi.scheduleReport(context.client, { templateId: report.templateId, dataFilters: report.dataFilters, scheduleConfig: schedule })
    void context.revalidate(TENANT_REPORTS_PATH)
    return saved
  })
}

/** Emails a report now (sendReport) to `recipients`; the reports load again (when it was last sent). */
export function useSendReport(): ResourceMutation<{ report: Report; recipients: readonly string[] }, void> {
  const context = useTeamContext('useSendReport')
  return useTeamMutation(context, 'sendReport', TENANT_REPORTS_PATH, async ({ report, recipients }: { report: Report; recipients: readonly string[] }) => {
    await reportsApi.sendReport(context.client, { templateId: report.templateId, name: report.name, dataFilters: report.dataFilters, recipients })
    void context.revalidate(TENANT_REPORTS_PATH)
  })
}

/** Saves the report as a PDF download (downloadReport, `<name>.pdf` unless the server names it). */
export function useDownloadReport(): ResourceMutation<Report, Blob> {
  const context = useTeamContext('useDownloadReport')
  return useTeamMutation(context, 'downloadReport', PREVIEW_REPORT_PATH, (report: Report) =>
    reportsApi.downloadReport(context.client, { templateId: report.templateId, dataFilters: report.dataFilters, filename: `${report.name}.pdf` }),
  )
}

/** The error of a report change as the section shows it (spec/admin.md §8). */
export const reportError = (operation: 'scheduleReport' | 'sendReport' | 'downloadReport', error: unknown): TeamError | null => toTeamError(operation, error)
