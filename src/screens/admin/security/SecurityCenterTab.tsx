import { useState } from 'react'
import type { Insight, Recommendation, UserPreset } from '../../../api'
import { groupByCategory, recommendationTarget, scoreBand, useNow, useResetBreachedPasswords, useSecurityCenter, useSecurityUsers, type SessionSetting } from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Meter, Pagination, Row, Table, TableBody, TableHeader, type BadgeTone } from '../../../primitives'
import { formatDate, relativeTime } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { ListEmpty } from '../team/TeamList'
import type { SecurityDialog } from './SecurityDialogs'
import { useSecurityMessages } from './securityMessages'
import { useFailureText } from './SecurityParts'
import * as styles from './SecuritySection.css'

const PRESETS: readonly UserPreset[] = ['breached-passwords', 'mfa-unenrolled', 'inactive']
const SEVERITY_TONES: Record<string, BadgeTone> = { SEVERE: 'error', WARNING: 'warning', INFO: 'info' }
const BAND_TONES = { poor: 'error', fair: 'warning', good: 'success' } as const

export interface SecurityCenterTabProps {
  canWrite: boolean
  open: (dialog: SecurityDialog) => void
  done: (notice: string) => void
  /** A recommendation's action leads to a session setting. */
  onAdjust: (setting: SessionSetting) => void
}

/** The security center (spec/admin.md §2, §3): the score, recommendations and insights by category, and three tables of people. */
export function SecurityCenterTab({ canWrite, open, done, onAdjust }: SecurityCenterTabProps) {
  const text = useSecurityMessages().center
  const failure = useFailureText()
  const center = useSecurityCenter()
  const reset = useResetBreachedPasswords()
  const recommendations = center.recommendations.data
  const groups = groupByCategory(recommendations?.items ?? [], center.insights.data ?? [])
  const failed = center.recommendations.error ?? center.insights.error

  const act = (recommendation: Recommendation) => {
    const target = recommendationTarget(recommendation.action)
    if (target?.kind === 'session') onAdjust(target.setting)
    else if (target?.kind === 'resetBreachedPasswords')
      open({
        kind: 'confirm',
        ...text.resetDialog,
        run: async () => {
          await reset.trigger(undefined)
          done(text.resetDialog.done)
        },
      })
  }
  const band = recommendations ? scoreBand(recommendations.scoring.score) : null

  return (
    <div className={styles.panel}>
      {failed ? (
        <Banner tone="error">
          {text.loadFailed} {failure(failed)}
        </Banner>
      ) : null}
      {recommendations && band && (
        <div className={styles.gauge}>
          <Meter label={text.scoreLabel} value={recommendations.scoring.score} valueLabel={format(text.scoreOf, { score: String(recommendations.scoring.score) })} tone={BAND_TONES[band]} />
          <Badge tone={BAND_TONES[band]}>{text.bands[band]}</Badge>
        </div>
      )}
      <div className={styles.grid}>
        {groups.map((group) => (
          <section key={group.category} aria-label={text.categories[group.category as keyof typeof text.categories] ?? group.category} className={styles.card}>
            <h3 className={styles.cardHeading}>{text.categories[group.category as keyof typeof text.categories] ?? group.category}</h3>
            {group.recommendations.length === 0 ? (
              <p className={styles.cardText}>{text.nothingToDo}</p>
            ) : (
              <ul className={styles.plainList} aria-label={text.recommendations}>
                {group.recommendations.map((item) => (
                  <li key={item.code} className={styles.recommendation}>
                    <Badge tone={SEVERITY_TONES[item.severity] ?? 'neutral'}>{text.severities[item.severity]}</Badge>
                    <span>{text.recommendationText[item.code] ?? item.code}</span>
                    {item.action && recommendationTarget(item.action) && (canWrite || recommendationTarget(item.action)?.kind === 'session') && (
                      <Button variant="text" onPress={() => act(item)}>
                        {text.actions[item.action as keyof typeof text.actions]}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {group.insights.length > 0 && (
              <ul className={styles.list} aria-label={text.insights}>
                {group.insights.map((item) => (
                  <li key={item.code} className={styles.cardText}>
                    {insightText(text.insightText[item.code] ?? item.code, item)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {PRESETS.map((preset) => (
        <PresetTable key={preset} preset={preset} />
      ))}
    </div>
  )
}

const insightText = (template: string, insight: Insight) => format(template, Object.fromEntries(Object.entries(insight.metadata ?? {}).map(([key, value]) => [key, String(value)])))

/** One table of the security center: the people a users query preset picks, 10 a page (spec/admin.md §9). */
function PresetTable({ preset }: { preset: UserPreset }) {
  const text = useSecurityMessages().center
  const locale = useLocale()
  const now = useNow()
  const failure = useFailureText()
  const [page, setPage] = useState(0)
  const users = useSecurityUsers(preset, page)
  const words = text.tables[preset]
  const rows = users.data?.items ?? []
  return (
    <section aria-label={words.title} className={styles.panel}>
      <h3 className={styles.subHeading}>{words.title}</h3>
      <Table aria-label={words.title}>
        <TableHeader>
          <Column id="name">{text.columns.name}</Column>
          <Column id="email">{text.columns.email}</Column>
          <Column id="lastLogin">{text.columns.lastLogin}</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => <ListEmpty isLoading={users.isLoading} failed={users.error ? `${text.tablesFailed} ${failure(users.error)}` : null} empty={words.empty} />}>
          {(user) => (
            <Row>
              <Cell isRowHeader>{user.name || user.email}</Cell>
              <Cell>{user.email}</Cell>
              <Cell>
                {user.lastLogin ? (
                  <time dateTime={user.lastLogin} title={formatDate(user.lastLogin, locale)}>
                    {relativeTime(new Date(user.lastLogin), now, locale)}
                  </time>
                ) : (
                  text.never
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination label={format(text.pages, { table: words.title })} page={page + 1} totalPages={users.data?._metadata.totalPages ?? 0} onChange={(next) => setPage(next - 1)} />
    </section>
  )
}
