import { expect, waitFor, within } from 'storybook/test'

type Canvas = ReturnType<typeof within>
/** The part of the play context's userEvent these steps use. */
type User = { type(element: Element, text: string): Promise<void>; click(element: Element): Promise<void> }

/** Types the email and continues, as a person would, and waits for the password step. */
export async function enterEmail(canvas: Canvas, user: User, email: string) {
  await user.type(canvas.getByLabelText('Email'), email)
  await user.click(canvas.getByRole('button', { name: 'Continue' }))
}

export async function reachPasswordStep(canvas: Canvas, user: User, email: string) {
  await enterEmail(canvas, user, email)
  const heading = await canvas.findByRole('heading', { name: 'Enter your password' })
  await waitFor(() => expect(heading).toHaveFocus())
}

export async function enterPassword(canvas: Canvas, user: User, password: string) {
  await user.type(canvas.getByLabelText('Password'), password)
  await user.click(canvas.getByRole('button', { name: 'Sign in' }))
}
