import { expect, waitFor, within } from 'storybook/test'
import { getWorld, lastMessageTo, people } from '../../src/fixtures'
import { enterPassword, reachPasswordStep } from './loginSteps'

type Canvas = ReturnType<typeof within>
type User = { type(element: Element, text: string): Promise<void>; click(element: Element): Promise<void>; clear(element: Element): Promise<void> }

/** Signs Ada in with her password and waits for the MFA step's heading to take focus. */
export async function reachMfaStep(canvas: Canvas, user: User, heading: string) {
  await reachPasswordStep(canvas, user, people.ada.email)
  await enterPassword(canvas, user, people.ada.password)
  const title = await canvas.findByRole('heading', { name: heading })
  await waitFor(() => expect(title).toHaveFocus())
  return title
}

/** The last code the API texted or emailed to `to`, read as its owner would read their phone or inbox. */
export async function codeSentTo(to: string, count = 1): Promise<string> {
  await waitFor(() => expect(getWorld().outbox.filter((message) => message.to === to && message.purpose.startsWith('mfa:'))).toHaveLength(count))
  return lastMessageTo(getWorld(), to)!.code
}

/** Types a code into the field labelled `label` (replacing what was there) and presses the submit button. */
export async function enterCode(canvas: Canvas, user: User, label: string, code: string, submit = 'Verify') {
  const field = canvas.getByLabelText(label)
  await user.clear(field)
  await user.type(field, code)
  await user.click(canvas.getByRole('button', { name: submit }))
}

/** A six-digit code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')
}
