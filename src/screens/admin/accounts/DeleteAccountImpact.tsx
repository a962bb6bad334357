import type { ReactNode } from 'react'
import { subAccountDeleteImpact, useSubAccountDeleteImpactData, type AccountEntry, type AccountWorkspace } from '../../../hooks'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { ImpactNotice, NamedList } from '../ImpactNotice'
import { useAccountsDialogMessages } from './accountsDialogMessages'

/**
 * What deleting a sub-account takes with it (subAccountDeleteImpact): the accounts below it, which
 * the API deletes too, and the people who lose access, those who are members elsewhere keeping
 * that. Loaded as the dialog opens; a failed load says so and leaves the delete possible.
 */
export function DeleteAccountImpact({ account, as }: { account: AccountEntry; as: AccountWorkspace | null }) {
  const text = useAccountsDialogMessages().delete.impact
  const locale = useLocale()
  const data = useSubAccountDeleteImpactData(account, as)
  const impact = data.data ? subAccountDeleteImpact(account, data.data) : null
  const name = account.name
  let summary: ReactNode
  if (data.error) summary = text.failed
  else if (!impact) summary = text.loading
  else {
    const below = impact.accounts.total > 0
    const count = impact.people.length
    const people = impact.complete ? (below ? text.peopleBelow : text.people) : below ? text.atLeastBelow : text.atLeast
    summary =
      count === 0
        ? format(below ? text.nobodyBelow : text.nobody, { name })
        : [
            format(pluralize(people, count, locale), { name }),
            impact.keepOtherAccounts === 0 ? text.keepNone : impact.keepOtherAccounts !== null && pluralize(text.keep, impact.keepOtherAccounts, locale),
          ]
            .filter(Boolean)
            .join(' ')
  }
  return (
    <ImpactNotice label={text.label} summary={summary}>
      {impact && (
        <>
          <NamedList heading={text.accountsHeading} label={text.accountsLabel} names={impact.accounts.named} total={impact.accounts.total} more={text.moreAccounts} />
          <NamedList heading={text.peopleHeading} label={text.peopleLabel} names={impact.people} more={text.morePeople} />
        </>
      )}
    </ImpactNotice>
  )
}
