import { useRef, useState } from 'react'
import type { Group } from '../../../../api'
import {
  DEFAULT_GROUP_COLOR,
  groupCreationPlan,
  groupFormValues,
  groupUpdate,
  toTeamError,
  useAddGroupRoles,
  useAddGroupUsers,
  useCreateGroup,
  useDialogSubmit,
  useRoles,
  useUpdateGroup,
  validateGroupForm,
  type GroupFormErrors,
  type GroupFormValues,
  type PickedUser,
  type TeamError,
  type TeamOperation,
} from '../../../../hooks'
import { Banner, Checkbox, CheckboxGroup, Dialog, DialogFormActions, Form, TextField } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useMessages } from '../../../i18n/MessagesProvider'
import { errorText } from '../../../shared/errorText'
import { GroupColorField } from './GroupColorField'
import { UserPicker } from './UserPicker'
import { useAdminMessages } from '../../useAdminMessages'

export interface GroupFormDialogProps {
  /** The group whose details to edit; a new group, with members and roles, when absent. */
  group?: Group
  onClose: () => void
  onDone: (group: Group) => void
}

const EMPTY: GroupFormValues = { name: '', description: '', color: DEFAULT_GROUP_COLOR }

/** A step of saving that failed, kept with its error. */
class StepFailed extends Error {
  constructor(
    readonly operation: TeamOperation,
    readonly reason: unknown,
  ) {
    super(operation)
  }
}

/**
 * Creates a group (name, description, colour, members, roles) or edits a group's details.
 * spec/admin.md §5: the description is sent only when there is one; members and roles are added
 * after the group is made, each only when some were chosen. If the group was made but adding its
 * members or roles failed, trying again only adds them. Open while saving, the error shown in it,
 * what was typed kept; rendered only while open, so closing resets it.
 */
export function GroupFormDialog({ group, onClose, onDone }: GroupFormDialogProps) {
  const messages = useMessages()
  const admin = useAdminMessages()
  const text = admin.teamGroups.form
  const create = useCreateGroup()
  const update = useUpdateGroup()
  const addUsers = useAddGroupUsers()
  const addRoles = useAddGroupRoles()
  const roles = useRoles()
  const [values, setValues] = useState<GroupFormValues>(group ? groupFormValues(group) : EMPTY)
  const [members, setMembers] = useState<PickedUser[]>([])
  const [roleIds, setRoleIds] = useState<string[]>([])
  const [errors, setErrors] = useState<GroupFormErrors>({})
  const sending = useDialogSubmit()
  const pending = sending.isPending
  // The group an earlier try made, when its members or roles did not all get added.
  const [created, setCreated] = useState<Group | null>(null)
  const nameInput = useRef<HTMLInputElement>(null)

  const change = (field: keyof GroupFormValues) => (value: string) => {
    if (field === 'name') setErrors({})
    setValues((previous) => ({ ...previous, [field]: value }))
  }

  const close = () => {
    if (pending) return
    onClose()
  }

  const step = async <T,>(operation: TeamOperation, call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (reason) {
      throw new StepFailed(operation, reason)
    }
  }

  const save = async (): Promise<Group> => {
    if (group) {
      const body = groupUpdate(group, values)
      return body ? step('updateGroup', () => update.trigger(body)) : group
    }
    const plan = groupCreationPlan({ ...values, userIds: members.map((user) => user.id), roleIds })
    const made = created ?? (await step('createGroup', () => create.trigger(plan.body)))
    setCreated(made)
    if (plan.userIds) await step('changeGroupUsers', () => addUsers.trigger({ groupId: made.id, userIds: plan.userIds! }))
    if (plan.roleIds) await step('changeGroupRoles', () => addRoles.trigger({ groupId: made.id, roleIds: plan.roleIds! }))
    return made
  }

  const submit = () => {
    const found = validateGroupForm(values)
    setErrors(found)
    if (found.name) return nameInput.current?.focus()
    void sending.submit(async () => onDone(await save()))
  }
  // Which call failed decides the message (and whether the group exists already).
  const failed = sending.error === null ? null : sending.error instanceof StepFailed ? sending.error : new StepFailed(group ? 'updateGroup' : 'createGroup', sending.error)
  const failure: TeamError | null = failed && toTeamError(failed.operation, failed.reason)

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
        <GroupColorField value={values.color} onChange={change('color')} isDisabled={detailsLocked} />
        {!group && (
          <>
            <UserPicker picked={members} onChange={setMembers} isDisabled={pending} />
            {roles.data && roles.data.length > 0 && (
              <CheckboxGroup label={text.roles} value={roleIds} onChange={setRoleIds} isDisabled={pending}>
                {roles.data.map((role) => (
                  <Checkbox key={role.id} value={role.id}>
                    {role.name}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
          </>
        )}
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={group ? text.save : text.create} pendingLabel={group ? text.saving : text.creating} isPending={pending} />
      </Form>
    </Dialog>
  )
}
