import { useState } from 'react'
import { AUDITS_PAGE_SIZE, useAudits } from '../../../hooks'
import { Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import { ListEmpty, ListLoadFailed } from '../team/TeamList'
import { auditCellText } from './auditFormat'
import type { AuditsTableProps } from './AuditsSection'
import * as styles from './AuditsSection.css'
import { useAuditsMessages } from './useAuditsMessages'

/** The audit logs a page of 20 at a time (spec/admin.md §9); a new search, filter or sort starts from the first page. */
export function AuditsPagedTable(props: AuditsTableProps) {
  const { query } = props
  const [paged, setPaged] = useState({ query, page: 0 })
  // Another question than the one paged through: back to its first page.
  const page = paged.query === query ? paged.page : 0
  const audits = useAudits({ ...query, pageOffset: page, pageSize: AUDITS_PAGE_SIZE })
  const text = useAuditsMessages()
  const rows = audits.data.map((log, index) => ({ id: String(page * AUDITS_PAGE_SIZE + index), log }))
  return (
    <>
      {audits.teamError && <ListLoadFailed title={text.loadFailed} error={audits.teamError} retryLabel={text.retry} onRetry={() => void audits.refresh()} />}
      <AuditsGrid {...props} rows={rows} isLoading={audits.isLoading} failed={audits.teamError ? text.loadFailed : null} />
      <div className={styles.footer}>
        <span className={styles.muted}>{format(audits.total === 1 ? text.total.one : text.total.other, { count: String(audits.total) })}</span>
        <Pagination
          page={page + 1}
          totalPages={audits.totalPages}
          onChange={(next) => setPaged({ query, page: next - 1 })}
          label={text.pages.label}
          previousLabel={text.pages.previous}
          nextLabel={text.pages.next}
          statusText={(current, total) => format(text.pages.status, { page: String(current), total: String(total) })}
          isDisabled={audits.isValidating}
        />
      </div>
    </>
  )
}

/** The audit table itself: the shown columns, each sortable where the metadata allows; the time opens a row's details. */
function AuditsGrid({ columns, formatTime, onOpen, onSortChange, query, isFiltered, rows, isLoading, failed }: AuditsTableProps & { rows: { id: string; log: Parameters<AuditsTableProps['onOpen']>[0] }[]; isLoading: boolean; failed: string | null }) {
  const text = useAuditsMessages()
  return (
    <Table
      aria-label={text.tableLabel}
      sortDescriptor={{ column: query.sortBy ?? 'createdAt', direction: query.sortDirection === 'asc' ? 'ascending' : 'descending' }}
      onSortChange={(next) => onSortChange(next.column, next.direction)}
    >
      <TableHeader>
        {columns.map((column) => (
          <Column key={column.name} id={column.name} allowsSorting={column.sortable}>
            {column.label}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <ListEmpty isLoading={isLoading} failed={failed} empty={isFiltered ? text.noMatch : text.empty} />}>
        {({ log }) => (
          <Row>
            {columns.map((column, index) =>
              index === 0 ? (
                <Cell key={column.name} isRowHeader>
                  <AuditOpenButton log={log} label={auditCellText(log, column.name, formatTime)} formatTime={formatTime} onOpen={onOpen} />
                </Cell>
              ) : (
                <Cell key={column.name}>
                  <span className={styles.clip}>{auditCellText(log, column.name, formatTime)}</span>
                </Cell>
              ),
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  )
}

/** The first cell's button: it opens the row's details, and its name says which row. */
export function AuditOpenButton({ log, label, formatTime, onOpen, tabIndex }: { log: Parameters<AuditsTableProps['onOpen']>[0]; label: string; formatTime: (iso: string) => string; onOpen: AuditsTableProps['onOpen']; tabIndex?: number }) {
  const text = useAuditsMessages()
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      className={styles.timeButton}
      data-audit-cell=""
      aria-label={`${label} – ${format(text.details.open, { action: log.action ?? '', time: formatTime(log.createdAt) })}`}
      onClick={() => onOpen(log)}
    >
      {label || '—'}
    </button>
  )
}
