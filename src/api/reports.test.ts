import { describe, it, expect, vi } from 'vitest'
import { answering } from './answering.testing'
import { createClient } from './client'
import { ApiError } from './errors'
import * as reports from './reports'

const report = { id: 'rep-1', templateId: 'tpl-1', name: 'Sign-ins', dataFilters: { period: 'last30days' }, scheduleConfig: null }
const filters = { period: 'last30days', tenant: 'Zürich – 東京' }

describe('encodeDataFilters (spec/admin.md §5: filters sent base64-encoded)', () => {
  it.each<[string, reports.ReportDataFilters, string]>([
    ['no filters', {}, 'e30='],
    ['ASCII', { period: 'last7days' }, 'eyJwZXJpb2QiOiJsYXN0N2RheXMifQ=='],
    ['numbers and booleans', { days: 30, subAccounts: true }, btoa('{"days":30,"subAccounts":true}')],
  ])('%s → standard base64 of the JSON', (_name, input, expected) => {
    expect(reports.encodeDataFilters(input)).toBe(expected)
  })

  it('text beyond Latin-1 is sent as its UTF-8 bytes (btoa alone would throw)', () => {
    const encoded = reports.encodeDataFilters(filters)
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(JSON.stringify(filters))
    expect(reports.decodeDataFilters(encoded)).toEqual(filters)
  })

  it('decodeDataFilters refuses what is not encoded filters', () => {
    expect(() => reports.decodeDataFilters('not base64!')).toThrow()
    expect(() => reports.decodeDataFilters(btoa('[1,2]'))).toThrow()
  })
})

describe('reports api (reference/endpoints.json area reports)', () => {
  it('GET tenant-reports (getReports): the list, filters {} and no schedule when absent', async () => {
    const { client, sent } = answering([{ id: 'rep-2', templateId: 'tpl-2', name: 'Users' }, report])
    await expect(reports.getReports(client)).resolves.toEqual([{ id: 'rep-2', templateId: 'tpl-2', name: 'Users', dataFilters: {}, scheduleConfig: null }, report])
    expect(sent()).toEqual({ method: 'GET', path: '/reports/resources/reports/v2/tenant-reports', body: undefined })
  })

  it('GET v2/{id}/tenant-reports (getReport)', async () => {
    const { client, sent } = answering(report)
    await expect(reports.getReport(client, { id: 'rep 1' })).resolves.toEqual(report)
    expect(sent().path).toBe('/reports/resources/reports/v2/rep%201/tenant-reports')
  })

  it('GET preview-report (renderReport): the filters base64 in the query, the HTML answered as text', async () => {
    const fetch = vi.fn(async () => new Response('<h1>Sign-ins</h1>', { headers: { 'Content-Type': 'text/html' } }))
    const client = createClient({ fetch, baseUrl: 'https://api.example.com' })
    await expect(reports.renderReport(client, { templateId: 'tpl-1', dataFilters: filters })).resolves.toBe('<h1>Sign-ins</h1>')
    const url = new URL(String((fetch.mock.calls[0] as unknown as [string])[0]))
    expect(url.pathname).toBe('/reports/engine/resources/triggers/v1/preview-report')
    expect(Object.fromEntries(url.searchParams)).toEqual({ templateId: 'tpl-1', dataFilters: reports.encodeDataFilters(filters), responseType: 'html' })
  })

  it('GET preview-report (downloadReport): a PDF blob', async () => {
    const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })))
    const client = createClient({ fetch, baseUrl: 'https://api.example.com' })
    const file = await reports.downloadReport(client, { templateId: 'tpl-1', dataFilters: {}, filename: 'Sign-ins.pdf' })
    expect(await file.text()).toBe('%PDF-1.7')
    const url = new URL(String((fetch.mock.calls[0] as unknown as [string])[0]))
    expect(url.searchParams.get('responseType')).toBe('pdf')
  })

  it('POST v2/{templateId}/tenant-reports (scheduleReport): the schedule and the filters base64', async () => {
    const saved = { ...report, scheduleConfig: { enabled: true, frequency: 'weekly', recipients: ['ada@acme.test'] } }
    const { client, sent } = answering(saved)
    await expect(reports.scheduleReport(client, { templateId: 'tpl-1', dataFilters: report.dataFilters, scheduleConfig: saved.scheduleConfig as reports.ReportSchedule })).resolves.toEqual(saved)
    expect(sent()).toEqual({
      method: 'POST',
      path: '/reports/resources/reports/v2/tpl-1/tenant-reports',
      body: { dataFilters: reports.encodeDataFilters(report.dataFilters), scheduleConfig: saved.scheduleConfig },
    })
  })

  it('POST triggers/v1/tenant-reports (sendReport): template, name, filters base64, recipients', async () => {
    const { client, sent } = answering(undefined, 200)
    await reports.sendReport(client, { templateId: 'tpl-1', name: 'Sign-ins', dataFilters: {}, recipients: ['ada@acme.test'] })
    expect(sent()).toEqual({ method: 'POST', path: '/reports/engine/resources/triggers/v1/tenant-reports', body: { templateId: 'tpl-1', name: 'Sign-ins', dataFilters: 'e30=', recipients: ['ada@acme.test'] } })
  })

  it.each<[string, unknown]>([
    ['not a list', { reports: [] }],
    ['a frequency the kit does not know', [{ ...report, scheduleConfig: { enabled: true, frequency: 'hourly', recipients: [] } }]],
    ['no name', [{ ...report, name: undefined }]],
  ])('%s → malformed ApiError', async (_name, answer) => {
    const error = await reports.getReports(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).reason).toBe('malformed')
  })
})
