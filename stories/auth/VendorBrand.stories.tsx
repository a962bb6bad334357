import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { NORTHWIND_LOGO, people } from '../../src/fixtures'
import { STORAGE_KEYS } from '../../src/hooks'
import { storedSettings } from '../../src/hooks/session/vendorSettingsLoad'
import { sent } from '../support/requests'
import { memoryStorage } from '../support/StoryGatehouse'
import { LoginStory } from './LoginStory'
import { enterPassword, reachPasswordStep } from './loginSteps'

/**
 * The login box in the vendor's brand: its name and logo from GET /vendors/public, and the kit's
 * mark unless the vendor is in white-label mode. Both calls (and GET /flags) are made once per
 * session by the provider.
 */
const meta = {
  title: 'Sign-in/Vendor brand',
  component: LoginStory,
  args: { navigate: fn() },
  parameters: { scenario: 'vendorBranded' },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>

const MARK = 'Secured by Gatehouse'

export const Branded: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    await step("the vendor's logo, named by the vendor, above the box; the kit's mark below it", async () => {
      const logo = await canvas.findByRole('img', { name: 'Northwind Cloud' })
      await expect(logo).toHaveAttribute('src', NORTHWIND_LOGO)
      await expect(canvas.getByText(MARK)).toBeVisible()
    })
    await step('the vendor and its flags were asked once each (StrictMode included)', async () => {
      await expect(sent('/vendors/public')).toHaveLength(1)
      await expect(sent('/flags')).toHaveLength(1)
    })
    await step('the box works as ever', async () => {
      await userEvent.type(canvas.getByLabelText('Email'), people.ada.email)
      await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
    })
  },
}

export const WhiteLabel: Story = {
  parameters: { scenario: 'vendorWhiteLabel' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Northwind Cloud' })).toBeVisible()
    // The logo came with the same answer that says white-label mode is on: the mark never shows.
    await expect(canvas.queryByText(MARK)).toBeNull()
  },
}

export const NoBrandByDefault: Story = {
  parameters: { scenario: 'default' },
  play: async ({ canvas }) => {
    // The fixtures' vendor has no logo and is in white-label mode: the box looks as it always did.
    await expect(await canvas.findByLabelText('Email')).toBeVisible()
    await waitFor(() => expect(sent('/vendors/public')).toHaveLength(1))
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByText(MARK)).toBeNull()
  },
}

export const VendorInfoFails: Story = {
  parameters: { scenario: 'vendorInfoFails' },
  play: async ({ canvas, userEvent }) => {
    // spec/admin.md §8: a failed vendor lookup is only logged; the box shows no brand and no error.
    await waitFor(() => expect(sent('/vendors/public')).toHaveLength(1))
    await userEvent.type(await canvas.findByLabelText('Email'), people.ada.email)
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByText(MARK)).toBeNull()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const KeptForTheSession: Story = {
  args: {
    // This tab loaded them a minute ago: the next page shows the brand at once and asks nothing.
    sessionStorage: memoryStorage({
      [STORAGE_KEYS.vendorSettings]: storedSettings({ flags: {}, brand: { name: 'Northwind Cloud', logo: NORTHWIND_LOGO, whiteLabelMode: false } }, Date.now() - 60_000),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Northwind Cloud' })).toBeVisible()
    await expect(canvas.getByText(MARK)).toBeVisible()
    await expect(sent('/vendors/public')).toHaveLength(0)
    await expect(sent('/flags')).toHaveLength(0)
  },
}

export const FlagFromTheApi: Story = {
  parameters: { scenario: 'breachedPasswordFlagFromApi' },
  play: async ({ canvas, userEvent }) => {
    // No flags from the host: the vendor's security-center flag, from GET /flags, turns on the breached-password step.
    await reachPasswordStep(canvas, userEvent, people.breached.email)
    await enterPassword(canvas, userEvent, people.breached.password)
    await expect(await canvas.findByRole('heading', { name: 'Your password needs to change' })).toBeVisible()
    const [asked] = sent('/flags')
    await expect(asked?.query.keys?.split(',')).toContain('security-center-show-login-flows')
  },
}
