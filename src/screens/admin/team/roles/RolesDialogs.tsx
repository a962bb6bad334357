import type { Role } from '../../../../api'
import { format } from '../../../i18n/messages'
import { DeleteRoleDialog, MakeDefaultDialog } from './RoleConfirmDialogs'
import { RoleFormDialog } from './RoleFormDialog'
import { RolePermissionsDialog } from './RolePermissionsDialog'
import { useRolesMessages } from './rolesMessages'

/** The dialog open over the list, with the role it is about. */
export type RoleDialog = { readonly kind: 'create' } | { readonly kind: 'edit' | 'permissions' | 'makeDefault' | 'delete'; readonly role: Role }

export interface RolesDialogsProps {
  dialog: RoleDialog | null
  /** The admin may change roles (fe.secure.write.roles); without it the permissions are shown read only. */
  canWrite: boolean
  /** The tenant's default role now, which making another the default replaces. */
  currentDefault: Role | undefined
  onClose: () => void
  /** A change went through, with what to tell the admin. */
  onDone: (notice: string) => void
}

/**
 * Every dialog of the roles section, in their own chunk (with React Aria's dialogs and the
 * permission picker): the section loads them when it is idle, not with the list.
 */
export default function RolesDialogs({ dialog, canWrite, currentDefault, onClose, onDone }: RolesDialogsProps) {
  const text = useRolesMessages().roles
  if (!dialog) return null
  switch (dialog.kind) {
    case 'create':
      return <RoleFormDialog onClose={onClose} onDone={(role) => onDone(format(text.done.created, { name: role.name }))} />
    case 'edit':
      return <RoleFormDialog role={dialog.role} onClose={onClose} onDone={(role) => onDone(format(text.done.saved, { name: role.name }))} />
    case 'permissions':
      return (
        <RolePermissionsDialog role={dialog.role} isReadOnly={!canWrite} onClose={onClose} onDone={() => onDone(format(text.done.permissionsSaved, { name: dialog.role.name }))} />
      )
    case 'makeDefault':
      return <MakeDefaultDialog role={dialog.role} currentDefault={currentDefault} onClose={onClose} onDone={() => onDone(format(text.done.madeDefault, { name: dialog.role.name }))} />
    case 'delete':
      return <DeleteRoleDialog role={dialog.role} onClose={onClose} onDone={() => onDone(format(text.done.deleted, { name: dialog.role.name }))} />
  }
}
