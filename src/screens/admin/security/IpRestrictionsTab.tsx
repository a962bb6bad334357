import { useState } from 'react'
import type { IpRestrictionsConfig, RestrictionStrategy } from '../../../api'
import {
  useAddMyIp,
  useIpLockOutCheck,
  useIpRestrictions,
  useIpRestrictionsConfig,
  useMyIp,
  useMyIpVerdict,
  useSaveIpRestrictionsConfig,
  useSettingSave,
} from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Pagination, Row, Select, Switch, Table, TableBody, TableHeader } from '../../../primitives'
import { ActionMenu } from '../../../primitives/Menu'
import { format } from '../../i18n/messages'
import { useAdminMessages } from '../useAdminMessages'
import { ListEmpty } from '../team/TeamList'
import type { SecurityDialog } from './SecurityDialogs'
import { useSecurityMessages } from './securityMessages'
import { Loading, SaveRow, SettingCard, useFailureText } from './SecurityParts'
import * as styles from './SecuritySection.css'

/** spec/admin.md §9: the admin table shows 4 entries a page, allowed addresses first. */
export const IP_PAGE_SIZE = 4
const STRATEGIES: readonly RestrictionStrategy[] = ['ALLOW', 'BLOCK']

export interface RestrictionsTabProps {
  canWrite: boolean
  open: (dialog: SecurityDialog) => void
  /** A change went through (in a dialog), with what to tell the admin. */
  done: (notice: string) => void
}

/** IP restrictions (spec/admin.md §3, §4): the config, the admin's own address, and the list. */
export function IpRestrictionsTab({ canWrite, open, done }: RestrictionsTabProps) {
  const text = useSecurityMessages()
  const config = useIpRestrictionsConfig()
  return (
    <div className={styles.panel}>
      <p className={styles.description}>{text.ip.description}</p>
      {!canWrite && <p className={styles.muted}>{text.readOnly}</p>}
      <Loading resource={config}>{(loaded) => <IpConfigCard config={loaded} canWrite={canWrite} open={open} done={done} />}</Loading>
      <MyIpCard canWrite={canWrite} strategy={config.data?.strategy ?? 'ALLOW'} />
      <IpList canWrite={canWrite} open={open} done={done} />
    </div>
  )
}

function IpConfigCard({ config, canWrite, open, done }: RestrictionsTabProps & { config: IpRestrictionsConfig }) {
  const text = useSecurityMessages()
  const [isActive, setActive] = useState(config.isActive)
  const [strategy, setStrategy] = useState<RestrictionStrategy>(config.strategy)
  // spec/admin.md §4: the config reloads after every change (adding my IP turns it on): the form follows.
  const [seen, setSeen] = useState(config)
  if (seen !== config) {
    setSeen(config)
    setActive(config.isActive)
    setStrategy(config.strategy)
  }
  const saving = useSettingSave()
  const save = useSaveIpRestrictionsConfig()
  const myIp = useMyIp().data ?? null
  const check = useIpLockOutCheck(myIp)
  const isDisabled = !canWrite || saving.isPending
  const onSave = () => {
    const next = { isActive, strategy }
    const run = async () => void (await save.trigger(next))
    const confirmed = async () => (await run(), done(text.ip.done.config))
    void saving.save(async () => {
      // spec/admin.md §4: a config that keeps the admin's own address out is saved only once they confirm.
      if (await check((rules) => ({ ...rules, config: next }))) {
        open({ kind: 'lockOut', ip: myIp ?? '', run: confirmed, config: next })
        return
      }
      // Turned on, or the other list type: saved once the admin has seen who it keeps out.
      if (next.isActive && (!config.isActive || next.strategy !== config.strategy)) {
        open({ kind: 'ipConfig', config: next, run: confirmed })
        return
      }
      await run()
    })
  }
  return (
    <SettingCard title={text.ip.configTitle} description={text.ip.description} footer={canWrite && <SaveRow saving={saving} onSave={onSave} setting={text.ip.configTitle} />}>
      <Switch isSelected={isActive} onChange={(on) => (setActive(on), saving.changed())} isDisabled={isDisabled}>
        {text.ip.active}
      </Switch>
      <div className={styles.fields}>
        <Select
          label={text.ip.strategy}
          options={STRATEGIES.map((id) => ({ id, label: text.ip.strategies[id] }))}
          selectedKey={strategy}
          onSelectionChange={(key) => (setStrategy(key as RestrictionStrategy), saving.changed())}
          isDisabled={isDisabled}
        />
      </div>
    </SettingCard>
  )
}

function MyIpCard({ canWrite, strategy }: { canWrite: boolean; strategy: RestrictionStrategy }) {
  const text = useSecurityMessages().ip
  const failure = useFailureText()
  const myIp = useMyIp()
  const verdict = useMyIpVerdict()
  const addMine = useAddMyIp()
  const adding = useSettingSave()
  const [added, setAdded] = useState(false)
  const ip = myIp.data ?? null
  return (
    <SettingCard title={ip ? format(text.myIp, { ip }) : text.myIpUnknown} description={verdict.data === undefined ? '' : verdict.data ? text.verdict.valid : text.verdict.invalid}>
      {verdict.error !== undefined && verdict.error !== null && <Banner tone="error">{failure(verdict.error)}</Banner>}
      {adding.error !== null && adding.error !== undefined && <Banner tone="error">{failure(adding.error)}</Banner>}
      {added && <Banner tone="success">{text.addedMine}</Banner>}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void verdict.refresh()} isPending={verdict.isValidating} pendingLabel={text.test}>
          {text.test}
        </Button>
        {canWrite && ip && (
          <Button
            variant="secondary"
            isPending={adding.isPending}
            pendingLabel={text.addMine}
            onPress={() =>
              void adding
                .save(async () => void (await addMine.trigger({ ip, strategy })))
                .then(setAdded)
            }
          >
            {text.addMine}
          </Button>
        )}
      </div>
    </SettingCard>
  )
}

function IpList({ canWrite, open }: RestrictionsTabProps) {
  const text = useSecurityMessages().ip
  const admin = useAdminMessages()
  const [filter, setFilter] = useState<RestrictionStrategy>('ALLOW')
  const [page, setPage] = useState(0)
  const list = useIpRestrictions({ filter, pageOffset: page, pageSize: IP_PAGE_SIZE })
  const entries = list.data?.items ?? []
  const failure = useFailureText()
  return (
    <>
      <div className={styles.header}>
        <Select label={text.filter} options={STRATEGIES.map((id) => ({ id, label: text.filters[id] }))} selectedKey={filter} onSelectionChange={(key) => (setFilter(key as RestrictionStrategy), setPage(0))} />
        {canWrite && (
          <div className={styles.actions}>
            <Button onPress={() => open({ kind: 'ipAdd', strategy: filter })}>{text.add}</Button>
            <Button variant="secondary" onPress={() => open({ kind: 'ipBulk', strategy: filter })}>
              {text.bulkAdd}
            </Button>
          </div>
        )}
      </div>
      <Table aria-label={text.listLabel}>
        <TableHeader>
          <Column id="ip">{text.columns.ip}</Column>
          <Column id="description">{text.columns.description}</Column>
          <Column id="status">{text.columns.status}</Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody items={entries} renderEmptyState={() => <ListEmpty isLoading={list.isLoading} failed={list.error ? failure(list.error) : null} empty={text.empty[filter]} />}>
          {(entry) => (
            <Row>
              <Cell isRowHeader>{entry.ip}</Cell>
              <Cell>{entry.description ?? ''}</Cell>
              <Cell>
                <Badge tone={entry.isActive ? 'success' : 'neutral'}>{entry.isActive ? text.status.active : text.status.inactive}</Badge>
              </Cell>
              <Cell>
                {canWrite && (
                  <ActionMenu<'edit' | 'delete'>
                    label={format(text.actionsFor, { ip: entry.ip })}
                    loadFailedLabel={admin.actionsFailed}
                    onAction={(kind) => open(kind === 'edit' ? { kind: 'ipEdit', entry } : { kind: 'ipDelete', entry })}
                    items={[
                      { id: 'edit', label: text.actions.edit },
                      { id: 'delete', label: text.actions.delete, tone: 'danger' },
                    ]}
                  />
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination label={text.pages} page={page + 1} totalPages={list.data?._metadata.totalPages ?? 0} onChange={(next) => setPage(next - 1)} />
    </>
  )
}
