/**
 * What the admin portal's play functions do over and over, as a person would: find a list, its
 * row, open a row's actions menu, wait for a dialog to be open (its opening fade over) or gone.
 */
import { expect, screen, waitFor, within } from 'storybook/test'

type Canvas = ReturnType<typeof within>
type UserEvent = { click: (element: Element) => Promise<void> }

/** A section's list (a grid named after the section), once it is on screen. */
/**
 * How long a list may take to show in the first story of a file, which also loads the portal's lazy
 * section: on a cold, busy two-core machine that took over 5 s. Later waits use the default.
 */
export const FIRST_LOAD_TIMEOUT = 15_000

export const findGrid = (canvas: Canvas, name: string) => canvas.findByRole('grid', { name }, { timeout: FIRST_LOAD_TIMEOUT })

/** A dialog once it is open and its opening fade is over. */
export async function opened(role: 'dialog' | 'alertdialog', name: string | RegExp): Promise<HTMLElement> {
  const found = await screen.findByRole(role, { name })
  await waitFor(() => expect(found).toBeVisible())
  return found
}
export const dialog = (name: string | RegExp) => opened('dialog', name)
export const alertDialog = (name: string | RegExp) => opened('alertdialog', name)

/**
 * Waits for every dialog to be gone: after a save's answers (a new group's are three calls) and the
 * closing fade, as long as any findBy waits (.storybook/vitest.setup.ts), not less.
 */
export const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog')).toBeNull())

/** The row whose header starts with `name`. */
export async function rowOf(table: HTMLElement, name: string): Promise<HTMLElement> {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const header = await within(table).findByRole('rowheader', { name: new RegExp(`^${escaped}`) })
  return header.closest('[role="row"]') as HTMLElement
}

/** Opens the actions menu of `name`'s row and picks `action`. */
export async function pickRowAction(userEvent: UserEvent, table: HTMLElement, name: string, action: string): Promise<void> {
  await userEvent.click(within(await rowOf(table, name)).getByRole('button', { name: `Actions for ${name}` }))
  await userEvent.click(await screen.findByRole('menuitem', { name: action }))
}

/** Presses Tab until `target` has the focus, as a keyboard user gets there (keyboard-only stories). */
export async function tabTo(userEvent: { tab: () => Promise<void> }, target: HTMLElement, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit && document.activeElement !== target; presses++) await userEvent.tab()
  await expect(target).toHaveFocus()
}
