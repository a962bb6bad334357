import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { auditRow, getWorld, queryAudits } from '../../src/fixtures'
import { dialog, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { auditGrid, auditRequests, auditsMeta, loaded, logRows } from './auditsStory'
import { choose } from '../support/select'

const meta = {
  title: 'Admin portal/Audit logs/Search and filters',
  component: StoryApp,
  ...auditsMeta,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** How many logs of the world a query matches, asked of the fixtures as the server would answer. */
const matching = (filter: string, filters: Record<string, string> = {}) => queryAudits(getWorld().audits, { offset: 0, count: 1, sortBy: 'createdAt', sortDirection: 'desc', filter, filters }).total

export const SearchDebounced: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    const before = auditRequests().length
    await step('typing a word sends one request, after the pause, with the whole word', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search audit logs' }), 'logged out')
      const count = matching('logged out')
      await waitFor(async () => expect(await logRows(canvas)).toHaveLength(Math.min(count, 20)), { timeout: 4000 })
      const searches = auditRequests().slice(before)
      await expect(searches.map((request) => request.query.filter)).toEqual(['logged out'])
      await expect(searches[0]?.query).toMatchObject({ offset: '0', count: '20' })
    })
    await step('every row shown is a sign-out', async () => {
      for (const row of await logRows(canvas)) await expect(within(row).getByText('User logged out')).toBeVisible()
    })
  },
}

export const FilterChips: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas, 20)
    const form = within(canvas.getByRole('form', { name: 'Filters' }))
    await step('a filter of Severity High becomes a chip and is sent as its own parameter', async () => {
      await choose(userEvent, form, /Filter by/, 'Severity')
      await userEvent.type(form.getByRole('textbox', { name: 'Value' }), 'High')
      await userEvent.click(form.getByRole('button', { name: 'Add filter' }))
      const chips = within(canvas.getByRole('grid', { name: 'Filters applied' }))
      await expect(chips.getByRole('row', { name: 'Severity: High' })).toBeVisible()
      await waitFor(() => expect(auditRequests().at(-1)?.query).toMatchObject({ severity: 'High', offset: '0' }))
      await waitFor(async () => expect(await logRows(canvas)).toHaveLength(Math.min(matching('', { severity: 'High' }), 20)))
      await expect(form.getByRole('textbox', { name: 'Value' })).toHaveValue('')
    })
    await step('removing the chip shows every log again (the unfiltered page, answered before, from the cache)', async () => {
      const chips = within(canvas.getByRole('grid', { name: 'Filters applied' }))
      await userEvent.click(within(chips.getByRole('row', { name: 'Severity: High' })).getByRole('button'))
      await expect(canvas.getByText('No filters')).toBeVisible()
      await loaded(canvas)
      await waitFor(async () => expect(within((await logRows(canvas))[0]!).getByText(auditRow(getWorld().audits, 0).ip)).toBeVisible())
      await expect(auditRequests().filter((request) => !('severity' in request.query))).toHaveLength(1)
    })
  },
}

export const FilterValueRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    const before = auditRequests().length
    const form = within(canvas.getByRole('form', { name: 'Filters' }))
    await userEvent.click(form.getByRole('button', { name: 'Add filter' }))
    const value = form.getByRole('textbox', { name: 'Value' })
    await expect(value).toHaveAccessibleDescription('Enter a value to filter by.')
    await expect(value).toHaveAttribute('aria-invalid', 'true')
    await expect(auditRequests()).toHaveLength(before)
  },
}

export const FilterWithNoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    const form = within(canvas.getByRole('form', { name: 'Filters' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Value' }), 'Nobody Atall')
    await userEvent.click(form.getByRole('button', { name: 'Add filter' }))
    await expect(await within(await auditGrid(canvas)).findByText('No audit logs match your search or filters.')).toBeVisible()
    await expect(auditRequests().at(-1)?.query).toMatchObject({ user: 'Nobody Atall' })
    await expect(canvas.getByText('0 logs')).toBeVisible()
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    let ip = ''
    await step('Tab reaches the search; typing searches', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search audit logs' })
      while (document.activeElement !== search) await userEvent.tab()
      await userEvent.keyboard('wrong password')
      await waitFor(() => expect(auditRequests().at(-1)?.query.filter).toBe('wrong password'), { timeout: FIRST_LOAD_TIMEOUT })
      await waitFor(async () => expect(within((await logRows(canvas))[0]!).getByText('User failed login')).toBeVisible())
    })
    await step('a filter is added with the keyboard alone: pick the column, type, Enter', async () => {
      await userEvent.tab()
      await userEvent.tab()
      await userEvent.tab()
      await expect(document.activeElement).toHaveAccessibleName(/Filter by/)
      // The browser's own list answers the keys of a native select; choosing from it is what a person does there.
      const filters = within(canvas.getByRole('form', { name: 'Filters' }))
      await choose(userEvent, filters, /Filter by/, 'IP Address')
      await expect(filters.getByRole('combobox', { name: /Filter by/ })).toHaveFocus()
      await userEvent.tab()
      ip = within((await logRows(canvas))[0]!).getAllByRole('gridcell').at(-1)!.textContent!
      await userEvent.keyboard(`${ip}{Enter}`)
      await waitFor(() => expect(auditRequests().at(-1)?.query).toMatchObject({ filter: 'wrong password', ip }))
      await waitFor(async () => expect(await logRows(canvas)).toHaveLength(1))
    })
    await step('the grid is reached by Tab, the arrows move in it, Enter opens the row', async () => {
      const grid = await auditGrid(canvas)
      while (!grid.contains(document.activeElement)) await userEvent.tab()
      await userEvent.keyboard('{ArrowDown}')
      await expect(document.activeElement).toHaveAccessibleName(/Details of User failed login/)
      await userEvent.keyboard('{Enter}')
      const details = await dialog('Audit log details')
      await expect(within(details).getByText(ip)).toBeVisible()
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/Details of User failed login/))
    })
  },
}
