import type { ReactNode } from 'react'
import type { FlowError } from '../../../hooks'
import { Banner, Button, Spinner, TableEmpty } from '../../../primitives'
import { useMessages } from '../../i18n/MessagesProvider'
import { errorText } from '../../shared/errorText'
import * as styles from './TeamList.css'
import { useAdminMessages } from '../useAdminMessages'

/** A team list that failed to load (spec/admin.md §8): what failed, the server's words, and a retry. */
export function ListLoadFailed({ title, error, retryLabel, onRetry }: { title: string; error: FlowError; retryLabel: string; onRetry: () => void }) {
  const messages = useMessages()
  return (
    <div className={styles.failed}>
      <Banner tone="error">
        {title} {errorText(error, messages)}
      </Banner>
      <Button variant="secondary" onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}

/** What a team table shows with no rows: loading, failed, or the list's own empty words. */
export function ListEmpty({ isLoading, failed, empty }: { isLoading: boolean; failed: string | null; empty: ReactNode }) {
  const admin = useAdminMessages()
  return <TableEmpty>{isLoading ? <Spinner label={admin.loading} /> : (failed ?? empty)}</TableEmpty>
}
