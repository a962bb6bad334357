import { useRef, useState } from 'react'
import { useLocale } from 'react-aria-components/I18nProvider'
import {
  PROFILE_FIELDS,
  PROFILE_PICTURE_TYPES,
  MAX_PROFILE_PICTURE_BYTES,
  profileDraft,
  profileUpdate,
  shownPictureUrl,
  useProfilePicture,
  useSaveProfile,
  type AdminNavigation,
  type CountryCode,
  type Profile,
  type ProfileDraft,
  type ProfileField,
  type ProfileFieldProblem,
} from '../../../hooks'
import { Banner, Button, Card, FilePicker, Form, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useFocusOn } from '../../shared/useStepFocus'
import type { ProfileMessages } from './profileMessages'
import { fieldProblemText, pictureProblemText, profileErrorText, sizeText } from './profileText'
import { useProfileMessages } from './useProfileMessages'
import * as styles from './ProfileSection.css'
import { ReadOnlyField } from '../ReadOnlyField'

export interface ProfileDetailsProps {
  profile: Profile
  appearance: AdminNavigation['appearance']
  /** The user's region: their numbers are written and read nationally. */
  region: string | undefined
  phoneText: (e164: string) => string
}

/** The details card: the picture, then the profile fields with one save. */
export function ProfileDetails({ profile, appearance, region, phoneText }: ProfileDetailsProps) {
  const text = useProfileMessages()
  const saving = useSaveProfile()
  return (
    <Card heading={text.details.title} headingLevel={3} description={text.details.description}>
      <ProfilePicture profile={profile} text={text} />
      <div aria-live="polite" className={styles.announcer}>{saving.saves > 0 && !saving.error && !saving.isPending && <Banner tone="success">{text.details.saved}</Banner>}</div>
      {/* A new key per save: the fields start again from the profile as saved; a failure keeps what was typed. */}
      <ProfileForm key={saving.saves} profile={profile} appearance={appearance} region={region} phoneText={phoneText} saving={saving} text={text} />
    </Card>
  )
}

function initials(profile: Profile): string {
  const words = (profile.name || profile.email).split(/[\s@.]+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

function ProfilePicture({ profile, text }: { profile: Profile; text: ProfileMessages }) {
  const picture = useProfilePicture()
  const { locale } = useLocale()
  // The preview is made here from bytes checked as a picture; the saved URL is shown only when safe (issue 24).
  const shown = picture.preview ?? shownPictureUrl(profile.profilePictureUrl)
  return (
    <div className={styles.stack}>
      <div className={styles.picture}>
        {shown ? (
          <img className={styles.avatar} src={shown} alt={picture.preview ? text.picture.preview : text.picture.current} />
        ) : (
          <span className={styles.avatar} role="img" aria-label={text.picture.none}>
            {initials(profile)}
          </span>
        )}
        <div className={styles.phoneText}>
          <strong>{profile.name || profile.email}</strong>
          <span className={styles.muted}>{profile.jobTitle || profile.email}</span>
        </div>
      </div>
      {picture.preview ? (
          <div className={styles.pictureActions}>
            <Button onPress={() => void picture.save()} isPending={picture.isPending} pendingLabel={text.picture.saving}>
              {text.picture.save}
            </Button>
            <Button variant="text" onPress={picture.cancel} isDisabled={picture.isPending}>
              {text.picture.cancel}
            </Button>
          </div>
        ) : null}
      <FilePicker
        chooseLabel={picture.preview ? text.picture.chooseAnother : text.picture.choose}
        hint={format(text.picture.hint, { size: sizeText(MAX_PROFILE_PICTURE_BYTES, locale) })}
        acceptedFileTypes={PROFILE_PICTURE_TYPES}
        errorMessage={picture.problem ? pictureProblemText(picture.problem, text, locale) : undefined}
        isDisabled={picture.isPending}
        onSelect={(file) => void picture.choose(file)}
      />
      <div aria-live="polite" className={styles.announcer}>
        {picture.error && <Banner tone="error">{format(text.picture.failed, { reason: profileErrorText(picture.error, text) })}</Banner>}
        {picture.saves > 0 && !picture.preview && !picture.problem && !picture.error && <Banner tone="success">{text.picture.saved}</Banner>}
      </div>
    </div>
  )
}

type Problems = Partial<Record<ProfileField, ProfileFieldProblem>>

function ProfileForm({ profile, appearance, region, phoneText, saving, text }: ProfileDetailsProps & { saving: ReturnType<typeof useSaveProfile>; text: ProfileMessages }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraft(profile))
  const [phoneTouched, setPhoneTouched] = useState(false)
  const [problems, setProblems] = useState<Problems>({})
  const [nothingToSave, setNothingToSave] = useState(false)
  const firstProblemRef = useRef<HTMLInputElement>(null)
  const [focusProblem, setFocusProblem] = useState<object | null>(null)
  useFocusOn(focusProblem, firstProblemRef)
  const shown = PROFILE_FIELDS.filter((field) => appearance(`profile.${field}`) !== 'hidden')
  const editable = shown.filter((field) => appearance(`profile.${field}`) === 'edit')
  const firstProblem = PROFILE_FIELDS.find((field) => problems[field])

  const submit = async () => {
    if (saving.isPending) return
    setNothingToSave(false)
    const checked = await profileUpdate(profile, draft, editable, region as CountryCode | undefined)
    if (!checked.ok) {
      setProblems(checked.problems)
      setFocusProblem({})
      return
    }
    setProblems({})
    if (Object.keys(checked.update).length === 0) {
      setNothingToSave(true)
      return
    }
    await saving.save(checked.update)
  }

  const change = (field: ProfileField) => (value: string) => {
    if (field === 'phoneNumber') setPhoneTouched(true)
    setDraft((current) => ({ ...current, [field]: value }))
  }
  const valueOf = (field: ProfileField) => (field === 'phoneNumber' && !phoneTouched ? phoneText(draft.phoneNumber) : draft[field])

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <ReadOnlyField label={text.details.email} value={profile.email} />
      {shown.map((field) =>
        editable.includes(field) ? (
          <TextField
            key={field}
            label={text.details[field]}
            name={field}
            value={valueOf(field)}
            onChange={change(field)}
            type={field === 'phoneNumber' ? 'tel' : 'text'}
            autoComplete={field === 'name' ? 'name' : field === 'phoneNumber' ? 'tel' : field === 'address' ? 'street-address' : 'organization-title'}
            description={field === 'phoneNumber' ? text.details.phoneNumberDescription : undefined}
            errorMessage={problems[field] ? fieldProblemText(problems[field], text) : undefined}
            inputRef={field === firstProblem ? firstProblemRef : undefined}
            isDisabled={saving.isPending}
          />
        ) : (
          <ReadOnlyField key={field} label={text.details[field]} value={field === 'phoneNumber' && profile.phoneNumber ? phoneText(profile.phoneNumber) : (profile[field] ?? '')} note={text.details.viewOnlyNote} empty={text.details.notSet} />
        ),
      )}
      <div aria-live="polite" className={styles.announcer}>
        {saving.error && <Banner tone="error">{format(text.details.failed, { reason: profileErrorText(saving.error, text) })}</Banner>}
        {nothingToSave && <Banner tone="info">{text.details.noChanges}</Banner>}
      </div>
      {editable.length > 0 && (
        <Button type="submit" isPending={saving.isPending} pendingLabel={text.details.saving}>
          {text.details.save}
        </Button>
      )}
    </Form>
  )
}
