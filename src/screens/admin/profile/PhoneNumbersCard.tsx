import { useLocale } from 'react-aria-components/I18nProvider'
import { usePhoneNumbers, type PhoneNumber } from '../../../hooks'
import { Banner, Button, Card, Spinner } from '../../../primitives'
import { format } from '../../i18n/messages'
import { LoadFailed } from '../LoadFailed'
import { profileErrorText } from './profileText'
import { useProfileMessages } from './useProfileMessages'
import * as styles from './ProfileSection.css'

export interface PhoneNumbersCardProps {
  phoneText: (e164: string) => string
  /** What the last change did, to say under the heading. */
  notice: string | null
  onAdd: () => void
  onRemove: (phone: PhoneNumber) => void
}

/** The user's verified phone numbers (spec/admin.md §3 Phone number; first 10, §9), each removable, and a way to add one. */
export function PhoneNumbersCard({ phoneText, notice, onAdd, onRemove }: PhoneNumbersCardProps) {
  const text = useProfileMessages().phoneNumbers
  const all = useProfileMessages()
  const phones = usePhoneNumbers()
  const { locale } = useLocale()
  const dateText = (iso: string | undefined) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '')
  const list = phones.data ?? []
  return (
    <Card heading={text.title} headingLevel={3} description={text.description}>
      <div aria-live="polite" className={styles.announcer}>{notice && <Banner tone="success">{notice}</Banner>}</div>
      {phones.error && !phones.data ? (
        <LoadFailed layout="row" retryLabel={all.retry} onRetry={() => void phones.refresh()}>
          {text.loadFailed} {profileErrorText(phones.error, all)}
        </LoadFailed>
      ) : phones.isLoading ? (
        <Spinner label={text.loading} />
      ) : list.length === 0 ? (
        <p className={styles.muted}>{text.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={text.tableLabel}>
          {list.map((phone) => (
            <li key={phone.id} className={styles.phone}>
              <span className={styles.phoneText}>
                <span>{phoneText(phone.phoneNumber)}</span>
                {phone.createdAt && (
                  <span className={styles.muted}>
                    {`${text.added} `}
                    <time dateTime={phone.createdAt}>{dateText(phone.createdAt)}</time>
                  </span>
                )}
              </span>
              <Button variant="text" aria-label={format(text.removeLabel, { number: phoneText(phone.phoneNumber) })} onPress={() => onRemove(phone)}>
                {text.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onPress={onAdd}>
        {text.add}
      </Button>
    </Card>
  )
}
