import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { CHANGE_PASSWORD_PATH } from '../../src/api/users'
import { WRONG_CURRENT_PASSWORD, findUserByEmail, getWorld, people } from '../../src/fixtures'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { card, profileArgs } from './profileStory'

const meta = {
  title: 'Admin portal/Profile/Password',
  component: StoryApp,
  args: profileArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const NEW_PASSWORD = 'Babbage-Difference-42'

/** The change-password card of the profile section, with its two fields. */
async function passwordCard(canvas: Context['canvas']) {
  const form = within(await card(canvas, 'Change your password'))
  return { form, current: form.getByLabelText('Current password'), next: form.getByLabelText('New password') }
}

export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const { form, current, next } = await passwordCard(canvas)
    await step('Ada types her current password and a new one that meets the rules', async () => {
      await userEvent.type(current, people.ada.password)
      await userEvent.type(next, NEW_PASSWORD)
      await userEvent.click(form.getByRole('button', { name: 'Change password' }))
    })
    await step('changed: the fields are empty again, the message says so, the server has the new one', async () => {
      await expect(await form.findByText('Your password is changed. Use the new one the next time you sign in.')).toBeVisible()
      await waitFor(() => expect(form.getByLabelText('Current password')).toHaveValue(''))
      await expect(form.getByLabelText('New password')).toHaveValue('')
      await expect(sent(CHANGE_PASSWORD_PATH).map((request) => request.body)).toEqual([{ password: people.ada.password, newPassword: NEW_PASSWORD }])
      await expect(findUserByEmail(getWorld(), people.ada.email)!.password).toBe(NEW_PASSWORD)
    })
  },
}

export const PasswordWrongCurrent: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const { form, current, next } = await passwordCard(canvas)
    await step('a wrong current password is refused on that field, both fields kept', async () => {
      await userEvent.type(current, 'not-my-password')
      await userEvent.type(next, NEW_PASSWORD)
      await userEvent.click(form.getByRole('button', { name: 'Change password' }))
      await expect(await form.findByText(WRONG_CURRENT_PASSWORD)).toBeVisible()
      await expect(current).toHaveAttribute('aria-invalid', 'true')
      await expect(current).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD)
      await waitFor(() => expect(current).toHaveFocus())
      await expect(current).toHaveValue('not-my-password')
      await expect(next).toHaveValue(NEW_PASSWORD)
      await expect(findUserByEmail(getWorld(), people.ada.email)!.password).toBe(people.ada.password)
    })
  },
}
