import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { findGrid, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { ssoArgs } from './ssoStory'

/** An open connection is a deep link (/admin/sso/{id}), and so is each of its tabs (/admin/sso/{id}/domains). */
const meta = {
  title: 'Admin portal/SSO/Deep links',
  component: StoryApp,
  args: ssoArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const heading = (canvas: Context['canvas'], name: string) => canvas.findByRole('heading', { name: `${name} connection` }, { timeout: FIRST_LOAD_TIMEOUT })

export const OpensOnTheLinkedConnectionTab: Story = {
  tags: ['screenshot-dark'],
  args: { startAt: '/admin/sso/sso-okta/domains' },
  play: async ({ canvas, step }) => {
    await step('the Okta connection is open on its Domains tab', async () => {
      await heading(canvas, 'Okta')
      await expect(canvas.getByRole('tab', { name: 'Domains' })).toHaveAttribute('aria-selected', 'true')
      await expect(canvas.getByRole('tab', { name: 'Identity provider' })).toHaveAttribute('aria-selected', 'false')
      const domains = await findGrid(within(canvas.getByRole('tabpanel', { name: 'Domains' })), 'Domains')
      await expect(await rowOf(domains, 'okta.acme.test')).toBeVisible()
    })
  },
}

export const ConnectionAndTabsChangeTheUrl: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('Configure opens the connection at its own path, on the identity provider', async () => {
      const grid = await findGrid(canvas, 'SSO connections')
      await within(grid).findByRole('rowheader', { name: 'OpenID Connect' }, { timeout: FIRST_LOAD_TIMEOUT })
      await pickRowAction(userEvent, grid, 'OpenID Connect', 'Configure')
      await expect(args.navigate).toHaveBeenLastCalledWith('/admin/sso/sso-contractors', undefined)
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'OpenID Connect connection' })).toHaveFocus())
      await expect(canvas.getByRole('tab', { name: 'Identity provider' })).toHaveAttribute('aria-selected', 'true')
    })
    await step('each tab has its path', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Authorization' }))
      await expect(args.navigate).toHaveBeenLastCalledWith('/admin/sso/sso-contractors/authorization', undefined)
      await expect(await within(await canvas.findByRole('tabpanel', { name: 'Authorization' })).findByRole('button', { name: 'Save default roles' })).toBeVisible()
      await userEvent.click(canvas.getByRole('tab', { name: 'Identity provider' }))
      await expect(args.navigate).toHaveBeenLastCalledWith('/admin/sso/sso-contractors/identity-provider', undefined)
      await expect(await canvas.findByRole('tabpanel', { name: 'Identity provider' })).toBeVisible()
    })
    await step('Back to connections: the list at the section path', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to connections' }))
      await expect(args.navigate).toHaveBeenLastCalledWith('/admin/sso', undefined)
      await waitFor(() => expect(canvas.queryByRole('heading', { name: 'OpenID Connect connection' })).toBeNull())
    })
  },
}

/** An unknown tab opens the connection on its first tab. */
export const UnknownTabOpensTheIdentityProvider: Story = {
  args: { startAt: '/admin/sso/sso-okta/nope' },
  play: async ({ canvas }) => {
    await heading(canvas, 'Okta')
    await expect(canvas.getByRole('tab', { name: 'Identity provider' })).toHaveAttribute('aria-selected', 'true')
    await expect(await within(canvas.getByRole('tabpanel', { name: 'Identity provider' })).findByRole('textbox', { name: 'SSO endpoint' })).toBeVisible()
  },
}
