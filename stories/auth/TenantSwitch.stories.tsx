import { StrictMode, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSWRConfig } from 'swr'
import { expect, fn, waitFor, within } from 'storybook/test'
import { CURRENT_USER_TENANTS_V1_PATH, CURRENT_USER_TENANTS_V3_PATH, CURRENT_USER_TENANTS_V1_FLAG, SWITCH_TENANT_PATH } from '../../src/api/tenants'
import { USERS_V2_PATH } from '../../src/api/users'
import { LOADING_MARKER, STORAGE_KEYS, clientScope, useGatehouse, useSession } from '../../src/hooks'
import { Button } from '../../src/primitives'
import { TenantSwitcher } from '../../src/screens'
import { AdminPortal, DEFAULT_SECTIONS } from '../../src/screens/admin'
import { GLOBEX_PEOPLE, callGate, findUserByEmail, getWorld, people } from '../../src/fixtures'
import { findGrid } from '../support/admin'
import { heldCall, holdCall } from '../support/gates'
import { sent } from '../support/requests'
import { earlierVisit } from '../support/session'
import { StoryApp } from '../support/StoryApp'
import { memoryStorage } from '../support/StoryGatehouse'
import { choose } from '../support/select'

const GLOBEX_NAMES = [people.ada.name, ...GLOBEX_PEOPLE.map((person) => person.name)].sort()

/** The host's page: who is signed in and where, the switcher, and a count of the answers cached for a tenant. */
function TenantPage({ withPortal = false }: { withPortal?: boolean }) {
  const { user, isLoading } = useSession()
  const { cache } = useSWRConfig()
  const { client } = useGatehouse()
  const [cached, setCached] = useState<string | null>(null)
  // Every cached answer's key ends with its scope [client, user, tenant] (src/hooks/admin/resources/keys.ts); a dropped one keeps its key with no data.
  const count = (tenantId: string) => [...cache.keys()].filter((key) => key.includes(`,${clientScope(client)},"user-ada","${tenantId}"`) && cache.get(key)?.data !== undefined).length
  return (
    <main>
      <p>{user ? `Signed in as ${user.email} in ${user.tenantId}` : isLoading ? 'Checking the session…' : 'Not signed in'}</p>
      <TenantSwitcher />
      <p>
        <Button variant="text" onPress={() => setCached(`Cached answers for Acme: ${count('tenant-acme')}`)}>
          Count cached answers
        </Button>
      </p>
      {cached && <p role="note">{cached}</p>}
      {withPortal && <AdminPortal sections={DEFAULT_SECTIONS} basePath="/admin" />}
    </main>
  )
}

const meta = {
  title: 'Sign-in/Tenant switch',
  component: StoryApp,
  args: { navigate: fn(), restoreSession: true, startAt: '/home', mount: { path: '/home', render: () => <TenantPage /> } },
  parameters: { scenario: 'severalTenants', layout: 'padded' },
  beforeEach: async () => {
    await earlierVisit()
    getWorld().requests.length = 0
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const switcher = (canvas: Context['canvas']) => canvas.findByRole('combobox', { name: /Account/ }, { timeout: 5000 })

/** Chooses `name` in the account picker, as a person does from the list the browser opens. */
async function chooseTenant({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string) {
  await switcher(canvas)
  await choose(userEvent, canvas, /Account/, name)
}

/** The switch is done: said so, and focus still on the picker (it stays on screen throughout). */
async function switched(canvas: Context['canvas'], name: string) {
  await expect(await canvas.findByText(`Now working in ${name}`)).toBeVisible()
  await waitFor(async () => expect(await switcher(canvas)).toHaveFocus())
  await expect(await switcher(canvas)).toHaveDisplayValue(name)
}

/** The names in the users grid, loading and empty rows left out. */
const rowNames = async (canvas: Context['canvas']) =>
  within(await findGrid(canvas, 'Users'))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.querySelector('span > span')?.textContent ?? '')

export const CurrentTenant: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    const picker = await switcher(canvas)
    await waitFor(() => expect(picker).toHaveDisplayValue('Acme'))
    await expect(sent(CURRENT_USER_TENANTS_V3_PATH)).toHaveLength(1)
    await expect(sent(CURRENT_USER_TENANTS_V1_PATH)).toHaveLength(0)
    await expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Acme', 'Globex', 'Initech'])
    await expect(within(picker).getByRole('option', { name: 'Acme', selected: true })).toBeInTheDocument()
  },
}

export const SwitchTenant: Story = {
  args: { startAt: '/admin/users', mount: { path: '/admin', render: () => <TenantPage withPortal /> } },
  beforeEach: () => {
    // "Never" rather than a time that moves with the clock, for the screenshot.
    delete findUserByEmail(getWorld(), people.ada.email)!.lastLogin
    return holdCall('switchTenant')()
  },
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await step("Acme's users are listed", async () => {
      await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(20), { timeout: 5000 })
      await expect(await rowNames(canvas)).not.toContain(GLOBEX_PEOPLE[0].name)
      await userEvent.click(canvas.getByRole('button', { name: 'Count cached answers' }))
      // The users page and the tenants list at least.
      await expect(Number((await canvas.findByRole('note')).textContent?.split(': ')[1])).toBeGreaterThanOrEqual(2)
    })
    await step('choosing Globex: the switch is on its way, the auth loading, the page body marked', async () => {
      await chooseTenant(context, 'Globex')
      const gate = await heldCall('switchTenant')
      await expect(await canvas.findByText('Switching to Globex')).toBeVisible()
      await expect(document.body).toHaveAttribute(LOADING_MARKER)
      await expect(canvas.getByText('Switching to Globex').parentElement).toHaveAttribute('aria-busy', 'true')
      // Globex's list waits too, so what shows before it answers can be looked at.
      getWorld().team.gates.users = callGate()
      gate.open()
    })
    await step("while Globex's users load, nothing of Acme shows", async () => {
      await waitFor(() => expect(getWorld().team.gates.users?.held).toBeGreaterThan(0), { timeout: 5000 })
      await expect(await canvas.findByText(`Signed in as ${people.ada.email} in tenant-globex`)).toBeVisible()
      await expect(document.body).not.toHaveAttribute(LOADING_MARKER)
      await expect(await rowNames(canvas)).toEqual([])
      getWorld().team.gates.users?.open()
    })
    await step("Globex's users, and what was sent", async () => {
      await waitFor(async () => expect((await rowNames(canvas)).sort()).toEqual(GLOBEX_NAMES), { timeout: 5000 })
      await expect(canvas.getByText('Now working in Globex')).toBeVisible()
      await expect(await switcher(canvas)).toHaveDisplayValue('Globex')
      await expect(sent(SWITCH_TENANT_PATH).map((request) => [request.method, request.body])).toEqual([['PUT', { tenantId: 'tenant-globex' }]])
      // One refresh restored the session, one followed the switch (naming no tenant: the server's active one).
      await expect(sent('/token/refresh').map((request) => request.body)).toEqual([{}, {}])
      await expect(sent('/users/v2/me')).toHaveLength(2)
      await expect(sent(USERS_V2_PATH).filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(2)
    })
    await step("Acme's cached answers were dropped", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Count cached answers' }))
      await expect(await canvas.findByRole('note')).toHaveTextContent('Cached answers for Acme: 0')
    })
  },
}

export const SwitchByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const picker = await switcher(canvas)
    await waitFor(() => expect(picker).toHaveDisplayValue('Acme'))
    while (document.activeElement !== picker) await userEvent.tab()
    // The browser's own list answers the keys of a native select; choosing from it is what a person does there.
    await choose(userEvent, canvas, /Account/, 'Initech')
    await expect(await canvas.findByText(`Signed in as ${people.ada.email} in tenant-initech`)).toBeVisible()
    await switched(canvas, 'Initech')
    await expect(sent(SWITCH_TENANT_PATH).map((request) => request.body)).toEqual([{ tenantId: 'tenant-initech' }])
  },
}

/** Under React StrictMode (effects run twice in development): one list load, one switch, one refresh for it. */
export const SwitchUnderStrictMode: Story = {
  decorators: [
    (Story) => (
      <StrictMode>
        <Story />
      </StrictMode>
    ),
  ],
  play: async (context) => {
    const { canvas } = context
    await waitFor(async () => expect(await switcher(canvas)).toHaveDisplayValue('Acme'))
    await expect(sent(CURRENT_USER_TENANTS_V3_PATH)).toHaveLength(1)
    await chooseTenant(context, 'Globex')
    await switched(canvas, 'Globex')
    await expect(sent(SWITCH_TENANT_PATH)).toHaveLength(1)
    await expect(sent('/token/refresh')).toHaveLength(2)
  },
}

export const SwitchFails: Story = {
  parameters: { scenario: 'switchTenantFails' },
  play: async (context) => {
    const { canvas } = context
    await waitFor(async () => expect(await switcher(canvas)).toHaveDisplayValue('Acme'))
    await chooseTenant(context, 'Globex')
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent("We couldn't switch to Globex. You are still working in Acme.")
    await expect(alert).toHaveTextContent('Internal server error')
    await expect(await switcher(canvas)).toHaveDisplayValue('Acme')
    // Focus stays on the picker, to try again or choose another.
    await waitFor(async () => expect(await switcher(canvas)).toHaveFocus())
    await expect(canvas.getByText(`Signed in as ${people.ada.email} in tenant-acme`)).toBeVisible()
    await expect(document.body).not.toHaveAttribute(LOADING_MARKER)
    // The session stayed: no refresh beyond the one that restored it.
    await expect(sent('/token/refresh')).toHaveLength(1)
  },
}

export const SingleTenant: Story = {
  parameters: { scenario: 'singleTenant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You belong to one account only: Acme.', {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: /Account/ })).toBeNull()
  },
}

export const TenantsLoadFails: Story = {
  parameters: { scenario: 'tenantsLoadFails' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Internal server error')
    delete getWorld().failures.tenants
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await switcher(canvas)).toHaveDisplayValue('Acme')
    await expect(sent(CURRENT_USER_TENANTS_V3_PATH)).toHaveLength(2)
  },
}

export const TenantsAnswerMalformed: Story = {
  beforeEach: () => {
    getWorld().failures.tenants = 'malformed'
  },
  play: async ({ canvas }) => {
    // An answer without its tenants list: a clear error, not an empty picker.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent("We couldn't load your accounts.")
    await expect(canvas.queryByRole('combobox', { name: /Account/ })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const V1EndpointBehindFlag: Story = {
  args: { flags: { [CURRENT_USER_TENANTS_V1_FLAG]: true } },
  play: async (context) => {
    const { canvas } = context
    await waitFor(async () => expect(await switcher(canvas)).toHaveDisplayValue('Acme'))
    await expect(sent(CURRENT_USER_TENANTS_V1_PATH)).toHaveLength(1)
    await expect(sent(CURRENT_USER_TENANTS_V3_PATH)).toHaveLength(0)
    await chooseTenant(context, 'Globex')
    await switched(canvas, 'Globex')
  },
}

const tabStorage = memoryStorage()

export const SeparateTabsPerTenant: Story = {
  args: { separateTabs: true, sessionStorage: tabStorage },
  beforeEach: () => tabStorage.removeItem(STORAGE_KEYS.separateTabsTenant),
  play: async (context) => {
    const { canvas } = context
    await waitFor(async () => expect(await switcher(canvas)).toHaveDisplayValue('Acme'))
    await chooseTenant(context, 'Globex')
    await expect(await canvas.findByText(`Signed in as ${people.ada.email} in tenant-globex`)).toBeVisible()
    await switched(canvas, 'Globex')
    // spec/auth.md §3/§9: this tab's tenant is kept in its session storage and named in its refresh.
    await expect(tabStorage.getItem(STORAGE_KEYS.separateTabsTenant)).toBe('tenant-globex')
    await expect(sent('/token/refresh').map((request) => request.body)).toEqual([{}, { tenantId: 'tenant-globex' }])
  },
}

const initechTab = memoryStorage({ [STORAGE_KEYS.separateTabsTenant]: 'tenant-initech' })

export const SeparateTabOpensInItsTenant: Story = {
  args: { separateTabs: true, sessionStorage: initechTab },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Signed in as ${people.ada.email} in tenant-initech`, {}, { timeout: 5000 })).toBeVisible()
    await waitFor(async () => expect(await switcher(canvas)).toHaveDisplayValue('Initech'))
    await expect(sent('/token/refresh').map((request) => request.body)).toEqual([{ tenantId: 'tenant-initech' }])
  },
}
