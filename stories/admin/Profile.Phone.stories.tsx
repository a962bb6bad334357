import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ADA_PROFILE, getWorld, lastMessageTo } from '../../src/fixtures'
import { dialog, noDialog } from '../support/admin'
import { PHONE } from '../support/themeChecks'
import { StoryApp } from '../support/StoryApp'
import { expectUsableOnPhone } from './onAPhone'
import { card, detailsCard, profileArgs } from './profileStory'

/** The profile at 375 px: the cards one under the other, nothing cut off or scrolling sideways. */
const meta = {
  title: 'Admin portal/Profile/On a phone',
  component: StoryApp,
  args: profileArgs(),
  // A number added in a story is dated today.
  parameters: { layout: 'padded', ...PHONE.parameters, screenshot: { mask: ['time'] } },
  globals: PHONE.globals,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const ProfileOnAPhone: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const details = await detailsCard(canvas)
    await step('the details, the password form and the phone numbers each fit the screen', async () => {
      await waitFor(() => expect(within(details).getByRole('textbox', { name: /Phone number/ })).toHaveValue('+1 555 555 0123'))
      await expect(within(details).getByRole('textbox', { name: 'Address' })).toHaveValue(ADA_PROFILE.address)
      const phones = await card(canvas, 'Phone numbers')
      await within(phones).findByText('+44 20 7946 0958')
      for (const shown of [details, await card(canvas, 'Change your password'), phones]) expectUsableOnPhone(shown)
    })
    await step('the cards stack: the password form below the details, the phone numbers below it', async () => {
      const [first, second, third] = [details, await card(canvas, 'Change your password'), await card(canvas, 'Phone numbers')].map((section) => section.getBoundingClientRect())
      await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom)
      await expect(third!.top).toBeGreaterThanOrEqual(second!.bottom)
    })
    await step('adding a number: the dialog and its code step fit, the buttons within reach', async () => {
      const phones = within(await card(canvas, 'Phone numbers'))
      await userEvent.click(phones.getByRole('button', { name: 'Add a phone number' }))
      const add = await dialog('Add a phone number')
      expectUsableOnPhone(add)
      await userEvent.type(within(add).getByRole('textbox', { name: 'Phone number' }), '+1 202 555 0143')
      await userEvent.click(within(add).getByRole('button', { name: 'Text me a code' }))
      await within(add).findByRole('textbox', { name: 'Code' })
      expectUsableOnPhone(add)
      await userEvent.type(within(add).getByRole('textbox', { name: 'Code' }), lastMessageTo(getWorld(), '+12025550143')!.code)
      await userEvent.click(within(add).getByRole('button', { name: 'Verify' }))
      await noDialog()
      await expect(await phones.findByText('(202) 555-0143 is added.')).toBeVisible()
      expectUsableOnPhone(await card(canvas, 'Phone numbers'))
    })
  },
}
