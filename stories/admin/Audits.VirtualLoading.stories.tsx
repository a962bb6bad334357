import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { callGate, getWorld, type CallGate } from '../../src/fixtures'
import { DEFAULT_SECTIONS, type AdminSectionProps } from '../../src/screens/admin'
import { AuditsScreen, type AuditsTableProps } from '../../src/screens/admin/audits/AuditsSection'
import { loadAuditsVirtualTable } from '../../src/screens/admin/audits/AuditsVirtualTable'
import type { ComponentLoader } from '../../src/screens/shared/lazyComponent'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { auditGrid, auditsMeta, loaded } from './auditsStory'
import { portalMount } from './portalStory'

// Each story's way of loading the virtual-scroll grid's code (TanStack Virtual's chunk), set in its beforeEach.
let loadVirtualTable: ComponentLoader<AuditsTableProps> = loadAuditsVirtualTable

/** The audits section as the portal shows it, loading the virtual-scroll grid the story's way. */
function AuditsWithStoryLoader(props: AdminSectionProps) {
  return <AuditsScreen {...props} loadVirtualTable={loadVirtualTable} />
}

/**
 * The virtual-scroll mode's code (TanStack Virtual) comes in a chunk of its own, fetched when the
 * admin switches to the mode: a spinner while it comes, and a retry when it does not arrive.
 */
const meta = {
  title: 'Admin portal/Audit logs/Long logs loading',
  component: StoryApp,
  ...auditsMeta,
  // Rows scrolled out of view would be painted over outside the box: the box is painted over (as in Audits.Virtual).
  parameters: { ...auditsMeta.parameters, screenshot: { mask: ['[data-audits-viewport]', '[data-audit-time]'] } },
  args: { ...auditsMeta.args, mount: portalMount({ sections: { ...DEFAULT_SECTIONS, audits: () => Promise.resolve({ default: AuditsWithStoryLoader }) } }) },
  beforeEach: () => {
    auditsMeta.beforeEach()
    getWorld().audits.count = 1_000
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const switchToVirtual = async ({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) => {
  await loaded(canvas)
  await userEvent.click(canvas.getByRole('switch', { name: 'Scroll through every log' }))
}

let gate: CallGate | undefined

export const VirtualGridLoading: Story = {
  beforeEach: () => {
    const held = callGate()
    gate = held
    loadVirtualTable = async () => {
      await held.pass()
      return loadAuditsVirtualTable()
    }
    return () => held.open()
  },
  play: async (context) => {
    const { canvas, step } = context
    await step('switching shows a spinner while the grid’s code comes', async () => {
      await switchToVirtual(context)
      await expect(await canvas.findByRole('progressbar', { name: 'Loading the scrolling view' }, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
      await waitFor(() => expect(gate?.held).toBe(1))
      await expect(canvas.getByRole('searchbox', { name: 'Search audit logs' })).toBeEnabled()
    })
    await step('once it is in, the grid announces every log', async () => {
      gate?.open()
      await waitFor(() => expect(canvas.getByRole('grid', { name: 'Audit logs' })).toHaveAttribute('aria-rowcount', '1001'))
      await expect(canvas.queryByRole('progressbar', { name: 'Loading the scrolling view' })).toBeNull()
      await expect(await canvas.findByText('1,000 logs')).toBeVisible()
    })
  },
}

// Offline until the play function says the connection is back.
let online = false

export const VirtualGridFailsThenRetried: Story = {
  beforeEach: () => {
    online = false
    loadVirtualTable = () => (online ? loadAuditsVirtualTable() : Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
  },
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await step('a grid that does not arrive says so, and the rest of the section still works', async () => {
      await switchToVirtual(context)
      await expect(await canvas.findByText("We couldn't load the scrolling view.", {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
      await expect(canvas.getByRole('searchbox', { name: 'Search audit logs' })).toBeEnabled()
      await expect(canvas.getByRole('switch', { name: 'Scroll through every log' })).toBeChecked()
    })
    await step('Try again loads it', async () => {
      online = true
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(canvas.getByRole('grid', { name: 'Audit logs' })).toHaveAttribute('aria-rowcount', '1001'))
      await expect(canvas.queryByText("We couldn't load the scrolling view.")).toBeNull()
    })
  },
}

export const BackToPages: Story = {
  // It ends on the paged table: its times painted over as in the other audits stories.
  parameters: { screenshot: auditsMeta.parameters.screenshot },
  beforeEach: () => {
    loadVirtualTable = loadAuditsVirtualTable
  },
  play: async (context) => {
    const { canvas, userEvent } = context
    await switchToVirtual(context)
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Audit logs' })).toHaveAttribute('aria-rowcount', '1001'), { timeout: FIRST_LOAD_TIMEOUT })
    await userEvent.click(canvas.getByRole('switch', { name: 'Scroll through every log' }))
    await loaded(canvas)
    await expect(await auditGrid(canvas)).not.toHaveAttribute('aria-rowcount', '1001')
    await expect(canvas.getByRole('navigation', { name: 'Audit log pages' })).toBeVisible()
  },
}
