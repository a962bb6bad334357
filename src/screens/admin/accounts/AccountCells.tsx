import { intlFormat } from 'date-fns'
import type { AccountEntry } from '../../../hooks'
import { Badge } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { pluralize } from '../../i18n/intl'
import { useAccountsMessages } from './accountsMessages'
import * as styles from './AccountsSection.css'

/** A date as the reader's locale writes it (date-fns over Intl: no locale data shipped). */
export const localDate = (iso: string, locale: string) => intlFormat(new Date(iso), { dateStyle: 'medium' }, { locale })

/** An account's creation date in the reader's locale. */
export function CreatedDate({ createdAt }: { createdAt: string | null | undefined }) {
  const locale = useLocale()
  if (!createdAt) return null
  return <time dateTime={createdAt}>{localDate(createdAt, locale)}</time>
}

/** "12 users", or that the count is not known (its call failed). */
export function UsersCount({ account }: { account: AccountEntry }) {
  const text = useAccountsMessages()
  const locale = useLocale()
  return <>{account.numberOfUsers === undefined ? text.usersUnknown : pluralize(text.users, account.numberOfUsers, locale)}</>
}

export function ResellerBadge({ account }: { account: AccountEntry }) {
  const text = useAccountsMessages()
  return account.isReseller ? <Badge tone="info">{text.reseller}</Badge> : null
}

/** The meta line of a tree row: users and created date. */
export function AccountMeta({ account }: { account: AccountEntry }) {
  const text = useAccountsMessages()
  const locale = useLocale()
  return (
    <span className={styles.meta} data-account-meta>
      <UsersCount account={account} />
      {account.createdAt && ` · ${format(text.created, { date: localDate(account.createdAt, locale) })}`}
    </span>
  )
}
