import { useState, type FormEvent } from 'react'
import {
  SCIM_SOURCES,
  toTeamError,
  useCreateProvisioningConnection,
  useDeleteProvisioningConnection,
  useDialogSubmit,
  useRegenerateProvisioningToken,
  type ScimConfiguration,
  type ScimSource,
} from '../../../hooks'
import { Banner, Button, Dialog, DialogActions, DialogFormActions, Form, Select, TextField } from '../../../primitives'
import { SubmitConfirmDialog } from '../SubmitConfirmDialog'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { CopyValue } from './parts'
import { useSsoMessages } from './useSsoMessages'

/** The dialog open over the provisioning section. */
export type ProvisioningDialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'token'; readonly connection: ScimConfiguration; readonly token: string }
  | { readonly kind: 'regenerate' | 'delete'; readonly connection: ScimConfiguration }

export interface ProvisioningDialogsProps {
  dialog: ProvisioningDialog | null
  onClose: () => void
  /** A change went through: what to tell the admin, and the dialog that follows (the token, once). */
  onDone: (notice: string | null, next?: ProvisioningDialog | null) => void
}

/** The provisioning section's dialogs, in their own chunk. */
export default function ProvisioningDialogs({ dialog, onClose, onDone }: ProvisioningDialogsProps) {
  if (!dialog) return null
  switch (dialog.kind) {
    case 'create':
      return <CreateDialog onClose={onClose} onDone={onDone} />
    case 'token':
      return <TokenDialog connection={dialog.connection} token={dialog.token} onClose={onClose} />
    case 'regenerate':
      return <RegenerateDialog connection={dialog.connection} onClose={onClose} onDone={onDone} />
    case 'delete':
      return <DeleteDialog connection={dialog.connection} onClose={onClose} onDone={onDone} />
  }
}

type Props = Omit<ProvisioningDialogsProps, 'dialog'>
const nameOf = (connection: ScimConfiguration) => connection.connectionName ?? connection.id

function Failure({ error }: { error: unknown }) {
  const messages = useMessages()
  const failure = toTeamError('changeProvisioning', error)
  return failure && <Banner tone="error">{errorText(failure, messages)}</Banner>
}

/** A token the answer did not carry is a malformed answer: say so rather than show nothing. */
function tokenOf(connection: ScimConfiguration): string {
  if (!connection.token) throw new Error('The answer carried no token')
  return connection.token
}

function CreateDialog({ onClose, onDone }: Props) {
  const text = useSsoMessages().provisioning
  const create = useCreateProvisioningConnection()
  const sending = useDialogSubmit()
  const [name, setName] = useState('')
  const [source, setSource] = useState<ScimSource>('okta')
  const [nameError, setNameError] = useState<string | null>(null)
  const close = () => !sending.isPending && onClose()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === '') return setNameError(text.create.nameRequired)
    setNameError(null)
    void sending.submit(async () => {
      const created = await create.trigger({ source, connectionName: name.trim() })
      onDone(null, { kind: 'token', connection: created, token: tokenOf(created) })
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={text.create.title} isDismissable={!sending.isPending}>
      <Form onSubmit={submit}>
        <Failure error={sending.error} />
        <TextField label={text.create.name} value={name} onChange={setName} errorMessage={nameError ?? undefined} isDisabled={sending.isPending} autoFocus />
        <Select
          label={text.create.source}
          options={SCIM_SOURCES.map((id) => ({ id, label: text.sources[id] }))}
          selectedKey={source}
          onSelectionChange={(key) => setSource(key as ScimSource)}
          isDisabled={sending.isPending}
        />
        <DialogFormActions cancelLabel={text.create.cancel} onCancel={close} submitLabel={text.create.create} pendingLabel={text.create.creating} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

/** The bearer token, shown this once with copy; closing forgets it. */
function TokenDialog({ connection, token, onClose }: { connection: ScimConfiguration; token: string; onClose: () => void }) {
  const text = useSsoMessages().provisioning.token
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={format(text.title, { name: nameOf(connection) })} description={text.description}>
      <CopyValue label={text.label} value={token} />
      <DialogActions>
        <Button onPress={onClose}>{text.done}</Button>
      </DialogActions>
    </Dialog>
  )
}

function RegenerateDialog({ connection, onClose, onDone }: Props & { connection: ScimConfiguration }) {
  const text = useSsoMessages().provisioning.regenerate
  const regenerate = useRegenerateProvisioningToken()
  return (
    <SubmitConfirmDialog
      title={format(text.title, { name: nameOf(connection) })}
      description={text.description}
      text={text}
      onClose={onClose}
      onConfirm={async () => {
        const renewed = await regenerate.trigger({ id: connection.id })
        onDone(null, { kind: 'token', connection: renewed, token: tokenOf(renewed) })
      }}
      failure={(error) => <Failure error={error} />}
    />
  )
}

function DeleteDialog({ connection, onClose, onDone }: Props & { connection: ScimConfiguration }) {
  const text = useSsoMessages().provisioning.remove
  const remove = useDeleteProvisioningConnection()
  return (
    <SubmitConfirmDialog
      title={format(text.title, { name: nameOf(connection) })}
      description={text.description}
      text={text}
      onClose={onClose}
      onConfirm={async () => {
        await remove.trigger({ id: connection.id })
        onDone(format(text.done, { name: nameOf(connection) }))
      }}
      failure={(error) => <Failure error={error} />}
    />
  )
}
