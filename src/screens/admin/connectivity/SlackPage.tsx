import { useState } from 'react'
import type { SlackSubscription } from '../../../api'
import {
  slackDrafts,
  slackReturn,
  toTeamError,
  useConnectivityEvents,
  useConnectSlack,
  useDialogSubmit,
  useGatehouse,
  useRegisterSlackCode,
  useSaveSlack,
  useSlackChannels,
  useSlackConfig,
  withSlackChannels,
  type SlackDraft,
} from '../../../hooks'
import { STORAGE_KEYS } from '../../../hooks/session/storage'
import { useMountRequest } from '../../../hooks/shared/useMountRequest'
import { Badge, Banner, Button, Checkbox, CheckboxGroup, Form, Spinner } from '../../../primitives'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { LazyDialogs } from '../team/LazyDialogs'
import type { ConnectivityDialog } from './ConnectivityDialogs'
import { useConnectivityMessages } from './connectivityMessages'
import { BackLink, PageHeading, Unavailable, usePlatformActions } from './parts'
import * as styles from './ConnectivitySection.css'

export interface SlackPageProps {
  focus: boolean
  back: string
  /** This page's own address (Slack's authorization page comes back to it). */
  self: string
  /** Replaces the address (the code Slack sent back is not left in it). */
  replace: (to: string) => void
}

const loadDialogs = () => import('./ConnectivityDialogs')

type Notice = { readonly tone: 'success' | 'error'; readonly text: string }

/** The page's query (a host's currentUrl may be a path). */
const queryOf = (currentUrl: string) => new URL(currentUrl, globalThis.location?.href ?? 'http://localhost').searchParams

/**
 * Slack (spec/admin.md §3, §4): connect the workspace through Slack's OAuth code flow, bound to this
 * browser by a state like the SSO callbacks; choose the channels each event goes to (the §4 Slack
 * sub-list rules decide the calls); stop sending after a confirmation.
 */
export function SlackPage({ focus, back, self, replace }: SlackPageProps) {
  const text = useConnectivityMessages()
  const messages = useMessages()
  const locale = useLocale()
  const gatehouse = useGatehouse('SlackPage')
  const { canWrite, canDelete } = usePlatformActions('slack')
  const config = useSlackConfig()
  const connected = Boolean(config.data?.id)
  const channels = useSlackChannels(connected)
  const events = useConnectivityEvents('slack')
  const connect = useConnectSlack()
  const register = useRegisterSlackCode()
  const save = useSaveSlack()
  const sending = useDialogSubmit()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [edited, setEdited] = useState<SlackDraft[] | null>(null)
  const [dialog, setDialog] = useState<ConnectivityDialog | null>(null)
  const [registering, setRegistering] = useState(() => slackReturn(queryOf(gatehouse.currentUrl()), null).kind !== 'none')

  // Back from Slack's authorization page: the code is registered once (StrictMode included), only with this browser's state.
  useMountRequest(
    async () => {
      const returned = slackReturn(queryOf(gatehouse.currentUrl()), gatehouse.sessionStorage.getItem(STORAGE_KEYS.pendingSlackConnect))
      if (returned.kind === 'none') return null
      gatehouse.sessionStorage.removeItem(STORAGE_KEYS.pendingSlackConnect)
      replace(self)
      if (returned.kind === 'refused') return { tone: 'error', text: text.slack.refused[returned.reason]! } satisfies Notice
      await register.trigger({ code: returned.code })
      return { tone: 'success', text: text.slack.justConnected } satisfies Notice
    },
    (outcome) => {
      setRegistering(false)
      if (outcome.ok) setNotice(outcome.value)
      else {
        const failure = toTeamError('changeConnectivity', outcome.error)
        setNotice({ tone: 'error', text: failure ? errorText(failure, messages) : '' })
      }
    },
  )

  const loaded: readonly SlackSubscription[] = config.data?.slackSubscriptions ?? []
  const eventKeys = (events.data ?? []).flatMap((group) => group.events.map((event) => event.key))
  const drafts = edited ?? slackDrafts(eventKeys, loaded)
  const channelsOf = (eventKey: string) => drafts.flatMap((draft) => draft.slackEvents).find((event) => event.eventKey === eventKey)?.channelIds ?? []

  const start = () => {
    setNotice(null)
    void sending.submit(() => connect.trigger({ redirectUri: new URL(self, globalThis.location?.href ?? 'http://localhost').href }))
  }
  const submit = () => {
    setNotice(null)
    void sending.submit(async () => {
      const calls = await save.trigger({ loaded, drafts })
      setEdited(null)
      setNotice({ tone: 'success', text: calls.length ? pluralize(text.slack.saved, calls.length, locale) : text.slack.unchanged })
    })
  }
  const failure = toTeamError('changeConnectivity', sending.error)

  return (
    <div className={styles.page}>
      <BackLink href={back} />
      <PageHeading focus={focus}>{text.platforms.slack!.name}</PageHeading>
      <p className={styles.description}>{text.platforms.slack!.description}</p>
      {!canWrite && <p className={styles.muted}>{text.slack.readOnly}</p>}
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {failure && <Banner tone="error">{`${text.slack.failed} ${errorText(failure, messages)}`}</Banner>}
      {registering && <Spinner label={text.slack.registering} />}
      {config.error !== undefined && !config.data && <Unavailable onRetry={() => void config.refresh()}>{text.slack.unavailable}</Unavailable>}
      {config.isLoading && <Spinner label={text.loading} />}
      {config.data && !connected && !registering && (
        <div className={styles.details}>
          <p className={styles.hint}>{text.slack.notConnected}</p>
          {canWrite && (
            <div>
              <Button onPress={start} isPending={sending.isPending} pendingLabel={text.slack.connecting}>
                {text.slack.connect}
              </Button>
            </div>
          )}
        </div>
      )}
      {connected && (
        <>
          <div className={styles.actions}>
            <Badge tone="success">{text.slack.connected}</Badge>
            {canDelete && loaded.length > 0 && (
              <Button variant="secondary" onPress={() => setDialog({ kind: 'stopSlack', loaded })}>
                {text.slack.stop}
              </Button>
            )}
          </div>
          {channels.data?.length === 0 && <p className={styles.muted}>{text.slack.noChannels}</p>}
          {events.error !== undefined && !events.data && <Unavailable onRetry={() => void events.refresh()}>{text.events.unavailable}</Unavailable>}
          {events.data && channels.data && channels.data.length > 0 && (
            <Form
              onSubmit={(event) => {
                event.preventDefault()
                submit()
              }}
            >
              {events.data.map((group) => (
                <fieldset key={group.category.id} className={styles.category}>
                  <legend className={styles.subheading}>{group.category.name}</legend>
                  {group.events.map((item) => (
                    <div key={item.key} className={styles.event}>
                      <CheckboxGroup
                        label={format(text.slack.channelsOf, { event: item.displayName })}
                        description={item.description ?? undefined}
                        value={[...channelsOf(item.key)]}
                        onChange={(ids) => setEdited(withSlackChannels(drafts, item.key, ids))}
                        isDisabled={!canWrite || sending.isPending}
                      >
                        {channels.data!.map((channel) => (
                          <Checkbox key={channel.id} value={channel.id}>
                            {`#${channel.name}`}
                          </Checkbox>
                        ))}
                      </CheckboxGroup>
                    </div>
                  ))}
                </fieldset>
              ))}
              {canWrite && (
                <div className={styles.actions}>
                  <Button type="submit" isPending={sending.isPending} pendingLabel={text.slack.saving}>
                    {text.slack.save}
                  </Button>
                </div>
              )}
            </Form>
          )}
        </>
      )}
      <LazyDialogs
        load={loadDialogs}
        isActive={dialog !== null}
        props={{
          dialog,
          onClose: () => setDialog(null),
          onDone: (message: string) => {
            setDialog(null)
            setEdited(null)
            setNotice({ tone: 'success', text: message })
          },
        }}
      />
    </div>
  )
}
