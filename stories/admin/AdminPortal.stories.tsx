import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { AUDITS_PATH } from '../../src/api/audits'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { MessagesProvider, type MessagesOverride } from '../../src/screens'
import { AdminPortal, DEFAULT_SECTIONS } from '../../src/screens/admin'
import { DEMO_SECTIONS, DEMO_VISIBILITY, portalMount } from './portalStory'

const meta = {
  title: 'Admin portal/Portal',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin', mount: portalMount() },
  parameters: { scenario: 'adminPortal', layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const navigation = (canvas: Canvas) => canvas.findByRole('navigation', { name: 'Admin portal' })
const linkNames = async (canvas: Canvas) => within(await navigation(canvas)).getAllByRole('link').map((link) => link.textContent)
const demo = (section: string, subPath = '') => `Story fixture: the ${section} section${subPath ? ` at ${subPath}` : ''}`
const entitlementsOn = { admin_portal_entitlements: true }
const features = { webhooks: 'webhooks', audits: 'audit-logs', roles: 'rbac' }

export const AdminSeesTheirSections: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, args, step }) => {
    await step('the navigation lists, in groups, every section Ada may open', async () => {
      const nav = await navigation(canvas)
      await expect(within(nav).getByRole('list', { name: 'Personal' })).toBeVisible()
      await expect(within(within(nav).getByRole('list', { name: 'Personal' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile'])
      await expect(within(within(nav).getByRole('list', { name: 'Workspace' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Users',
        'Audit logs',
        'Webhooks',
        'Roles',
      ])
      // Usage waits for its feature flag; the other sections of the table have no screen here.
      await expect(within(nav).queryByRole('link', { name: 'Usage' })).toBeNull()
    })
    await step("the portal's root opens the first section, marked as the current page", async () => {
      await expect(await canvas.findByText(demo('profile'))).toBeVisible()
      await expect(canvas.getByRole('heading', { name: 'Profile' })).toBeVisible()
      await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
      await expect(canvas.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current')
      await expect(canvas.getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/admin/roles')
    })
    await step('nothing navigated, and entitlements stayed unloaded (flag off)', async () => {
      await expect(args.navigate).not.toHaveBeenCalled()
      await expect(sent('/user-entitlements')).toHaveLength(0)
    })
  },
}

export const MovesBetweenSectionsByClickAndKeyboard: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    await canvas.findByText(demo('profile'))
    await step('clicking Users opens it through the host navigate adapter, once', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Users' }))
      await expect(args.navigate).toHaveBeenCalledTimes(1)
      await expect(args.navigate).toHaveBeenCalledWith('/admin/users', undefined)
      await expect(await canvas.findByText(demo('users'))).toBeVisible()
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Users' })).toHaveFocus())
      await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
      await expect(canvas.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current')
    })
    await step('Shift+Tab from the title reaches the last link, Enter opens Roles', async () => {
      await userEvent.tab({ shift: true })
      await expect(canvas.getByRole('link', { name: 'Roles' })).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await expect(await canvas.findByText(demo('roles'))).toBeVisible()
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Roles' })).toHaveFocus())
      await expect(args.navigate).toHaveBeenLastCalledWith('/admin/roles', undefined)
      await expect(args.navigate).toHaveBeenCalledTimes(2)
    })
    await step('Ada may change roles: the gated button is there', async () => {
      await expect(canvas.getByRole('button', { name: 'New role' })).toBeVisible()
    })
    await step('Tab from the title walks the links in order', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Profile' }))
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Profile' })).toHaveFocus())
      await userEvent.tab({ shift: true })
      await userEvent.tab({ shift: true })
      await expect(canvas.getByRole('link', { name: 'Webhooks' })).toHaveFocus()
    })
  },
}

export const DeepLinkUnderAnyBasePath: Story = {
  args: { startAt: '/settings/team-admin/roles/role-admin?tab=permissions', mount: portalMount({ basePath: '/settings/team-admin/' }) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(demo('roles', '/role-admin'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/settings/team-admin/users')
    // A deep link opens where it points: no redirect, and the title does not take focus on arrival.
    await expect(args.navigate).not.toHaveBeenCalled()
    await expect(canvas.getByRole('heading', { name: 'Roles' })).not.toHaveFocus()
  },
}

export const ReadOnlyMemberSeesFewerSections: Story = {
  args: { signedInAs: { email: people.readOnly.email }, startAt: '/admin/roles' },
  play: async ({ canvas, step }) => {
    await step('webhooks need fe.connectivity.read.webhooks, which Frances lacks: not listed', async () => {
      await expect(await linkNames(canvas)).toEqual(['Profile', 'Users', 'Audit logs', 'Roles'])
    })
    await step('roles are readable (fe.secure.read.*) but the write button stays behind its gate', async () => {
      await expect(await canvas.findByText(demo('roles'))).toBeVisible()
      await expect(canvas.getByText('You can view roles but not change them.')).toBeVisible()
      await expect(canvas.queryByRole('button', { name: 'New role' })).toBeNull()
    })
  },
}

/**
 * spec/admin.md §2: Users, Privacy, Security and Audit logs are "always visible", each with its
 * permission. A member who holds only fe.secure.read.users sees them listed; opening one they may not
 * read says so, with the missing key, and asks the server nothing.
 */
export const AlwaysVisibleSectionNotAllowed: Story = {
  args: { signedInAs: { email: people.readOnly.email }, startAt: '/admin/audits', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.id === 'user-frances')!, { permissions: ['fe.secure.read.users'] })
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('the audit log is listed for everyone; Frances, without fe.secure.read.audits, is told what is missing', async () => {
      await expect(await canvas.findByRole('heading', { name: "You can't open this page" }, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
      await expect(canvas.getByText('Audit logs needs a permission your role does not include. Ask an administrator of your account for it if you need this page.')).toBeVisible()
      await expect(canvas.getByText('Missing permission: fe.secure.read.audits')).toBeVisible()
      await expect(within(await navigation(canvas)).getByRole('link', { name: 'Audit logs' })).toHaveAttribute('aria-current', 'page')
      await expect(sent(AUDITS_PATH)).toEqual([])
    })
    await step('Users, which she may read, opens as usual', async () => {
      await userEvent.click(within(await navigation(canvas)).getByRole('link', { name: 'Users' }))
      await expect(await canvas.findByRole('grid', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
      await expect(canvas.queryByRole('heading', { name: "You can't open this page" })).toBeNull()
    })
    for (const [label, key] of [
      ['Security', 'fe.secure.read.securityPolicy'],
      ['Privacy and security', 'fe.secure.read.securityPolicy'],
    ] as const) {
      await step(`${label}: the same state, its own key`, async () => {
        await userEvent.click(within(await navigation(canvas)).getByRole('link', { name: label }))
        await waitFor(() => expect(canvas.getByRole('heading', { name: "You can't open this page" })).toHaveFocus())
        await expect(canvas.getByText(`Missing permission: ${key}`)).toBeVisible()
        await expect(within(await navigation(canvas)).getByRole('link', { current: 'page' })).toHaveAccessibleName(label)
      })
    }
  },
}

export const HiddenSectionTypedDirectly: Story = {
  args: { signedInAs: { email: people.readOnly.email }, startAt: '/admin/webhooks/hook-1' },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the URL of a section Frances may not open shows no access, never the section', async () => {
      await expect(await canvas.findByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
      await expect(canvas.getByText(/Your role does not include Webhooks/)).toBeVisible()
      await expect(canvas.queryByText(/the webhooks section/)).toBeNull()
      await expect(within(await navigation(canvas)).queryByRole('link', { name: 'Webhooks' })).toBeNull()
      await expect(within(await navigation(canvas)).queryByRole('link', { current: 'page' })).toBeNull()
    })
    await step('the way back opens the first section', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Go to Profile' }))
      await expect(args.navigate).toHaveBeenCalledWith('/admin/profile', undefined)
      await expect(await canvas.findByText(demo('profile'))).toBeVisible()
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Profile' })).toHaveFocus())
    })
  },
}

export const NothingToShow: Story = {
  args: { signedInAs: { email: people.readOnly.email }, mount: portalMount({ sections: { webhooks: DEMO_SECTIONS.webhooks } }) },
  play: async ({ canvas }) => {
    // The only screen this portal has is one Frances may not open: no navigation, and a plain explanation.
    await expect(await canvas.findByRole('heading', { name: 'Nothing to manage yet' })).toBeVisible()
    await expect(canvas.queryByRole('navigation')).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const UnknownAddress: Story = {
  args: { startAt: '/admin/settings/secret' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/admin/profile')
  },
}

export const FeatureFlagOff: Story = {
  args: { startAt: '/admin/usage' },
  play: async ({ canvas }) => {
    // spec/admin.md §2: usage is behind the fe-usage-page flag; off, the section does not exist.
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(await linkNames(canvas)).not.toContain('Usage')
    await expect(canvas.queryByText(/the usage section/)).toBeNull()
  },
}

/** Ada holds fe.usage.read here: the usage section is shown to everyone, read by its holders. */
const canReadUsage = () => {
  getWorld().users.find((person) => person.id === 'user-ada')!.permissions.push('fe.usage.read')
}

export const FeatureFlagOn: Story = {
  args: { startAt: '/admin/usage', flags: { 'fe-usage-page': true } },
  beforeEach: canReadUsage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(demo('usage'))).toBeVisible()
    await expect(await linkNames(canvas)).toEqual(['Profile', 'Users', 'Audit logs', 'Webhooks', 'Roles', 'Usage'])
    await expect(canvas.getByRole('link', { name: 'Usage' })).toHaveAttribute('aria-current', 'page')
  },
}

export const FeatureFlagFromTheApi: Story = {
  parameters: { scenario: 'adminPortalUsageFlagOn' },
  beforeEach: canReadUsage,
  args: { startAt: '/admin/usage' },
  play: async ({ canvas, step }) => {
    await step("the vendor's fe-usage-page flag, from GET /flags, opens the usage section: no flag from the host", async () => {
      await expect(await canvas.findByText(demo('usage'))).toBeVisible()
      await expect(await linkNames(canvas)).toEqual(['Profile', 'Users', 'Audit logs', 'Webhooks', 'Roles', 'Usage'])
      await expect(canvas.queryByRole('heading', { name: 'Page not found' })).toBeNull()
    })
    await step('the flags were asked once, by the names the kit reads', async () => {
      await expect(sent('/flags')).toHaveLength(1)
      await expect(sent('/flags')[0]?.query.keys?.split(',')).toContain('fe-usage-page')
    })
  },
}

export const HostFlagOverridesTheApi: Story = {
  parameters: { scenario: 'adminPortalUsageFlagOn' },
  args: { startAt: '/admin/usage', flags: { 'fe-usage-page': false } },
  play: async ({ canvas }) => {
    // The host's flags prop wins over the API's, flag by flag.
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await waitFor(() => expect(sent('/flags')).toHaveLength(1))
    await expect(await linkNames(canvas)).not.toContain('Usage')
  },
}

export const FlagsLookupFails: Story = {
  parameters: { scenario: 'adminPortalFlagsFail' },
  args: { startAt: '/admin/usage' },
  play: async ({ canvas }) => {
    // spec/admin.md §8: a failed flags load is only logged; every flag the host did not set is off.
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(sent('/flags')).toHaveLength(1)
    await expect(await linkNames(canvas)).not.toContain('Usage')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const VendorBranded: Story = {
  tags: ['screenshot-dark'],
  parameters: { scenario: 'adminPortalBranded' },
  play: async ({ canvas }) => {
    const nav = await navigation(canvas)
    await expect(await within(nav).findByRole('img', { name: 'Northwind Cloud' })).toBeVisible()
    // The kit's mark is the login box's; the portal carries the vendor's brand only.
    await expect(canvas.queryByText('Secured by Gatehouse')).toBeNull()
    await expect(await canvas.findByText(demo('profile'))).toBeVisible()
  },
}

export const EntitlementMissing: Story = {
  args: { startAt: '/admin/audits', flags: entitlementsOn, mount: portalMount({ sectionFeatures: features }) },
  play: async ({ canvas, userEvent, step }) => {
    await step('the audit-log bundle expired: the section is hidden and its URL refused', async () => {
      await expect(await canvas.findByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
      await expect(canvas.queryByText(/the audits section/)).toBeNull()
      await expect(await linkNames(canvas)).toEqual(['Profile', 'Users', 'Webhooks', 'Roles'])
    })
    await step('webhooks are granted for good, roles by the pro plan targeting Acme', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Webhooks' }))
      await expect(await canvas.findByText(demo('webhooks'))).toBeVisible()
    })
    await step('inside a section, a feature the account lacks is gated', async () => {
      await expect(canvas.getByText('Delivery logs: not entitled (MISSING_FEATURE)')).toBeVisible()
    })
    await step('entitlements loaded once, for every component that asked (StrictMode included)', async () => {
      await expect(sent('/entitlements/api/v2/user-entitlements')).toHaveLength(1)
    })
  },
}

export const EntitlementsOff: Story = {
  args: { startAt: '/admin/webhooks', mount: portalMount({ sectionFeatures: features }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(demo('webhooks'))).toBeVisible()
    // Without the admin_portal_entitlements flag nothing loads, sections are not gated by features,
    // and a check inside a section fails with the not-enabled error.
    await expect(await linkNames(canvas)).toEqual(['Profile', 'Users', 'Audit logs', 'Webhooks', 'Roles'])
    await expect(canvas.getByText('Delivery logs: unchecked (EntitlementsNotEnabledError)')).toBeVisible()
    await expect(sent('/user-entitlements')).toHaveLength(0)
  },
}

export const EntitlementsLookupFails: Story = {
  parameters: { scenario: 'adminPortalEntitlementsServerError' },
  args: { startAt: '/admin/users', flags: entitlementsOn, mount: portalMount({ sectionFeatures: features }) },
  play: async ({ canvas }) => {
    // spec/admin.md §8: a failed lookup is ignored: no error shown, nothing entitled.
    await expect(await canvas.findByText(demo('users'))).toBeVisible()
    await waitFor(() => expect(sent('/user-entitlements')).toHaveLength(1))
    await waitFor(async () => expect(await linkNames(canvas)).toEqual(['Profile', 'Users']))
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

let releaseUsers: () => void = () => {}
const slowUsers = () => new Promise<void>((resolve) => (releaseUsers = resolve)).then(() => import('./demo/UsersDemo'))

export const SectionLoading: Story = {
  args: { startAt: '/admin/users', mount: portalMount({ sections: { ...DEMO_SECTIONS, users: slowUsers } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading Users' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Users' })).toBeVisible()
    releaseUsers()
    await expect(await canvas.findByText(demo('users'))).toBeVisible()
    await expect(canvas.queryByRole('progressbar')).toBeNull()
  },
}

let usersLoads = 0
const flakyUsers = () => (++usersLoads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./demo/UsersDemo'))

export const SectionFailsToLoad: Story = {
  args: { startAt: '/admin/users', mount: portalMount({ sections: { ...DEMO_SECTIONS, users: flakyUsers } }) },
  beforeEach: () => {
    usersLoads = 0
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent("This page didn't load")
    await expect(await linkNames(canvas)).toContain('Users')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText(demo('users'))).toBeVisible()
    await expect(usersLoads).toBe(2)
  },
}

export const SignedOut: Story = {
  args: { signedInAs: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in to continue' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Admin portal' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(args.navigate).toHaveBeenCalledWith('/account/login', undefined)
  },
}

// A host's words for the portal, given once to MessagesProvider with the sign-in screens' own.
const hostWords: MessagesOverride = { admin: { navigationLabel: 'Team administration', groups: { workspace: 'Your team' }, sections: { users: 'People' } } }

export const HostWords: Story = {
  args: {
    mount: {
      path: '/admin',
      render: () => (
        <MessagesProvider messages={hostWords}>
          <AdminPortal sections={DEMO_SECTIONS} visibility={DEMO_VISIBILITY} basePath="/admin" />
        </MessagesProvider>
      ),
    },
  },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Team administration' })
    const workspace = within(nav).getByRole('list', { name: 'Your team' })
    await expect(within(workspace).getAllByRole('link').map((link) => link.textContent)).toEqual(['People', 'Audit logs', 'Webhooks', 'Roles'])
    await expect(within(nav).getByRole('list', { name: 'Personal' })).toBeVisible()
    await expect(await canvas.findByText(demo('profile'))).toBeVisible()
  },
}
