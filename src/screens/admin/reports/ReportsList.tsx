import { useEffect, useRef, useState } from 'react'
import type { Report } from '../../../api'
import { reportError, useDownloadReport, useReports, useSectionActions } from '../../../hooks'
import { Banner, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { ActionMenu, type ActionMenuItem } from '../../../primitives/Menu'
import { formatDate, pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { useAdminMessages } from '../useAdminMessages'
import { LazyDialogs } from '../team/LazyDialogs'
import { ListEmpty, ListLoadFailed } from '../team/TeamList'
import type { ReportDialog, ReportsDialogsProps } from './ReportsDialogs'
import * as styles from './Reports.css'
import { useReportsMessages, type ReportsMessages } from './reportsMessages'

const loadDialogs = () => import('./ReportsDialogs')

type RowAction = 'preview' | 'download' | 'schedule' | 'send'

/** How a report is scheduled, in words: "Weekly, to 2 recipients", "Paused" or "Not scheduled". */
export function scheduleText(report: Report, text: ReportsMessages, locale: string): string {
  const schedule = report.scheduleConfig
  if (!schedule) return text.notScheduled
  if (!schedule.enabled) return text.paused
  return format(text.scheduled, { frequency: text.frequencies[schedule.frequency], recipients: pluralize(text.recipients, schedule.recipients.length, locale) })
}

/**
 * The tenant's reports (spec/admin.md §5, §7): each report's name and what it covers, its schedule
 * and when it was last sent; per row, preview, download and (with the write key) schedule and send
 * now, whose dialogs load in their own chunk. Without the write key the list says it is read only.
 */
export function ReportsList({ focus, onPreview }: { focus: boolean; onPreview: (report: Report) => void }) {
  const text = useReportsMessages()
  const admin = useAdminMessages()
  const messages = useMessages()
  const locale = useLocale()
  const reports = useReports()
  const can = useSectionActions('reports')
  const canSchedule = can('schedule')
  const canSend = can('send')
  const download = useDownloadReport()
  const [dialog, setDialog] = useState<ReportDialog>({ kind: 'closed' })
  const [notice, setNotice] = useState<string | null>(null)
  const description = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (focus) description.current?.focus()
  }, [focus])
  const downloadFailure = reportError('downloadReport', download.error)

  const act = (report: Report, action: RowAction) => {
    setNotice(null)
    download.reset()
    if (action === 'preview') return onPreview(report)
    if (action === 'download') return void download.trigger(report).catch(() => undefined)
    setDialog({ kind: action, report })
  }
  const items: ActionMenuItem<RowAction>[] = [
    { id: 'preview', label: text.preview },
    { id: 'download', label: text.download },
    ...(canSchedule ? [{ id: 'schedule' as const, label: text.schedule }] : []),
    ...(canSend ? [{ id: 'send' as const, label: text.send }] : []),
  ]

  const props: ReportsDialogsProps = {
    dialog,
    onClose: () => setDialog({ kind: 'closed' }),
    onDone: (message) => setNotice(message),
  }

  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <p ref={description} tabIndex={-1} className={styles.intro}>
          {text.description}
        </p>
        {!canSchedule && !canSend && <p className={styles.muted}>{text.readOnly}</p>}
      </div>
      {notice && <Banner tone="success">{notice}</Banner>}
      {downloadFailure && <Banner tone="error">{`${text.downloadFailed} ${errorText(downloadFailure, messages)}`}</Banner>}
      {reports.teamError && <ListLoadFailed title={text.loadFailed} error={reports.teamError} retryLabel={text.retry} onRetry={() => void reports.refresh()} />}
      <Table aria-label={text.tableLabel}>
        <TableHeader>
          <Column id="name">{text.columns.name}</Column>
          <Column id="schedule">{text.columns.schedule}</Column>
          <Column id="lastSent">{text.columns.lastSent}</Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody items={reports.data ?? []} renderEmptyState={() => <ListEmpty isLoading={reports.isLoading} failed={reports.teamError ? text.loadFailed : null} empty={text.empty} />}>
          {(report) => (
            <Row>
              <Cell isRowHeader>
                <span className={styles.name}>
                  <strong>{report.name}</strong>
                  {report.description && <span className={styles.muted}>{report.description}</span>}
                </span>
              </Cell>
              <Cell>{scheduleText(report, text, locale)}</Cell>
              <Cell>{report.lastSentAt ? <time dateTime={report.lastSentAt}>{formatDate(report.lastSentAt, locale)}</time> : <span className={styles.muted}>{text.never}</span>}</Cell>
              <Cell>
                <ActionMenu<RowAction> label={format(text.actionsFor, { name: report.name })} loadFailedLabel={admin.actionsFailed} items={items} onAction={(action) => act(report, action)} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LazyDialogs load={loadDialogs} isActive={dialog.kind !== 'closed'} props={props} />
    </div>
  )
}
