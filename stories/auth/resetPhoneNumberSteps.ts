// The reset phone number flow as Ada goes through it, for the stories of Auth/ResetPhoneNumber.
import { expect, waitFor, within } from 'storybook/test'
import { findUserByEmail, getWorld, lastMessageTo, people } from '../../src/fixtures'

/** What a step needs of the play context: the canvas and the user's hands. */
export interface Part {
  canvas: ReturnType<typeof within>
  userEvent: { type(element: Element, text: string): Promise<void>; click(element: Element): Promise<void>; clear(element: Element): Promise<void> }
}

/** The number Ada moves her SMS sign-in to, as she types it and as the API keeps it. */
export const NEW_PHONE = { typed: '+1 (202) 555-0143', e164: '+12025550143', masked: '+1 ••• ••• 0143' }
/** Codes are random: a screenshot masks the one typed. */
export const MASK_CODE = { screenshot: { mask: ['input[autocomplete="one-time-code"]'] } }

/** The newest code emailed to Ada for a phone reset, read as she reads her email. */
export function emailedCode(): string {
  const message = lastMessageTo(getWorld(), people.ada.email)
  if (message?.purpose !== 'phoneReset') throw new Error('no phone reset code was emailed to Ada')
  return message.code
}

/** Another six digits than the right code. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Types the email and asks for the code, as a person would. */
export async function requestCode({ canvas, userEvent }: Part, email: string = people.ada.email) {
  await userEvent.type(canvas.getByLabelText('Email'), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Email me a code' }))
}

/** Asks for Ada's code and waits for the step that takes it, its heading focused. */
export async function reachVerify(context: Part) {
  await requestCode(context)
  const heading = await context.canvas.findByRole('heading', { name: 'Check your email' })
  await waitFor(() => expect(heading).toHaveFocus())
}

/** Types a code over whatever was in the field, and submits it. */
export async function enterCode({ canvas, userEvent }: Part, code: string) {
  const field = canvas.getByLabelText('Code from the email')
  await userEvent.clear(field)
  await userEvent.type(field, code)
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
}

/** Proves Ada's emailed code and waits for the new number step, its heading focused. */
export async function reachChange(context: Part) {
  await reachVerify(context)
  await enterCode(context, emailedCode())
  const heading = await context.canvas.findByRole('heading', { name: 'Enter your new phone number' })
  await waitFor(() => expect(heading).toHaveFocus())
}

/** Types a new number over whatever was in the field, and submits it. */
export async function enterPhone({ canvas, userEvent }: Part, phone: string) {
  const field = canvas.getByLabelText('New phone number')
  await userEvent.clear(field)
  await userEvent.type(field, phone)
  await userEvent.click(canvas.getByRole('button', { name: 'Change phone number' }))
}

/** Ada's phone number as the API keeps it. */
export const adaPhone = () => findUserByEmail(getWorld(), people.ada.email)?.phoneNumber
