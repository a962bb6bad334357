import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { securityArgs } from './securityStory'

/** Each tab of the security section is a deep link under /admin/security: a reload or a shared link lands on it. */
const meta = {
  title: 'Admin portal/Security/Deep links',
  component: StoryApp,
  args: securityArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const tab = (canvas: Context['canvas'], name: string) => canvas.findByRole('tab', { name }, { timeout: FIRST_LOAD_TIMEOUT })

export const OpensOnTheLinkedTab: Story = {
  args: { startAt: '/admin/security/ip-restrictions' },
  play: async ({ canvas, step }) => {
    await step('the IP restrictions tab is selected and its panel shown', async () => {
      await expect(await tab(canvas, 'IP restrictions')).toHaveAttribute('aria-selected', 'true')
      await expect(canvas.getByRole('tab', { name: 'Security center' })).toHaveAttribute('aria-selected', 'false')
      const panel = within(canvas.getByRole('tabpanel', { name: 'IP restrictions' }))
      await expect(await panel.findByRole('grid', { name: 'IP addresses' })).toBeVisible()
    })
    await step("the tab shows its settings, the admin's own address and the first page of addresses", async () => {
      const panel = within(canvas.getByRole('tabpanel', { name: 'IP restrictions' }))
      await expect(await panel.findByRole('switch', { name: 'Restrict sign-in by IP address' })).not.toBeChecked()
      await expect(await panel.findByText('Your address may sign in under the current rules.')).toBeVisible()
      await expect(await panel.findByRole('row', { name: /198\.51\.101\.15/ })).toBeVisible()
      await expect(panel.getByText('Page 1 of 2')).toBeVisible()
    })
  },
}

export const PickingATabChangesTheUrl: Story = {
  args: { startAt: '/admin/security/general' },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the general settings open from their link', async () => {
      await expect(await tab(canvas, 'General settings')).toHaveAttribute('aria-selected', 'true')
    })
    await step('Email domains: the URL follows, and the tab shows its list', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Email domains' }))
      await expect(args.navigate).toHaveBeenLastCalledWith('/admin/security/email-domains', undefined)
      await expect(await tab(canvas, 'Email domains')).toHaveAttribute('aria-selected', 'true')
      await expect(await within(canvas.getByRole('tabpanel', { name: 'Email domains' })).findByRole('grid', { name: 'Email domains' })).toBeVisible()
    })
    await step('Sessions, then the center: each has its own path', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Sessions' }))
      await expect(args.navigate).toHaveBeenLastCalledWith('/admin/security/sessions', undefined)
      await expect(await canvas.findByRole('tabpanel', { name: 'Sessions' })).toBeVisible()
      await userEvent.click(canvas.getByRole('tab', { name: 'Security center' }))
      await expect(args.navigate).toHaveBeenLastCalledWith('/admin/security/center', undefined)
      await expect(await canvas.findByRole('meter', { name: 'Security score' })).toBeVisible()
    })
  },
}

/** The link of a tab the host hides opens the first tab, the security center, as an unknown path does. */
export const HiddenTabLinkOpensTheCenter: Story = {
  args: { ...securityArgs({ security: { domainRestrictions: 'hidden' } }), startAt: '/admin/security/email-domains' },
  play: async ({ canvas }) => {
    await expect(await tab(canvas, 'Security center')).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.queryByRole('tab', { name: 'Email domains' })).toBeNull()
    await expect(await canvas.findByRole('meter', { name: 'Security score' }, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
  },
}
