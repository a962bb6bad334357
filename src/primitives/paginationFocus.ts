/** The controls of a Pagination that can hold the focus. */
export type PaginationControl = 'previous' | 'next' | 'status'
type PageButton = Exclude<PaginationControl, 'status'>

export interface PaginationFocus {
  /** The control that holds the focus, as far as the pagination knows; null when it is elsewhere. */
  readonly focused: PaginationControl | null
  /** The button the focus was parked away from while no button could be pressed (a page loading). */
  readonly parkedFrom: PageButton | null
}

export interface FocusMove {
  /** Where to move the focus now; null to leave it. */
  readonly to: PaginationControl | null
  readonly parkedFrom: PageButton | null
}

const otherButton = (button: PageButton): PageButton => (button === 'next' ? 'previous' : 'next')

/**
 * Where the focus goes when the buttons' states change under it. A button that becomes disabled
 * drops the focus to the page's body (Next on reaching the last page, both while a page loads): it
 * moves to the other button when that one can be pressed, else it is parked on the page position
 * and goes back to its button once that can be pressed again, so a keyboard user stays where they
 * were.
 */
export function focusAfterPageChange({ focused, parkedFrom }: PaginationFocus, enabled: Readonly<Record<PageButton, boolean>>): FocusMove {
  if (focused === 'previous' || focused === 'next') {
    if (enabled[focused]) return { to: null, parkedFrom: null }
    const other = otherButton(focused)
    return enabled[other] ? { to: other, parkedFrom: null } : { to: 'status', parkedFrom: focused }
  }
  if (focused === 'status' && parkedFrom) {
    if (enabled[parkedFrom]) return { to: parkedFrom, parkedFrom: null }
    const other = otherButton(parkedFrom)
    if (enabled[other]) return { to: other, parkedFrom: null }
    return { to: null, parkedFrom }
  }
  return { to: null, parkedFrom: null }
}
