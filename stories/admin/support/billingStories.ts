/**
 * What the Billing stories (Billing.stories.tsx and its topic files, Billing.*.stories.tsx) share
 * beyond ../billingStory.tsx (the section's mount, Acme's billing, the calls sent, downloads): the
 * meta's args, the overview's plan panel and typing a card into the stand-in card form.
 */
import type { StoryObj } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import { MANAGED_SUBSCRIPTIONS_PATH } from '../../../src/api/billing'
import { people } from '../../../src/fixtures'
import { FIRST_LOAD_TIMEOUT } from '../../support/admin'
import type { StoryApp } from '../../support/StoryApp'
import { billingMount } from '../billingStory'

type Context = Parameters<NonNullable<StoryObj<typeof StoryApp>['play']>>[0]
type Canvas = Context['canvas']
type UserEvent = Context['userEvent']

/** The meta's args of every Billing file: Ada on the billing overview. */
export const billingArgs = {
  navigate: fn(),
  signedInAs: { email: people.ada.email },
  startAt: '/admin/subscriptions',
  mount: billingMount,
}

export const planPanel = async (canvas: Canvas) => (await canvas.findByRole('heading', { name: 'Current plan' }, { timeout: FIRST_LOAD_TIMEOUT })).closest('section')!
export const MANAGED = MANAGED_SUBSCRIPTIONS_PATH.replace(/^.*(\/subscriptions\/resources\/)/, '$1')

/** Types a card into the stand-in card form (the same fields Stripe's would ask). */
export async function typeCard(userEvent: UserEvent, box: ReturnType<typeof within>, card: { number: string; expiry?: string; cvc?: string }) {
  await userEvent.type(await box.findByRole('textbox', { name: 'Card number' }, { timeout: FIRST_LOAD_TIMEOUT }), card.number)
  await userEvent.type(box.getByRole('textbox', { name: 'Expiry date' }), card.expiry ?? '12/34')
  await userEvent.type(box.getByRole('textbox', { name: 'Security code' }), card.cvc ?? '123')
}
