import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { SUB_ACCOUNT_USERS_PAGE_SIZE, SUB_TENANT_USERS_PATH } from '../../src/api/subAccounts'
import { callGate, getWorld, people, seedAccountWithUsers } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { findGrid, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { asReseller } from './accountsStory'
import { portalMount } from './portalStory'

/** Acme Pacific: 23 users, one a letter from A to W, seeded out of order (the API sorts them). */
const PACIFIC = { tenantId: 'tenant-acme-pacific', name: 'Acme Pacific' }
const PEOPLE = ['Kai Brandt', 'Ava Lind', 'Wes Carter', 'Dora Imai', 'Nia Patel', 'Bo Ruiz', 'Tess Ng', 'Hana Cole', 'Quin Baker', 'Eli Stone', 'Uma Reyes', 'Gil Park', 'Cy Moss', 'Lea Frost', 'Otto Vance', 'Rai Dutta', 'Finn Hale', 'Ivy Chen', 'Sol Adler', 'Mia Soto', 'Jon Kerr', 'Pia Wolf', 'Vic Lowe']

const meta = {
  title: 'Admin portal/All accounts/Account users paging',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: `/admin/all-accounts/${PACIFIC.tenantId}`, mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  beforeEach: () => {
    asReseller()
    seedAccountWithUsers(getWorld(), PACIFIC, PEOPLE)
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const usersGrid = (canvas: Canvas) => findGrid(canvas, 'Users of Acme Pacific')
/** The names in the users table, top to bottom. */
const namesShown = async (canvas: Canvas) => within(await usersGrid(canvas)).getAllByRole('rowheader').map((cell) => cell.querySelector('span > span')?.textContent)
const pages = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Pages of users of Acme Pacific' }))
/** The query strings of the users pages asked for, in order. */
const asked = () => sent(SUB_TENANT_USERS_PATH).map((request) => request.query)
const pageQuery = (offset: number) => ({ _tenantId: PACIFIC.tenantId, _offset: String(offset), _limit: String(SUB_ACCOUNT_USERS_PAGE_SIZE), _sortBy: 'name', _order: 'DESC' })

export const FirstPageByNameDescending: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await step('10 users, by name descending: from Wes to Nia, users 1–10 of 23, page 1 of 3', async () => {
      await expect(await canvas.findByText('Users 1–10 of 23', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
      const names = await namesShown(canvas)
      await expect(names).toHaveLength(10)
      await expect(names[0]).toBe('Wes Carter')
      await expect(names.at(-1)).toBe('Nia Patel')
      await expect(pages(canvas).getByText('Page 1 of 3')).toBeVisible()
      await expect(pages(canvas).getByRole('button', { name: 'Previous page' })).toBeDisabled()
      await expect(pages(canvas).getByRole('button', { name: 'Next page' })).toBeEnabled()
    })
    await step('asked as the real client asks: page 0 of 10, by name, descending', async () => {
      await expect(asked()).toEqual([pageQuery(0)])
    })
  },
}

export const NextLastAndPrevious: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await FirstPageByNameDescending.play!(context)
    await step('next: the first page stays on screen while the second is on its way', async () => {
      const gate = callGate()
      getWorld().allAccounts.gates.accountUsers = gate
      await userEvent.click(pages(canvas).getByRole('button', { name: 'Next page' }))
      await waitFor(() => expect(gate.held).toBe(1))
      await expect(await namesShown(canvas)).toHaveLength(10)
      await expect((await namesShown(canvas))[0]).toBe('Wes Carter')
      await expect(canvas.getByText('Users 1–10 of 23')).toBeVisible()
      gate.open()
    })
    await step('then users 11–20, from Mia to Dora, asked with offset 1', async () => {
      await expect(await canvas.findByText('Users 11–20 of 23')).toBeVisible()
      const names = await namesShown(canvas)
      await expect(names[0]).toBe('Mia Soto')
      await expect(names.at(-1)).toBe('Dora Imai')
      await expect(pages(canvas).getByText('Page 2 of 3')).toBeVisible()
      await expect(asked().at(-1)).toEqual(pageQuery(1))
    })
    await step('the page turn is said once, by the range when the rows are there, not by the position as well', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Users 11–20 of 23')
      await expect(pages(canvas).getByText('Page 2 of 3')).not.toHaveAttribute('aria-live')
    })
    await step('the last page: its 3 users, and no page after it', async () => {
      await userEvent.click(pages(canvas).getByRole('button', { name: 'Next page' }))
      await expect(await canvas.findByText('Users 21–23 of 23')).toBeVisible()
      await expect(await namesShown(canvas)).toEqual(['Cy Moss', 'Bo Ruiz', 'Ava Lind'])
      await expect(pages(canvas).getByText('Page 3 of 3')).toBeVisible()
      await expect(pages(canvas).getByRole('button', { name: 'Next page' })).toBeDisabled()
      await expect(asked().at(-1)).toEqual(pageQuery(2))
    })
    await step('previous: the second page again', async () => {
      await userEvent.click(pages(canvas).getByRole('button', { name: 'Previous page' }))
      await expect(await canvas.findByText('Users 11–20 of 23')).toBeVisible()
      await expect((await namesShown(canvas))[0]).toBe('Mia Soto')
      await expect(pages(canvas).getByText('Page 2 of 3')).toBeVisible()
    })
  },
}

/** An account of its own without users (the file's Acme Pacific is seeded for every story). */
const ATLANTIC = { tenantId: 'tenant-acme-atlantic', name: 'Acme Atlantic' }

export const EmptyAccount: Story = {
  beforeEach: () => void seedAccountWithUsers(getWorld(), ATLANTIC, []),
  args: { startAt: `/admin/all-accounts/${ATLANTIC.tenantId}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This account has no users yet.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: /^Pages of users/ })).toBeNull()
    await expect(canvas.queryByText(/^Users \d/)).toBeNull()
    await expect(asked()).toEqual([{ ...pageQuery(0), _tenantId: ATLANTIC.tenantId }])
  },
}

export const NextPageFails: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await expect(await canvas.findByText('Users 1–10 of 23', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await step('the next page fails: the error with a way to try again, the first page still there', async () => {
      getWorld().allAccounts.failures.accountUsers = 'serverError'
      await userEvent.click(pages(canvas).getByRole('button', { name: 'Next page' }))
      await expect(await canvas.findByText(/The users could not be loaded/)).toBeVisible()
      await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect((await namesShown(canvas))[0]).toBe('Wes Carter')
      await expect(canvas.getByText('Users 1–10 of 23')).toBeVisible()
      await expect(pages(canvas).getByText('Page 1 of 3')).toBeVisible()
      await expect(asked().at(-1)).toEqual(pageQuery(1))
    })
  },
}

export const NextPageFailsThenRetry: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await NextPageFails.play!(context)
    await step('try again: the second page comes, the error goes', async () => {
      delete getWorld().allAccounts.failures.accountUsers
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await expect(await canvas.findByText('Users 11–20 of 23')).toBeVisible()
      await expect((await namesShown(canvas))[0]).toBe('Mia Soto')
      await expect(pages(canvas).getByText('Page 2 of 3')).toBeVisible()
      await expect(canvas.queryByText(/The users could not be loaded/)).toBeNull()
      await expect(asked().at(-1)).toEqual(pageQuery(1))
    })
  },
}
