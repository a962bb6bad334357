import { useState } from 'react'
import { toTeamError, useDialogSubmit, useTestWebhook, webhookUrlProblem, type WebhookTestOutcome } from '../../../hooks'
import { Banner, Button } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { useConnectivityMessages } from './connectivityMessages'
import * as styles from './ConnectivitySection.css'

export interface TestWebhookProps {
  url: string
  secret: string | null
  /** The webhook tested, when it exists: its deliveries reload after the test. */
  webhookId?: string
  development: boolean
  isDisabled?: boolean
  /** The URL cannot be called: why (null once it can). */
  onUrlProblem?: (problem: string | null) => void
}

/**
 * "Send a test": the identity API calls the URL once with a test event; what the receiver answered
 * shows under the button, its status and its body as it came (a test passes only on 200 or 201).
 */
export function TestWebhook({ url, secret, webhookId, development, isDisabled, onUrlProblem }: TestWebhookProps) {
  const text = useConnectivityMessages()
  const messages = useMessages()
  const test = useTestWebhook()
  const sending = useDialogSubmit()
  const [outcome, setOutcome] = useState<WebhookTestOutcome | null>(null)
  const run = () => {
    setOutcome(null)
    const problem = webhookUrlProblem(url, { development })
    onUrlProblem?.(problem ? text.form.urlProblems[problem]! : null)
    if (problem) return
    void sending.submit(async () => setOutcome(await test.trigger({ url: url.trim(), secret, ...(webhookId ? { webhookId } : {}) })))
  }
  const failure = toTeamError('changeConnectivity', sending.error)
  return (
    <div className={styles.details}>
      <div>
        <Button variant="secondary" onPress={run} isPending={sending.isPending} pendingLabel={text.form.testing} isDisabled={isDisabled}>
          {text.form.test}
        </Button>
      </div>
      {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
      {outcome && (
        <Banner tone={outcome.ok ? 'success' : 'error'}>
          {format(outcome.ok ? text.test.passed : text.test.failed, { status: String(outcome.statusCode) })}
        </Banner>
      )}
      {outcome && (
        <figure className={styles.figure}>
          <figcaption className={styles.hint}>{text.test.body}</figcaption>
          <pre className={styles.code}>{outcome.body || text.test.empty}</pre>
        </figure>
      )}
    </div>
  )
}
