import { useRef, useState } from 'react'
import type { Role } from '../../../../api'
import {
  newRoleInput,
  roleFormValues,
  roleUpdate,
  suggestRoleKey,
  useCreateRole,
  usePermissionCatalog,
  useUpdateRole,
  validateRoleForm,
  type RoleFormErrors,
  type RoleFormValues,
  useDialogSubmit,
} from '../../../../hooks'
import { Banner, Dialog, DialogFormActions, Form, TextField } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useMessages } from '../../../i18n/useMessages'
import { errorText } from '../../../shared/errorText'
import { useRolesMessages } from './rolesMessages'

export interface RoleFormDialogProps {
  /** The role to edit; a new one when absent. */
  role?: Role
  onClose: () => void
  /** The server accepted the change (or there was nothing to change). */
  onDone: (role: Role) => void
}

const EMPTY: RoleFormValues = { name: '', key: '', description: '' }

/**
 * Creates or edits a role: name, key and description (spec/admin.md §3 Role). While a new role has
 * no key of the admin's own, the key follows the name. It stays open while saving and shows the
 * server's refusal in it, keeping what was typed (spec/admin.md §4); it is rendered only while
 * open, so closing resets it.
 */
export function RoleFormDialog({ role, onClose, onDone }: RoleFormDialogProps) {
  const messages = useMessages()
  const admin = useRolesMessages()
  const text = admin.roles.form
  const create = useCreateRole()
  const update = useUpdateRole()
  // A new role starts with the ALWAYS permissions, when the catalogue says which they are.
  const catalog = usePermissionCatalog()
  const mutation = role ? update : create
  const [values, setValues] = useState<RoleFormValues>(role ? roleFormValues(role) : EMPTY)
  const [keyEdited, setKeyEdited] = useState(Boolean(role))
  const [errors, setErrors] = useState<RoleFormErrors>({})
  const nameInput = useRef<HTMLInputElement>(null)
  const keyInput = useRef<HTMLInputElement>(null)
  const sending = useDialogSubmit()

  const change = (field: keyof RoleFormValues) => (value: string) => {
    setErrors((previous) => ({ ...previous, [field]: undefined }))
    setValues((previous) => {
      if (field === 'name' && !keyEdited) return { ...previous, name: value, key: suggestRoleKey(value) }
      return { ...previous, [field]: value }
    })
    if (field === 'key') setKeyEdited(true)
  }

  const close = () => {
    if (sending.isPending) return
    mutation.reset()
    sending.reset()
    onClose()
  }

  // The dialog shows a failure (mutation.teamError) and keeps what was typed.
  const submit = () => {
    const found = validateRoleForm(values)
    setErrors(found)
    if (found.name) return nameInput.current?.focus()
    if (found.key) return keyInput.current?.focus()
    void sending.submit(async () => {
      if (role) {
        const body = roleUpdate(role, values)
        onDone(body ? await update.trigger(body) : role)
      } else {
        onDone(await create.trigger(newRoleInput(values, catalog.data)))
      }
    })
  }

  const pending = sending.isPending
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={role ? format(text.editTitle, { name: role.name }) : text.createTitle} isDismissable={!pending}>
      {!pending && mutation.teamError && <Banner tone="error">{errorText(mutation.teamError, messages)}</Banner>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextField label={text.name} value={values.name} onChange={change('name')} errorMessage={errors.name && text.nameRequired} inputRef={nameInput} isDisabled={pending} autoFocus />
        <TextField
          label={text.key}
          description={text.keyDescription}
          value={values.key}
          onChange={change('key')}
          errorMessage={errors.key && text.keyRequired}
          inputRef={keyInput}
          isDisabled={pending}
        />
        <TextField label={text.description} value={values.description} onChange={change('description')} isDisabled={pending} />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={role ? text.save : text.create} pendingLabel={role ? text.saving : text.creating} isPending={pending} />
      </Form>
    </Dialog>
  )
}
