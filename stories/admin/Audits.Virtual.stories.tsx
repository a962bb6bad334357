import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { auditRow, getWorld } from '../../src/fixtures'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { auditGrid, auditRequests, auditsMeta } from './auditsStory'

const meta = {
  title: 'Admin portal/Audit logs/Long logs',
  component: StoryApp,
  ...auditsMeta,
  // The rows' times are in the browser's time zone, and rows scrolled out of view would be painted over outside the box: the box is painted over.
  parameters: { ...auditsMeta.parameters, screenshot: { mask: ['[data-audits-viewport]', '[data-audit-time]'] } },
  beforeEach: () => {
    auditsMeta.beforeEach()
    getWorld().audits.count = 100_000
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<typeof auditGrid>[0]

/** The goal of spec'd speed at scale: never more rows in the DOM than this. */
const MAX_DOM_ROWS = 80

const viewport = (canvas: Canvas) => canvas.getByRole('grid', { name: 'Audit logs' }).parentElement as HTMLElement
const rowAt = (canvas: Canvas, index: number) => (canvas.getByRole('grid', { name: 'Audit logs' }) as HTMLElement).querySelector<HTMLElement>(`[aria-rowindex="${index + 2}"]`)

async function virtualMode({ canvas, userEvent }: { canvas: Canvas; userEvent: { click: (element: Element) => Promise<void> } }) {
  await auditGrid(canvas)
  await userEvent.click(canvas.getByRole('switch', { name: 'Scroll through every log' }))
  await waitFor(() => expect(canvas.getByRole('grid', { name: 'Audit logs' })).toHaveAttribute('aria-rowcount', '100001'), { timeout: FIRST_LOAD_TIMEOUT })
  await waitFor(() => expect(within(rowAt(canvas, 0)!).getByText(auditRow(getWorld().audits, 0).ip)).toBeVisible())
}

export const VirtualScrollLoadsPages: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('the grid announces every row, and holds only those in view', async () => {
      await virtualMode({ canvas, userEvent })
      await expect(canvas.getByText('100,000 logs')).toBeVisible()
      const rows = within(canvas.getByRole('grid', { name: 'Audit logs' })).getAllByRole('row')
      await expect(rows.length).toBeLessThanOrEqual(MAX_DOM_ROWS)
      await expect(rows[1]).toHaveAttribute('aria-rowindex', '2')
    })
    await step('scrolling far down loads the pages that come into view, and only those', async () => {
      const before = auditRequests().length
      const box = viewport(canvas)
      box.scrollTop = 50_000 * 44
      await waitFor(() => expect(rowAt(canvas, 50_000)).not.toBeNull())
      await waitFor(() => expect(within(rowAt(canvas, 50_000)!).getByText(auditRow(getWorld().audits, 50_000).ip)).toBeVisible())
      const asked = auditRequests().slice(before).map((request) => Number(request.query.offset))
      await expect(asked).toContain(50_000)
      await expect(asked.every((offset) => offset >= 49_900 && offset <= 50_100)).toBe(true)
      await expect(within(canvas.getByRole('grid', { name: 'Audit logs' })).getAllByRole('row').length).toBeLessThanOrEqual(MAX_DOM_ROWS)
    })
    await step('scrolling one page further asks for the next page', async () => {
      const box = viewport(canvas)
      box.scrollTop += 20 * 44
      await waitFor(() => expect(auditRequests().some((request) => Number(request.query.offset) >= 50_020)).toBe(true))
      await expect(auditRequests().every((request) => request.query.count === '20' && request.query.sortBy === 'createdAt')).toBe(true)
    })
  },
}

export const VirtualKeyboard: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await virtualMode({ canvas, userEvent })
    await step('Tab reaches the first row; arrows and Page Down move the focus, the grid follows', async () => {
      const grid = canvas.getByRole('grid', { name: 'Audit logs' })
      while (!grid.querySelector('[role=rowgroup]:last-child')?.contains(document.activeElement)) await userEvent.tab()
      await expect(document.activeElement?.closest('[role=row]')).toHaveAttribute('aria-rowindex', '2')
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{PageDown}')
      await waitFor(() => expect(document.activeElement?.closest('[role=row]')).toHaveAttribute('aria-rowindex', '14'))
    })
    await step('End goes to the 100,000th log, loading its page', async () => {
      await userEvent.keyboard('{End}')
      await waitFor(() => expect(document.activeElement?.closest('[role=row]')).toHaveAttribute('aria-rowindex', '100001'), { timeout: 5000 })
      await expect(auditRequests().some((request) => request.query.offset === '99980')).toBe(true)
      await expect(document.activeElement).toHaveAccessibleName(new RegExp(`Details of ${auditRow(getWorld().audits, 99_999).action}`))
    })
  },
}

export const VirtualEmpty: Story = {
  beforeEach: () => {
    getWorld().audits.count = 0
  },
  play: async ({ canvas, userEvent }) => {
    await auditGrid(canvas)
    await userEvent.click(canvas.getByRole('switch', { name: 'Scroll through every log' }))
    await expect(await canvas.findByText('No audit logs yet.')).toBeVisible()
    await expect(canvas.getByRole('grid', { name: 'Audit logs' })).toHaveAttribute('aria-rowcount', '1')
  },
}
