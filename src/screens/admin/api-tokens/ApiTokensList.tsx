import { useEffect, useRef, useState } from 'react'
import { intlFormat } from 'date-fns'
import type { ApiToken, TokenOwner } from '../../../api'
import { apiTokenExpiresAt, isTokenExpired, useApiTokenDialogs, useApiTokens, useRoles, useSectionActions, useSession, useTokenCreator } from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { LazyDialogs } from '../team/LazyDialogs'
import { ListEmpty, ListLoadFailed } from '../team/TeamList'
import type { ApiTokensDialogsProps } from './ApiTokensDialogs'
import * as styles from './ApiTokens.css'
import { useApiTokensMessages, type ApiTokensMessages } from './apiTokensMessages'

const loadDialogs = () => import('./ApiTokensDialogs')

/** A date and time in the reader's locale (date-fns over Intl), as a <time>. */
function When({ time, locale }: { time: Date | string; locale: string }) {
  const date = new Date(time)
  return <time dateTime={date.toISOString()}>{intlFormat(date, { dateStyle: 'medium', timeStyle: 'short' }, { locale })}</time>
}

/**
 * One owner's API tokens (spec/admin.md §3, §4): each token's description, when it was made and
 * when it expires (tenant tokens also their roles and who made them); a new token's secret shown
 * once; delete after confirming. Without the write key the list is read only and says so.
 * The personal and tenant sections are this list with their owner.
 */
export function ApiTokensList({ owner }: { owner: TokenOwner }) {
  const text = useApiTokensMessages()
  const area = owner === 'user' ? text.personal : text.tenant
  const tokens = useApiTokens(owner)
  const can = useSectionActions(owner === 'user' ? 'personalApiTokens' : 'apiTokens')
  const canWrite = can('create')
  const canDelete = can('delete')
  const dialogs = useApiTokenDialogs()
  const { user } = useSession()
  const locale = useLocale()
  const [notice, setNotice] = useState<string | null>(null)
  const [now] = useState(() => Date.now())
  const list = tokens.data ?? []
  const tenant = owner === 'tenant'
  const newTokenButton = useRef<HTMLButtonElement>(null)
  // The secret dialog opens as the form closes, before the form's own focus return may have landed:
  // once the secret is put away, focus goes back to New token for sure.
  const step = dialogs.state.step
  const previousStep = useRef(step)
  useEffect(() => {
    if (previousStep.current === 'secret' && step === 'closed') newTokenButton.current?.focus()
    previousStep.current = step
  }, [step])

  const props: ApiTokensDialogsProps = {
    owner,
    type: tokens.type,
    dialogs,
    onDeleted: (token) => setNotice(format(text.done.deleted, { name: nameOf(token) })),
  }

  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <p className={styles.description}>{area.description}</p>
        {canWrite ? (
          <Button
            ref={newTokenButton}
            onPress={() => {
              setNotice(null)
              dialogs.openCreate()
            }}
            isDisabled={!tokens.type}
          >
            {text.add}
          </Button>
        ) : (
          <p className={styles.muted}>{area.readOnly}</p>
        )}
      </div>
      {notice && <Banner tone="success">{notice}</Banner>}
      {tokens.teamError && <ListLoadFailed title={area.loadFailed} error={tokens.teamError} retryLabel={text.retry} onRetry={() => void tokens.refresh()} />}
      <Table aria-label={area.tableLabel}>
        <TableHeader>
          <Column id="description">{text.columns.description}</Column>
          <Column id="createdAt">{text.columns.createdAt}</Column>
          <Column id="expires">{text.columns.expires}</Column>
          {tenant && <Column id="roles">{text.columns.roles}</Column>}
          {tenant && <Column id="createdBy">{text.columns.createdBy}</Column>}
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody items={list} renderEmptyState={() => <ListEmpty isLoading={tokens.isLoading} failed={tokens.teamError ? area.loadFailed : null} empty={area.empty} />}>
          {(token) => (
            <Row>
              <Cell isRowHeader>{nameOf(token)}</Cell>
              <Cell>
                <When time={token.createdAt} locale={locale} />
              </Cell>
              <Cell>
                <Expiry token={token} now={now} locale={locale} text={text} />
              </Cell>
              {tenant && (
                <Cell>
                  <TokenRoles roleIds={token.roleIds ?? []} text={text} />
                </Cell>
              )}
              {tenant && (
                <Cell>
                  <CreatedBy userId={token.createdByUserId ?? null} selfId={user?.id} text={text} />
                </Cell>
              )}
              <Cell>
                {canDelete && (
                  <Button variant="text" aria-label={format(text.deleteFor, { name: nameOf(token) })} onPress={() => {
                      setNotice(null)
                      dialogs.openDelete(token)
                    }}>
                    {text.deleteDialog.confirm}
                  </Button>
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LazyDialogs load={loadDialogs} isActive={dialogs.state.step !== 'closed'} props={props} />
    </div>
  )
}

/** What a row is called: its description, or its id when it has none. */
export const nameOf = (token: ApiToken): string => token.description || token.id

function Expiry({ token, now, locale, text }: { token: ApiToken; now: number; locale: string; text: ApiTokensMessages }) {
  const expiresAt = apiTokenExpiresAt(token)
  if (!expiresAt) return <span className={styles.muted}>{text.never}</span>
  if (isTokenExpired(token, now)) {
    const [before, after] = text.expired.split('{date}')
    return (
      <span className={styles.expired}>
        {before}
        <When time={expiresAt} locale={locale} />
        {after}
      </span>
    )
  }
  return <When time={expiresAt} locale={locale} />
}

/** A tenant token's roles by name, as the roles resource has them (its id while they load). */
function TokenRoles({ roleIds, text }: { roleIds: readonly string[]; text: ApiTokensMessages }) {
  const roles = useRoles()
  if (roleIds.length === 0) return <span className={styles.muted}>{text.noRoles}</span>
  return (
    <span className={styles.roles}>
      {roleIds.map((id) => (
        <Badge key={id}>{roles.data?.find((role) => role.id === id)?.name ?? id}</Badge>
      ))}
    </span>
  )
}

/** Who made a token: "You", or the person's name (or email) once looked up; their id when that fails. */
function CreatedBy({ userId, selfId, text }: { userId: string | null; selfId: string | undefined; text: ApiTokensMessages }) {
  const isSelf = userId !== null && userId === selfId
  const creator = useTokenCreator(isSelf ? null : userId)
  if (!userId) return null
  if (isSelf) return <>{text.you}</>
  if (creator.data) return <>{creator.data.name || creator.data.email}</>
  return creator.error ? <span className={styles.muted}>{userId}</span> : null
}
