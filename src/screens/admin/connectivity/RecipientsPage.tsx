import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { RecipientPlatform } from '../../../api'
import { checkRecipients, filledRecipients, recipientDrafts, toTeamError, useConnectivityEvents, useDialogSubmit, useRecipientConfigOf, useSaveRecipients, type RecipientDraft } from '../../../hooks'
import { Banner, Button, Form, Spinner, Switch, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { pluralize } from '../../i18n/intl'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { useConnectivityMessages } from './connectivityMessages'
import { BackLink, PageHeading, Unavailable, usePlatformActions } from './parts'
import * as styles from './ConnectivitySection.css'

/** Where a recipient's field is: its event and its row. */
const fieldId = (eventKey: string, index: number) => `${eventKey}\u0000${index}`

/**
 * Email or SMS: for each event, grouped by category, whether it is sent and to whom. Save makes the
 * calls spec/admin.md §4 asks (recipientChanges); addresses are checked first (email by the kit's
 * email rule, numbers by libphonenumber-js, loaded with the first check).
 */
export function RecipientsPage({ platform, focus, back }: { platform: RecipientPlatform; focus: boolean; back: string }) {
  const text = useConnectivityMessages()
  const messages = useMessages()
  const locale = useLocale()
  const { canWrite, canDelete } = usePlatformActions(platform)
  const events = useConnectivityEvents(platform)
  const config = useRecipientConfigOf(platform)
  const save = useSaveRecipients(platform)
  const sending = useDialogSubmit()
  const [edited, setEdited] = useState<Record<string, RecipientDraft>>({})
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const fields = useRef(new Map<string, HTMLInputElement>())
  // The field to focus once the render that shows it is done (a new row, the first one refused).
  const focusNext = useRef<string | null>(null)
  useEffect(() => {
    if (focusNext.current === null) return
    fields.current.get(focusNext.current)?.focus()
    focusNext.current = null
  })
  const setFocusOn = (id: string) => {
    focusNext.current = id
  }
  const words = text.recipients[platform]
  const groups = events.data ?? []
  const eventKeys = groups.flatMap((group) => group.events.map((event) => event.key))
  const drafts = recipientDrafts(eventKeys, config.data ?? []).map((draft) => edited[draft.eventKey] ?? draft)
  // Events with a saved subscription: without the delete key, their last recipient stays.
  const loadedKeys = new Set((config.data ?? []).filter((configuration) => configuration.subscriptions.length > 0).map((configuration) => configuration.eventKey))
  const draftOf = (eventKey: string) => drafts.find((draft) => draft.eventKey === eventKey)!
  const ready = events.data !== undefined && config.data !== undefined

  const change = (eventKey: string, next: Partial<RecipientDraft>) => {
    setNotice(null)
    setEdited((current) => ({ ...current, [eventKey]: { ...draftOf(eventKey), ...next } }))
  }
  const setRecipient = (eventKey: string, index: number, value: string) => {
    const recipients = [...draftOf(eventKey).recipients]
    recipients[index] = value
    change(eventKey, { recipients })
    setProblems(({ [fieldId(eventKey, index)]: _gone, ...rest }) => rest)
  }
  const addRecipient = (eventKey: string) => {
    const recipients = [...draftOf(eventKey).recipients, '']
    change(eventKey, { recipients })
    setFocusOn(fieldId(eventKey, recipients.length - 1))
  }
  const removeRecipient = (eventKey: string, index: number) => {
    change(eventKey, { recipients: draftOf(eventKey).recipients.filter((_, at) => at !== index) })
    setProblems({})
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.isPending) return
    setNotice(null)
    const checked = await checkRecipients(platform, config.data ?? [], drafts, { canDelete })
    setProblems(Object.fromEntries(checked.problems.map(({ eventKey, index, problem }) => [fieldId(eventKey, index), text.recipients[problem]])))
    const first = checked.problems[0]
    if (first) return setFocusOn(fieldId(first.eventKey, first.index))
    await sending.submit(async () => {
      const calls = await save.trigger({ loaded: config.data ?? [], drafts: checked.drafts })
      // What was saved stays on the screen, its empty rows gone, until the reloaded list replaces it.
      setEdited(Object.fromEntries(checked.drafts.map((draft) => [draft.eventKey, { ...draft, recipients: filledRecipients(draft.recipients) }])))
      setNotice(calls.length ? pluralize(text.recipients.saved, new Set(calls.map((call) => call.eventKey)).size, locale) : text.recipients.unchanged)
    })
  }

  const failure = toTeamError('changeConnectivity', sending.error)
  return (
    <div className={styles.page}>
      <BackLink href={back} />
      <PageHeading focus={focus}>{text.platforms[platform]!.name}</PageHeading>
      <p className={styles.description}>{text.platforms[platform]!.description}</p>
      {!canWrite && <p className={styles.muted}>{text.recipients.readOnly}</p>}
      {notice && <Banner tone="success">{notice}</Banner>}
      {failure && <Banner tone="error">{`${text.recipients.failed} ${errorText(failure, messages)}`}</Banner>}
      {events.error !== undefined && !events.data && <Unavailable onRetry={() => void events.refresh()}>{text.events.unavailable}</Unavailable>}
      {config.error !== undefined && !config.data && <Unavailable onRetry={() => void config.refresh()}>{text.recipients.unavailable}</Unavailable>}
      {(events.isLoading || config.isLoading) && <Spinner label={text.loading} />}
      {ready && groups.length === 0 && <p className={styles.muted}>{text.events.empty}</p>}
      {ready && groups.length > 0 && (
        <Form onSubmit={(event) => void submit(event)}>
          {groups.map((group) => (
            <fieldset key={group.category.id} className={styles.category}>
              <legend className={styles.subheading}>{group.category.name}</legend>
              {group.events.map((item) => {
                const draft = draftOf(item.key)
                return (
                  <div key={item.key} className={styles.event}>
                    <Switch isSelected={draft.enabled} onChange={(enabled) => change(item.key, { enabled })} isDisabled={!canWrite || sending.isPending}>
                      {format(text.recipients.enabled, { event: item.displayName })}
                    </Switch>
                    {item.description && <p className={styles.hint}>{item.description}</p>}
                    <div className={styles.recipients} role="group" aria-label={format(words.label, { event: item.displayName })}>
                      {draft.recipients.map((recipient, index) => (
                        <div key={index} className={styles.recipient}>
                          <TextField
                            className={styles.grow}
                            label={`${format(words.label, { event: item.displayName })} ${index + 1}`}
                            value={recipient}
                            onChange={(value) => setRecipient(item.key, index, value)}
                            type={platform === 'email' ? 'email' : 'tel'}
                            placeholder={words.placeholder}
                            errorMessage={problems[fieldId(item.key, index)]}
                            isReadOnly={!canWrite}
                            isDisabled={sending.isPending}
                            inputRef={(input) => {
                              if (input) fields.current.set(fieldId(item.key, index), input)
                              else fields.current.delete(fieldId(item.key, index))
                            }}
                          />
                          {canWrite && (canDelete || draft.recipients.length > 1 || !loadedKeys.has(item.key)) && (
                            <Button variant="text" onPress={() => removeRecipient(item.key, index)} isDisabled={sending.isPending} aria-label={format(words.remove, { recipient: recipient || `${index + 1}` })}>
                              ✕
                            </Button>
                          )}
                        </div>
                      ))}
                      {canWrite && (
                        <div>
                          <Button variant="text" onPress={() => addRecipient(item.key)} isDisabled={sending.isPending} aria-label={`${words.add}: ${item.displayName}`}>
                            {words.add}
                          </Button>
                        </div>
                      )}
                    </div>
                  </div>
                )
              })}
            </fieldset>
          ))}
          {canWrite && (
            <div className={styles.actions}>
              <Button type="submit" isPending={sending.isPending} pendingLabel={text.recipients.saving}>
                {text.recipients.save}
              </Button>
            </div>
          )}
        </Form>
      )}
    </div>
  )
}
