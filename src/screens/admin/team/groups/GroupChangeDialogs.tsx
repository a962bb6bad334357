import { useState } from 'react'
import type { Group } from '../../../../api'
import {
  changedIds,
  toTeamError,
  useAccessImpactData,
  useDeleteGroup,
  useDialogSubmit,
  useRoles,
  useSaveGroupMembership,
  type PickedUser,
  type TeamOperation,
} from '../../../../hooks'
import { Banner, Button, Checkbox, CheckboxGroup, ConfirmDialog, Dialog, DialogActions } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useMessages } from '../../../i18n/useMessages'
import { AccessPreview, usePreloadAccessPreviews } from '../AccessPreviewPart'
import { errorText } from '../../../shared/errorText'
import { UserPicker } from './UserPicker'
import { useGroupsMessages } from './groupsMessages'

interface GroupDialogProps {
  /** The group as the list has it now: a retry after a partial failure sends only what is left. */
  group: Group
  onClose: () => void
  onDone: () => void
}

/** Runs one save at a time: the dialog's loading flag, and the failed call's error (spec/admin.md §4, §8). */
function useSaving(onDone: () => void) {
  const sending = useDialogSubmit()
  const [operation, setOperation] = useState<TeamOperation | null>(null)
  const run = (changing: TeamOperation, calls: () => Promise<void>) =>
    sending.submit(async () => {
      setOperation(changing)
      await calls()
      onDone()
    })
  const failure = sending.error !== null && operation ? toTeamError(operation, sending.error) : null
  return { run, pending: sending.isPending, failure }
}

const roleIdsOf = (group: Group) => (group.roles ?? []).map((role) => role.id)
const userIdsOf = (group: Group) => (group.users ?? []).map((user) => user.id)

/** Adds and removes a group's members: one call for those added, one for those removed, none for no change; the list reloads once. */
export function GroupMembersDialog({ group, onClose, onDone }: GroupDialogProps) {
  const messages = useMessages()
  const admin = useGroupsMessages()
  const text = admin.teamGroups.membersDialog
  const saveMembers = useSaveGroupMembership('changeGroupUsers')
  const [picked, setPicked] = useState<PickedUser[]>(() => (group.users ?? []).map((user) => ({ id: user.id, name: user.name, email: user.email })))
  const saving = useSaving(onDone)
  const close = () => !saving.pending && onClose()
  const save = () =>
    saving.run('changeGroupUsers', () =>
      saveMembers.trigger({ groupId: group.id, before: { userIds: userIdsOf(group), roleIds: [] }, after: { userIds: picked.map((user) => user.id), roleIds: [] } }),
    )
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(text.title, { name: group.name })} isDismissable={!saving.pending}>
      {saving.failure && <Banner tone="error">{errorText(saving.failure, messages)}</Banner>}
      <UserPicker picked={picked} onChange={setPicked} isDisabled={saving.pending} />
      <DialogActions>
        <Button variant="text" onPress={close} isDisabled={saving.pending}>
          {text.cancel}
        </Button>
        <Button onPress={() => void save()} isPending={saving.pending} pendingLabel={text.saving}>
          {text.save}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Gives and takes a group's roles: one call for those added, one for those removed; the list reloads once. */
export function GroupRolesDialog({ group, onClose, onDone }: GroupDialogProps) {
  const messages = useMessages()
  const admin = useGroupsMessages()
  const text = admin.teamGroups.rolesDialog
  const roles = useRoles()
  const saveRoles = useSaveGroupMembership('changeGroupRoles')
  const [roleIds, setRoleIds] = useState<string[]>(() => roleIdsOf(group))
  const saving = useSaving(onDone)
  const access = useAccessImpactData()
  usePreloadAccessPreviews()
  const before = access.data?.world.groups.find((known) => known.id === group.id)?.roles?.map((role) => role.id) ?? roleIdsOf(group)
  const isChanged = changedIds(before, roleIds).length > 0
  const close = () => !saving.pending && onClose()
  const save = () =>
    saving.run('changeGroupRoles', () => saveRoles.trigger({ groupId: group.id, before: { userIds: [], roleIds: roleIdsOf(group) }, after: { userIds: [], roleIds } }))
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(text.title, { name: group.name })} description={text.description} isDismissable={!saving.pending}>
      {saving.failure && <Banner tone="error">{errorText(saving.failure, messages)}</Banner>}
      {roles.teamError && <Banner tone="error">{errorText(roles.teamError, messages)}</Banner>}
      <CheckboxGroup label={admin.teamGroups.form.roles} value={roleIds} onChange={setRoleIds} isDisabled={saving.pending}>
        {(roles.data ?? []).map((role) => (
          <Checkbox key={role.id} value={role.id}>
            {role.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {isChanged && <AccessPreview kind="groupRoles" data={access} groupId={group.id} before={before} after={roleIds} />}
      <DialogActions>
        <Button variant="text" onPress={close} isDisabled={saving.pending}>
          {text.cancel}
        </Button>
        <Button onPress={() => void save()} isPending={saving.pending} pendingLabel={text.saving} isDisabled={!roles.data}>
          {text.save}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Deletes a group after asking. */
export function DeleteGroupDialog({ group, onClose, onDone }: GroupDialogProps) {
  const messages = useMessages()
  const admin = useGroupsMessages()
  const text = admin.teamGroups.deleteDialog
  const remove = useDeleteGroup()
  const saving = useSaving(onDone)
  const close = () => !saving.pending && onClose()
  const access = useAccessImpactData()
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={format(text.title, { name: group.name })}
      description={text.description}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      pendingLabel={text.pending}
      isPending={saving.pending}
      onConfirm={() => void saving.run('deleteGroup', async () => void (await remove.trigger({ groupId: group.id })))}
    >
      {saving.failure && <Banner tone="error">{errorText(saving.failure, messages)}</Banner>}
      <AccessPreview kind="groupDelete" data={access} groupId={group.id} />
    </ConfirmDialog>
  )
}

