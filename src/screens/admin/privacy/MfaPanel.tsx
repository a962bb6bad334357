import { mfaKindRows, useMfaDevices, type MfaKindRow } from '../../../hooks'
import { Badge, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import { ListEmpty } from '../team/TeamList'
import { LoadFailed } from '../LoadFailed'
import type { PrivacyDialog } from './PrivacyDialogs'
import { privacyErrorText } from './privacyErrors'
import { usePrivacyMessages } from './privacyMessages'
import * as styles from './PrivacySection.css'

/** The dialog that sets up or removes a kind; email codes are managed by the account's email, not here. */
function dialogFor(row: MfaKindRow): PrivacyDialog | null {
  if (row.kind === 'email') return null
  if (row.count === 0) return { kind: 'enrol', method: row.kind }
  return row.deviceId ? { kind: 'disable', method: row.kind, deviceId: row.deviceId, detail: row.detail } : null
}

/** The user's two-factor methods, one row per kind (spec/auth.md §9: 0 or 1 each). */
export function MfaPanel({ readOnly, onOpen }: { readOnly: boolean; onOpen: (dialog: PrivacyDialog) => void }) {
  const text = usePrivacyMessages()
  const devices = useMfaDevices()
  const rows = devices.data ? mfaKindRows(devices.data) : []
  const failed = devices.error ? `${text.mfa.loadFailed} ${privacyErrorText(devices.error, text)}` : null
  const email = rows.find((row) => row.kind === 'email')
  const detailOf = (row: MfaKindRow) => (row.kind === 'webauthn' && row.detail ? (text.mfa.deviceTypes[row.detail] ?? row.detail) : row.detail)
  return (
    <>
      <p className={styles.description}>{text.mfa.description}</p>
      {failed && (
        <LoadFailed layout="row" retryLabel={text.retry} onRetry={() => void devices.refresh()}>
          {failed}
        </LoadFailed>
      )}
      <Table aria-label={text.mfa.tableLabel}>
        <TableHeader>
          <Column id="method">{text.mfa.columns.method}</Column>
          <Column id="status">{text.mfa.columns.status}</Column>
          <Column id="detail" className={styles.wideOnly}>
            {text.mfa.columns.detail}
          </Column>
          <Column id="actions">{text.mfa.columns.actions}</Column>
        </TableHeader>
        <TableBody items={rows.map((row) => ({ ...row, id: row.kind }))} renderEmptyState={() => <ListEmpty isLoading={devices.isLoading} failed={failed && text.mfa.loadFailed} empty={null} />}>
          {(row) => {
            const method = text.mfa.kinds[row.kind]
            const dialog = readOnly ? null : dialogFor(row)
            return (
              <Row>
                <Cell isRowHeader>
                  {method}
                  {detailOf(row) && <span className={styles.narrowDetail}>{detailOf(row)}</span>}
                </Cell>
                <Cell>{row.count ? <Badge tone="success">{text.mfa.on}</Badge> : <Badge>{text.mfa.off}</Badge>}</Cell>
                <Cell className={styles.wideOnly}>{detailOf(row) ?? ''}</Cell>
                <Cell>
                  {row.kind === 'email' && <span className={styles.detail}>{text.mfa.emailAction}</span>}
                  {dialog && (
                    <Button variant={dialog.kind === 'enrol' ? 'secondary' : 'text'} aria-label={format(dialog.kind === 'enrol' ? text.mfa.setUpFor : text.mfa.removeFor, { method })} onPress={() => onOpen(dialog)}>
                      {dialog.kind === 'enrol' ? text.mfa.setUp : text.mfa.remove}
                    </Button>
                  )}
                </Cell>
              </Row>
            )
          }}
        </TableBody>
      </Table>
      {email && <p className={styles.note}>{email.count && email.detail ? format(text.mfa.emailOn, { email: email.detail }) : text.mfa.emailOff}</p>}
    </>
  )
}
