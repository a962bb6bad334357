import { useEffect, useRef, useState } from 'react'
import { reportIdOf } from '../../../hooks'
import type { AdminSectionProps } from '../sections'
import { ReportPreview } from './ReportPreview'
import { ReportsList } from './ReportsList'

/**
 * The reports section (spec/admin.md §5, §7 reports; hidden unless the host shows it, behind
 * fe.reports.read.reports): the tenant's reports, and each report's preview deep-linked below the
 * section (`/reports/{id}`); scheduling and sending with fe.reports.write.reports.
 */
export default function ReportsSection({ subPath, navigation }: AdminSectionProps) {
  const id = reportIdOf(subPath)
  // The page a link opened takes focus at its heading; the one the portal opened keeps the portal's focus.
  const first = useRef(subPath)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (subPath !== first.current) setMoved(true)
  }, [subPath])
  return id ? (
    <ReportPreview key={id} id={id} focus={moved} backHref={navigation.hrefOf('reports')} />
  ) : (
    <ReportsList focus={moved} onPreview={(report) => navigation.goTo('reports', `/${encodeURIComponent(report.id)}`)} />
  )
}
