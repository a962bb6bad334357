import { useDialogSubmit, usePasskeyActions, usePasskeys } from '../../../hooks'
import { Banner, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import { formatDate } from '../../i18n/intl'
import { useLocale } from '../../i18n/useMessages'
import { ListEmpty } from '../team/TeamList'
import { LoadFailed } from '../LoadFailed'
import type { PrivacyDialog } from './PrivacyDialogs'
import { privacyErrorText } from './privacyErrors'
import { usePrivacyMessages } from './privacyMessages'
import * as styles from './PrivacySection.css'

/** The user's passkeys with their names and when they were added; add one (the browser's ceremony), delete one. */
export function PasskeysPanel({ onOpen, onDone }: { onOpen: (dialog: PrivacyDialog) => void; onDone: (notice: string) => void }) {
  const text = usePrivacyMessages()
  const locale = useLocale()
  const passkeys = usePasskeys()
  const actions = usePasskeyActions()
  const adding = useDialogSubmit()
  const failed = passkeys.error ? `${text.passkeys.loadFailed} ${privacyErrorText(passkeys.error, text)}` : null
  const nameOf = (device: { name?: string; deviceType?: string }) => device.name ?? text.passkeys.unnamed[device.deviceType ?? 'Platform'] ?? text.passkeys.unnamed.Platform!

  const add = async () => {
    const done = await adding.submit(() => actions.add())
    if (done) onDone(text.passkeys.added)
  }

  return (
    <>
      <div className={styles.header}>
        <p className={styles.description}>{text.passkeys.description}</p>
        <Button onPress={() => void add()} isPending={adding.isPending} pendingLabel={text.passkeys.adding}>
          {text.passkeys.add}
        </Button>
      </div>
      {adding.error !== null && <Banner tone="error">{privacyErrorText(adding.error, text)}</Banner>}
      {failed && (
        <LoadFailed layout="row" retryLabel={text.retry} onRetry={() => void passkeys.refresh()}>
          {failed}
        </LoadFailed>
      )}
      <Table aria-label={text.passkeys.tableLabel}>
        <TableHeader>
          <Column id="name">{text.passkeys.columns.name}</Column>
          <Column id="type" className={styles.wideOnly}>
            {text.passkeys.columns.type}
          </Column>
          <Column id="added" className={styles.wideOnly}>
            {text.passkeys.columns.added}
          </Column>
          <Column id="actions">{text.passkeys.columns.actions}</Column>
        </TableHeader>
        <TableBody items={passkeys.data ?? []} renderEmptyState={() => <ListEmpty isLoading={passkeys.isLoading} failed={failed && text.passkeys.loadFailed} empty={text.passkeys.empty} />}>
          {(device) => {
            const name = nameOf(device)
            const type = text.passkeys.types[device.deviceType ?? ''] ?? ''
            const added = device.createdAt ? <time dateTime={device.createdAt}>{formatDate(device.createdAt, locale)}</time> : null
            return (
              <Row>
                <Cell isRowHeader>
                  {name}
                  {(type || added) && (
                    <span className={styles.narrowDetail}>
                      {type}
                      {type && added && ' · '}
                      {added}
                    </span>
                  )}
                </Cell>
                <Cell className={styles.wideOnly}>{type}</Cell>
                <Cell className={styles.wideOnly}>{added ?? ''}</Cell>
                <Cell>
                  <Button variant="text" aria-label={format(text.passkeys.delete, { name })} onPress={() => onOpen({ kind: 'deletePasskey', deviceId: device.id, name })}>
                    {text.passkeys.deleteConfirm}
                  </Button>
                </Cell>
              </Row>
            )
          }}
        </TableBody>
      </Table>
    </>
  )
}
