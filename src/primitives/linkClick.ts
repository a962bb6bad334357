/** What of a click on a link decides whether the page may handle it (a MouseEvent and its link have these). */
export interface LinkClick {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  altKey: boolean
  shiftKey: boolean
}

/** What of the link decides it: where it goes, and whether it asks for another window or a download. */
export interface LinkTarget {
  origin: string
  target: string
  download?: string
}

/**
 * True when a click on a link is the host's router's to handle (React Aria's `shouldClientNavigate`
 * rule): a plain primary click, to this origin, in this window, not a download. A click asking for
 * a new tab or window (a modifier key, the middle button) stays the browser's.
 */
export function navigatesInPage(click: LinkClick, link: LinkTarget, pageOrigin: string): boolean {
  const plain = click.button === 0 && !click.metaKey && !click.ctrlKey && !click.altKey && !click.shiftKey
  return plain && link.origin === pageOrigin && (!link.target || link.target === '_self') && link.download === undefined
}
