import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { PHONE_NUMBERS_PATH } from '../../src/api/phoneNumbers'
import { ADA_VERIFIED_PHONE, INVALID_ONE_TIME_CODE, ONE_TIME_CODE_EXPIRED, expirePhoneNumberCodes, getWorld, lastMessageTo, phoneNumbersOf } from '../../src/fixtures'
import { dialog, alertDialog, noDialog } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { card, profileArgs, tabTo } from './profileStory'

const meta = {
  title: 'Admin portal/Profile/Phone numbers',
  component: StoryApp,
  args: profileArgs(),
  // A number added in a story is dated today.
  parameters: { layout: 'padded', screenshot: { mask: ['time'] } },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const NEW_PHONE = '+12025550143'
const NEW_PHONE_SHOWN = '(202) 555-0143'
const SAVED_SHOWN = '+44 20 7946 0958'
const phonesCard = async (canvas: Context['canvas']) => within(await card(canvas, 'Phone numbers'))
const adaPhones = () => phoneNumbersOf(getWorld(), 'user-ada').map((phone) => phone.phoneNumber)
/** The code the fixture texted to `to`, read from the world's outbox as Ada reads her phone. */
const textedCode = (to: string) => lastMessageTo(getWorld(), to)!.code
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000')

/** Opens the add dialog and sends the number as typed; waits for the code step. */
async function addNumber({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, typed: string) {
  const phones = await phonesCard(canvas)
  await expect(await phones.findByText(SAVED_SHOWN)).toBeVisible()
  await userEvent.click(phones.getByRole('button', { name: 'Add a phone number' }))
  const add = within(await dialog('Add a phone number'))
  await userEvent.type(add.getByRole('textbox', { name: 'Phone number' }), typed)
  await userEvent.click(add.getByRole('button', { name: 'Text me a code' }))
  await expect(await add.findByText(`We texted a 6-digit code to ${NEW_PHONE_SHOWN}.`)).toBeVisible()
  return add
}

export const PhoneNumbersListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await step('Ada\'s verified number, written internationally (it is not a US number), the first 10 asked for', async () => {
      const phones = await phonesCard(canvas)
      await expect(await phones.findByText(SAVED_SHOWN)).toBeVisible()
      await expect(phones.getByRole('button', { name: `Remove ${SAVED_SHOWN}` })).toBeVisible()
      await expect(sent(PHONE_NUMBERS_PATH).map((request) => request.query)).toEqual([{ _limit: '10', _offset: '0' }])
    })
  },
}

export const PhoneNumbersEmpty: Story = {
  beforeEach: () => {
    getWorld().profile.phoneNumbers = []
  },
  play: async ({ canvas }) => {
    const phones = await phonesCard(canvas)
    await expect(await phones.findByText('No phone numbers yet.')).toBeVisible()
    await expect(phones.getByRole('button', { name: 'Add a phone number' })).toBeVisible()
  },
}

export const PhoneNumbersLoadFails: Story = {
  beforeEach: () => {
    getWorld().profile.failures.phoneNumbers = 'networkError'
  },
  play: async ({ canvas, userEvent, step }) => {
    const phones = await phonesCard(canvas)
    await step('the list does not arrive: said so, with a retry that works once the network is back', async () => {
      await expect(await phones.findByText(/We couldn't load your phone numbers/)).toBeVisible()
      delete getWorld().profile.failures.phoneNumbers
      await userEvent.click(phones.getByRole('button', { name: 'Try again' }))
      await expect(await phones.findByText(SAVED_SHOWN)).toBeVisible()
    })
  },
}

export const AddAndVerify: Story = {
  play: async (context) => {
    const { userEvent, step, canvas } = context
    let add!: ReturnType<typeof within>
    await step('Ada types a US number her way: it is sent as E.164 and a code is texted to it', async () => {
      add = await addNumber(context, '202 555 0143')
      await expect(sent(PHONE_NUMBERS_PATH).filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ phoneNumber: NEW_PHONE }])
      await waitFor(() => expect(add.getByRole('textbox', { name: 'Code' })).toHaveFocus())
    })
    await step('the texted code, read from her phone, verifies it with the otcToken the API answered', async () => {
      await userEvent.type(add.getByRole('textbox', { name: 'Code' }), textedCode(NEW_PHONE))
      await userEvent.click(add.getByRole('button', { name: 'Verify' }))
      await noDialog()
      const [verify] = sent(`${PHONE_NUMBERS_PATH}/verify`)
      await expect(verify?.body).toEqual({ otcToken: expect.any(String), code: textedCode(NEW_PHONE) })
    })
    await step('the number is on her account and in the list', async () => {
      const phones = await phonesCard(canvas)
      await expect(await phones.findByText(`${NEW_PHONE_SHOWN} is added.`)).toBeVisible()
      await expect(await phones.findByRole('button', { name: `Remove ${NEW_PHONE_SHOWN}` })).toBeVisible()
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber, NEW_PHONE])
    })
  },
}

export const AddWrongCode: Story = {
  play: async (context) => {
    const { userEvent, step } = context
    const add = await addNumber(context, '+1 202 555 0143')
    await step('a wrong code is refused on the code field; the number is not added', async () => {
      const code = add.getByRole('textbox', { name: 'Code' })
      await userEvent.type(code, wrongCode(textedCode(NEW_PHONE)))
      await userEvent.click(add.getByRole('button', { name: 'Verify' }))
      await expect(await add.findByText(INVALID_ONE_TIME_CODE)).toBeVisible()
      await expect(code).toHaveAttribute('aria-invalid', 'true')
      await waitFor(() => expect(code).toHaveFocus())
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber])
    })
    await step('the right one then works', async () => {
      const code = add.getByRole('textbox', { name: 'Code' })
      await userEvent.clear(code)
      await userEvent.type(code, textedCode(NEW_PHONE))
      await userEvent.click(add.getByRole('button', { name: 'Verify' }))
      await noDialog()
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber, NEW_PHONE])
    })
  },
}

export const AddExpiredCode: Story = {
  play: async (context) => {
    const { userEvent, step } = context
    const add = await addNumber(context, '+1 202 555 0143')
    const first = textedCode(NEW_PHONE)
    await step('the code is typed too late: the server says it expired', async () => {
      expirePhoneNumberCodes(getWorld())
      await userEvent.type(add.getByRole('textbox', { name: 'Code' }), first)
      await userEvent.click(add.getByRole('button', { name: 'Verify' }))
      await expect(await add.findByText(ONE_TIME_CODE_EXPIRED)).toBeVisible()
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber])
    })
    await step('a new code is texted to the same number and verifies it', async () => {
      await userEvent.click(add.getByRole('button', { name: 'Text me a new code' }))
      await expect(await add.findByText(`A new code is on its way to ${NEW_PHONE_SHOWN}.`)).toBeVisible()
      await waitFor(() => expect(textedCode(NEW_PHONE)).not.toBe(first))
      await userEvent.type(add.getByRole('textbox', { name: 'Code' }), textedCode(NEW_PHONE))
      await userEvent.click(add.getByRole('button', { name: 'Verify' }))
      await noDialog()
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber, NEW_PHONE])
      await expect(sent(PHONE_NUMBERS_PATH).filter((request) => request.method === 'POST')).toHaveLength(2)
    })
  },
}

export const AddInvalidNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    const phones = await phonesCard(canvas)
    await userEvent.click(await phones.findByRole('button', { name: 'Add a phone number' }))
    const add = within(await dialog('Add a phone number'))
    const field = add.getByRole('textbox', { name: 'Phone number' })
    await userEvent.type(field, '12')
    await userEvent.click(add.getByRole('button', { name: 'Text me a code' }))
    await expect(await add.findByText(/Enter a valid phone number/)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(sent(PHONE_NUMBERS_PATH).filter((request) => request.method === 'POST')).toEqual([])
  },
}

export const RemoveWithCode: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Ada asks to remove her number: confirmed, then a code is texted to that number', async () => {
      const phones = await phonesCard(canvas)
      await userEvent.click(await phones.findByRole('button', { name: `Remove ${SAVED_SHOWN}` }))
      const remove = within(await alertDialog(`Remove ${SAVED_SHOWN}?`))
      await userEvent.click(remove.getByRole('button', { name: 'Text me a code' }))
      await expect(await remove.findByText(`We texted a 6-digit code to ${SAVED_SHOWN}.`)).toBeVisible()
      await expect(sent(`${PHONE_NUMBERS_PATH}/${ADA_VERIFIED_PHONE.id}`).map((request) => request.method)).toEqual(['DELETE'])
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber])
    })
    await step('the code removes it', async () => {
      const remove = within(await alertDialog(`Remove ${SAVED_SHOWN}?`))
      await userEvent.type(remove.getByRole('textbox', { name: 'Code' }), textedCode(ADA_VERIFIED_PHONE.phoneNumber))
      await userEvent.click(remove.getByRole('button', { name: 'Verify and remove' }))
      await noDialog()
      await expect(sent(`${PHONE_NUMBERS_PATH}/${ADA_VERIFIED_PHONE.id}/delete/verify`).map((request) => request.body)).toEqual([
        { otcToken: expect.any(String), code: textedCode(ADA_VERIFIED_PHONE.phoneNumber) },
      ])
      const phones = await phonesCard(canvas)
      await expect(await phones.findByText(`${SAVED_SHOWN} is removed.`)).toBeVisible()
      await expect(await phones.findByText('No phone numbers yet.')).toBeVisible()
      await expect(adaPhones()).toEqual([])
    })
  },
}

export const RemoveFails: Story = {
  beforeEach: () => {
    getWorld().profile.failures.phoneNumberChanges = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    const phones = await phonesCard(canvas)
    await userEvent.click(await phones.findByRole('button', { name: `Remove ${SAVED_SHOWN}` }))
    const remove = within(await alertDialog(`Remove ${SAVED_SHOWN}?`))
    await userEvent.click(remove.getByRole('button', { name: 'Text me a code' }))
    await expect(await remove.findByText('Internal server error')).toBeVisible()
    await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber])
  },
}

export const KeyboardOnlyAdd: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const phones = await phonesCard(canvas)
    await expect(await phones.findByText(SAVED_SHOWN)).toBeVisible()
    await step('Tab to Add, Enter opens the dialog on the number; Tab to Text me a code, Space sends it', async () => {
      await tabTo(userEvent, phones.getByRole('button', { name: 'Add a phone number' }))
      await userEvent.keyboard('{Enter}')
      const add = within(await dialog('Add a phone number'))
      await waitFor(() => expect(add.getByRole('textbox', { name: 'Phone number' })).toHaveFocus())
      await userEvent.keyboard('2025550143')
      await expect(add.getByRole('textbox', { name: 'Phone number' })).toHaveValue('2025550143')
      await tabTo(userEvent, add.getByRole('button', { name: 'Text me a code' }))
      await userEvent.keyboard(' ')
      await waitFor(() => expect(add.getByRole('textbox', { name: 'Code' })).toHaveFocus())
    })
    await step('the code typed, Space on Verify verifies; focus goes back to where the dialog was opened', async () => {
      const add = within(await dialog('Add a phone number'))
      const code = add.getByRole('textbox', { name: 'Code' })
      await expect(code).toHaveFocus()
      // Typed where the focus is, no pointer involved.
      await userEvent.type(code, textedCode(NEW_PHONE), { skipClick: true })
      await expect(code).toHaveValue(textedCode(NEW_PHONE))
      await tabTo(userEvent, add.getByRole('button', { name: 'Verify' }))
      await userEvent.keyboard(' ')
      await noDialog()
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber, NEW_PHONE])
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add a phone number' })).toHaveFocus())
    })
  },
}

/** Enter everywhere: Enter on Add, Enter in the number field, Enter in the code field (a form sent from its field, the step after it mounting). */
export const KeyboardEnterOnly: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const phones = await phonesCard(canvas)
    await expect(await phones.findByText(SAVED_SHOWN)).toBeVisible()
    await step('Tab to Add, Enter opens the dialog; the number typed, Enter sends it and the code field takes the cursor', async () => {
      await tabTo(userEvent, phones.getByRole('button', { name: 'Add a phone number' }))
      await userEvent.keyboard('{Enter}')
      const add = within(await dialog('Add a phone number'))
      await waitFor(() => expect(add.getByRole('textbox', { name: 'Phone number' })).toHaveFocus())
      await userEvent.keyboard('2025550143{Enter}')
      await waitFor(() => expect(add.getByRole('textbox', { name: 'Code' })).toHaveFocus())
      await expect(add.getByText(`We texted a 6-digit code to ${NEW_PHONE_SHOWN}.`)).toBeVisible()
      await expect(sent(PHONE_NUMBERS_PATH).filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ phoneNumber: NEW_PHONE }])
    })
    await step('the code field takes the typing; Enter verifies, and focus goes back to Add', async () => {
      const add = within(await dialog('Add a phone number'))
      await userEvent.keyboard(textedCode(NEW_PHONE))
      await expect(add.getByRole('textbox', { name: 'Code' })).toHaveValue(textedCode(NEW_PHONE))
      await userEvent.keyboard('{Enter}')
      await noDialog()
      await expect(sent(`${PHONE_NUMBERS_PATH}/verify`).map((request) => request.body)).toEqual([{ otcToken: expect.any(String), code: textedCode(NEW_PHONE) }])
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber, NEW_PHONE])
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add a phone number' })).toHaveFocus())
      await expect(await phones.findByText(`${NEW_PHONE_SHOWN} is added.`)).toBeVisible()
    })
  },
}

/** Enter in the code field with a wrong code: refused on the field, the cursor back in it; the right code and Enter remove the number. */
export const KeyboardEnterRemove: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const phones = await phonesCard(canvas)
    await step('Tab to Remove, Enter asks; Tab to Text me a code, Enter sends it', async () => {
      await tabTo(userEvent, await phones.findByRole('button', { name: `Remove ${SAVED_SHOWN}` }))
      await userEvent.keyboard('{Enter}')
      const remove = within(await alertDialog(`Remove ${SAVED_SHOWN}?`))
      await tabTo(userEvent, remove.getByRole('button', { name: 'Text me a code' }))
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(remove.getByRole('textbox', { name: 'Code' })).toHaveFocus())
    })
    await step('a wrong code and Enter: refused, the cursor stays with it', async () => {
      const remove = within(await alertDialog(`Remove ${SAVED_SHOWN}?`))
      const code = remove.getByRole('textbox', { name: 'Code' })
      await userEvent.keyboard(`${wrongCode(textedCode(ADA_VERIFIED_PHONE.phoneNumber))}{Enter}`)
      await expect(await remove.findByText(INVALID_ONE_TIME_CODE)).toBeVisible()
      await waitFor(() => expect(code).toHaveFocus())
      await expect(adaPhones()).toEqual([ADA_VERIFIED_PHONE.phoneNumber])
    })
    await step('select all, the right code, Enter: removed', async () => {
      await userEvent.keyboard(`{Control>}a{/Control}${textedCode(ADA_VERIFIED_PHONE.phoneNumber)}{Enter}`)
      await noDialog()
      await expect(sent(`${PHONE_NUMBERS_PATH}/${ADA_VERIFIED_PHONE.id}/delete/verify`).map((request) => (request.body as { code: string }).code)).toEqual([
        wrongCode(textedCode(ADA_VERIFIED_PHONE.phoneNumber)),
        textedCode(ADA_VERIFIED_PHONE.phoneNumber),
      ])
      await expect(await phones.findByText('No phone numbers yet.')).toBeVisible()
      await expect(adaPhones()).toEqual([])
    })
  },
}
