import { Button } from './Button'
import * as styles from './Pagination.css'

export interface PaginationProps {
  /** 1-based current page. */
  page: number
  totalPages: number
  onChange: (page: number) => void
  /** Names the navigation landmark, e.g. "Users pages". */
  label: string
  previousLabel?: string
  nextLabel?: string
  /** "Page {page} of {total}". */
  statusText?: (page: number, total: number) => string
  isDisabled?: boolean
}

/** Previous / next through pages of a list, with where you are said in words. */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  statusText = (current, total) => `Page ${current} of ${total}`,
  isDisabled,
}: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className={styles.pagination}>
      <Button variant="text" onPress={() => onChange(page - 1)} isDisabled={isDisabled || page <= 1}>
        {previousLabel}
      </Button>
      <span aria-live="polite" className={styles.status}>
        {statusText(page, totalPages)}
      </span>
      <Button variant="text" onPress={() => onChange(page + 1)} isDisabled={isDisabled || page >= totalPages}>
        {nextLabel}
      </Button>
    </nav>
  )
}
