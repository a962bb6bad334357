import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { SSO_CONFIGURATIONS_PATH } from '../../src/api/ssoConfigurations'
import { getWorld, publishTxtRecord } from '../../src/fixtures'
import { alertDialog, findGrid, noDialog, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { ssoArgs } from './ssoStory'

const meta = {
  title: 'Admin portal/SSO/Domains',
  component: StoryApp,
  args: ssoArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const CONTRACTORS = `${SSO_CONFIGURATIONS_PATH}/sso-contractors`
const contractors = () => getWorld().sso.connections.find((connection) => connection.id === 'sso-contractors')!

/** Opens the OpenID Connect connection on its Domains tab. */
async function openDomains({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  const grid = await findGrid(canvas, 'SSO connections')
  await within(grid).findByRole('rowheader', { name: 'OpenID Connect' }, { timeout: FIRST_LOAD_TIMEOUT })
  await pickRowAction(userEvent, grid, 'OpenID Connect', 'Configure')
  await waitFor(() => expect(canvas.getByRole('heading', { name: 'OpenID Connect connection' })).toHaveFocus())
  await userEvent.click(canvas.getByRole('tab', { name: 'Domains' }))
  return findGrid(canvas, 'Domains')
}
const domainField = (canvas: Context['canvas']) => canvas.getByRole('textbox', { name: 'Domain' })

export const DomainNotValidatedCannotEnable: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent }) => {
    const domains = await openDomains({ canvas, userEvent })
    await expect(within(await rowOf(domains, 'contractors.acme.test')).getByText('Not validated')).toBeVisible()
    await expect(canvas.getByRole('switch', { name: 'Enabled' })).toBeDisabled()
    await expect(canvas.getByText('Validate a domain before enabling this connection.')).toBeVisible()
    await expect(canvas.getByText('gatehouse-verification=9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b')).toBeVisible()
  },
}

export const AddDomainChecksItsSyntax: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await openDomains({ canvas, userEvent })
    await step('not a domain: the field says so, nothing is sent', async () => {
      await userEvent.type(domainField(canvas), 'contractors')
      await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }))
      await expect(await canvas.findByText('Enter a domain like example.com.')).toBeVisible()
      await expect(domainField(canvas)).toHaveAttribute('aria-invalid', 'true')
      await expect(sent(`${CONTRACTORS}/domains`)).toHaveLength(0)
    })
    await step('a domain: added, not validated, with its TXT record to publish', async () => {
      await userEvent.type(domainField(canvas), '.example.test')
      await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }))
      await expect(await canvas.findByText('contractors.example.test was added. Publish its TXT record, then validate it.')).toBeVisible()
      await expect(sent(`${CONTRACTORS}/domains`).map((request) => request.body)).toEqual([{ domain: 'contractors.example.test' }])
      const row = within(await rowOf(await findGrid(canvas, 'Domains'), 'contractors.example.test'))
      await expect(row.getByText('Not validated')).toBeVisible()
      const record = contractors().domains.find((domain) => domain.domain === 'contractors.example.test')!.verification
      await expect(canvas.getByText(record)).toBeVisible()
      await expect(domainField(canvas)).toHaveValue('')
    })
  },
}

export const DuplicateDomainRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await openDomains({ canvas, userEvent })
    await userEvent.type(domainField(canvas), 'okta.acme.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }))
    await expect(await canvas.findByText('This domain is already used by an SSO connection')).toBeVisible()
    await expect(domainField(canvas)).toHaveValue('okta.acme.test')
    await expect(domainField(canvas)).toHaveAttribute('aria-invalid', 'true')
    await expect(contractors().domains).toHaveLength(1)
  },
}

export const ValidateWithoutTheRecordFails: Story = {
  play: async ({ canvas, userEvent }) => {
    const domains = await openDomains({ canvas, userEvent })
    await pickRowAction(userEvent, domains, 'contractors.acme.test', 'Validate contractors.acme.test')
    await expect(
      await canvas.findByText('contractors.acme.test is not validated: No TXT record "gatehouse-verification=9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b" was found for contractors.acme.test'),
    ).toBeVisible()
    await expect(sent(`${CONTRACTORS}/domains/domain-contractors/validate`)).toHaveLength(1)
    await expect(canvas.getByRole('switch', { name: 'Enabled' })).toBeDisabled()
  },
}

export const ValidateThenEnable: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const domains = await openDomains({ canvas, userEvent })
    await step('the admin publishes the TXT record in their DNS, then validates', async () => {
      publishTxtRecord(getWorld(), 'contractors.acme.test', contractors().domains[0]!.verification)
      await pickRowAction(userEvent, domains, 'contractors.acme.test', 'Validate contractors.acme.test')
      await expect(await canvas.findByText('contractors.acme.test is validated.')).toBeVisible()
      await waitFor(async () => expect(within(await rowOf(domains, 'contractors.acme.test')).getByText('Validated')).toBeVisible())
    })
    await step('now the connection can be turned on', async () => {
      const enabled = canvas.getByRole('switch', { name: 'Enabled' })
      await waitFor(() => expect(enabled).toBeEnabled())
      await userEvent.click(enabled)
      await expect(await canvas.findByText('The connection is on: people of its validated domains sign in through it.')).toBeVisible()
      await expect(sent(CONTRACTORS).filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ enabled: true }])
      await expect(contractors().enabled).toBe(true)
    })
  },
}

export const DeleteDomain: Story = {
  play: async ({ canvas, userEvent }) => {
    const domains = await openDomains({ canvas, userEvent })
    await pickRowAction(userEvent, domains, 'contractors.acme.test', 'Delete contractors.acme.test')
    await userEvent.click(within(await alertDialog('Delete contractors.acme.test?')).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(await canvas.findByText('contractors.acme.test was deleted.')).toBeVisible()
    await expect(sent(`${CONTRACTORS}/domains/domain-contractors`).map((request) => request.method)).toEqual(['DELETE'])
    await expect(await within(domains).findByText('No domains yet.')).toBeVisible()
    await expect(canvas.getByText('Add a domain and validate it before enabling this connection.')).toBeVisible()
  },
}

/** Keyboard only: Tab to the domain field, type, Enter adds; the actions menu by keyboard validates. */
export const KeyboardOnlyAddDomain: Story = {
  play: async ({ canvas, userEvent }) => {
    await openDomains({ canvas, userEvent })
    const field = domainField(canvas)
    for (let presses = 0; presses < 30 && document.activeElement !== field; presses++) await userEvent.tab()
    await expect(field).toHaveFocus()
    await userEvent.keyboard('partners.acme.test{Enter}')
    await expect(await canvas.findByText('partners.acme.test was added. Publish its TXT record, then validate it.')).toBeVisible()
    const grid = await findGrid(canvas, 'Domains')
    const row = await rowOf(grid, 'partners.acme.test')
    // The grid is one tab stop; inside it the arrows move, End goes to the row's last cell, its actions.
    for (let presses = 0; presses < 30 && !grid.contains(document.activeElement); presses++) await userEvent.tab()
    for (let presses = 0; presses < 5 && !row.contains(document.activeElement); presses++) await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('{End}')
    await expect(within(row).getByRole('button', { name: 'Actions for partners.acme.test' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Validate partners.acme.test' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText(/partners\.acme\.test is not validated: No TXT record/)).toBeVisible()
  },
}
