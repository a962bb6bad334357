import type { Group } from '../../../../api'
import { format } from '../../../i18n/messages'
import { useGroupsMessages } from './groupsMessages'
import { DeleteGroupDialog, GroupMembersDialog, GroupRolesDialog } from './GroupChangeDialogs'
import { GroupFormDialog } from './GroupFormDialog'

export type GroupDialogKind = 'edit' | 'members' | 'roles' | 'delete'

/** The dialog open over the list; a group's by id, so it always sees the group as the list has it now. */
export type GroupDialog = { readonly kind: 'create' } | { readonly kind: GroupDialogKind; readonly groupId: string; readonly group: Group }

export interface GroupsDialogsProps {
  dialog: GroupDialog | null
  /** The group the dialog is about, as the list has it now. */
  current: Group | null
  onClose: () => void
  /** A change went through, with what to tell the admin. */
  onDone: (notice: string) => void
}

/**
 * Every dialog of the groups section, in their own chunk (with the colour picker and the pickers of
 * members and roles): the section loads them when it is idle, not with the list.
 */
export default function GroupsDialogs({ dialog, current, onClose, onDone }: GroupsDialogsProps) {
  const text = useGroupsMessages().teamGroups
  if (dialog?.kind === 'create') return <GroupFormDialog onClose={onClose} onDone={(group) => onDone(format(text.done.created, { name: group.name }))} />
  if (!dialog || !current) return null
  switch (dialog.kind) {
    case 'edit':
      return <GroupFormDialog group={current} onClose={onClose} onDone={(group) => onDone(format(text.done.saved, { name: group.name }))} />
    case 'members':
      return <GroupMembersDialog group={current} onClose={onClose} onDone={() => onDone(format(text.done.membersSaved, { name: current.name }))} />
    case 'roles':
      return <GroupRolesDialog group={current} onClose={onClose} onDone={() => onDone(format(text.done.rolesSaved, { name: current.name }))} />
    case 'delete':
      return <DeleteGroupDialog group={current} onClose={onClose} onDone={() => onDone(format(text.done.deleted, { name: current.name }))} />
  }
}
