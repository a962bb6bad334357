import { useAuditStats } from '../../../hooks'
import { useLocale } from '../../i18n/useMessages'
import * as styles from './AuditsSection.css'
import { useAuditsMessages } from './useAuditsMessages'

/** Totals for today and severe this week; when they fail to load, a line says so and the table carries on (spec/admin.md §8). */
export function AuditStatsPanel() {
  const text = useAuditsMessages().stats
  const locale = useLocale()
  const stats = useAuditStats()
  if (stats.error) return <p className={styles.muted}>{text.unavailable}</p>
  const number = (value: number | undefined) => (value === undefined ? '–' : new Intl.NumberFormat(locale).format(value))
  return (
    <section aria-label={text.label} aria-busy={stats.isLoading} className={styles.stats}>
      <div className={styles.stat}>
        <span className={styles.statLabel}>{text.today}</span>
        <p className={styles.statValue} data-audit-stat="today">
          {number(stats.data?.totalToday)}
        </p>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>{text.severeThisWeek}</span>
        <p className={styles.statValue} data-audit-stat="severe">
          {number(stats.data?.severeThisWeek)}
        </p>
      </div>
    </section>
  )
}
