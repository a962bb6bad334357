import { useEffect, useRef } from 'react'
import { Button } from './Button'
import { focusAfterPageChange, type PaginationControl, type PaginationFocus } from './paginationFocus'
import * as styles from './Pagination.css'
import { useControlWords } from './controlWords'

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
  /**
   * Whether the position is a live region, said when the page changes (the default). Off where the
   * list says its own range once the new rows are there, so a page turn is announced once.
   */
  announcesPage?: boolean
}

/**
 * Previous / next through pages of a list, with where you are said in words. A button that
 * becomes disabled under the focus hands it to the other one (Next on the last page), or parks it
 * on the position while both are (a page loading) and takes it back after, instead of dropping it
 * to the page's body.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
  previousLabel: ownPreviousLabel,
  nextLabel: ownNextLabel,
  statusText: ownStatusText,
  isDisabled,
  announcesPage = true,
}: PaginationProps) {
  const words = useControlWords()
  const previousLabel = ownPreviousLabel ?? words.previousPage
  const nextLabel = ownNextLabel ?? words.nextPage
  const statusText = ownStatusText ?? ((current: number, total: number) => words.pageStatus.replace('{page}', String(current)).replace('{total}', String(total)))
  const nav = useRef<HTMLElement>(null)
  const focused = useRef<PaginationControl | null>(null)
  const parkedFrom = useRef<PaginationFocus['parkedFrom']>(null)
  const previousEnabled = !isDisabled && page > 1
  const nextEnabled = !isDisabled && page < totalPages
  useEffect(() => {
    const control = (name: PaginationControl) => nav.current?.querySelector<HTMLElement>(`[data-page-control="${name}"]`)
    const from = focused.current
    // Only a focus this pagination held and lost (to the body, or still on its disabled button) is moved.
    const held = from !== null && (document.activeElement === document.body || document.activeElement === control(from))
    const move = focusAfterPageChange({ focused: held ? from : null, parkedFrom: parkedFrom.current }, { previous: previousEnabled, next: nextEnabled })
    parkedFrom.current = move.parkedFrom
    if (move.to) control(move.to)?.focus()
  }, [previousEnabled, nextEnabled])
  if (totalPages <= 1) return null
  return (
    <nav
      ref={nav}
      aria-label={label}
      className={styles.pagination}
      onFocus={(event) => void (focused.current = controlOf(event.target))}
      // Leaving for elsewhere forgets it; a blur because the button was just disabled does not.
      onBlur={(event) => {
        if (!(event.target as HTMLButtonElement).disabled) focused.current = null
      }}
    >
      <Button variant="text" onPress={() => onChange(page - 1)} isDisabled={!previousEnabled} data-page-control="previous">
        {previousLabel}
      </Button>
      <span tabIndex={-1} aria-live={announcesPage ? 'polite' : undefined} className={styles.status} data-page-control="status">
        {statusText(page, totalPages)}
      </span>
      <Button variant="text" onPress={() => onChange(page + 1)} isDisabled={!nextEnabled} data-page-control="next">
        {nextLabel}
      </Button>
    </nav>
  )
}

function controlOf(element: EventTarget): PaginationControl | null {
  const name = element instanceof HTMLElement ? element.dataset.pageControl : undefined
  return name === 'previous' || name === 'next' || name === 'status' ? name : null
}
