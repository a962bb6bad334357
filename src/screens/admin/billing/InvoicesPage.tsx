import { useState } from 'react'
import type { Invoice } from '../../../api'
import { formatMoney, invoicePage, useAccountDates, useDownloadInvoice, useInvoices, type Resource } from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { ListEmpty } from '../team/TeamList'
import { useBillingMessages } from './billingMessages'
import { BackLink, billingErrorText, PageHeading, Unavailable, useNotice } from './parts'
import * as styles from './BillingSection.css'

/** Every invoice, newest first, ten to a page, each with its PDF. */
export function InvoicesPage({ focus, back }: { focus: boolean; back: string }) {
  const text = useBillingMessages()
  const invoices = useInvoices()
  const [page, setPage] = useState(0)
  const shown = invoicePage(invoices.data ?? [], page)
  return (
    <div className={styles.page}>
      <BackLink href={back} />
      <PageHeading focus={focus}>{text.pages.invoices}</PageHeading>
      <InvoicesTable rows={shown.rows} resource={invoices} label={text.invoices.tableLabel} />
      <Pagination
        page={shown.page + 1}
        totalPages={shown.pages}
        onChange={(next) => setPage(next - 1)}
        label={text.invoices.pages}
      />
    </div>
  )
}

/** Invoices as a table: date, amount in its currency, paid or not, receipt, and a download per row (each with its own pending state). */
export function InvoicesTable({ rows, resource, label }: { rows: readonly Invoice[]; resource: Resource<Invoice[]>; label: string }) {
  const text = useBillingMessages()
  const locale = useLocale()
  const dates = useAccountDates(locale)
  const messages = useMessages()
  const download = useDownloadInvoice()
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const { notice, show, clear } = useNotice()
  const receipt = (invoice: Invoice) => invoice.receiptNumber ?? invoice.id

  const save = async (invoice: Invoice) => {
    if (pending.has(invoice.id)) return
    clear()
    setPending((current) => new Set(current).add(invoice.id))
    try {
      await download.trigger({ invoice })
      show({ tone: 'success', text: format(text.invoices.downloaded, { receipt: receipt(invoice) }) })
    } catch (error) {
      show({ tone: 'error', text: format(text.invoices.downloadFailed, { receipt: receipt(invoice), reason: billingErrorText(error, messages) }) })
    } finally {
      setPending((current) => {
        const next = new Set(current)
        next.delete(invoice.id)
        return next
      })
    }
  }

  const failed = resource.error !== undefined && !resource.data
  return (
    <>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {failed && <Unavailable onRetry={() => void resource.refresh()}>{text.invoices.unavailable}</Unavailable>}
      <Table aria-label={label}>
        <TableHeader>
          <Column id="date">{text.invoices.columns.date}</Column>
          <Column id="amount">{text.invoices.columns.amount}</Column>
          <Column id="status" className={styles.wideOnly}>
            {text.invoices.columns.status}
          </Column>
          <Column id="receipt" className={styles.wideOnly}>
            {text.invoices.columns.receipt}
          </Column>
          <Column id="download">{text.invoices.columns.download}</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => <ListEmpty isLoading={resource.isLoading} failed={null} empty={failed ? '' : text.invoices.empty} />}>
          {(invoice) => (
            <Row>
              <Cell isRowHeader>
                <time dateTime={invoice.paymentDate}>{dates.date(invoice.paymentDate)}</time>
                <span className={styles.narrowDetail}>
                  {invoice.paid ? text.invoices.paid : text.invoices.unpaid} · {receipt(invoice)}
                </span>
              </Cell>
              <Cell>{formatMoney(invoice.totalAmount, invoice.currency, locale)}</Cell>
              <Cell className={styles.wideOnly}>
                <Badge tone={invoice.paid ? 'success' : 'warning'}>{invoice.paid ? text.invoices.paid : text.invoices.unpaid}</Badge>
              </Cell>
              <Cell className={styles.wideOnly}>{receipt(invoice)}</Cell>
              <Cell>
                <Button variant="text" aria-label={format(text.invoices.downloadLabel, { receipt: receipt(invoice) })} isPending={pending.has(invoice.id)} onPress={() => void save(invoice)}>
                  {pending.has(invoice.id) ? text.invoices.downloading : text.invoices.download}
                </Button>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </>
  )
}
