import { changesNobody, samePeople, type AccessImpact, type AccessImpactData, type AccessPermission, type Resource, type SharedChange } from '../../../hooks'
import { listOf, pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { ImpactNotice, NamedList } from '../ImpactNotice'
import * as styles from '../ImpactNotice.css'
import { useAccessImpactMessages, type AccessImpactMessages } from './accessImpactMessages'

/** How many lists of people a preview shows; the rest are counted. */
const LISTED_CHANGES = 4
/** How many permissions a list's heading names; the rest are counted. */
const NAMED_PERMISSIONS = 3

export interface AccessImpactNoticeProps {
  /** Who holds what now, loading as the dialog opens. */
  data: Resource<AccessImpactData>
  /** What the change does to it; null while there is no change to show. */
  impact: AccessImpact | null
  /** What the change takes besides permissions, said before them (a group's members, a person's groups). */
  lead?: string | null
  /** A warning of the change's own besides the admin losing access (nobody else holding a permission). */
  warning?: string | null
}

/**
 * Who a change to roles loses or gains which permission, worked out from the account's people,
 * groups and roles (accessChangeImpact); the admin's own losses first. Announced as the admin edits;
 * a failed load says so and leaves the change possible.
 */
export function AccessImpactNotice({ data, impact, lead, warning }: AccessImpactNoticeProps) {
  const text = useAccessImpactMessages()
  const locale = useLocale()
  const summary = useAccessImpactSummary(data, impact, lead)
  const self = impact && impact.selfLoses.length > 0 ? format(text.self, { permissions: permissionNames(impact.selfLoses, text, locale) }) : null
  const changes = impact ? [...samePeople(impact.lost).map((change) => ['lose', change] as const), ...samePeople(impact.gained).map((change) => ['gain', change] as const)] : []
  const hidden = changes.slice(LISTED_CHANGES).reduce((sum, [, change]) => sum + change.permissions.length, 0)
  return (
    <ImpactNotice
      label={text.label}
      summary={summary}
      warning={
        (self || warning) && (
          <>
            {self} {warning}
          </>
        )
      }
    >
      {changes.slice(0, LISTED_CHANGES).map(([kind, change]) => (
        <ChangeList key={`${kind}:${change.permissions[0]!.id}`} kind={kind} change={change} />
      ))}
      {hidden > 0 && <p className={styles.text}>{pluralize(text.otherChanges, hidden, locale)}</p>}
    </ImpactNotice>
  )
}

/** Permissions by name in a sentence: “Read users”, “Edit users” and 2 more permissions. */
export function permissionNames(permissions: readonly AccessPermission[], text: AccessImpactMessages, locale: string): string {
  const quoted = permissions.map((permission) => format(text.quoted, { name: permission.name }))
  const named = quoted.length > NAMED_PERMISSIONS ? [...quoted.slice(0, NAMED_PERMISSIONS), pluralize(text.morePermissions, quoted.length - NAMED_PERMISSIONS, locale)] : quoted
  return listOf(named, locale)
}

/** The preview's sentence: loading, failed, nobody, or how many lose and gain (after `lead`). */
function useAccessImpactSummary(data: Resource<AccessImpactData>, impact: AccessImpact | null, lead?: string | null): string | null {
  const text = useAccessImpactMessages()
  const locale = useLocale()
  if (data.error) return text.failed
  if (!data.data) return text.loading
  if (!impact && !lead) return null
  const counts = !impact
    ? []
    : changesNobody(impact)
      ? [text.nobody]
      : [impact.losing > 0 && pluralize(text.losing, impact.losing, locale), impact.gaining > 0 && pluralize(text.gaining, impact.gaining, locale), !data.data.complete && text.incomplete]
  return [lead, ...counts].filter(Boolean).join(' ')
}

/**
 * The preview's sentence again beside a long dialog's buttons, which stay in view while it scrolls:
 * the admin ticking a box at the top sees what it does without scrolling to the preview. Hidden
 * from screen readers, which hear the preview's own live sentence.
 */
export function AccessImpactLine({ data, impact }: Pick<AccessImpactNoticeProps, 'data' | 'impact'>) {
  const summary = useAccessImpactSummary(data, impact)
  return (
    <p className={styles.line} aria-hidden>
      {summary}
    </p>
  )
}

/** The people a change moves for a set of permissions: "Lose “Read users” and “Edit users”", then the first names. */
function ChangeList({ kind, change }: { kind: 'lose' | 'gain'; change: SharedChange }) {
  const text = useAccessImpactMessages()
  const locale = useLocale()
  const permissions = permissionNames(change.permissions, text, locale)
  return (
    <NamedList
      heading={format(text[kind], { permissions })}
      label={format(kind === 'lose' ? text.peopleLosing : text.peopleGaining, { permissions })}
      names={change.people}
      more={text.more}
    />
  )
}
