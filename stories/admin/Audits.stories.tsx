import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { AUDITS_STATS_PATH, METADATA_PATH } from '../../src/api/audits'
import { auditRow, auditStats, callGate, getWorld } from '../../src/fixtures'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { auditGrid, auditRequests, auditsMeta, header, heldAudits, holdAudits, loaded, logRows } from './auditsStory'

const meta = {
  title: 'Admin portal/Audit logs',
  component: StoryApp,
  ...auditsMeta,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const columnNames = async (canvas: Parameters<typeof auditGrid>[0]) => within(await auditGrid(canvas)).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼]/g, '').trim())

export const AuditsListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step, userEvent }) => {
    await loaded(canvas)
    await step('the columns of spec/admin.md §2, newest first, 20 a page', async () => {
      await expect(await columnNames(canvas)).toEqual(['Time', 'User', 'Action', 'Description', 'IP Address'])
      const newest = auditRow(getWorld().audits, 0)
      const first = within((await logRows(canvas))[0]!)
      await expect(first.getByText(newest.description)).toBeVisible()
      await expect(first.getByText(newest.ip)).toBeVisible()
      await expect((await header(canvas, 'Time')).getAttribute('aria-sort')).toBe('descending')
      await expect(auditRequests()[0]?.query).toEqual({ offset: '0', count: '20', sortBy: 'createdAt', sortDirection: 'desc' })
    })
    await step('totals for today and severe this week, from audits/stats', async () => {
      const stats = auditStats(getWorld().audits, getWorld().audits.now)
      const totals = within(canvas.getByRole('region', { name: 'Audit totals' }))
      await expect(await totals.findByText(String(stats.totalToday))).toBeVisible()
      await expect(totals.getByText(String(stats.severeThisWeek))).toBeVisible()
      await expect(sent(AUDITS_STATS_PATH)).toHaveLength(1)
      await expect(sent(METADATA_PATH)[0]?.query).toEqual({ entityName: 'audits' })
    })
    await step('the next page asks from row 20', async () => {
      await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await expect(await canvas.findByText('Page 2 of 3')).toBeVisible()
      await expect(auditRequests().at(-1)?.query).toMatchObject({ offset: '20', count: '20' })
      await waitFor(async () => expect(within((await logRows(canvas))[0]!).getByText(auditRow(getWorld().audits, 20).ip)).toBeVisible())
    })
  },
}

/** Paging by keyboard: while a page loads both buttons wait, and the focus waits on the position, then goes back to the button. */
export const PagingByKeyboardWhileAPageLoads: Story = {
  play: async ({ canvas, step, userEvent }) => {
    await loaded(canvas)
    const pages = within(canvas.getByRole('navigation', { name: 'Audit log pages' }))
    const next = pages.getByRole('button', { name: 'Next page' })
    const previous = pages.getByRole('button', { name: 'Previous page' })
    const gate = callGate()
    getWorld().audits.gates.audits = gate
    try {
      await step('Enter on Next: page 2 is on its way, the focus waits on the position', async () => {
        next.focus()
        await userEvent.keyboard('{Enter}')
        await waitFor(() => expect(gate.held).toBe(1))
        await expect(next).toBeDisabled()
        await expect(pages.getByText('Page 2 of 3')).toHaveFocus()
      })
      await step('page 2 arrives: the focus is back on Next, for the next press', async () => {
        gate.open()
        await waitFor(() => expect(next).toBeEnabled())
        await expect(next).toHaveFocus()
      })
      await step('Enter again: the last page, and the focus on Previous once it is there', async () => {
        await userEvent.keyboard('{Enter}')
        await waitFor(() => expect(previous).toBeEnabled())
        await expect(pages.getByText('Page 3 of 3')).toBeVisible()
        await expect(next).toBeDisabled()
        await expect(previous).toHaveFocus()
        await expect(auditRequests().at(-1)?.query).toMatchObject({ offset: '40', count: '20' })
      })
    } finally {
      gate.open()
    }
  },
}

export const AuditsEmpty: Story = {
  beforeEach: () => {
    getWorld().audits.count = 0
  },
  play: async ({ canvas }) => {
    await expect(await within(await auditGrid(canvas)).findByText('No audit logs yet.')).toBeVisible()
    await expect(canvas.getByText('0 logs')).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Audit log pages' })).toBeNull()
  },
}

export const AuditsLoading: Story = {
  beforeEach: holdAudits('audits'),
  play: async ({ canvas, step }) => {
    const grid = await auditGrid(canvas)
    const gate = await heldAudits('audits')
    await step('while the logs have no answer, the table says it is loading', async () => {
      await expect(await within(grid).findByRole('progressbar', { name: 'Loading' })).toBeVisible()
    })
    await step('the answer replaces the spinner with the rows', async () => {
      gate.open()
      await loaded(canvas)
      await expect(within(grid).queryByRole('progressbar')).toBeNull()
    })
  },
}

export const AuditsLoadFailsThenRetry: Story = {
  beforeEach: () => {
    getWorld().audits.failures.audits = 'serverError'
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('the failure is said with the server words, in the table too', async () => {
      await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent("We couldn't load the audit logs. Internal server error")
      await expect(within(await auditGrid(canvas)).getByText("We couldn't load the audit logs.")).toBeVisible()
    })
    await step('Try again loads them once the server answers', async () => {
      const before = auditRequests().length
      getWorld().audits.failures = {}
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await loaded(canvas)
      await expect(auditRequests().length).toBe(before + 1)
      await expect(canvas.queryByRole('alert')).toBeNull()
    })
  },
}

export const StatsFailTableStays: Story = {
  beforeEach: () => {
    getWorld().audits.failures.stats = 'networkError'
  },
  play: async ({ canvas }) => {
    await loaded(canvas)
    await expect(await canvas.findByText('Totals are unavailable right now.')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Audit totals' })).toBeNull()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const SortByUser: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('pressing User sorts by user, A to Z, from the first page', async () => {
      await userEvent.click(within(await header(canvas, 'User')).getByRole('button'))
      await waitFor(() => expect(auditRequests().at(-1)?.query).toMatchObject({ sortBy: 'user', sortDirection: 'asc', offset: '0' }))
      await waitFor(async () => expect((await header(canvas, 'User')).getAttribute('aria-sort')).toBe('ascending'))
      const users = (await logRows(canvas)).map((row) => within(row).getAllByRole('gridcell')[0]!.textContent!)
      await expect(users).toEqual([...users].sort((a, b) => a.localeCompare(b)))
    })
    await step('pressing it again sorts Z to A', async () => {
      await userEvent.click(within(await header(canvas, 'User')).getByRole('button'))
      await waitFor(() => expect(auditRequests().at(-1)?.query).toMatchObject({ sortBy: 'user', sortDirection: 'desc' }))
      await waitFor(async () => expect((await header(canvas, 'User')).getAttribute('aria-sort')).toBe('descending'))
    })
    await step('a column the metadata does not let sort has no sort button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Columns' }))
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Json Data' }))
      await expect(within(await header(canvas, 'Json Data')).queryByRole('button')).toBeNull()
    })
  },
}

export const ShowHiddenColumns: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('Severity, User Agent and Json Data are hidden until chosen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Columns' }))
      const picker = within(canvas.getByRole('group', { name: 'Columns shown' }))
      await expect(picker.getByRole('checkbox', { name: 'Severity' })).not.toBeChecked()
      await expect(picker.getByRole('checkbox', { name: 'Time' })).toBeChecked()
      await userEvent.click(picker.getByRole('checkbox', { name: 'Severity' }))
      await userEvent.click(picker.getByRole('checkbox', { name: 'User Agent' }))
      await userEvent.click(picker.getByRole('checkbox', { name: 'Description' }))
      await expect(await columnNames(canvas)).toEqual(['Time', 'User', 'Action', 'IP Address', 'Severity', 'User Agent'])
    })
    await step('the rows show the severity of each log', async () => {
      const newest = auditRow(getWorld().audits, 0)
      await expect(within((await logRows(canvas))[0]!).getByText(newest.severity)).toBeVisible()
    })
  },
}

export const MetadataNamesTheColumns: Story = {
  beforeEach: () => {
    const properties = getWorld().audits.properties
    properties.find((property) => property.name === 'ip')!.displayName = 'Source address'
    properties.find((property) => property.name === 'severity')!.showInTable = true
    properties.find((property) => property.name === 'user')!.sortable = false
  },
  play: async ({ canvas }) => {
    await loaded(canvas)
    await waitFor(async () => expect(await columnNames(canvas)).toEqual(['Time', 'User', 'Action', 'Description', 'Source address', 'Severity']))
    await expect(within(await header(canvas, 'User')).queryByRole('button')).toBeNull()
    await expect(within(await header(canvas, 'Action')).getByRole('button')).toBeVisible()
  },
}
