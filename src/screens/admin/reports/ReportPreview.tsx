import { useEffect, useRef } from 'react'
import { dataFilterEntries, reportError, useDownloadReport, useReport, useReportPreview } from '../../../hooks'
import { Badge, Banner, Button, Link, Spinner } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { LoadFailed } from '../LoadFailed'
import * as styles from './Reports.css'
import { useReportsMessages } from './reportsMessages'

/**
 * One report (getReport) with its filters and the engine's preview (renderReport), and its PDF
 * download. The preview is HTML the server wrote: it is shown as data, never as the portal's markup.
 */
export function ReportPreview({ id, focus, backHref }: { id: string; focus: boolean; backHref: string }) {
  const text = useReportsMessages()
  const messages = useMessages()
  const report = useReport(id)
  const preview = useReportPreview(report.data)
  const download = useDownloadReport()
  const heading = useRef<HTMLHeadingElement>(null)
  const loaded = report.data !== undefined
  useEffect(() => {
    if (focus && loaded) heading.current?.focus()
  }, [focus, loaded])
  const downloadFailure = reportError('downloadReport', download.error)

  const back = (
    <Link href={backHref} className={styles.muted}>
      ← {text.back}
    </Link>
  )
  if (report.teamError && !report.data) {
    return (
      <div className={styles.section}>
        {back}
        <LoadFailed layout="row" retryLabel={text.retry} onRetry={() => void report.refresh()}>
          {text.reportFailed} {errorText(report.teamError, messages)}
        </LoadFailed>
      </div>
    )
  }
  if (!report.data) return <Spinner label={text.previewLoading} />
  const shown = report.data
  const filters = dataFilterEntries(shown)
  return (
    <div className={styles.section}>
      {back}
      <div className={styles.header}>
        <div className={styles.name}>
          <h3 ref={heading} tabIndex={-1} className={styles.heading}>
            {shown.name}
          </h3>
          {shown.description && <p className={styles.description}>{shown.description}</p>}
        </div>
        <Button variant="secondary" isPending={download.isMutating} pendingLabel={text.downloading} onPress={() => void download.trigger(shown).catch(() => undefined)}>
          {text.download}
        </Button>
      </div>
      {downloadFailure && <Banner tone="error">{`${text.downloadFailed} ${errorText(downloadFailure, messages)}`}</Banner>}
      <section aria-label={text.filters}>
        {filters.length === 0 ? (
          <p className={styles.muted}>{text.noFilters}</p>
        ) : (
          <ul className={styles.filters}>
            {filters.map(([name, value]) => (
              <li key={name}>
                <Badge>{`${name}: ${value}`}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      {preview.teamError && !preview.data ? (
        <LoadFailed layout="row" retryLabel={text.retry} onRetry={() => void preview.refresh()}>
          {text.previewFailed} {errorText(preview.teamError, messages)}
        </LoadFailed>
      ) : preview.data === undefined ? (
        <Spinner label={text.previewLoading} />
      ) : (
        // The engine's HTML goes into a sandboxed frame as its srcdoc, never into the page's DOM:
        // sandbox="" (no allow-scripts, no allow-same-origin) runs none of its scripts, gives it an
        // opaque origin with no access to the portal, its cookies or storage, and lets it submit no
        // form, open no popup and navigate nothing outside itself. Escaping it to text would show
        // tags instead of the report; dangerouslySetInnerHTML would run its markup as ours.
        <iframe className={styles.frame} sandbox="" srcDoc={preview.data} title={format(text.previewFrame, { name: shown.name })} referrerPolicy="no-referrer" />
      )}
    </div>
  )
}
