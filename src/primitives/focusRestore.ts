/**
 * React Aria gives focus back to a closed modal's trigger in an animation frame, while the modal
 * takes `inert` off the rest of the page in a passive effect that can run after that frame. When
 * the frame comes first, `focus()` on the still-inert trigger does nothing and focus falls to the
 * page: a keyboard user is thrown back to the top (adobe/react-spectrum#10610). React Aria
 * announces each restore with a cancellable event on the element it is about to focus; a restore
 * to an element under `inert` is taken over here and done once the page is no longer inert,
 * unless focus went somewhere else in the meantime.
 */
const RESTORE_FOCUS_EVENT = 'react-aria-focus-scope-restore'

let listening = false

/** Starts taking over React Aria's focus restores that would land under `inert` (once per page). */
export function restoreFocusPastInert(): void {
  if (listening || typeof document === 'undefined') return
  listening = true
  document.addEventListener(RESTORE_FOCUS_EVENT, (event) => {
    const target = event.target
    if (!(target instanceof HTMLElement) || !target.closest('[inert]')) return
    event.preventDefault()
    focusOnceNotInert(target)
  })
}

function focusOnceNotInert(target: HTMLElement): void {
  const stop = () => {
    observer.disconnect()
    document.removeEventListener('focusin', stop, true)
  }
  const observer = new MutationObserver(() => {
    if (!target.isConnected) return stop()
    if (target.closest('[inert]')) return
    stop()
    if (document.activeElement === null || document.activeElement === document.body) target.focus({ preventScroll: true })
  })
  observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true })
  // Focus moved on by the user or by the screen (a new step's heading): leave it there.
  document.addEventListener('focusin', stop, true)
}
