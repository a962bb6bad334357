import { useState, type FormEvent } from 'react'
import type { SlackSubscription, Webhook } from '../../../api'
import {
  generateWebhookSecret,
  toTeamError,
  useConnectivityEvents,
  useDeleteWebhook,
  useDialogSubmit,
  useSaveWebhook,
  useStopSlack,
  webhookUrlProblem,
} from '../../../hooks'
import { Banner, Button, Checkbox, CheckboxGroup, Dialog, DialogFormActions, Form, Switch, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { SubmitConfirmDialog } from '../SubmitConfirmDialog'
import { useConnectivityMessages } from './connectivityMessages'
import { useLocalApi } from './parts'
import { TestWebhook } from './TestWebhook'
import * as styles from './ConnectivitySection.css'

/** The dialog open over a connectivity page: a webhook created (no webhook) or edited, a webhook deleted, Slack stopped. */
export type ConnectivityDialog =
  | { readonly kind: 'edit'; readonly webhook?: Webhook }
  | { readonly kind: 'delete'; readonly webhook: Webhook }
  | { readonly kind: 'stopSlack'; readonly loaded: readonly SlackSubscription[] }

export interface ConnectivityDialogsProps {
  dialog: ConnectivityDialog | null
  onClose: () => void
  /** A change went through: what to tell the admin. */
  onDone: (notice: string) => void
}

/** The connectivity pages' dialogs, in their own chunk: loaded when a page is idle (or on first open). */
export default function ConnectivityDialogs({ dialog, onClose, onDone }: ConnectivityDialogsProps) {
  if (!dialog) return null
  switch (dialog.kind) {
    case 'edit':
      return <WebhookFormDialog webhook={dialog.webhook} onClose={onClose} onDone={onDone} />
    case 'delete':
      return <DeleteWebhookDialog webhook={dialog.webhook} onClose={onClose} onDone={onDone} />
    case 'stopSlack':
      return <StopSlackDialog loaded={dialog.loaded} onClose={onClose} onDone={onDone} />
  }
}

type DialogProps = Omit<ConnectivityDialogsProps, 'dialog'>

function Failure({ error }: { error: unknown }) {
  const messages = useMessages()
  const failure = toTeamError('changeConnectivity', error)
  return failure && <Banner tone="error">{errorText(failure, messages)}</Banner>
}

interface Problems {
  name?: string
  url?: string
  events?: string
}

/**
 * Creates or edits a webhook: its name, URL (https; http only to this machine while the identity API
 * is this machine's too), the events it is called for, a secret (typed or generated, shown only
 * here) and whether it is on. "Send a test" calls the URL as typed and shows what it answered.
 */
function WebhookFormDialog({ webhook, onClose, onDone }: DialogProps & { webhook?: Webhook }) {
  const text = useConnectivityMessages()
  const events = useConnectivityEvents('webhook')
  const save = useSaveWebhook()
  const sending = useDialogSubmit()
  const [name, setName] = useState(webhook?.displayName ?? '')
  const [description, setDescription] = useState(webhook?.description ?? '')
  const [url, setUrl] = useState(webhook?.url ?? '')
  const [eventKeys, setEventKeys] = useState<string[]>(webhook ? [...webhook.eventKeys] : [])
  // An existing webhook's secret is never shown again: empty here keeps it, anything typed replaces it.
  const [secret, setSecret] = useState('')
  const [isActive, setActive] = useState(webhook?.isActive ?? true)
  const [problems, setProblems] = useState<Problems>({})
  const development = useLocalApi()
  const close = () => !sending.isPending && onClose()
  const secretToSend = secret.trim() ? secret.trim() : (webhook?.secret ?? null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const urlProblem = webhookUrlProblem(url, { development })
    const found: Problems = {
      ...(name.trim() ? {} : { name: text.form.nameRequired }),
      ...(urlProblem ? { url: text.form.urlProblems[urlProblem] } : {}),
      ...(eventKeys.length ? {} : { events: text.form.eventsRequired }),
    }
    setProblems(found)
    if (Object.keys(found).length) return
    void sending.submit(async () => {
      await save.trigger({ ...(webhook ? { _id: webhook._id } : {}), displayName: name.trim(), description: description.trim(), url: url.trim(), secret: secretToSend, eventKeys, isActive })
      onDone(format(webhook ? text.form.saved : text.form.created, { name: name.trim() }))
    })
  }

  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={webhook ? format(text.form.editTitle, { name: webhook.displayName }) : text.form.createTitle} isDismissable={!sending.isPending}>
      <Form onSubmit={submit}>
        <Failure error={sending.error} />
        <TextField label={text.form.name} value={name} onChange={setName} errorMessage={problems.name} isDisabled={sending.isPending} autoFocus />
        <TextField label={text.form.description} value={description} onChange={setDescription} isDisabled={sending.isPending} />
        <TextField label={text.form.url} description={text.form.urlHint} type="url" value={url} onChange={setUrl} errorMessage={problems.url} isDisabled={sending.isPending} />
        <CheckboxGroup label={text.form.events} value={eventKeys} onChange={setEventKeys} errorMessage={problems.events} isDisabled={sending.isPending}>
          {(events.data ?? []).flatMap((group) =>
            group.events.map((item) => (
              <Checkbox key={item.key} value={item.key}>
                {`${item.displayName} (${group.category.name})`}
              </Checkbox>
            )),
          )}
        </CheckboxGroup>
        <div className={styles.recipient}>
          <TextField
            className={styles.grow}
            label={text.form.secret}
            description={webhook?.secret ? text.form.secretKept : text.form.secretHint}
            value={secret}
            onChange={setSecret}
            isDisabled={sending.isPending}
          />
          <Button variant="secondary" onPress={() => setSecret(generateWebhookSecret())} isDisabled={sending.isPending}>
            {text.form.generate}
          </Button>
        </div>
        <Switch isSelected={isActive} onChange={setActive} isDisabled={sending.isPending}>
          {text.form.active}
        </Switch>
        <TestWebhook url={url} secret={secretToSend} webhookId={webhook?._id} development={development} isDisabled={sending.isPending} onUrlProblem={(problem) => setProblems((current) => ({ ...current, url: problem ?? undefined }))} />
        <DialogFormActions cancelLabel={text.form.cancel} onCancel={close} submitLabel={text.form.save} pendingLabel={text.form.saving} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

function DeleteWebhookDialog({ webhook, onClose, onDone }: DialogProps & { webhook: Webhook }) {
  const text = useConnectivityMessages().remove
  const remove = useDeleteWebhook()
  return (
    <SubmitConfirmDialog
      title={format(text.title, { name: webhook.displayName })}
      description={text.description}
      text={text}
      onClose={onClose}
      onConfirm={async () => {
        await remove.trigger({ id: webhook._id })
        onDone(format(text.done, { name: webhook.displayName }))
      }}
      failure={(error) => <Failure error={error} />}
    />
  )
}

/** Stops sending to Slack: every subscription deleted, the workspace left connected. */
function StopSlackDialog({ loaded, onClose, onDone }: DialogProps & { loaded: readonly SlackSubscription[] }) {
  const text = useConnectivityMessages().slack
  const stop = useStopSlack()
  return (
    <SubmitConfirmDialog
      title={text.stopTitle}
      description={text.stopDescription}
      text={{ confirm: text.stopConfirm, cancel: text.cancel, pending: text.stopping }}
      onClose={onClose}
      onConfirm={async () => {
        await stop.trigger({ loaded })
        onDone(text.stopped)
      }}
      failure={(error) => <Failure error={error} />}
    />
  )
}
