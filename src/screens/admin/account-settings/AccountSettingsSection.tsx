import { useMemo, useRef, useState } from 'react'
import { useLocale } from 'react-aria-components/I18nProvider'
import {
  ACCOUNT_FIELDS,
  DATE_FORMATS,
  MAX_PROFILE_PICTURE_BYTES,
  PROFILE_PICTURE_TYPES,
  TIME_FORMATS,
  accountChanges,
  accountDraft,
  accountProblems,
  currencyOptions,
  formatInAccount,
  readPictureFile,
  shownPictureUrl,
  timezoneOptions,
  useAccountSettings,
  usePermission,
  useSectionActions,
  type AccountDraft,
  type AccountField,
  type AccountProblem,
  type AccountSettingsSave,
  type AdminNavigation,
  type PictureFileRead,
} from '../../../hooks'
import { ACCOUNT_SETTINGS_PERMISSIONS } from '../../../api/permissionKeys'
import type { AccountSettings } from '../../../api'
import { Banner, Button, Card, ComboBox, FilePicker, Form, Select, Spinner, Tab, TabList, TabPanel, Tabs, TextField } from '../../../primitives'
import { LazyPart } from '../LazyPart'
import { format } from '../../i18n/messages'
import { useFocusOn } from '../../shared/useStepFocus'
import { LoadFailed } from '../LoadFailed'
import type { AdminSectionProps } from '../sections'
import { sizeText } from '../profile/profileText'
import { useAccountSettingsMessages, type AccountSettingsMessages } from './accountSettingsMessages'
import * as styles from './AccountSettingsSection.css'
import { ReadOnlyField } from '../ReadOnlyField'
import * as fieldStyles from '../ReadOnlyField.css'

// The custom login box and the login screen it previews: a chunk of their own, fetched when the tab opens.
const loadCustomLoginTab = () => import('./CustomLoginTab')

type AccountTab = 'settings' | 'customLogin'

/**
 * The account details (spec/admin.md §2 account details tabs): the settings, and the custom login
 * box beside them for a holder of account-settings.write.custom-login-box. Either tab can be hidden
 * by the host; with one tab left there is no tab list.
 */
export default function AccountSettingsSection(props: AdminSectionProps) {
  const { navigation } = props
  const text = useAccountSettingsMessages()
  const mayCustomise = usePermission(ACCOUNT_SETTINGS_PERMISSIONS.customLoginBox)
  const [tab, setTab] = useState<AccountTab>('settings')
  const shown = (['settings', 'customLogin'] as const).filter((id) => navigation.appearance(`accountDetails.${id}`) !== 'hidden' && (id !== 'customLogin' || mayCustomise))
  const customLogin = <LazyPart load={loadCustomLoginTab} text={{ loading: text.loadingTab, loadFailed: text.tabLoadFailed, retry: text.retry }} props={{}} />
  if (shown.length < 2) return shown[0] === 'customLogin' ? customLogin : <AccountSettings {...props} />
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AccountTab)}>
      <TabList aria-label={text.tabsLabel}>
        {shown.map((id) => (
          <Tab key={id} id={id}>
            {text.tabs[id]}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="settings">
        <AccountSettings {...props} />
      </TabPanel>
      <TabPanel id="customLogin">{customLogin}</TabPanel>
    </Tabs>
  )
}

/**
 * The account section's settings (spec/admin.md §2 account page, §3 Account settings): company
 * name, address, website, time zone, currency, date and time formats with a preview, and the logo.
 * Each configurable field follows the host's appearance (hidden, view only, edit); an admin without
 * the write key sees everything and changes nothing. A save sends only what changed.
 */
function AccountSettings({ navigation }: AdminSectionProps) {
  const text = useAccountSettingsMessages()
  const settings = useAccountSettings()
  const canWrite = useSectionActions('account')('save')
  if (settings.data) return <SettingsCard settings={settings.data} saving={settings.saving} canWrite={canWrite} appearance={navigation.appearance} text={text} />
  if (settings.error) {
    return (
      <LoadFailed layout="column" retryLabel={text.retry} onRetry={() => void settings.refresh()}>
        {text.loadFailed} {settings.teamError?.message}
      </LoadFailed>
    )
  }
  return <Spinner label={text.loading} />
}

type Logo = { readonly kind: 'keep' } | { readonly kind: 'new'; readonly dataUrl: string } | { readonly kind: 'remove' }

interface CardProps {
  settings: AccountSettings
  saving: AccountSettingsSave
  canWrite: boolean
  appearance: AdminNavigation['appearance']
  text: AccountSettingsMessages
}

function SettingsCard(props: CardProps) {
  const { text } = props
  const [saves, setSaves] = useState(0)
  return (
    <div className={styles.section}>
      <Card heading={text.title} headingLevel={3} description={text.description}>
        {!props.canWrite && <p className={styles.muted}>{text.readOnly}</p>}
        <div aria-live="polite" className={styles.announcer}>
          {saves > 0 && <Banner tone="success">{text.saved}</Banner>}
        </div>
        {/* A new key per save: the form starts again from the settings as saved; a failure keeps what was typed. */}
        <SettingsForm key={saves} {...props} onSaved={() => setSaves((count) => count + 1)} />
      </Card>
    </div>
  )
}

function SettingsForm({ settings, saving, canWrite, appearance, text, onSaved }: CardProps & { onSaved: () => void }) {
  const { locale } = useLocale()
  const [draft, setDraft] = useState<AccountDraft>(() => accountDraft(settings))
  const [logo, setLogo] = useState<Logo>({ kind: 'keep' })
  const [logoProblem, setLogoProblem] = useState<Exclude<PictureFileRead, { ok: true }>['problem'] | null>(null)
  const [problems, setProblems] = useState<Partial<Record<AccountField, AccountProblem>>>({})
  const [nothingToSave, setNothingToSave] = useState(false)
  const firstProblemRef = useRef<HTMLInputElement>(null)
  const [focusProblem, setFocusProblem] = useState<object | null>(null)
  useFocusOn(focusProblem, firstProblemRef)
  const choices = useChoices(locale)

  const shown = ACCOUNT_FIELDS.filter((field) => appearance(`account.${field}`) !== 'hidden')
  const editable = canWrite ? shown.filter((field) => appearance(`account.${field}`) === 'edit') : []
  const firstProblem = ACCOUNT_FIELDS.find((field) => problems[field])
  const isPending = saving.isPending
  const change = (field: keyof AccountDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }))
  const today = useMemo(() => new Date(), [])
  /** Today in the formats being chosen (date and time unless `parts` says), in the draft's time zone (UTC until a known one is chosen). */
  const example = (formats: Pick<AccountDraft, 'dateFormat' | 'timeFormat'>, parts?: 'date' | 'time') => formatInAccount(today, { ...formats, timezone: choices.timezoneIds.has(draft.timezone) ? draft.timezone : 'UTC' }, parts)

  const submit = async () => {
    if (isPending) return
    setNothingToSave(false)
    const found = accountProblems(draft, editable, { timezones: choices.timezoneIds, currencies: choices.currencyIds })
    setProblems(found)
    if (Object.keys(found).length > 0) {
      setFocusProblem({})
      return
    }
    const update = accountChanges(settings, draft, canWrite ? editable : [])
    if (canWrite && logo.kind === 'new') update.logo = logo.dataUrl
    if (canWrite && logo.kind === 'remove' && settings.logo) update.logo = null
    if (Object.keys(update).length === 0) {
      setNothingToSave(true)
      return
    }
    if (await saving.save(update)) onSaved()
  }

  const chooseLogo = async (file: File) => {
    setLogoProblem(null)
    const read = await readPictureFile(file, MAX_PROFILE_PICTURE_BYTES)
    if (read.ok) setLogo({ kind: 'new', dataUrl: read.dataUrl })
    else setLogoProblem(read.problem)
  }

  const savedLogo = shownPictureUrl(settings.logo)
  const logoShown = logo.kind === 'new' ? logo.dataUrl : logo.kind === 'remove' ? null : savedLogo
  const fieldLabel = (field: AccountField) => text.fields[field]
  const errorOf = (field: AccountField) => (problems[field] ? text.problems[problems[field]] : undefined)
  const refOf = (field: AccountField) => (field === firstProblem ? firstProblemRef : undefined)

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {shown.map((field) => {
        if (!editable.includes(field)) return <ReadOnlyField key={field} label={fieldLabel(field)} value={readOnlyValue(field, draft, choices)} note={canWrite ? text.viewOnlyNote : undefined} empty={text.notSet} />
        if (field === 'timezone') {
          return (
            <ComboBox
              key={field}
              label={fieldLabel(field)}
              description={text.timezoneDescription}
              showAllLabel={text.showAll}
              options={choices.timezones}
              selectedKey={choices.timezoneIds.has(draft.timezone) ? draft.timezone : null}
              onSelectionChange={change('timezone')}
              errorMessage={errorOf(field)}
              inputRef={refOf(field)}
              isDisabled={isPending}
            />
          )
        }
        if (field === 'currency') {
          return (
            <ComboBox
              key={field}
              label={fieldLabel(field)}
              description={text.currencyDescription}
              showAllLabel={text.showAll}
              options={choices.currencies}
              selectedKey={choices.currencyIds.has(draft.currency) ? draft.currency : null}
              onSelectionChange={change('currency')}
              errorMessage={errorOf(field)}
              inputRef={refOf(field)}
              isDisabled={isPending}
            />
          )
        }
        return (
          <TextField
            key={field}
            label={fieldLabel(field)}
            name={field}
            value={draft[field]}
            onChange={change(field)}
            type={field === 'website' ? 'url' : 'text'}
            autoComplete={field === 'companyName' ? 'organization' : field === 'address' ? 'street-address' : field === 'website' ? 'url' : 'off'}
            description={field === 'website' ? text.websiteDescription : undefined}
            errorMessage={errorOf(field)}
            inputRef={refOf(field)}
            isDisabled={isPending}
          />
        )
      })}
      {canWrite ? (
        // data-today: what shows today's date and time (a story's screenshot paints over it).
        <div data-today className={styles.contents}>
          <Select
            label={text.fields.dateFormat}
            options={DATE_FORMATS.map((id) => ({ id, label: format(text.formatOption, { format: id, example: example({ dateFormat: id, timeFormat: draft.timeFormat }, 'date') }) }))}
            selectedKey={draft.dateFormat}
            onSelectionChange={change('dateFormat')}
            isDisabled={isPending}
          />
          <Select
            label={text.fields.timeFormat}
            options={TIME_FORMATS.map((id) => ({ id, label: format(text.formatOption, { format: id, example: example({ dateFormat: draft.dateFormat, timeFormat: id }, 'time') }) }))}
            selectedKey={draft.timeFormat}
            onSelectionChange={change('timeFormat')}
            isDisabled={isPending}
          />
        </div>
      ) : (
        <>
          <ReadOnlyField label={text.fields.dateFormat} value={draft.dateFormat} empty={text.notSet} />
          <ReadOnlyField label={text.fields.timeFormat} value={draft.timeFormat} empty={text.notSet} />
        </>
      )}
      <p className={styles.preview} aria-live="polite" data-today>
        {format(text.preview, { example: example(draft) })}
      </p>
      <LogoField text={text} locale={locale} shown={logoShown} isNew={logo.kind === 'new'} canWrite={canWrite} problem={logoProblem} isPending={isPending} onChoose={(file) => void chooseLogo(file)} onRemove={() => setLogo({ kind: 'remove' })} onKeep={() => setLogo({ kind: 'keep' })} hasSaved={Boolean(savedLogo)} removing={logo.kind === 'remove'} />
      <div aria-live="polite" className={styles.announcer}>
        {/* What was typed stays; the server's reason is shown, and Save tries again. */}
        {saving.error !== null && !isPending && <Banner tone="error">{format(text.failed, { reason: saving.error instanceof Error && saving.error.message ? saving.error.message : text.failedDefault })}</Banner>}
        {nothingToSave && <Banner tone="info">{text.noChanges}</Banner>}
      </div>
      {canWrite && (
        <Button type="submit" isPending={isPending} pendingLabel={text.saving}>
          {text.save}
        </Button>
      )}
    </Form>
  )
}

interface LogoFieldProps {
  text: AccountSettingsMessages
  locale: string
  shown: string | null
  isNew: boolean
  hasSaved: boolean
  removing: boolean
  canWrite: boolean
  problem: Exclude<PictureFileRead, { ok: true }>['problem'] | null
  isPending: boolean
  onChoose: (file: File) => void
  onRemove: () => void
  onKeep: () => void
}

function LogoField({ text, locale, shown, isNew, hasSaved, removing, canWrite, problem, isPending, onChoose, onRemove, onKeep }: LogoFieldProps) {
  const size = sizeText(MAX_PROFILE_PICTURE_BYTES, locale)
  return (
    <div role="group" aria-label={text.logo.title} className={fieldStyles.readOnly}>
      <span className={fieldStyles.readOnlyLabel}>{text.logo.title}</span>
      <div className={styles.logoRow}>
        {shown ? <img className={styles.logo} src={shown} alt={isNew ? text.logo.preview : text.logo.current} /> : <p className={styles.muted}>{text.logo.none}</p>}
        {canWrite && (
          <div className={styles.actions}>
            {(isNew || removing) && hasSaved && (
              <Button variant="text" onPress={onKeep} isDisabled={isPending}>
                {text.logo.keep}
              </Button>
            )}
            {shown && (
              <Button variant="text" onPress={onRemove} isDisabled={isPending}>
                {text.logo.remove}
              </Button>
            )}
          </div>
        )}
      </div>
      {canWrite && (
        <FilePicker
          chooseLabel={shown ? text.logo.chooseAnother : text.logo.choose}
          hint={format(text.logo.hint, { size })}
          acceptedFileTypes={PROFILE_PICTURE_TYPES}
          errorMessage={problem ? format(text.logo.problems[problem], { size }) : undefined}
          isDisabled={isPending}
          onSelect={onChoose}
        />
      )}
    </div>
  )
}

interface Choices {
  timezones: { id: string; label: string }[]
  currencies: { id: string; label: string }[]
  timezoneIds: ReadonlySet<string>
  currencyIds: ReadonlySet<string>
}

function useChoices(locale: string): Choices {
  return useMemo(() => {
    const timezones = timezoneOptions(new Date())
    const currencies = currencyOptions(locale)
    return { timezones, currencies, timezoneIds: new Set(timezones.map((zone) => zone.id)), currencyIds: new Set(currencies.map((currency) => currency.id)) }
  }, [locale])
}

function readOnlyValue(field: AccountField, draft: AccountDraft, choices: Choices): string {
  if (field === 'timezone') return choices.timezones.find((zone) => zone.id === draft.timezone)?.label ?? draft.timezone
  if (field === 'currency') return choices.currencies.find((currency) => currency.id === draft.currency)?.label ?? draft.currency
  return draft[field]
}
