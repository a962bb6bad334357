import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getWorld } from '../../src/fixtures'
import { alertDialog, noDialog } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { acmeBilling, billingChanges, preset } from './billingStory'
import { billingArgs, MANAGED, planPanel } from './support/billingStories'

/** Cancelling a subscription at period end, and renewing one that is to end. */
const meta = {
  title: 'Admin portal/Billing/Cancel and renew',
  component: StoryApp,
  args: billingArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** Cancelled at period end: the end date, and renewing takes it back (one PUT). */
export const CanceledWithRenew: Story = {
  beforeEach: preset('cancelPending'),
  play: async ({ canvas, userEvent }) => {
    const plan = within(await planPanel(canvas))
    await expect(await plan.findByText('Your subscription ends on 11/30/2026. Renew it to keep your plan.')).toBeVisible()
    await expect(plan.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
    await userEvent.click(plan.getByRole('button', { name: 'Renew subscription' }))
    await expect(await canvas.findByText('Your subscription was renewed: it continues after 11/30/2026.')).toBeVisible()
    expect(billingChanges()).toEqual([{ method: 'PUT', path: `${MANAGED}/${acmeBilling().subscription!.id}/renewals/`, body: {} }])
    await waitFor(() => expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible())
  },
}

/** Cancelling asks first, then cancels at period end (one PUT); the overview shows the end date. */
export const Cancel: Story = {
  play: async ({ canvas, userEvent }) => {
    const plan = within(await planPanel(canvas))
    await userEvent.click(await plan.findByRole('button', { name: 'Cancel subscription' }))
    const confirm = within(await alertDialog('Cancel your subscription?'))
    await expect(confirm.getByText(/Your plan stays active until 11\/30\/2026/)).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel subscription' }))
    await noDialog()
    await expect(await canvas.findByText('Your subscription will end on 11/30/2026.')).toBeVisible()
    expect(billingChanges()).toEqual([{ method: 'PUT', path: `${MANAGED}/${acmeBilling().subscription!.id}/cancellations/`, body: {} }])
    await expect(await plan.findByRole('button', { name: 'Renew subscription' })).toBeVisible()
  },
}

/** A cancellation the API refuses: the dialog stays with the server's words, and can be tried again. */
export const CancelFails: Story = {
  beforeEach: () => {
    getWorld().billing.failures.billingChange = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await within(await planPanel(canvas)).findByRole('button', { name: 'Cancel subscription' }))
    const confirm = within(await alertDialog('Cancel your subscription?'))
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel subscription' }))
    await expect(await confirm.findByText('Internal server error')).toBeVisible()
    delete getWorld().billing.failures.billingChange
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel subscription' }))
    await noDialog()
    expect(acmeBilling().subscription!.cancellation).toEqual({ policy: 'atPeriodEnd' })
    await expect(await canvas.findByText('Your subscription will end on 11/30/2026.')).toBeVisible()
    await expect(await within(await planPanel(canvas)).findByRole('button', { name: 'Renew subscription' })).toBeVisible()
  },
}
