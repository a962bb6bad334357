import { memo, useCallback, useRef, useState } from 'react'
import type { Group, Role } from '../../../../api'
import {
  DEFAULT_GROUP_COLOR,
  groupFormValues,
  groupUpdate,
  toTeamError,
  useDialogSubmit,
  useGroupCreation,
  useRoles,
  useUpdateGroup,
  validateGroupForm,
  type GroupFormErrors,
  type GroupFormValues,
  type PickedUser,
} from '../../../../hooks'
import { Banner, Checkbox, CheckboxGroup, Dialog, DialogFormActions, Form, TextField } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useMessages } from '../../../i18n/useMessages'
import { errorText } from '../../../shared/errorText'
import { GroupColorField } from './GroupColorField'
import { UserPicker } from './UserPicker'
import { useGroupsMessages } from './groupsMessages'

export interface GroupFormDialogProps {
  /** The group whose details to edit; a new group, with members and roles, when absent. */
  group?: Group
  onClose: () => void
  onDone: (group: Group) => void
}

const EMPTY: GroupFormValues = { name: '', description: '', color: DEFAULT_GROUP_COLOR }

/**
 * Creates a group (name, description, colour, members, roles) or edits a group's details.
 * spec/admin.md §5: the description is sent only when there is one; members and roles are added
 * after the group is made, each only when some were chosen. If the group was made but adding its
 * members or roles failed, trying again only makes the calls not yet answered (useGroupCreation).
 * Open while saving, the error shown in it, what was typed kept; rendered only while open, so
 * closing resets it.
 */
export function GroupFormDialog({ group, onClose, onDone }: GroupFormDialogProps) {
  const messages = useMessages()
  const admin = useGroupsMessages()
  const text = admin.teamGroups.form
  const creation = useGroupCreation()
  const update = useUpdateGroup()
  const editing = useDialogSubmit()
  const roles = useRoles()
  const [values, setValues] = useState<GroupFormValues>(group ? groupFormValues(group) : EMPTY)
  const [members, setMembers] = useState<PickedUser[]>([])
  const [roleIds, setRoleIds] = useState<string[]>([])
  const [errors, setErrors] = useState<GroupFormErrors>({})
  const pending = creation.isPending || editing.isPending
  const { created, usersAdded } = creation.progress
  const nameInput = useRef<HTMLInputElement>(null)

  const change = (field: keyof GroupFormValues) => (value: string) => {
    if (field === 'name') setErrors({})
    setValues((previous) => ({ ...previous, [field]: value }))
  }
  // Stable, so that typing a name re-renders neither the colours nor the people and roles pickers.
  const changeColor = useCallback((color: string) => setValues((previous) => ({ ...previous, color })), [])

  const close = () => {
    if (pending) return
    onClose()
  }

  const edit = async (existing: Group) => {
    const body = groupUpdate(existing, values)
    await editing.submit(async () => onDone(body ? await update.trigger(body) : existing))
  }

  const submit = async () => {
    const found = validateGroupForm(values)
    setErrors(found)
    if (found.name) return nameInput.current?.focus()
    if (group) return edit(group)
    const made = await creation.create({ ...values, userIds: members.map((user) => user.id), roleIds })
    if (made) onDone(made)
  }
  const failure = group ? toTeamError('updateGroup', editing.error) : creation.error

  const detailsLocked = pending || created !== null
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={group ? format(text.editTitle, { name: group.name }) : text.createTitle} isDismissable={!pending}>
      {failure && (
        <Banner tone="error">
          {created && <p>{format(text.createdButNotFilled, { name: created.name })}</p>}
          {errorText(failure, messages)}
        </Banner>
      )}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextField label={text.name} value={values.name} onChange={change('name')} errorMessage={errors.name && text.nameRequired} inputRef={nameInput} isDisabled={detailsLocked} autoFocus />
        <TextField label={text.description} value={values.description} onChange={change('description')} isDisabled={detailsLocked} />
        <GroupColorField value={values.color} onChange={changeColor} isDisabled={detailsLocked} />
        {!group && (
          <>
            <UserPicker picked={members} onChange={setMembers} isDisabled={pending || usersAdded} />
            {roles.data && roles.data.length > 0 && <RolesField label={text.roles} roles={roles.data} value={roleIds} onChange={setRoleIds} isDisabled={pending} />}
          </>
        )}
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={group ? text.save : text.create} pendingLabel={group ? text.saving : text.creating} isPending={pending} />
      </Form>
    </Dialog>
  )
}

/** The roles a new group starts with; memoised with the dialog's other pickers (typing a name leaves it be). */
const RolesField = memo(function RolesField({ label, roles, value, onChange, isDisabled }: { label: string; roles: readonly Role[]; value: string[]; onChange: (ids: string[]) => void; isDisabled: boolean }) {
  return (
    <CheckboxGroup label={label} value={value} onChange={onChange} isDisabled={isDisabled}>
      {roles.map((role) => (
        <Checkbox key={role.id} value={role.id}>
          {role.name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  )
})
