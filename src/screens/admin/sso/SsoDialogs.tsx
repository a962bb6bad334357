import { useState, type FormEvent } from 'react'
import {
  SSO_TYPES,
  toTeamError,
  useCreateSsoConfiguration,
  useDeleteSsoConfiguration,
  useDeleteSsoDomain,
  useDeleteSsoGroup,
  useDialogSubmit,
  useRoles,
  useSaveSsoGroup,
  type SsoConfiguration,
  type SsoDomain,
  type SsoGroup,
  type SsoType,
} from '../../../hooks'
import { Banner, Checkbox, CheckboxGroup, Dialog, DialogFormActions, Form, Select, TextField } from '../../../primitives'
import { SubmitConfirmDialog } from '../SubmitConfirmDialog'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { connectionName } from './parts'
import { SsoDeleteImpact } from './SsoDeleteImpact'
import { useSsoMessages } from './useSsoMessages'

/** The dialog open over the SSO section, with what it is about. */
export type SsoDialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'delete'; readonly configuration: SsoConfiguration }
  | { readonly kind: 'deleteDomain'; readonly configuration: SsoConfiguration; readonly domain: SsoDomain }
  | { readonly kind: 'group'; readonly configuration: SsoConfiguration; readonly group?: SsoGroup }
  | { readonly kind: 'deleteGroup'; readonly configuration: SsoConfiguration; readonly group: SsoGroup }

export interface SsoDialogsProps {
  dialog: SsoDialog | null
  onClose: () => void
  /** A change went through: what to tell the admin, and the connection to show (null: none, undefined: unchanged). */
  onDone: (notice: string, select?: string | null) => void
}

/** Every dialog of the SSO section, in their own chunk: loaded when the section is idle. */
export default function SsoDialogs({ dialog, onClose, onDone }: SsoDialogsProps) {
  if (!dialog) return null
  switch (dialog.kind) {
    case 'create':
      return <CreateConnectionDialog onClose={onClose} onDone={onDone} />
    case 'delete':
      return <DeleteConnectionDialog configuration={dialog.configuration} onClose={onClose} onDone={onDone} />
    case 'deleteDomain':
      return <DeleteDomainDialog configuration={dialog.configuration} domain={dialog.domain} onClose={onClose} onDone={onDone} />
    case 'group':
      return <GroupMappingDialog configuration={dialog.configuration} group={dialog.group} onClose={onClose} onDone={onDone} />
    case 'deleteGroup':
      return <DeleteGroupDialog configuration={dialog.configuration} group={dialog.group} onClose={onClose} onDone={onDone} />
  }
}

type DialogProps = Omit<SsoDialogsProps, 'dialog'>

/** Why the dialog's change failed, in the server's words (spec/admin.md §8); what was typed stays. */
function Failure({ error }: { error: unknown }) {
  const messages = useMessages()
  const failure = toTeamError('changeSso', error)
  return failure && <Banner tone="error">{errorText(failure, messages)}</Banner>
}

/** Creates a connection of a type; it starts disabled, and the section opens it to be configured. */
function CreateConnectionDialog({ onClose, onDone }: DialogProps) {
  const all = useSsoMessages()
  const text = all.create
  const create = useCreateSsoConfiguration()
  const sending = useDialogSubmit()
  const [type, setType] = useState<SsoType>('saml')
  const close = () => !sending.isPending && onClose()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void sending.submit(async () => {
      const created = await create.trigger({ type })
      onDone(format(text.done, { type: all.types[type] }), created.id)
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={text.title} description={text.description} isDismissable={!sending.isPending}>
      <Form onSubmit={submit}>
        <Failure error={sending.error} />
        <Select label={text.type} options={SSO_TYPES.map((id) => ({ id, label: all.types[id] }))} selectedKey={type} onSelectionChange={(key) => setType(key as SsoType)} isDisabled={sending.isPending} />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.create} pendingLabel={text.creating} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

function DeleteConnectionDialog({ configuration, onClose, onDone }: DialogProps & { configuration: SsoConfiguration }) {
  const all = useSsoMessages()
  const text = all.remove
  const name = connectionName(all, configuration)
  const remove = useDeleteSsoConfiguration()
  return (
    <SubmitConfirmDialog
      title={format(text.title, { name })}
      description={text.description}
      text={text}
      onClose={onClose}
      onConfirm={async () => {
        await remove.trigger({ id: configuration.id })
        onDone(format(text.done, { name }), null)
      }}
      failure={(error) => <Failure error={error} />}
    >
      <SsoDeleteImpact configuration={configuration} />
    </SubmitConfirmDialog>
  )
}

function DeleteDomainDialog({ configuration, domain, onClose, onDone }: DialogProps & { configuration: SsoConfiguration; domain: SsoDomain }) {
  const text = useSsoMessages().domains
  const remove = useDeleteSsoDomain()
  return (
    <SubmitConfirmDialog
      title={format(text.deleteTitle, { domain: domain.domain })}
      description={text.deleteDescription}
      text={{ confirm: text.deleteConfirm, cancel: text.cancel, pending: text.deleting }}
      onClose={onClose}
      onConfirm={async () => {
        await remove.trigger({ id: configuration.id, domainId: domain.id })
        onDone(format(text.deleted, { domain: domain.domain }))
      }}
      failure={(error) => <Failure error={error} />}
    />
  )
}

/** Creates or edits an IdP group → roles mapping, with the roles section's roles to pick from. */
function GroupMappingDialog({ configuration, group, onClose, onDone }: DialogProps & { configuration: SsoConfiguration; group?: SsoGroup }) {
  const text = useSsoMessages().authorization.dialog
  const messages = useMessages()
  const roles = useRoles()
  const save = useSaveSsoGroup()
  const sending = useDialogSubmit()
  const [name, setName] = useState(group?.group ?? '')
  const [roleIds, setRoleIds] = useState<string[]>(group?.roleIds ?? [])
  const [nameError, setNameError] = useState<string | null>(null)
  const close = () => !sending.isPending && onClose()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === '') return setNameError(text.groupRequired)
    setNameError(null)
    void sending.submit(async () => {
      const saved = await save.trigger({ id: configuration.id, groupId: group?.id, group: name.trim(), roleIds })
      onDone(format(text.saved, { name: saved.group }))
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={group ? format(text.editTitle, { name: group.group }) : text.createTitle} isDismissable={!sending.isPending}>
      <Form onSubmit={submit}>
        <Failure error={sending.error} />
        {roles.teamError && <Banner tone="error">{errorText(roles.teamError, messages)}</Banner>}
        <TextField label={text.group} value={name} onChange={setName} errorMessage={nameError ?? undefined} isDisabled={sending.isPending} autoFocus />
        <CheckboxGroup label={text.roles} value={roleIds} onChange={setRoleIds} isDisabled={sending.isPending}>
          {(roles.data ?? []).map((role) => (
            <Checkbox key={role.id} value={role.id}>
              {role.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.save} pendingLabel={text.saving} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

function DeleteGroupDialog({ configuration, group, onClose, onDone }: DialogProps & { configuration: SsoConfiguration; group: SsoGroup }) {
  const text = useSsoMessages().authorization.deleteDialog
  const remove = useDeleteSsoGroup()
  return (
    <SubmitConfirmDialog
      title={format(text.title, { name: group.group })}
      description={text.description}
      text={text}
      onClose={onClose}
      onConfirm={async () => {
        await remove.trigger({ id: configuration.id, groupId: group.id })
        onDone(format(text.done, { name: group.group }))
      }}
      failure={(error) => <Failure error={error} />}
    />
  )
}
