import { useState } from 'react'
import type { DomainRestrictionsConfig, RestrictionStrategy } from '../../../api'
import { useDomainRestrictions, useDomainRestrictionsConfig, useSaveDomainRestrictionsConfig, useSettingSave } from '../../../hooks'
import { Button, Cell, Column, Row, Select, Switch, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import { ListEmpty } from '../team/TeamList'
import type { RestrictionsTabProps } from './IpRestrictionsTab'
import { useSecurityMessages } from './securityMessages'
import { Loading, SaveRow, SettingCard, useFailureText } from './SecurityParts'
import * as styles from './SecuritySection.css'

const LIST_TYPES: readonly RestrictionStrategy[] = ['ALLOW', 'BLOCK']

/** Email-domain restrictions (spec/admin.md §3, §5): the config, and the list filtered to its list type. */
export function DomainRestrictionsTab({ canWrite, open, done }: RestrictionsTabProps) {
  const text = useSecurityMessages()
  const config = useDomainRestrictionsConfig()
  return (
    <div className={styles.panel}>
      <p className={styles.description}>{text.domains.description}</p>
      {!canWrite && <p className={styles.muted}>{text.readOnly}</p>}
      <Loading resource={config}>
        {(loaded) => (
          <>
            <DomainConfigCard config={loaded} canWrite={canWrite} open={open} done={done} />
            <DomainList listType={loaded.listType} canWrite={canWrite} open={open} />
          </>
        )}
      </Loading>
    </div>
  )
}

function DomainConfigCard({ config, canWrite, open, done }: Pick<RestrictionsTabProps, 'open' | 'done'> & { config: DomainRestrictionsConfig; canWrite: boolean }) {
  const text = useSecurityMessages()
  const [draft, setDraft] = useState(config)
  // The config as the server has it after a reload: the form follows it.
  const [seen, setSeen] = useState(config)
  if (seen !== config) {
    setSeen(config)
    setDraft(config)
  }
  const saving = useSettingSave()
  const save = useSaveDomainRestrictionsConfig()
  const isDisabled = !canWrite || saving.isPending
  const onSave = () => {
    const next = draft
    // Turned on, the other list type, or public providers blocked: saved once the admin has seen who it refuses.
    const refusesMore = next.active && (!config.active || next.listType !== config.listType || (next.blockPublicDomains && !config.blockPublicDomains))
    if (refusesMore) {
      open({ kind: 'domainConfig', config: next, run: async () => (await save.trigger(next), done(text.domains.done.config)) })
      return
    }
    void saving.save(async () => void (await save.trigger(next)))
  }
  const change = (next: Partial<DomainRestrictionsConfig>) => {
    setDraft({ ...draft, ...next })
    saving.changed()
  }
  return (
    <SettingCard
      title={text.domains.configTitle}
      description={text.domains.description}
      footer={canWrite && <SaveRow saving={saving} onSave={onSave} setting={text.domains.configTitle} />}
    >
      <Switch isSelected={draft.active} onChange={(active) => change({ active })} isDisabled={isDisabled}>
        {text.domains.active}
      </Switch>
      <Switch isSelected={draft.blockPublicDomains} onChange={(blockPublicDomains) => change({ blockPublicDomains })} isDisabled={isDisabled}>
        {text.domains.blockPublicDomains}
      </Switch>
      <div className={styles.fields}>
        <Select
          label={text.domains.listType}
          options={LIST_TYPES.map((id) => ({ id, label: text.domains.listTypes[id] }))}
          selectedKey={draft.listType}
          onSelectionChange={(key) => change({ listType: key as RestrictionStrategy })}
          isDisabled={isDisabled}
        />
      </div>
    </SettingCard>
  )
}

/** The domains of the configured list type only (spec/admin.md §5). */
function DomainList({ listType, canWrite, open }: Omit<RestrictionsTabProps, 'done'> & { listType: RestrictionStrategy }) {
  const text = useSecurityMessages().domains
  const failure = useFailureText()
  const domains = useDomainRestrictions()
  const shown = (domains.data ?? []).filter((entry) => entry.type === listType)
  return (
    <>
      <div className={styles.header}>
        <h3 className={styles.subHeading}>{text.listTypes[listType]}</h3>
        {canWrite && <Button onPress={() => open({ kind: 'domainAdd', type: listType, listed: shown.map((entry) => entry.domain) })}>{text.add}</Button>}
      </div>
      <Table aria-label={text.listLabel}>
        <TableHeader>
          <Column id="domain">{text.columns.domain}</Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody items={shown} renderEmptyState={() => <ListEmpty isLoading={domains.isLoading} failed={domains.error ? failure(domains.error) : null} empty={text.empty[listType]} />}>
          {(entry) => (
            <Row>
              <Cell isRowHeader>{entry.domain}</Cell>
              <Cell>
                {canWrite && (
                  <Button variant="text" onPress={() => open({ kind: 'domainDelete', id: entry.id, domain: entry.domain })} aria-label={format(text.deleteFor, { domain: entry.domain })}>
                    {text.delete}
                  </Button>
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </>
  )
}
