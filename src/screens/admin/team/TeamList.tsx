import type { ReactNode } from 'react'
import type { FlowError } from '../../../hooks'
import { Spinner, TableEmpty } from '../../../primitives'
import { useMessages } from '../../i18n/MessagesProvider'
import { errorText } from '../../shared/errorText'
import { LoadFailed } from '../LoadFailed'
import { useAdminMessages } from '../useAdminMessages'

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
