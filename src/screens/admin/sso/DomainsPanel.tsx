import { useState, type FormEvent } from 'react'
import { normaliseDomain, toTeamError, useAddSsoDomain, useDialogSubmit, useValidateSsoDomain, type SsoDomain } from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Form, Row, Table, TableBody, TableEmpty, TableHeader, TextField } from '../../../primitives'
import { ActionMenu } from '../../../primitives/Menu'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { useAdminMessages } from '../useAdminMessages'
import type { ConnectionPanelProps } from './ConnectionDetail'
import { CopyValue } from './parts'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

/** The outcome of the last validation, shown above the list (spec/admin.md §4: validated true or false, with the reason). */
type Validation = { readonly domain: string; readonly ok: true } | { readonly domain: string; readonly ok: false; readonly reason: string }

/** A connection's domains: add one (syntax checked), publish its TXT record, validate it, delete it. */
export function DomainsPanel({ configuration, canWrite, onDialog, onNotice }: ConnectionPanelProps) {
  const all = useSsoMessages()
  const text = all.domains
  const admin = useAdminMessages()
  const messages = useMessages()
  const add = useAddSsoDomain()
  const validate = useValidateSsoDomain()
  const adding = useDialogSubmit()
  const validating = useDialogSubmit()
  const [domain, setDomain] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [validation, setValidation] = useState<Validation | null>(null)
  const [validatingId, setValidatingId] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const normalised = normaliseDomain(domain)
    if (!normalised) return setFieldError(text.invalid)
    setFieldError(null)
    onNotice(null)
    void adding.submit(async () => {
      try {
        await add.trigger({ id: configuration.id, domain: normalised })
      } catch (error) {
        // The server's refusal (a domain in use) belongs to the field; what was typed stays.
        const shown = toTeamError('changeSso', error)
        setFieldError(shown ? errorText(shown, messages) : text.invalid)
        return
      }
      setDomain('')
      onNotice(format(text.added, { domain: normalised }))
    })
  }

  const runValidation = (entry: SsoDomain) => {
    onNotice(null)
    setValidation(null)
    setValidatingId(entry.id)
    void validating
      .submit(async () => {
        try {
          await validate.trigger({ id: configuration.id, domainId: entry.id })
          setValidation({ domain: entry.domain, ok: true })
        } catch (error) {
          const shown = toTeamError('changeSso', error)
          setValidation({ domain: entry.domain, ok: false, reason: shown ? errorText(shown, messages) : '' })
        }
      })
      .finally(() => setValidatingId(null))
  }

  return (
    <div className={styles.panel}>
      <p className={styles.hint}>{text.description}</p>
      {validation &&
        (validation.ok ? (
          <Banner tone="success">{format(text.validatedDone, { domain: validation.domain })}</Banner>
        ) : (
          <Banner tone="error">{format(text.notValidatedDone, { domain: validation.domain, reason: validation.reason })}</Banner>
        ))}
      {canWrite && (
        <Form onSubmit={submit}>
          <div className={styles.row}>
            <TextField className={styles.grow} label={text.add} value={domain} onChange={setDomain} errorMessage={fieldError ?? undefined} isDisabled={adding.isPending} placeholder="example.com" />
            <Button type="submit" isPending={adding.isPending} pendingLabel={text.adding}>
              {text.addButton}
            </Button>
          </div>
        </Form>
      )}
      <Table aria-label={text.tableLabel}>
        <TableHeader>
          <Column id="domain">
            {text.columns.domain}
          </Column>
          <Column id="status">{text.columns.status}</Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody items={configuration.domains} renderEmptyState={() => <TableEmpty>{text.empty}</TableEmpty>}>
          {(entry) => (
            <Row>
              <Cell isRowHeader>{entry.domain}</Cell>
              <Cell>
                {validatingId === entry.id ? (
                  <Badge>{text.validating}</Badge>
                ) : (
                  <Badge tone={entry.validated ? 'success' : 'warning'}>{entry.validated ? text.validated : text.notValidated}</Badge>
                )}
              </Cell>
              <Cell>
                {canWrite && (
                  <ActionMenu<'validate' | 'delete'>
                    label={format(all.connections.actionsFor, { name: entry.domain })}
                    loadFailedLabel={admin.actionsFailed}
                    onAction={(action) => (action === 'validate' ? runValidation(entry) : onDialog({ kind: 'deleteDomain', configuration, domain: entry }))}
                    items={[
                      ...(entry.validated ? [] : [{ id: 'validate' as const, label: format(text.validate, { domain: entry.domain }) }]),
                      { id: 'delete' as const, label: format(text.delete, { domain: entry.domain }), tone: 'danger' as const },
                    ]}
                  />
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {configuration.domains
        .filter((entry) => !entry.validated && entry.generatedVerification)
        .map((entry) => (
          <div key={entry.id} className={styles.group}>
            <p className={styles.hint}>{format(text.recordHint, { domain: entry.domain })}</p>
            <CopyValue label={format(text.record, { domain: entry.domain })} value={String(entry.generatedVerification)} />
          </div>
        ))}
    </div>
  )
}
