import type { TeamUser, UsersQuery } from '../../../../api'
import type { FieldAppearance } from '../../../../hooks'
import { AddUserDialog, BulkAddDialog } from './AddUserDialogs'
import { ApplicationsDialog } from './ApplicationsDialog'
import { InviteLinkDialog } from './InviteLinkDialog'
import { ConfirmUserDialogs, EditRolesDialog, SetExpiryDialog, type UserDialog } from './UserDialogs'

/** The dialogs the section's header opens. */
export type UsersPanel = 'add' | 'bulk' | 'inviteLink'

export interface UsersDialogsProps {
  /** The header's dialog open, if any. */
  panel: UsersPanel | null
  /** A row action's dialog open, if any. */
  dialog: UserDialog | null
  /** The list's query, which a bulk add reloads. */
  query: UsersQuery
  nameField: FieldAppearance
  phoneField: FieldAppearance
  onClosePanel: () => void
  onCloseDialog: () => void
  onAdded: () => void
  onSaveRoles: (user: TeamUser, roleIds: string[]) => void
  /** A confirmed row action went through, with what to tell the admin. */
  onDone: (notice: string | null) => void
}

/**
 * Every dialog of the users section, in their own chunk: the section loads them when it is idle,
 * not with the list. Each is mounted only while open, so it starts from nothing every time.
 */
export default function UsersDialogs({ panel, dialog, query, nameField, phoneField, onClosePanel, onCloseDialog, onAdded, onSaveRoles, onDone }: UsersDialogsProps) {
  return (
    <>
      {panel === 'add' && <AddUserDialog isOpen onClose={onClosePanel} nameField={nameField} phoneField={phoneField} onAdded={onAdded} />}
      {panel === 'bulk' && <BulkAddDialog isOpen onClose={onClosePanel} query={query} />}
      {panel === 'inviteLink' && <InviteLinkDialog isOpen onClose={onClosePanel} />}
      {dialog?.kind === 'roles' && <EditRolesDialog user={dialog.user} onClose={onCloseDialog} onSave={onSaveRoles} />}
      {dialog?.kind === 'applications' && <ApplicationsDialog user={dialog.user} onClose={onCloseDialog} />}
      {dialog && <ConfirmUserDialogs dialog={dialog} onClose={onCloseDialog} onDone={onDone} />}
      {dialog?.kind === 'setExpiry' && <SetExpiryDialog dialog={dialog} onClose={onCloseDialog} onDone={onCloseDialog} />}
    </>
  )
}
