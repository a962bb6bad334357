import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getWorld } from '../../src/fixtures'
import { dialog, noDialog, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { acmeBilling, billingChanges, preset } from './billingStory'
import { billingArgs, MANAGED, planPanel, typeCard } from './support/billingStories'

/** The plans to choose from, and the checkout an upgrade, a downgrade or a subscription after a trial goes through; by mouse and by keyboard. */
const meta = {
  title: 'Admin portal/Billing/Plans and checkout',
  component: StoryApp,
  args: billingArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

const planCard = async (canvas: Canvas, name: string) => {
  const list = await canvas.findByRole('list', { name: 'Plans' }, { timeout: FIRST_LOAD_TIMEOUT })
  return within(list).getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!
}

/** Plans with their prices, the current one marked; an upgrade goes through checkout with the card on file (one PUT). */
export const UpgradePlan: Story = {
  args: { startAt: '/admin/subscriptions/plans' },
  parameters: { screenshot: { mask: ['time'] } },
  play: async ({ canvas, userEvent }) => {
    const team = await planCard(canvas, 'Team')
    await waitFor(() => expect(within(team).getByText('Current plan')).toBeVisible(), { timeout: FIRST_LOAD_TIMEOUT })
    await expect(within(await planCard(canvas, 'Free')).getByText('$0.00 per month')).toBeVisible()
    const business = await planCard(canvas, 'Business')
    await expect(within(business).getByText('$99.00 per month')).toBeVisible()
    await userEvent.click(await within(business).findByRole('button', { name: 'Upgrade to Business' }))
    const box = within(await dialog('Change to Business'))
    await expect(await box.findByText('Pay with Visa ending in 4242')).toBeVisible()
    await userEvent.dblClick(box.getByRole('button', { name: 'Confirm' }))
    await noDialog()
    await expect(await canvas.findByText('You are now on Business.')).toBeVisible()
    const card = acmeBilling().paymentMethods[0]!
    expect(billingChanges()).toEqual([{ method: 'PUT', path: `${MANAGED}/${acmeBilling().subscription!.id}`, body: { paymentMethodId: card.id, planId: acmeBilling().subscription!.planId } }])
    await waitFor(() => expect(within(business).getByText('Current plan')).toBeVisible())
  },
}

/** A downgrade the vendor allows: offered as such, through the same checkout. */
export const DowngradePlan: Story = {
  args: { startAt: '/admin/subscriptions/plans' },
  play: async ({ canvas, userEvent }) => {
    const free = await planCard(canvas, 'Free')
    await userEvent.click(await within(free).findByRole('button', { name: 'Downgrade to Free' }, { timeout: FIRST_LOAD_TIMEOUT }))
    await userEvent.click(await within(await dialog('Change to Free')).findByRole('button', { name: 'Confirm' }))
    await expect(await canvas.findByText('You are now on Free.')).toBeVisible()
    expect(billingChanges()).toHaveLength(1)
    await waitFor(() => expect(within(free).getByText('Current plan')).toBeVisible())
  },
}

/** Without the vendor's leave to downgrade, a cheaper plan is shown with why it cannot be chosen. */
export const DowngradeNotAllowed: Story = {
  args: { startAt: '/admin/subscriptions/plans' },
  beforeEach: () => {
    getWorld().billing.vendorConfig.allowPlanDowngrade = false
  },
  play: async ({ canvas }) => {
    const free = await planCard(canvas, 'Free')
    await expect(await within(free).findByText(/Moving to a smaller plan is not available here/, {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(within(free).queryByRole('button')).toBeNull()
    await expect(within(await planCard(canvas, 'Business')).getByRole('button', { name: 'Upgrade to Business' })).toBeVisible()
  },
}

/** Subscribing from a trial that has a card: active at once, with no call (spec/admin.md §4). */
export const CheckoutTrialWithCard: Story = {
  beforeEach: preset('trialing'),
  parameters: { screenshot: { mask: ['#billing-trial'] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await within(await planPanel(canvas)).findByRole('button', { name: 'Subscribe' }))
    const box = within(await dialog('Subscribe to Team'))
    await userEvent.click(await box.findByRole('button', { name: 'Confirm' }))
    await noDialog()
    await expect(await canvas.findByText('Your subscription is active.')).toBeVisible()
    await expect(within(await planPanel(canvas)).getByText('Active')).toBeVisible()
    expect(billingChanges()).toEqual([])
  },
}

/** Subscribing from a trial without a card: the card is taken (setup intent, confirmed), then the subscription updated with it. */
export const CheckoutTrialWithoutCard: Story = {
  beforeEach: preset('trialingNoCard'),
  parameters: { screenshot: { mask: ['time', '#billing-trial'] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await within(await planPanel(canvas)).findByRole('button', { name: 'Subscribe' }))
    const box = within(await dialog('Subscribe to Team'))
    await expect(await box.findByText('Add a card to continue.')).toBeVisible()
    await typeCard(userEvent, box, { number: '4242 4242 4242 4242' })
    await userEvent.click(box.getByRole('button', { name: 'Confirm' }))
    await noDialog()
    await expect(await canvas.findByText('You are now on Team.')).toBeVisible()
    const card = acmeBilling().paymentMethods[0]!
    expect(card.last4).toBe('4242')
    const changes = billingChanges()
    expect(changes.map((change) => [change.method, change.path.includes('setup-intents') ? 'setup intent' : change.path.includes('__stripe') ? 'confirm' : change.path])).toEqual([
      ['POST', 'setup intent'],
      ['PUT', `${MANAGED}/${acmeBilling().subscription!.id}`],
    ])
    expect(changes[1]!.body).toEqual({ paymentMethodId: card.id, planId: acmeBilling().subscription!.planId })
    await expect(within(await planPanel(canvas)).findByText('Active')).resolves.toBeVisible()
  },
}

/** Tab until `target` has focus, as a keyboard user would (at most `max` presses). */
async function tabTo(userEvent: UserEvent, target: HTMLElement, max = 60) {
  for (let presses = 0; presses < max && document.activeElement !== target; presses++) await userEvent.tab()
  await expect(target).toHaveFocus()
}

/** The keyboard alone: to the plans, an upgrade confirmed; the new plan is current. */
export const KeyboardOnly: Story = {
  parameters: { screenshot: { mask: ['time'] } },
  play: async ({ canvas, userEvent }) => {
    const plan = within(await planPanel(canvas))
    await plan.findByText('Team')
    await tabTo(userEvent, plan.getByRole('link', { name: 'Change plan' }))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Plans', level: 3 })).toHaveFocus())
    const business = await planCard(canvas, 'Business')
    await tabTo(userEvent, await within(business).findByRole('button', { name: 'Upgrade to Business' }))
    await userEvent.keyboard('{Enter}')
    const box = within(await dialog('Change to Business'))
    await tabTo(userEvent, await box.findByRole('button', { name: 'Confirm' }), 10)
    await userEvent.keyboard('{Enter}')
    await noDialog()
    await expect(await canvas.findByText('You are now on Business.')).toBeVisible()
    expect(billingChanges()).toHaveLength(1)
    await waitFor(() => expect(within(business).getByText('Current plan')).toBeVisible())
  },
}
