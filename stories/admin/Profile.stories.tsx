import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { PROFILE_PATH } from '../../src/api/profile'
import { ADA_PROFILE, findUserByEmail, getWorld, people, profileDetailsOf } from '../../src/fixtures'
import { StoryApp } from '../support/StoryApp'
import { card, detailsCard, heldProfileCalls, holdProfileCalls, profileArgs, sessionUser, tabTo } from './profileStory'

const meta = {
  title: 'Admin portal/Profile',
  component: StoryApp,
  args: profileArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const ada = () => findUserByEmail(getWorld(), people.ada.email)!
/** The profile saves sent (PUT v2/me). */
const saves = () => getWorld().requests.filter((request) => request.method === 'PUT' && request.path === PROFILE_PATH)

export const ProfileShown: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    const details = within(await detailsCard(canvas))
    await step('Ada\'s details, each editable, her phone in her own (US) format', async () => {
      await expect(details.getByRole('textbox', { name: 'Name' })).toHaveValue(people.ada.name)
      await expect(details.getByRole('textbox', { name: 'Address' })).toHaveValue(ADA_PROFILE.address)
      await expect(details.getByRole('textbox', { name: 'Job title' })).toHaveValue(ADA_PROFILE.jobTitle)
      await waitFor(() => expect(details.getByRole('textbox', { name: /Phone number/ })).toHaveValue('+1 555 555 0123'))
      await expect(details.getByRole('group', { name: 'Email' })).toHaveTextContent(people.ada.email)
    })
    await step('no picture yet: her initials stand in', async () => {
      await expect(details.getByRole('img', { name: 'No picture yet' })).toHaveTextContent('AL')
      await expect(details.getByRole('button', { name: 'Choose a picture' })).toBeVisible()
    })
    await step('the password form and her phone numbers sit beside it', async () => {
      await expect(await card(canvas, 'Change your password')).toBeVisible()
      const phones = within(await card(canvas, 'Phone numbers'))
      await expect(await phones.findByText('+44 20 7946 0958')).toBeVisible()
    })
  },
}

export const SaveProfile: Story = {
  beforeEach: holdProfileCalls('saveProfile'),
  play: async ({ canvas, userEvent, step }) => {
    const details = within(await detailsCard(canvas))
    await step('Ada changes her job title and phone, typed her way', async () => {
      const title = details.getByRole('textbox', { name: 'Job title' })
      await userEvent.clear(title)
      await userEvent.type(title, 'Countess of Lovelace')
      const phone = details.getByRole('textbox', { name: /Phone number/ })
      await waitFor(() => expect(phone).toHaveValue('+1 555 555 0123'))
      await userEvent.clear(phone)
      await userEvent.type(phone, '(202) 555-0143')
      await userEvent.click(details.getByRole('button', { name: 'Save changes' }))
    })
    const gate = await heldProfileCalls('saveProfile')
    await step('while it saves: the button says so, the fields wait, the card already shows the new title', async () => {
      await expect(await details.findByRole('progressbar', { name: 'Saving' })).toBeVisible()
      await expect(details.getByRole('textbox', { name: 'Job title' })).toBeDisabled()
      await expect(details.getByText('Countess of Lovelace', { selector: 'span' })).toBeVisible()
      await expect(sessionUser()).toHaveTextContent(`Signed in as ${people.ada.name}`)
    })
    gate.open()
    await step('saved: only the changed fields were sent, the phone as E.164', async () => {
      await expect(await details.findByText('Your profile is saved.')).toBeVisible()
      await expect(saves().map((request) => request.body)).toEqual([{ phoneNumber: '+12025550143', jobTitle: 'Countess of Lovelace' }])
      await expect(profileDetailsOf(getWorld(), ada().id).jobTitle).toBe('Countess of Lovelace')
      await expect(ada().phoneNumber).toBe('+12025550143')
    })
  },
}

export const SaveNameUpdatesSession: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const details = within(await detailsCard(canvas))
    await step('Ada saves her full name', async () => {
      const name = details.getByRole('textbox', { name: 'Name' })
      await userEvent.clear(name)
      await userEvent.type(name, 'Augusta Ada King')
      await userEvent.click(details.getByRole('button', { name: 'Save changes' }))
      await expect(await details.findByText('Your profile is saved.')).toBeVisible()
    })
    await step('the session\'s user has the new name: the host\'s header shows it', async () => {
      await waitFor(() => expect(sessionUser()).toHaveTextContent('Signed in as Augusta Ada King'))
      await expect(ada().name).toBe('Augusta Ada King')
      await expect(saves().map((request) => request.body)).toEqual([{ name: 'Augusta Ada King' }])
    })
  },
}

export const SaveFailing: Story = {
  beforeEach: () => {
    getWorld().profile.failures.saveProfile = 'serverError'
  },
  play: async ({ canvas, userEvent, step }) => {
    const details = within(await detailsCard(canvas))
    await step('Ada renames herself; the server refuses', async () => {
      const name = details.getByRole('textbox', { name: 'Name' })
      await userEvent.clear(name)
      await userEvent.type(name, 'Augusta Ada King')
      await userEvent.click(details.getByRole('button', { name: 'Save changes' }))
    })
    await step('the shown profile goes back, with the server\'s message; what she typed stays for another try', async () => {
      await expect(await details.findByText("Your changes weren't saved: Internal server error")).toBeVisible()
      await expect(details.getByText(people.ada.name, { selector: 'strong' })).toBeVisible()
      await expect(details.getByRole('textbox', { name: 'Name' })).toHaveValue('Augusta Ada King')
      await expect(sessionUser()).toHaveTextContent(`Signed in as ${people.ada.name}`)
      await expect(ada().name).toBe(people.ada.name)
      await expect(saves()).toHaveLength(1)
    })
  },
}

export const SaveNetworkFailure: Story = {
  beforeEach: () => {
    getWorld().profile.failures.saveProfile = 'networkError'
  },
  play: async ({ canvas, userEvent, step }) => {
    const details = within(await detailsCard(canvas))
    await step('the save never reaches the server: the default words, nothing lost', async () => {
      const title = details.getByRole('textbox', { name: 'Job title' })
      await userEvent.clear(title)
      await userEvent.type(title, 'Mathematician')
      await userEvent.click(details.getByRole('button', { name: 'Save changes' }))
      await expect(await details.findByText("Your changes weren't saved: We're facing some difficulties, Please try again")).toBeVisible()
      await expect(title).toHaveValue('Mathematician')
      await expect(details.getByText(ADA_PROFILE.jobTitle, { selector: 'span' })).toBeVisible()
    })
  },
}

export const InvalidFields: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const details = within(await detailsCard(canvas))
    await step('an empty name and a phone number that is not one are refused on their fields, nothing is sent', async () => {
      await userEvent.clear(details.getByRole('textbox', { name: 'Name' }))
      const phone = details.getByRole('textbox', { name: /Phone number/ })
      await userEvent.clear(phone)
      await userEvent.type(phone, '12')
      await userEvent.click(details.getByRole('button', { name: 'Save changes' }))
      await expect(await details.findByText('Enter your name.')).toBeVisible()
      await expect(details.getByText(/Enter a valid phone number/)).toBeVisible()
      await expect(details.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
      await waitFor(() => expect(details.getByRole('textbox', { name: 'Name' })).toHaveFocus())
      await expect(saves()).toHaveLength(0)
    })
  },
}

export const ViewOnlyAndHiddenFields: Story = {
  args: profileArgs({ fieldAppearance: { profile: { phoneNumber: 'viewOnly', address: 'hidden', name: 'viewOnly' } } }),
  play: async ({ canvas, userEvent, step }) => {
    const details = within(await detailsCard(canvas))
    await step('name and phone are shown but not editable, the address is not there', async () => {
      await expect(details.getByRole('group', { name: 'Name' })).toHaveTextContent(people.ada.name)
      await expect(details.getByRole('group', { name: 'Name' })).toHaveTextContent('Set by your organisation')
      await waitFor(() => expect(details.getByRole('group', { name: 'Phone number' })).toHaveTextContent('+1 555 555 0123'))
      await expect(details.queryByRole('textbox', { name: 'Name' })).toBeNull()
      await expect(details.queryByRole('textbox', { name: /Phone number/ })).toBeNull()
      await expect(details.queryByText('Address')).toBeNull()
    })
    await step('a save sends the job title only', async () => {
      const title = details.getByRole('textbox', { name: 'Job title' })
      await userEvent.clear(title)
      await userEvent.type(title, 'Analyst and poet')
      await userEvent.click(details.getByRole('button', { name: 'Save changes' }))
      await expect(await details.findByText('Your profile is saved.')).toBeVisible()
      await expect(saves().map((request) => request.body)).toEqual([{ jobTitle: 'Analyst and poet' }])
    })
  },
}

export const AllFieldsViewOnly: Story = {
  args: profileArgs({ fieldAppearance: { profile: { name: 'viewOnly', phoneNumber: 'hidden', address: 'viewOnly', jobTitle: 'viewOnly' } } }),
  play: async ({ canvas, step }) => {
    const details = within(await detailsCard(canvas))
    await step('nothing to edit: no save button, the values as text', async () => {
      await expect(details.getByRole('group', { name: 'Job title' })).toHaveTextContent(ADA_PROFILE.jobTitle)
      await expect(details.queryByRole('button', { name: 'Save changes' })).toBeNull()
      await expect(details.queryByRole('group', { name: 'Phone number' })).toBeNull()
      await expect(details.queryAllByRole('textbox')).toEqual([])
    })
  },
}

export const KeyboardOnlySave: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const details = within(await detailsCard(canvas))
    await step('Tab to the job title, type, Enter saves', async () => {
      const title = details.getByRole('textbox', { name: 'Job title' })
      await tabTo(userEvent, title)
      await userEvent.keyboard('{Control>}a{/Control}Engineer')
      await userEvent.keyboard('{Enter}')
      await expect(await details.findByText('Your profile is saved.')).toBeVisible()
      await expect(saves().map((request) => request.body)).toEqual([{ jobTitle: 'Engineer' }])
    })
  },
}
