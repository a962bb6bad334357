import { useState, type ReactNode } from 'react'
import type { DomainRestrictionsConfig, IpRestriction, IpRestrictionInput, IpRestrictionsConfig, MfaEnforceType, RestrictionStrategy } from '../../../api'
import {
  domainError,
  normaliseDomain,
  parseIpEntry,
  splitIpList,
  useBulkSaveIpRestrictions,
  useCreateDomainRestriction,
  useDeleteDomainRestriction,
  useDeleteIpRestriction,
  useDialogSubmit,
  useIpLockOutCheck,
  useSaveIpRestriction,
  type IpRules,
} from '../../../hooks'
import { Banner, Dialog, DialogFormActions, Form, Select, Switch, TextAreaField, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { pluralize } from '../../i18n/intl'
import { useLocale } from '../../i18n/useMessages'
import { useSecurityMessages } from './securityMessages'
import { useFailureText } from './SecurityParts'
import { SubmitConfirmDialog } from '../SubmitConfirmDialog'
import { IpImpactNotice, useIpPreview, type IpPreview } from './ImpactPreview'
import { LazyPart } from '../LazyPart'
import type { DomainRules } from '../../../hooks'

// The MFA and email-domain previews load as their dialog opens (PolicyImpact.tsx).
const loadMfaImpact = () => import('./PolicyImpact').then((module) => ({ default: module.MfaImpactNotice }))
const loadDomainImpact = () => import('./PolicyImpact').then((module) => ({ default: module.DomainImpactNotice }))

/** The preview of a policy dialog, from its own chunk: while it loads, and if it does not, the words of a preview that could not be worked out. */
function usePreviewText() {
  const text = useSecurityMessages()
  return { loading: text.impact.loading, loadFailed: text.impact.failed, retry: text.retry }
}

function DomainImpactNotice({ change }: { change: ((rules: DomainRules) => DomainRules) | null }) {
  return <LazyPart load={loadDomainImpact} text={usePreviewText()} props={{ change }} />
}

/** The dialog open over the section. */
export type SecurityDialog =
  | { readonly kind: 'ipAdd'; readonly strategy: RestrictionStrategy }
  | { readonly kind: 'ipEdit'; readonly entry: IpRestriction }
  | { readonly kind: 'ipBulk'; readonly strategy: RestrictionStrategy }
  | { readonly kind: 'ipDelete'; readonly entry: IpRestriction }
  /** A change already checked to lock the admin out: saved only once they confirm (with who else it keeps out, for a config). */
  | { readonly kind: 'lockOut'; readonly ip: string; readonly run: () => Promise<void>; readonly config?: IpRestrictionsConfig }
  /** A config that may keep people out (turned on, or the other list type): saved once the admin has seen who. */
  | { readonly kind: 'ipConfig'; readonly config: IpRestrictionsConfig; readonly run: () => Promise<void> }
  | { readonly kind: 'domainAdd'; readonly type: RestrictionStrategy; readonly listed: readonly string[] }
  | { readonly kind: 'domainDelete'; readonly id: string; readonly domain: string }
  /** An email-domain config that may refuse people (turned on, the other list type, public providers blocked): saved once the admin has seen who. */
  | { readonly kind: 'domainConfig'; readonly config: DomainRestrictionsConfig; readonly run: () => Promise<void> }
  /** MFA required of more people: saved once the admin has seen who has not set it up. */
  | { readonly kind: 'mfaEnforce'; readonly before: MfaEnforceType; readonly after: MfaEnforceType; readonly run: () => Promise<void> }
  | { readonly kind: 'confirm'; readonly title: string; readonly description: string; readonly confirm: string; readonly pending: string; readonly run: () => Promise<void> }

export interface SecurityDialogsProps {
  dialog: SecurityDialog | null
  /** The address the API sees the admin at, for the lock-out check; null when unknown. */
  myIp: string | null
  onClose: () => void
  /** A change went through, with what to tell the admin. */
  onDone: (notice: string) => void
  /** Closes the dialog for the security center's table of people without MFA. */
  onShowUnenrolled: () => void
}

/** Every dialog of the security section, in their own chunk: loaded when idle, not with the tabs. */
export default function SecurityDialogs({ dialog, myIp, onClose, onDone, onShowUnenrolled }: SecurityDialogsProps) {
  if (!dialog) return null
  switch (dialog.kind) {
    case 'ipAdd':
    case 'ipEdit':
      return <IpEntryDialog entry={dialog.kind === 'ipEdit' ? dialog.entry : null} strategy={dialog.kind === 'ipEdit' ? dialog.entry.strategy : dialog.strategy} myIp={myIp} onClose={onClose} onDone={onDone} />
    case 'ipBulk':
      return <IpBulkDialog strategy={dialog.strategy} myIp={myIp} onClose={onClose} onDone={onDone} />
    case 'ipDelete':
      return <IpDeleteDialog entry={dialog.entry} myIp={myIp} onClose={onClose} onDone={onDone} />
    case 'lockOut':
      return <LockOutDialog ip={dialog.ip} run={dialog.run} config={dialog.config} myIp={myIp} onClose={onClose} />
    case 'ipConfig':
      return <IpConfigDialog config={dialog.config} run={dialog.run} myIp={myIp} onClose={onClose} />
    case 'mfaEnforce':
      return <MfaEnforceDialog before={dialog.before} after={dialog.after} run={dialog.run} onShowUnenrolled={onShowUnenrolled} onClose={onClose} />
    case 'domainAdd':
      return <DomainAddDialog type={dialog.type} listed={dialog.listed} onClose={onClose} onDone={onDone} />
    case 'domainDelete':
      return <DomainDeleteDialog id={dialog.id} domain={dialog.domain} onClose={onClose} onDone={onDone} />
    case 'domainConfig':
      return <DomainConfigDialog config={dialog.config} run={dialog.run} onClose={onClose} />
    case 'confirm':
      return <RunConfirmDialog {...dialog} onClose={onClose} />
  }
}

interface DoneProps {
  onClose: () => void
  onDone: (notice: string) => void
}

/**
 * The lock-out warning inside a dialog (spec/admin.md §4): a change that would keep the admin's
 * address out is saved by a submit labelled "Save anyway". The preview (`preview`) says so as the
 * admin edits, the admin's address first; when it could not (its data did not load), the first
 * submit checks the rules as they are now and only warns.
 */
function useLockOutGuard(myIp: string | null, preview: IpPreview) {
  const check = useIpLockOutCheck(myIp)
  const [checked, setChecked] = useState(false)
  const shown = preview.impact?.ownAddress != null
  return {
    /** The admin has been told the change keeps their address out: by the preview, or by a first submit. */
    warned: checked || shown,
    /** The warning a first submit gave, when the preview had not. */
    banner: checked && !shown,
    /** True when the change may go ahead: it is safe, or the admin was told and submits. */
    async allows(change: (rules: IpRules) => IpRules): Promise<boolean> {
      if (checked || shown) return true
      if (await check(change)) {
        setChecked(true)
        return false
      }
      return true
    },
  }
}

const upsert = (rules: IpRules, entry: IpRestrictionInput, replacing?: string): IpRules => ({
  ...rules,
  entries: [...rules.entries.filter((candidate) => candidate.ip !== entry.ip && candidate.ip !== replacing), entry],
})

function IpEntryDialog({ entry, strategy: initialStrategy, myIp, onClose, onDone }: DoneProps & { entry: IpRestriction | null; strategy: RestrictionStrategy; myIp: string | null }) {
  const text = useSecurityMessages()
  const words = text.ipDialog
  const failure = useFailureText()
  const [ip, setIp] = useState(entry?.ip ?? '')
  const [description, setDescription] = useState(entry?.description ?? '')
  const [strategy, setStrategy] = useState<RestrictionStrategy>(initialStrategy)
  const [isActive, setActive] = useState(entry?.isActive ?? true)
  const [invalid, setInvalid] = useState(false)
  const sending = useDialogSubmit()
  const save = useSaveIpRestriction()
  const remove = useDeleteIpRestriction()
  const typed: IpRestrictionInput | null = parseIpEntry(ip) ? { ip: ip.trim(), description: description.trim(), strategy, isActive } : null
  const preview = useIpPreview(typed && ((rules) => upsert(rules, typed, entry?.ip)), myIp)
  const guard = useLockOutGuard(myIp, preview)
  const close = () => !sending.isPending && onClose()

  const submit = () => {
    if (!parseIpEntry(ip)) return setInvalid(true)
    const input: IpRestrictionInput = { ip: ip.trim(), description: description.trim(), strategy, isActive }
    void sending.submit(async () => {
      if (!(await guard.allows((rules) => upsert(rules, input, entry?.ip)))) return
      await save.trigger(input)
      // The API keys entries by address: an edited address is a new entry, and the old one goes.
      if (entry && entry.ip !== input.ip) await remove.trigger(entry.id)
      onDone(format(entry ? text.ip.done.saved : text.ip.done.added, { ip: input.ip }))
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={entry ? format(words.editTitle, { ip: entry.ip }) : words.addTitle} isDismissable={!sending.isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {sending.error !== null && <Banner tone="error">{failure(sending.error)}</Banner>}
        {guard.banner && <Banner tone="warning">{format(words.lockOutWarning, { ip: myIp ?? '' })}</Banner>}
        <TextField label={words.ip} description={words.ipHint} value={ip} onChange={(value) => (setIp(value), setInvalid(false))} errorMessage={invalid ? words.invalidIp : undefined} isDisabled={sending.isPending} autoFocus />
        <TextField label={words.description} value={description} onChange={setDescription} isDisabled={sending.isPending} />
        <Select label={words.strategy} options={(['ALLOW', 'BLOCK'] as const).map((id) => ({ id, label: text.ip.filters[id] }))} selectedKey={strategy} onSelectionChange={(key) => setStrategy(key as RestrictionStrategy)} isDisabled={sending.isPending} />
        <Switch isSelected={isActive} onChange={setActive} isDisabled={sending.isPending}>
          {words.isActive}
        </Switch>
        <IpImpactNotice preview={preview} />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={guard.warned ? text.ip.lockOut.confirm : entry ? words.save : words.add} pendingLabel={text.saving} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

function IpBulkDialog({ strategy: initialStrategy, myIp, onClose, onDone }: DoneProps & { strategy: RestrictionStrategy; myIp: string | null }) {
  const text = useSecurityMessages()
  const words = text.ipDialog
  const locale = useLocale()
  const failure = useFailureText()
  const [typed, setTyped] = useState('')
  const [strategy, setStrategy] = useState<RestrictionStrategy>(initialStrategy)
  const [error, setError] = useState<string | null>(null)
  const sending = useDialogSubmit()
  const save = useBulkSaveIpRestrictions()
  // What the valid lines so far would do, as they are typed.
  const listed = splitIpList(typed).valid.map((ip): IpRestrictionInput => ({ ip, strategy, isActive: true, description: '' }))
  const addAll = (ips: readonly IpRestrictionInput[]) => (rules: IpRules) => ips.reduce((next, ip) => upsert(next, ip), rules)
  const preview = useIpPreview(listed.length > 0 ? addAll(listed) : null, myIp)
  const guard = useLockOutGuard(myIp, preview)
  const close = () => !sending.isPending && onClose()
  const submit = () => {
    const { valid, invalid } = splitIpList(typed)
    if (invalid.length > 0) return setError(pluralize(words.bulkInvalid, invalid.length, locale).replace('{list}', invalid.join(', ')))
    if (valid.length === 0) return setError(words.bulkEmpty)
    const ips = valid.map((ip): IpRestrictionInput => ({ ip, strategy, isActive: true, description: '' }))
    void sending.submit(async () => {
      if (!(await guard.allows(addAll(ips)))) return
      await save.trigger(ips)
      onDone(pluralize(text.ip.done.bulk, ips.length, locale))
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={words.bulkTitle} isDismissable={!sending.isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {sending.error !== null && <Banner tone="error">{failure(sending.error)}</Banner>}
        {guard.banner && <Banner tone="warning">{format(words.lockOutWarning, { ip: myIp ?? '' })}</Banner>}
        <TextAreaField label={words.bulkIps} description={words.bulkHint} value={typed} onChange={(value) => (setTyped(value), setError(null))} errorMessage={error ?? undefined} isDisabled={sending.isPending} autoFocus />
        <Select label={words.strategy} options={(['ALLOW', 'BLOCK'] as const).map((id) => ({ id, label: text.ip.filters[id] }))} selectedKey={strategy} onSelectionChange={(key) => setStrategy(key as RestrictionStrategy)} isDisabled={sending.isPending} />
        <IpImpactNotice preview={preview} />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={guard.warned ? text.ip.lockOut.confirm : words.add} pendingLabel={text.saving} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

function IpDeleteDialog({ entry, myIp, onClose, onDone }: DoneProps & { entry: IpRestriction; myIp: string | null }) {
  const text = useSecurityMessages()
  const words = text.ipDialog
  const remove = useDeleteIpRestriction()
  const without = (rules: IpRules): IpRules => ({ ...rules, entries: rules.entries.filter((candidate) => candidate.ip !== entry.ip) })
  const preview = useIpPreview(without, myIp)
  const guard = useLockOutGuard(myIp, preview)
  return (
    <RunConfirmDialog
      title={format(words.deleteTitle, { ip: entry.ip })}
      description={words.deleteDescription}
      confirm={guard.warned ? text.ip.lockOut.confirm : words.delete}
      pending={words.deleting}
      onClose={onClose}
      run={async () => {
        if (!(await guard.allows(without))) return
        await remove.trigger(entry.id)
        onDone(format(text.ip.done.deleted, { ip: entry.ip }))
      }}
    >
      {guard.banner && <Banner tone="warning">{format(words.lockOutWarning, { ip: myIp ?? '' })}</Banner>}
      <IpImpactNotice preview={preview} />
    </RunConfirmDialog>
  )
}

interface ConfigChangeProps {
  run: () => Promise<void>
  myIp: string | null
  onClose: () => void
}

function LockOutDialog({ ip, run, config, myIp, onClose }: ConfigChangeProps & { ip: string; config?: IpRestrictionsConfig }) {
  const text = useSecurityMessages()
  const words = text.ip.lockOut
  return (
    <RunConfirmDialog title={words.title} description={format(words.description, { ip })} confirm={words.confirm} pending={text.saving} run={run} onClose={onClose}>
      {config && <ConfigImpact config={config} myIp={myIp} />}
    </RunConfirmDialog>
  )
}

/** A config that may keep people out: who, before it is saved; "Save anyway" when it is the admin. */
function IpConfigDialog({ config, run, myIp, onClose }: ConfigChangeProps & { config: IpRestrictionsConfig }) {
  const text = useSecurityMessages()
  const preview = useIpPreview((rules) => ({ ...rules, config }), myIp)
  const words = preview.impact?.ownAddress ? text.ip.lockOut : text.impact.ipConfig
  return (
    <RunConfirmDialog title={text.impact.ipConfig.title} description={text.impact.ipConfig.description} confirm={words.confirm} pending={text.saving} run={run} onClose={onClose}>
      <IpImpactNotice preview={preview} />
    </RunConfirmDialog>
  )
}

function ConfigImpact({ config, myIp }: { config: IpRestrictionsConfig; myIp: string | null }) {
  return <IpImpactNotice preview={useIpPreview((rules) => ({ ...rules, config }), myIp)} />
}

/** Requiring MFA of more people: who has not set it up and will be asked at their next sign-in. */
function MfaEnforceDialog({ before, after, run, onShowUnenrolled, onClose }: { before: MfaEnforceType; after: MfaEnforceType; run: () => Promise<void>; onShowUnenrolled: () => void; onClose: () => void }) {
  const text = useSecurityMessages()
  const words = text.impact.mfa
  return (
    <RunConfirmDialog title={words.title} description={words.description} confirm={words.confirm} pending={text.saving} run={run} onClose={onClose}>
      <LazyPart load={loadMfaImpact} text={usePreviewText()} props={{ before, after, onShowAll: onShowUnenrolled }} />
    </RunConfirmDialog>
  )
}

/** Confirms, then runs `run` (which closes the dialog on success); a failure stays in the dialog. */
function RunConfirmDialog({ title, description, confirm, pending, run, onClose, children }: { title: string; description: string; confirm: string; pending: string; run: () => Promise<void>; onClose: () => void; children?: ReactNode }) {
  const text = useSecurityMessages()
  const failure = useFailureText()
  return (
    <SubmitConfirmDialog
      title={title}
      description={description}
      text={{ confirm, cancel: text.cancel, pending }}
      onClose={onClose}
      onConfirm={run}
      failure={(error) => <Banner tone="error">{failure(error)}</Banner>}
    >
      {children}
    </SubmitConfirmDialog>
  )
}

function DomainAddDialog({ type, listed, onClose, onDone }: DoneProps & { type: RestrictionStrategy; listed: readonly string[] }) {
  const text = useSecurityMessages()
  const words = text.domainDialog
  const failure = useFailureText()
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<'invalid' | 'duplicate' | null>(null)
  const sending = useDialogSubmit()
  const create = useCreateDomainRestriction()
  const close = () => !sending.isPending && onClose()
  const domain = normaliseDomain(typed)
  const submit = () => {
    const found = domainError(typed, listed)
    if (found || domain === null) return setProblem(found ?? 'invalid')
    void sending.submit(async () => {
      await create.trigger({ domain, type })
      onDone(format(text.domains.done.added, { domain }))
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={words.title} description={text.domains.listTypes[type]} isDismissable={!sending.isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {sending.error !== null && <Banner tone="error">{failure(sending.error)}</Banner>}
        <TextField
          label={words.domain}
          description={words.hint}
          value={typed}
          onChange={(value) => (setTyped(value), setProblem(null))}
          errorMessage={problem === 'invalid' ? words.invalid : problem === 'duplicate' ? format(words.duplicate, { domain: domain ?? typed.trim() }) : undefined}
          isDisabled={sending.isPending}
          autoFocus
        />
        <DomainImpactNotice change={domain ? (rules) => ({ ...rules, entries: [...rules.entries, { domain, type }] }) : null} />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={words.add} pendingLabel={text.saving} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

/** A domain config that may refuse people: who already in the account, before it is saved. */
function DomainConfigDialog({ config, run, onClose }: { config: DomainRestrictionsConfig; run: () => Promise<void>; onClose: () => void }) {
  const text = useSecurityMessages()
  const words = text.impact.domainConfig
  return (
    <RunConfirmDialog title={words.title} description={words.description} confirm={words.confirm} pending={text.saving} run={run} onClose={onClose}>
      <DomainImpactNotice change={(rules) => ({ ...rules, config })} />
    </RunConfirmDialog>
  )
}

function DomainDeleteDialog({ id, domain, onClose, onDone }: DoneProps & { id: string; domain: string }) {
  const text = useSecurityMessages()
  const words = text.domainDialog
  const remove = useDeleteDomainRestriction()
  return (
    <RunConfirmDialog
      title={format(words.deleteTitle, { domain })}
      description={words.deleteDescription}
      confirm={words.delete}
      pending={words.deleting}
      onClose={onClose}
      run={async () => {
        await remove.trigger(id)
        onDone(format(text.domains.done.deleted, { domain }))
      }}
    >
      <DomainImpactNotice change={(rules) => ({ ...rules, entries: rules.entries.filter((entry) => entry.id !== id) })} />
    </RunConfirmDialog>
  )
}
