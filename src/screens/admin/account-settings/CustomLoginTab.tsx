import { useId, useMemo, useRef, useState, type RefObject } from 'react'
import { useLocale } from 'react-aria-components/I18nProvider'
import {
  MAX_PROFILE_PICTURE_BYTES,
  PROFILE_PICTURE_TYPES,
  loginBoxActions,
  loginBoxDraft,
  loginBoxProblems,
  previewColors,
  previewLogo,
  readPictureFile,
  useLoginBoxMetadata,
  type LoginBoxDefaults,
  type LoginBoxDraft,
  type LoginBoxField,
  type LoginBoxMetadata,
  type LoginBoxProblem,
  type LoginBoxSave,
  type PictureFileRead,
} from '../../../hooks'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../api'
import { Banner, Button, Card, Checkbox, CheckboxGroup, ColorSwatch, FilePicker, Form, Spinner, Switch, TextField, lightPalette } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { useFocusOn } from '../../shared/useStepFocus'
import { sizeText } from '../profile/profileText'
import { useCustomLoginMessages, type CustomLoginMessages } from './customLoginMessages'
import { LoginBoxPreview } from './LoginBoxPreview'
import * as styles from './CustomLoginTab.css'
import * as fieldStyles from '../ReadOnlyField.css'

/** A box never saved starts from the kit's light theme. */
const DEFAULTS: LoginBoxDefaults = { primaryColor: lightPalette.primary.main, backgroundColor: lightPalette.background.default }
const ORDER: readonly LoginBoxField[] = ['logo', 'primaryColor', 'backgroundColor', 'title', 'subtitle', 'submit', 'socialLogins', 'gtmContainerId']

/**
 * The account's custom login box (spec/admin.md §2 account details customLogin): the adminBox
 * metadata's logo, colours, texts, social buttons and GTM container, beside a live preview of the
 * real login screen. Shown only to holders of account-settings.write.custom-login-box; loaded in
 * its own chunk with the login screen it previews. A failed lookup shows the defaults (§8).
 */
export default function CustomLoginTab() {
  const text = useCustomLoginMessages()
  const box = useLoginBoxMetadata()
  const [saves, setSaves] = useState(0)
  // Never an error to show (the hook swallows it): only the wait for the first answer.
  if (box.isLoading && box.data === undefined) return <Spinner label={text.loading} />
  return (
    <div className={styles.column}>
      <div aria-live="polite" className={styles.announcer}>
        {saves > 0 && <Banner tone="success">{text.saved}</Banner>}
      </div>
      {/* A new key per save: the form starts again from the box as saved; a failure keeps what was typed. */}
      <LoginBoxForm key={saves} saved={box.data ?? null} saving={box.saving} text={text} onSaved={() => setSaves((count) => count + 1)} />
    </div>
  )
}

interface FormProps {
  saved: LoginBoxMetadata
  saving: LoginBoxSave
  text: CustomLoginMessages
  onSaved: () => void
}

function LoginBoxForm({ saved, saving, text, onSaved }: FormProps) {
  const { locale } = useLocale()
  const loginText = useMessages().login.emailStep
  const [draft, setDraft] = useState<LoginBoxDraft>(() => loginBoxDraft(saved, DEFAULTS))
  const [problems, setProblems] = useState<Partial<Record<LoginBoxField, LoginBoxProblem>>>({})
  const [logoProblem, setLogoProblem] = useState<Exclude<PictureFileRead, { ok: true }>['problem'] | null>(null)
  const [nothingToSave, setNothingToSave] = useState(false)
  const [mode, setMode] = useState<'light' | 'dark'>('light')
  const firstProblemRef = useRef<HTMLInputElement>(null)
  const [focusProblem, setFocusProblem] = useState<object | null>(null)
  useFocusOn(focusProblem, firstProblemRef)
  const isPending = saving.isPending
  const firstProblem = ORDER.find((field) => problems[field])
  const change = (field: Exclude<LoginBoxField, 'socialLogins'>) => (value: string) => setDraft((current) => ({ ...current, [field]: value }))
  const errorOf = (field: LoginBoxField) => (problems[field] ? text.problems[problems[field]] : undefined)
  const size = sizeText(MAX_PROFILE_PICTURE_BYTES, locale)
  const uploaded = draft.logo.startsWith('data:')
  const previewTitleId = useId()
  const logoTitleId = useId()

  const submit = async () => {
    if (isPending) return
    setNothingToSave(false)
    const found = loginBoxProblems(draft)
    setProblems(found)
    if (Object.keys(found).length > 0) {
      setFocusProblem({})
      return
    }
    const actions = loginBoxActions(saved, draft, DEFAULTS)
    // spec/admin.md §5: nothing changed, nothing sent.
    if (actions.length === 0) {
      setNothingToSave(true)
      return
    }
    if (await saving.save(actions)) onSaved()
  }

  const chooseLogo = async (file: File) => {
    setLogoProblem(null)
    const read = await readPictureFile(file, MAX_PROFILE_PICTURE_BYTES)
    if (read.ok) setDraft((current) => ({ ...current, logo: read.dataUrl }))
    else setLogoProblem(read.problem)
  }

  const colors = previewColors(draft, DEFAULTS)
  const texts = useMemo(() => ({ title: draft.title, subtitle: draft.subtitle, submit: draft.submit }), [draft.title, draft.subtitle, draft.submit])

  return (
    <div className={styles.layout}>
      <Card heading={text.title} headingLevel={3} description={text.description}>
        <Form
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          {uploaded ? (
            <div role="group" aria-labelledby={logoTitleId} className={fieldStyles.readOnly}>
              <span id={logoTitleId} className={fieldStyles.readOnlyLabel}>
                {text.logoTitle}
              </span>
              <div className={styles.logoRow}>
                <img className={styles.logo} src={draft.logo} alt={draft.logo === saved?.logo ? text.savedUploadedLogo : text.uploadedLogo} />
                <Button variant="text" onPress={() => setDraft((current) => ({ ...current, logo: '' }))} isDisabled={isPending}>
                  {text.removeUploadedLogo}
                </Button>
              </div>
            </div>
          ) : (
            <TextField label={text.fields.logo} name="logo" type="url" value={draft.logo} onChange={change('logo')} autoComplete="off" description={text.logoDescription} errorMessage={errorOf('logo')} inputRef={firstProblem === 'logo' ? firstProblemRef : undefined} isDisabled={isPending} />
          )}
          <FilePicker
            chooseLabel={text.chooseLogo}
            hint={format(text.logoHint, { size })}
            acceptedFileTypes={PROFILE_PICTURE_TYPES}
            errorMessage={logoProblem ? format(text.logoProblems[logoProblem], { size }) : undefined}
            isDisabled={isPending}
            onSelect={(file) => void chooseLogo(file)}
          />
          {(['primaryColor', 'backgroundColor'] as const).map((field) => (
            <ColorInput
              key={field}
              label={text.fields[field]}
              name={field}
              value={draft[field]}
              shown={colors[field]}
              onChange={change(field)}
              description={field === 'primaryColor' ? text.colorDescription : text.backgroundDescription}
              errorMessage={errorOf(field)}
              inputRef={firstProblem === field ? firstProblemRef : undefined}
              isDisabled={isPending}
            />
          ))}
          {(['title', 'subtitle', 'submit'] as const).map((field) => (
            <TextField
              key={field}
              label={text.fields[field]}
              name={field}
              value={draft[field]}
              onChange={change(field)}
              autoComplete="off"
              description={format(text.textDefault, { text: field === 'title' ? loginText.title : field === 'subtitle' ? loginText.description : loginText.submit })}
              errorMessage={errorOf(field)}
              inputRef={firstProblem === field ? firstProblemRef : undefined}
              isDisabled={isPending}
            />
          ))}
          <CheckboxGroup
            label={text.fields.socialLogins}
            description={text.socialDescription}
            value={[...draft.socialLogins]}
            onChange={(chosen) => setDraft((current) => ({ ...current, socialLogins: SOCIAL_PROVIDERS.filter((provider) => chosen.includes(provider)) }))}
            isDisabled={isPending}
          >
            {SOCIAL_PROVIDERS.map((provider: SocialProvider) => (
              <Checkbox key={provider} value={provider}>
                {text.providers[provider]}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <TextField
            label={text.fields.gtmContainerId}
            name="gtmContainerId"
            value={draft.gtmContainerId}
            onChange={change('gtmContainerId')}
            autoComplete="off"
            description={text.gtmDescription}
            errorMessage={errorOf('gtmContainerId')}
            inputRef={firstProblem === 'gtmContainerId' ? firstProblemRef : undefined}
            isDisabled={isPending}
          />
          <div aria-live="polite" className={styles.announcer}>
            {/* What was typed stays; the server's reason is shown, and Save tries again. */}
            {saving.error !== null && !isPending && <Banner tone="error">{format(text.failed, { reason: saving.error instanceof Error && saving.error.message ? saving.error.message : text.failedDefault })}</Banner>}
            {nothingToSave && <Banner tone="info">{text.noChanges}</Banner>}
          </div>
          <Button type="submit" isPending={isPending} pendingLabel={text.saving}>
            {text.save}
          </Button>
        </Form>
      </Card>
      <section aria-labelledby={previewTitleId} className={styles.column}>
        <div className={styles.previewHeader}>
          <h3 id={previewTitleId} className={styles.previewTitle}>
            {text.preview.title}
          </h3>
          <Switch isSelected={mode === 'dark'} onChange={(dark) => setMode(dark ? 'dark' : 'light')}>
            {text.preview.dark}
          </Switch>
        </div>
        <LoginBoxPreview colors={colors} logo={previewLogo(draft.logo)} texts={texts} socialLogins={draft.socialLogins} mode={mode} label={text.preview.label} description={text.preview.description} />
      </section>
    </div>
  )
}

interface ColorInputProps {
  label: string
  name: string
  value: string
  /** The colour the swatch shows: the typed one once it is a colour. */
  shown: string
  onChange: (value: string) => void
  description: string
  errorMessage: string | undefined
  inputRef: RefObject<HTMLInputElement | null> | undefined
  isDisabled: boolean
}

/** A hex colour typed, with a swatch of it beside the input. */
function ColorInput({ shown, ...field }: ColorInputProps) {
  return (
    <div className={styles.colorRow}>
      <TextField className={styles.colorField} autoComplete="off" {...field} />
      <div className={styles.swatch}>
        <ColorSwatch color={shown} name={shown} size="md" />
      </div>
    </div>
  )
}
