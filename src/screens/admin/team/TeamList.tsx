import type { ReactNode } from 'react'
import type { FlowError } from '../../../hooks'
import { Banner, Button, Spinner, TableEmpty } from '../../../primitives'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { LoadFailed } from '../LoadFailed'
import { useAdminMessages } from '../useAdminMessages'
import * as styles from './TeamList.css'

/** A team list that failed to load (spec/admin.md §8): what failed, the server's words, and a retry. */
export function ListLoadFailed({ title, error, retryLabel, onRetry }: { title: string; error: FlowError; retryLabel: string; onRetry: () => void }) {
  const messages = useMessages()
  return (
    <LoadFailed layout="row" retryLabel={retryLabel} onRetry={onRetry}>
      {title} {errorText(error, messages)}
    </LoadFailed>
  )
}

/** What a team table shows with no rows: loading, failed, or the list's own empty words. */
export function ListEmpty({ isLoading, failed, empty }: { isLoading: boolean; failed: string | null; empty: ReactNode }) {
  const admin = useAdminMessages()
  return <TableEmpty>{isLoading ? <Spinner label={admin.loading} /> : (failed ?? empty)}</TableEmpty>
}

export interface ListTopProps {
  description: string
  /** The add button, or null without the permission to add. */
  add: { label: string; onPress: () => void } | null
  /** Said in the add button's place when the user may change nothing in the list; null when they may change something (a delete-only holder). */
  readOnly: string | null
  /** What the last change did. */
  notice: string | null
  /** The list's failed load, if it failed. */
  loadFailed: { title: string; error: FlowError | null | undefined; retryLabel: string; onRetry: () => void }
}

/** The top of a team list: what it holds, its add button (or why there is none), the last change's notice, a failed load with its retry. */
export function ListTop({ description, add, readOnly, notice, loadFailed: { error, ...failed } }: ListTopProps) {
  return (
    <>
      <div className={styles.header}>
        <p className={styles.description}>{description}</p>
        {add ? <Button onPress={add.onPress}>{add.label}</Button> : readOnly && <p className={styles.muted}>{readOnly}</p>}
      </div>
      {notice && <Banner tone="success">{notice}</Banner>}
      {error && <ListLoadFailed error={error} {...failed} />}
    </>
  )
}
