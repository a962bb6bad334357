import type { ReactNode } from 'react'
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  composeRenderProps,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components'
import { cx } from './cx'
import * as styles from './Table.css'

export type TableProps = RACTableProps & { 'aria-label': string }

/** RAC Table: a grid with keyboard navigation between cells and rows; sortable columns announce their order. */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.wrapper}>
      <RACTable {...props} className={composeRenderProps(className, (name) => cx(styles.table, name))} />
    </div>
  )
}

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <RACTableHeader {...props} />
}

export type TableColumnProps = Omit<ColumnProps, 'children'> & { children: ReactNode }

/** A column header; with `allowsSorting` it shows the direction the table is sorted in. */
export function Column({ className, children, ...props }: TableColumnProps) {
  return (
    <RACColumn {...props} className={composeRenderProps(className, (name) => cx(styles.column, name))}>
      {({ allowsSorting, sortDirection }) => (
        <>
          {children}
          {allowsSorting && sortDirection && (
            <span aria-hidden="true" className={styles.sortIcon}>
              {sortDirection === 'ascending' ? '▲' : '▼'}
            </span>
          )}
        </>
      )}
    </RACColumn>
  )
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <RACTableBody {...props} />
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <RACRow {...props} className={composeRenderProps(className, (name) => cx(styles.row, name))} />
}

export function Cell({ className, ...props }: CellProps) {
  return <RACCell {...props} className={composeRenderProps(className, (name) => cx(styles.cell, name))} />
}

/** What an empty table body says (pass to TableBody's renderEmptyState). */
export function TableEmpty({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>
}
