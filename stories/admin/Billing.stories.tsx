import type { Meta, StoryObj } from '@storybook/react-vite'
import { addDays } from 'date-fns'
import { expect, screen, waitFor, within } from 'storybook/test'
import { SUMMARIES_PATH } from '../../src/api/billing'
import { getWorld, people } from '../../src/fixtures'
import { findGrid, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { acmeBilling, billingLoads, preset } from './billingStory'
import { billingArgs, planPanel } from './support/billingStories'

/**
 * The billing overview in each state of a subscription. Its topics have their own files:
 * Billing.Cancel, Billing.Plans, Billing.PaymentMethod and Billing.Invoices (helpers shared with
 * them in billingStory.tsx and support/billingStories.ts).
 */
const meta = {
  title: 'Admin portal/Billing',
  component: StoryApp,
  args: billingArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** An active subscription: plan and price, status and period, the card, the latest invoices. */
export const Active: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    const plan = within(await planPanel(canvas))
    await expect(await plan.findByText('Team')).toBeVisible()
    await expect(plan.getByText('$29.00 per month')).toBeVisible()
    await expect(plan.getByText('Active')).toBeVisible()
    await expect(await plan.findByText('Current period: 10/31/2026 to 11/30/2026')).toBeVisible()
    // Cancel is offered once the vendor's billing config has answered.
    await expect(await plan.findByRole('button', { name: 'Cancel subscription' })).toBeVisible()
    await expect(await canvas.findByText('Visa ending in 4242')).toBeVisible()
    await expect(canvas.getByText('Expires 08/2028')).toBeVisible()
    const latest = await findGrid(canvas, 'Latest invoices')
    await waitFor(() => expect(within(latest).getAllByRole('row')).toHaveLength(4))
    await waitFor(() => expect(within(latest).getAllByRole('row')[1]).toHaveTextContent(/10\/31\/2026.*\$29\.00/))
    expect(billingLoads(`${SUMMARIES_PATH}/tenant-acme`)).toHaveLength(1)
  },
}

/** A trial: when it ends, the days left, and a way to subscribe. */
export const Trialing: Story = {
  beforeEach: () => {
    preset('trialing')()
    acmeBilling().subscription!.trialEnd = addDays(new Date(), 10).toISOString()
  },
  parameters: { screenshot: { mask: ['#billing-trial'] } },
  play: async ({ canvas }) => {
    const plan = within(await planPanel(canvas))
    await expect(await plan.findByText('Trial')).toBeVisible()
    await expect(plan.getByText(/Your trial ends on .+ \(10 days left\)/)).toBeVisible()
    await expect(plan.getByRole('button', { name: 'Subscribe' })).toBeVisible()
    await expect(plan.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  },
}

/** An expired subscription: when it ended, and the plans to choose from. */
export const Expired: Story = {
  beforeEach: preset('expired'),
  play: async ({ canvas }) => {
    const plan = within(await planPanel(canvas))
    await expect(await plan.findByText('Expired')).toBeVisible()
    await expect(await plan.findByText('Your subscription ended on 11/30/2026.')).toBeVisible()
    await expect(plan.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/admin/subscriptions/plans')
    await expect(plan.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  },
}

/** Billing managed outside the portal: shown, with the spec's words, and nothing to change. */
export const ExternallyManaged: Story = {
  beforeEach: preset('externallyManaged'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Billing is externally managed.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    const plan = within(await planPanel(canvas))
    await expect(await plan.findByText('Team')).toBeVisible()
    await expect(plan.queryByRole('button')).toBeNull()
    await userEvent.click(canvas.getByRole('link', { name: 'Manage payment method' }))
    await canvas.findByRole('heading', { name: 'Payment method', level: 3 })
    await expect(canvas.queryByRole('button', { name: 'Replace card' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Save details' })).toBeNull()
  },
}

/** The billing calls fail: a quiet line with a retry, and the retry loads it. */
export const LoadFails: Story = {
  beforeEach: () => {
    getWorld().billing.failures.billingLoad = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    const alerts = await canvas.findAllByRole('alert', {}, { timeout: FIRST_LOAD_TIMEOUT })
    await waitFor(() => expect(alerts[0]).toHaveTextContent("Billing didn't load."), { timeout: FIRST_LOAD_TIMEOUT })
    delete getWorld().billing.failures.billingLoad
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }))
    await expect(await within(await planPanel(canvas)).findByText('Team')).toBeVisible()
  },
}

/** A reader without the write key sees billing and changes nothing. */
export const ReadOnlyAdmin: Story = {
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.email === people.ada.email)!, { roles: ['ReadOnly'], permissions: ['fe.secure.read.*', 'fe.subscriptions.read.plans'] })
  },
  play: async ({ canvas }) => {
    const plan = within(await planPanel(canvas))
    await expect(await plan.findByText('Team')).toBeVisible()
    await expect(plan.queryByRole('button')).toBeNull()
    await expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  },
}
