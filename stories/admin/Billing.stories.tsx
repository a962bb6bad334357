import type { Meta, StoryObj } from '@storybook/react-vite'
import { addDays } from 'date-fns'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { INVOICES_PATH, MANAGED_SUBSCRIPTIONS_PATH, PAYMENT_METHODS_PATH, SETUP_INTENTS_PATH, SUMMARIES_PATH } from '../../src/api/billing'
import { getWorld, people } from '../../src/fixtures'
import { alertDialog, dialog, findGrid, noDialog, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { acmeBilling, billingChanges, billingLoads, billingMount, captureDownloads, expectPdf, preset } from './billingStory'

const meta = {
  title: 'Admin/Billing',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/subscriptions',
    mount: billingMount,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

const planPanel = async (canvas: Canvas) => (await canvas.findByRole('heading', { name: 'Current plan' }, { timeout: FIRST_LOAD_TIMEOUT })).closest('section')!
const planCard = async (canvas: Canvas, name: string) => {
  const list = await canvas.findByRole('list', { name: 'Plans' }, { timeout: FIRST_LOAD_TIMEOUT })
  return within(list).getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!
}
const MANAGED = MANAGED_SUBSCRIPTIONS_PATH.replace(/^.*(\/subscriptions\/resources\/)/, '$1')

/** Types a card into the stand-in card form (the same fields Stripe's would ask). */
async function typeCard(userEvent: UserEvent, box: ReturnType<typeof within>, card: { number: string; expiry?: string; cvc?: string }) {
  await userEvent.type(await box.findByRole('textbox', { name: 'Card number' }, { timeout: FIRST_LOAD_TIMEOUT }), card.number)
  await userEvent.type(box.getByRole('textbox', { name: 'Expiry date' }), card.expiry ?? '12/34')
  await userEvent.type(box.getByRole('textbox', { name: 'Security code' }), card.cvc ?? '123')
}

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

/** Invoices ten to a page, newest first; a PDF saved under its receipt number, with its own pending state. */
export const InvoiceDownloaded: Story = {
  args: { startAt: '/admin/subscriptions/invoices' },
  beforeEach: captureDownloads,
  play: async ({ canvas, userEvent }) => {
    const grid = await findGrid(canvas, 'Invoices')
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11))
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5))
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible()
    const row = within(await rowOf(grid, '09/30/2025'))
    const receipt = row.getByRole('button', { name: /Download invoice/ }).getAttribute('aria-label')!.replace('Download invoice ', '')
    await userEvent.click(row.getByRole('button', { name: `Download invoice ${receipt}` }))
    await expectPdf(`invoice-${receipt}.pdf`)
    await expect(await canvas.findByText(`Invoice ${receipt} downloaded.`)).toBeVisible()
    expect(getWorld().requests.filter((request) => request.path.includes(`${INVOICES_PATH}/`))).toHaveLength(1)
  },
}

/** A PDF that does not come: the row says why, and a retry works. */
export const InvoiceDownloadFails: Story = {
  args: { startAt: '/admin/subscriptions/invoices' },
  beforeEach: () => {
    getWorld().billing.failures.invoicePdf = 'serverError'
    return captureDownloads()
  },
  play: async ({ canvas, userEvent }) => {
    const grid = await findGrid(canvas, 'Invoices')
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11))
    const button = within(grid).getAllByRole('button', { name: /Download invoice/ })[0]!
    await userEvent.click(button)
    await expect(await canvas.findByText(/didn't download: Internal server error/)).toBeVisible()
    delete getWorld().billing.failures.invoicePdf
    await userEvent.click(button)
    await expect(await canvas.findByText(/downloaded\.$/)).toBeVisible()
  },
}

/** A tenant without invoices yet. */
export const NoInvoices: Story = {
  args: { startAt: '/admin/subscriptions/invoices' },
  beforeEach: () => {
    acmeBilling().invoices = []
  },
  play: async ({ canvas }) => {
    const grid = await findGrid(canvas, 'Invoices')
    await expect(await within(grid).findByText('No invoices yet.')).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Pages of invoices' })).toBeNull()
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
