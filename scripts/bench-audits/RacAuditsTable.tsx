/**
 * The same virtual audit grid on react-aria-components' Virtualizer + TableLayout, kept only for the
 * benchmark's comparison with the section's TanStack Virtual grid (AuditsVirtualTable).
 */
import { useEffect, useMemo } from 'react'
import { Cell, Column, Row, Table, TableBody, TableHeader, TableLayout, Virtualizer } from 'react-aria-components'
import { DEFAULT_AUDIT_COLUMNS, shownColumns, useAuditsWindow } from '../../src/hooks'

const ROW_HEIGHT = 44
const columns = shownColumns(DEFAULT_AUDIT_COLUMNS, null)

export function RacAuditsTable() {
  const rows = useAuditsWindow({})
  const total = rows.total ?? 0
  // RAC's collection needs an item per row: 100,000 ids, the row's data looked up as it renders.
  const items = useMemo(() => Array.from({ length: total }, (_, index) => ({ id: index })), [total])
  return (
    <div style={{ height: '28rem', overflow: 'auto' }} data-audits-viewport="">
      <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: ROW_HEIGHT, headingHeight: 36 }}>
        <Table aria-label="Audit logs" style={{ width: '100%' }}>
          <TableHeader columns={columns}>{(column) => <Column id={column.name} isRowHeader={column.name === 'createdAt'}>{column.label}</Column>}</TableHeader>
          <TableBody items={items}>
            {(item) => {
              const log = rows.rowAt(item.id)
              return (
                <Row id={item.id} columns={columns}>
                  {(column) => <Cell>{log ? String((log as Record<string, unknown>)[column.name] ?? '') : 'Loading'}</Cell>}
                </Row>
              )
            }}
          </TableBody>
        </Table>
      </Virtualizer>
      <RangeLoader rows={rows} />
    </div>
  )
}

/** Loads the pages of the rows RAC rendered (it has no range callback): found from the DOM after each render. */
function RangeLoader({ rows }: { rows: ReturnType<typeof useAuditsWindow> }) {
  const { showRows } = rows
  useEffect(() => {
    let frame = 0
    const tick = () => {
      const indexes = [...document.querySelectorAll('[data-audits-viewport] [role=row][aria-rowindex]')].map((row) => Number(row.getAttribute('aria-rowindex')) - 2).filter((index) => index >= 0)
      if (indexes.length) showRows(Math.min(...indexes), Math.max(...indexes))
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [showRows])
  return null
}
