import type { FormEvent } from 'react'

/**
 * A form sent with Enter from one of its fields hands the focus to its submit button, as pressing
 * that button would: the button shows the pending state where the user is, and the step that
 * replaces the form on success removes no field that has the focus. Chrome blurs a focused element
 * removed from the page right inside React's commit, and a blur listener that updates React
 * synchronously there (user-event's change-on-blur runs in `act`) makes React throw "Should not
 * already be working" and drop the new step's updates. A field error brings the focus back to its
 * field (useFocusOn).
 */
export function focusSubmitter(event: FormEvent<HTMLFormElement>): void {
  const form = event.currentTarget
  const native = event.nativeEvent as Partial<SubmitEvent>
  const submitter = native.submitter ?? form.querySelector<HTMLElement>('[type="submit"]')
  const active = document.activeElement
  if (!(submitter instanceof HTMLElement) || active === submitter || !(active instanceof HTMLElement) || !form.contains(active)) return
  if (active.matches('input, textarea, select')) submitter.focus()
}
