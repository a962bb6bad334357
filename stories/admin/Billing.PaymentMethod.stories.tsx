import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SETUP_INTENTS_PATH, PAYMENT_METHODS_PATH } from '../../src/api/billing'
import { getWorld } from '../../src/fixtures'
import { dialog, noDialog, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { acmeBilling, billingChanges, billingLoads, preset } from './billingStory'
import { billingArgs, typeCard } from './support/billingStories'

/** The payment method page: the card replaced, declined or expired, no card provider, and the billing details. */
const meta = {
  title: 'Admin portal/Billing/Payment method',
  component: StoryApp,
  args: billingArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** A card replaced on the payment method page: a setup intent naming the old card, confirmed; the new card shows. */
export const CardReplaced: Story = {
  args: { startAt: '/admin/subscriptions/payment-method' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace card' }, { timeout: FIRST_LOAD_TIMEOUT }))
    const box = within(await dialog('Replace your card'))
    await expect(box.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Ada Lovelace')
    await typeCard(userEvent, box, { number: '5555 5555 5555 4444', expiry: '0931' })
    await userEvent.click(box.getByRole('button', { name: 'Save card' }))
    await noDialog()
    await expect(await canvas.findByText('Your card was saved.')).toBeVisible()
    await expect(await canvas.findByText('Mastercard ending in 4444')).toBeVisible()
    await expect(canvas.getByText('Expires 09/2031')).toBeVisible()
    const intents = getWorld().requests.filter((request) => request.method === 'POST' && request.path.endsWith(SETUP_INTENTS_PATH))
    expect(intents).toHaveLength(1)
    expect(intents[0]!.body).toEqual({ paymentMethodId: 'pm-acme-visa' })
    expect(acmeBilling().paymentMethods.map((method) => method.last4)).toEqual(['4444'])
    expect(billingLoads(PAYMENT_METHODS_PATH).length).toBeLessThanOrEqual(2)
  },
}

/** A declined card: Stripe's words in the dialog, the card kept as typed, and another card goes through. */
export const CardDeclined: Story = {
  args: { startAt: '/admin/subscriptions/payment-method' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace card' }, { timeout: FIRST_LOAD_TIMEOUT }))
    const box = within(await dialog('Replace your card'))
    await typeCard(userEvent, box, { number: '4000 0000 0000 0002' })
    await userEvent.click(box.getByRole('button', { name: 'Save card' }))
    await expect(await box.findByText('Your card was declined.')).toBeVisible()
    await expect(box.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002')
    expect(acmeBilling().paymentMethods.map((method) => method.last4)).toEqual(['4242'])
    await userEvent.clear(box.getByRole('textbox', { name: 'Card number' }))
    await userEvent.type(box.getByRole('textbox', { name: 'Card number' }), '4242424242424242')
    await userEvent.click(box.getByRole('button', { name: 'Save card' }))
    await noDialog()
    await expect(await canvas.findByText('Your card was saved.')).toBeVisible()
    expect(getWorld().requests.filter((request) => request.method === 'POST' && request.path.endsWith(SETUP_INTENTS_PATH))).toHaveLength(1)
  },
}

/** An expired card and a network failure: each with the message Stripe would give; nothing changes. */
export const CardExpiredAndOffline: Story = {
  args: { startAt: '/admin/subscriptions/payment-method' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace card' }, { timeout: FIRST_LOAD_TIMEOUT }))
    const box = within(await dialog('Replace your card'))
    await typeCard(userEvent, box, { number: '4000 0000 0000 0069' })
    await userEvent.click(box.getByRole('button', { name: 'Save card' }))
    await expect(await box.findByText('Your card has expired.')).toBeVisible()
    getWorld().billing.failures.cardConfirm = 'networkError'
    await userEvent.clear(box.getByRole('textbox', { name: 'Card number' }))
    await userEvent.type(box.getByRole('textbox', { name: 'Card number' }), '4242424242424242')
    await userEvent.click(box.getByRole('button', { name: 'Save card' }))
    await expect(await box.findByText(/An error occurred with our connection to Stripe/)).toBeVisible()
    expect(acmeBilling().paymentMethods.map((method) => method.last4)).toEqual(['4242'])
  },
}

/** No usable card provider: the spec's words, and no way to change the card. */
export const ProviderNotConfigured: Story = {
  args: { startAt: '/admin/subscriptions/payment-method' },
  beforeEach: preset('providerInactive'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment provider not configured', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(await canvas.findByText('Visa ending in 4242')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Replace card' })).toBeNull()
    expect(getWorld().requests.filter((request) => request.path.endsWith(SETUP_INTENTS_PATH))).toEqual([])
  },
}

/** Billing details: a bad email is refused at its field, unchanged details say so, a change is PATCHed. */
export const BillingDetails: Story = {
  args: { startAt: '/admin/subscriptions/payment-method' },
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' }, { timeout: FIRST_LOAD_TIMEOUT })
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }))
    await expect(await canvas.findByText('No changes to update')).toBeVisible()
    await userEvent.clear(email)
    await userEvent.type(email, 'billing@')
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'))
    await expect(email).toHaveFocus()
    await userEvent.type(email, 'acme.test')
    await userEvent.clear(canvas.getByRole('textbox', { name: 'City' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Cambridge')
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }))
    await expect(await canvas.findByText('Billing details saved.')).toBeVisible()
    const [change] = billingChanges()
    expect(change?.method).toBe('PATCH')
    expect(change?.body).toMatchObject({ email: 'billing@acme.test', address: { city: 'Cambridge' } })
  },
}
