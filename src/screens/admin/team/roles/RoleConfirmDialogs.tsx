import type { Role } from '../../../../api'
import { useAccessImpactData, useDeleteRole, useDialogSubmit, useSetDefaultRole, type ResourceMutation } from '../../../../hooks'
import { Banner, Button, ConfirmDialog, Dialog, DialogActions } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useMessages } from '../../../i18n/useMessages'
import { AccessPreview } from '../AccessPreviewPart'
import { errorText } from '../../../shared/errorText'
import { useRolesMessages } from './rolesMessages'

interface RoleDialogProps {
  role: Role
  onClose: () => void
  onDone: () => void
}

/** Runs a change once at a time; the dialog stays open with the error if it fails (spec/admin.md §4). */
function useConfirmed<Arg>(mutation: ResourceMutation<Arg, unknown>, onDone: () => void, onClose: () => void) {
  const sending = useDialogSubmit()
  const run = (arg: Arg) =>
    sending.submit(async () => {
      await mutation.trigger(arg)
      onDone()
    })
  const close = () => {
    if (sending.isPending) return
    mutation.reset()
    sending.reset()
    onClose()
  }
  const error = !mutation.isMutating && mutation.teamError
  return { run, close, error }
}

/** Deletes a role after asking; the default role never gets here (the API refuses to delete it). */
export function DeleteRoleDialog({ role, onClose, onDone }: RoleDialogProps) {
  const messages = useMessages()
  const admin = useRolesMessages()
  const text = admin.roles.deleteDialog
  const remove = useDeleteRole()
  const { run, close, error } = useConfirmed(remove, onDone, onClose)
  const access = useAccessImpactData()
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={format(text.title, { name: role.name })}
      description={text.description}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      pendingLabel={text.pending}
      isPending={remove.isMutating}
      onConfirm={() => void run({ roleId: role.id })}
    >
      {error && <Banner tone="error">{errorText(error, messages)}</Banner>}
      <AccessPreview kind="roleDelete" data={access} roleId={role.id} />
    </ConfirmDialog>
  )
}

/** spec/admin.md §6: one role is the default, the one people added without a role get. */
export function MakeDefaultDialog({ role, currentDefault, onClose, onDone }: RoleDialogProps & { currentDefault: Role | undefined }) {
  const messages = useMessages()
  const admin = useRolesMessages()
  const text = admin.roles.defaultDialog
  const setDefault = useSetDefaultRole()
  const { run, close, error } = useConfirmed(setDefault, onDone, onClose)
  const pending = setDefault.isMutating
  const description = currentDefault && currentDefault.id !== role.id ? `${text.description} ${format(text.replaces, { name: currentDefault.name })}` : text.description
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(text.title, { name: role.name })} description={description} isDismissable={!pending}>
      {error && <Banner tone="error">{errorText(error, messages)}</Banner>}
      <DialogActions>
        <Button variant="text" onPress={close} isDisabled={pending}>
          {text.cancel}
        </Button>
        <Button onPress={() => void run({ roleId: role.id })} isPending={pending} pendingLabel={text.pending}>
          {text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
