import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { people } from '../../src/fixtures'
import { dialog, findGrid, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { PHONE } from '../support/themeChecks'
import { StoryApp } from '../support/StoryApp'
import { billingMount } from './billingStory'
import { expectUsableOnPhone } from './onAPhone'

/** The billing section at 375 px: every page readable, its controls on screen, nothing scrolling sideways. */
const meta = {
  title: 'Admin portal/Billing/On a phone',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/subscriptions',
    mount: billingMount,
  },
  parameters: { layout: 'padded', ...PHONE.parameters },
  globals: PHONE.globals,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const OverviewOnAPhone: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Visa ending in 4242', {}, { timeout: FIRST_LOAD_TIMEOUT })
    const latest = await findGrid(canvas, 'Latest invoices')
    await waitFor(() => expect(within(latest).getAllByRole('row')).toHaveLength(4))
    expectUsableOnPhone(canvasElement)
  },
}

export const PlansOnAPhone: Story = {
  args: { startAt: '/admin/subscriptions/plans' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Upgrade to Business' }, { timeout: FIRST_LOAD_TIMEOUT })
    expectUsableOnPhone(canvasElement)
  },
}

export const InvoicesOnAPhone: Story = {
  args: { startAt: '/admin/subscriptions/invoices' },
  play: async ({ canvas, canvasElement }) => {
    const grid = await findGrid(canvas, 'Invoices')
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11))
    expectUsableOnPhone(canvasElement)
  },
}

/** The payment page and the card dialog, typed into on a phone. */
export const CardOnAPhone: Story = {
  args: { startAt: '/admin/subscriptions/payment-method' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('textbox', { name: 'City' }, { timeout: FIRST_LOAD_TIMEOUT })
    // The card can change once the payment providers have answered.
    const replace = await canvas.findByRole('button', { name: 'Replace card' }, { timeout: FIRST_LOAD_TIMEOUT })
    expectUsableOnPhone(canvasElement)
    await userEvent.click(replace)
    const box = await dialog('Replace your card')
    await within(box).findByRole('textbox', { name: 'Card number' }, { timeout: FIRST_LOAD_TIMEOUT })
    expectUsableOnPhone(box)
  },
}
