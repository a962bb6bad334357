import { useState } from 'react'
import { useLocale } from 'react-aria-components/I18nProvider'
import { usePhoneNumberText, useProfile, regionOf, type PhoneNumber } from '../../../hooks'
import { Spinner } from '../../../primitives'
import type { AdminSectionProps } from '../sections'
import { LazyDialogs } from '../team/LazyDialogs'
import { LazyPart } from '../LazyPart'
import { LoadFailed } from '../LoadFailed'
import { PhoneNumbersCard } from './PhoneNumbersCard'
import { ProfileDetails } from './ProfileDetails'
import type { PhoneDialog } from './ProfileDialogs'
import { profileErrorText } from './profileText'
import { useProfileMessages } from './useProfileMessages'
import * as styles from './ProfileSection.css'

const loadDialogs = () => import('./ProfileDialogs')
// The password card (with the account pages' strings and the password rules) loads beside the details.
const loadPasswordForm = () => import('../../change-password/ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm }))

/**
 * The signed-in user's own profile (spec/admin.md §2 profile, always visible, no permission): their
 * details and picture, their password, and the phone numbers codes are texted to. Each profile
 * field follows the host's appearance: hidden, view only, or editable.
 */
export default function ProfileSection({ navigation }: AdminSectionProps) {
  const text = useProfileMessages()
  const profile = useProfile()
  const { locale } = useLocale()
  const region = regionOf(locale)
  const phoneText = usePhoneNumberText(region)
  const [dialog, setDialog] = useState<PhoneDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const open = (next: PhoneDialog) => {
    setNotice(null)
    setDialog(next)
  }
  const done = (message: string) => {
    setDialog(null)
    setNotice(message)
  }

  return (
    <div className={styles.section}>
      <div className={styles.column}>
        {profile.data ? (
          <ProfileDetails profile={profile.data} appearance={navigation.appearance} region={region} phoneText={phoneText} />
        ) : profile.error ? (
          <LoadFailed layout="row" retryLabel={text.retry} onRetry={() => void profile.refresh()}>
            {text.loadFailed} {profileErrorText(profile.error, text)}
          </LoadFailed>
        ) : (
          <Spinner label={text.loading} />
        )}
      </div>
      <div className={styles.column}>
        <LazyPart load={loadPasswordForm} text={text.password} props={{ headingLevel: 3 }} />
        <PhoneNumbersCard phoneText={phoneText} notice={notice} onAdd={() => open({ kind: 'add' })} onRemove={(phone: PhoneNumber) => open({ kind: 'remove', phone })} />
      </div>
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, region, phoneText, onClose: () => setDialog(null), onDone: done }} />
    </div>
  )
}
