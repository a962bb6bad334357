import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { INVOICES_PATH } from '../../src/api/billing'
import { getWorld } from '../../src/fixtures'
import { findGrid, rowOf } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { acmeBilling, captureDownloads, expectPdf } from './billingStory'
import { billingArgs } from './support/billingStories'

/** The invoices, ten to a page, and their PDFs. */
const meta = {
  title: 'Admin portal/Billing/Invoices',
  component: StoryApp,
  args: billingArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** Invoices ten to a page, newest first; a PDF saved under its receipt number, with its own pending state. */
export const InvoiceDownloaded: Story = {
  args: { startAt: '/admin/subscriptions/invoices' },
  beforeEach: captureDownloads,
  play: async ({ canvas, userEvent }) => {
    const grid = await findGrid(canvas, 'Invoices')
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11))
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5))
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible()
    const row = within(await rowOf(grid, '09/30/2025'))
    const receipt = row.getByRole('button', { name: /Download invoice/ }).getAttribute('aria-label')!.replace('Download invoice ', '')
    await userEvent.click(row.getByRole('button', { name: `Download invoice ${receipt}` }))
    await expectPdf(`invoice-${receipt}.pdf`)
    await expect(await canvas.findByText(`Invoice ${receipt} downloaded.`)).toBeVisible()
    expect(getWorld().requests.filter((request) => request.path.includes(`${INVOICES_PATH}/`))).toHaveLength(1)
  },
}

/** A PDF that does not come: the row says why, and a retry works. */
export const InvoiceDownloadFails: Story = {
  args: { startAt: '/admin/subscriptions/invoices' },
  beforeEach: () => {
    getWorld().billing.failures.invoicePdf = 'serverError'
    return captureDownloads()
  },
  play: async ({ canvas, userEvent }) => {
    const grid = await findGrid(canvas, 'Invoices')
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11))
    const button = within(grid).getAllByRole('button', { name: /Download invoice/ })[0]!
    await userEvent.click(button)
    await expect(await canvas.findByText(/didn't download: Internal server error/)).toBeVisible()
    delete getWorld().billing.failures.invoicePdf
    await userEvent.click(button)
    await expect(await canvas.findByText(/downloaded\.$/)).toBeVisible()
  },
}

/** A tenant without invoices yet. */
export const NoInvoices: Story = {
  args: { startAt: '/admin/subscriptions/invoices' },
  beforeEach: () => {
    acmeBilling().invoices = []
  },
  play: async ({ canvas }) => {
    const grid = await findGrid(canvas, 'Invoices')
    await expect(await within(grid).findByText('No invoices yet.')).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Pages of invoices' })).toBeNull()
  },
}
