import { useMemo } from 'react'
import type { PaginationProps } from '../../primitives'
import { format } from '../i18n/messages'
import { useAdminMessages } from './useAdminMessages'

/** A paged list's buttons and position in the reader's language (`admin.pagination`), for a section's Pagination. */
export function usePaginationText(): Pick<PaginationProps, 'previousLabel' | 'nextLabel' | 'statusText'> {
  const { pagination } = useAdminMessages()
  return useMemo(
    () => ({
      previousLabel: pagination.previous,
      nextLabel: pagination.next,
      statusText: (page: number, total: number) => format(pagination.status, { page: String(page), total: String(total) }),
    }),
    [pagination],
  )
}
