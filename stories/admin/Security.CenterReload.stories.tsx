import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { INSIGHTS_PATH, MFA_POLICY_PATH, RECOMMENDATIONS_PATH } from '../../src/api/security'
import { SECURITY_CENTER_RELOAD_FLAG } from '../../src/hooks'
import { getWorld } from '../../src/fixtures'
import { FIRST_LOAD_TIMEOUT, alertDialog } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { expectedAssessment, openTab, pick, securityArgs } from './securityStory'

/**
 * spec/admin.md §4 Security center: after a policy save the recommendations and insights are
 * loaded again only when the major-version flag is on.
 */
const meta = {
  title: 'Admin portal/Security/Security center reload',
  component: StoryApp,
  args: securityArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const score = (canvas: Context['canvas']) => canvas.findByRole('meter', { name: 'Security score' }, { timeout: FIRST_LOAD_TIMEOUT })
const isPath = (path: string) => (request: { path: string }) => request.path.endsWith(path)
const centerCallsSince = (index: number) => getWorld().requests.slice(index).filter((request) => isPath(RECOMMENDATIONS_PATH)(request) || isPath(INSIGHTS_PATH)(request))

/** Requires MFA for everyone in the general settings; answers the index of the save among the requests. */
async function requireMfa({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>): Promise<number> {
  await score(canvas)
  const panel = within(await openTab(canvas, userEvent, 'General settings'))
  await pick(panel, userEvent, 'Require MFA', 'Required for everyone')
  await userEvent.click(panel.getByRole('button', { name: 'Save Multi-factor authentication' }))
  // More people asked for a second factor: confirmed after seeing who (Security.ImpactPreviews).
  await userEvent.click(within(await alertDialog('Require multi-factor authentication?')).getByRole('button', { name: 'Require MFA' }))
  await expect(await canvas.findByText('Multi-factor authentication settings were saved.')).toBeVisible()
  const saved = getWorld().requests.findIndex((request) => request.method === 'PATCH' && isPath(MFA_POLICY_PATH)(request))
  await expect(saved).toBeGreaterThanOrEqual(0)
  // The save's own reload: the policy is asked again, in the same breath as the center would be.
  await waitFor(() => expect(getWorld().requests.slice(saved).some((request) => request.method === 'GET' && isPath(MFA_POLICY_PATH)(request))).toBe(true))
  return saved
}

export const ReloadedUnderTheFlag: Story = {
  args: { flags: { [SECURITY_CENTER_RELOAD_FLAG]: true } },
  play: async ({ canvas, userEvent, step }) => {
    const before = expectedAssessment().score
    let saved = -1
    await step('an admin requires MFA for everyone and saves', async () => {
      saved = await requireMfa({ canvas, userEvent })
    })
    await step('with the flag on, the recommendations and insights are asked again right after the save', async () => {
      await waitFor(() => expect(centerCallsSince(saved).map((request) => request.path.split('/').slice(-2).join('/')).sort()).toEqual(['insights/v1', 'recommendations/v1']))
    })
    await step('the center shows the new score', async () => {
      await openTab(canvas, userEvent, 'Security center')
      const after = expectedAssessment().score
      await expect(after).toBeGreaterThan(before)
      await waitFor(async () => expect(await score(canvas)).toHaveAttribute('aria-valuenow', String(after)))
    })
  },
}

export const NotReloadedWithoutTheFlag: Story = {
  args: { flags: { [SECURITY_CENTER_RELOAD_FLAG]: false } },
  play: async ({ canvas, userEvent, step }) => {
    let saved = -1
    await step('an admin requires MFA for everyone and saves', async () => {
      saved = await requireMfa({ canvas, userEvent })
    })
    await step('with the flag off, the save asks the policy again and nothing of the security center', async () => {
      await expect(await canvas.findByText('Multi-factor authentication settings were saved.')).toBeVisible()
      await expect(centerCallsSince(saved)).toEqual([])
    })
  },
}
