import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { AUDITS_CSV_EXPORT, auditsExportPath } from '../../src/api/audits'
import { auditRow, getWorld } from '../../src/fixtures'
import { prettyJson } from '../../src/hooks'
import { dialog, noDialog } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { auditsMeta, heldAudits, holdAudits, loaded, logRows } from './auditsStory'

const meta = {
  title: 'Admin portal/Audit logs/Details and export',
  component: StoryApp,
  ...auditsMeta,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** What the page copied, as the clipboard received it (headless Chromium grants no clipboard to a page). */
const copied: string[] = []
const fakeClipboard = () => {
  copied.length = 0
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } })
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard
  }
}

const exports = () => sent(auditsExportPath(AUDITS_CSV_EXPORT))

export const DetailsWithJsonCopy: Story = {
  beforeEach: fakeClipboard,
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    const newest = auditRow(getWorld().audits, 0)
    await step('pressing a row time opens its details', async () => {
      await userEvent.click(within((await logRows(canvas))[0]!).getByRole('button', { name: new RegExp(`Details of ${newest.action}`) }))
      const details = within(await dialog('Audit log details'))
      await expect(details.getByText(newest.userAgent)).toBeVisible()
      await expect(details.getByText(newest.severity)).toBeVisible()
    })
    await step('the JSON is pretty-printed, and Copy JSON copies it', async () => {
      const details = within(await dialog('Audit log details'))
      const json = prettyJson(newest.json)
      await expect(details.getByLabelText('Json Data').textContent).toBe(json)
      await userEvent.click(details.getByRole('button', { name: 'Copy JSON' }))
      await expect(await details.findByText('Copied')).toBeVisible()
      await expect(copied).toEqual([json])
    })
    await step('Close returns focus to the row', async () => {
      await userEvent.click(within(await dialog('Audit log details')).getByRole('button', { name: 'Close' }))
      await noDialog()
      await expect(document.activeElement).toHaveAccessibleName(new RegExp(`Details of ${newest.action}`))
    })
  },
}

export const ExportSucceeds: Story = {
  beforeEach: holdAudits('export'),
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('while the file is made, the button shows it is exporting', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      const gate = await heldAudits('export')
      await expect(await canvas.findByRole('progressbar', { name: 'Exporting' })).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: /Export CSV/ }))
      await expect(exports()).toHaveLength(1)
      gate.open()
    })
    await step('when it is saved, the admin is told and the button is ready again', async () => {
      await expect(await canvas.findByText('The audit logs were exported to audits.csv.')).toBeVisible()
      await expect(canvas.queryByRole('progressbar', { name: 'Exporting' })).toBeNull()
      await expect(exports()[0]?.body).toEqual({
        headers: [
          { name: 'createdAt', displayName: 'Time' },
          { name: 'user', displayName: 'User' },
          { name: 'action', displayName: 'Action' },
          { name: 'description', displayName: 'Description' },
          { name: 'ip', displayName: 'IP Address' },
        ],
        sortBy: 'createdAt',
        sortDirection: 'desc',
        offset: 0,
        outputFileName: 'audits.csv',
      })
    })
  },
}

export const ExportFails: Story = {
  beforeEach: () => {
    getWorld().audits.failures.export = 'serverError'
  },
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('a failed export says so; the button is ready again (isDownloadingCsv reset)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await expect(await canvas.findByText("We couldn't export the audit logs.")).toBeVisible()
      await expect(canvas.getByText('Internal server error')).toBeVisible()
      await expect(canvas.queryByRole('progressbar', { name: 'Exporting' })).toBeNull()
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
    })
    await step('a second try, with the server back, exports', async () => {
      getWorld().audits.failures = {}
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await expect(await canvas.findByText('The audit logs were exported to audits.csv.')).toBeVisible()
      await expect(screen.queryByText("We couldn't export the audit logs.")).toBeNull()
      await waitFor(() => expect(exports()).toHaveLength(2))
    })
  },
}
