import { useState } from 'react'
import {
  EXPIRY_CHOICES,
  splitEmails,
  useAddUser,
  useAddUsers,
  useRoles,
  useDialogSubmit,
  useTemporaryUsersConfig,
  type BulkAddResult,
  type FieldAppearance,
} from '../../../../hooks'
import type { UsersQuery } from '../../../../api'
import { Banner, Button, Checkbox, CheckboxGroup, Dialog, DialogActions, DialogFormActions, Form, Select, TextField } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useLocale, useMessages } from '../../../i18n/useMessages'
import { pluralize } from '../../../i18n/intl'
import { errorText } from '../../../shared/errorText'
import { PhoneNumberField } from '../../../shared/fields'
import { useUsersMessages } from './usersMessages'

export interface AddUserDialogProps {
  isOpen: boolean
  onClose: () => void
  /** The invite-user fields' appearance (spec/admin.md §2: name and phoneNumber are configurable). */
  nameField: FieldAppearance
  phoneField: FieldAppearance
  /** Called with the invited email once the server accepted it. */
  onAdded: (email: string) => void
}

/** Roles to pick for new users, and the temporary-user choice when the vendor allows it. */
function RolesAndExpiry({ roleIds, setRoleIds, expiry, setExpiry }: { roleIds: string[]; setRoleIds: (ids: string[]) => void; expiry: number | null; setExpiry: (seconds: number | null) => void }) {
  const text = useUsersMessages().users.addDialog
  const roles = useRoles()
  const temporary = useTemporaryUsersConfig()
  return (
    <>
      {roles.data && roles.data.length > 0 && (
        <CheckboxGroup label={text.roles} value={roleIds} onChange={setRoleIds}>
          {roles.data.map((role) => (
            <Checkbox key={role.id} value={role.id}>
              {role.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {temporary.data?.enabled && (
        <>
          <Checkbox isSelected={expiry !== null} onChange={(on) => setExpiry(on ? EXPIRY_CHOICES[1].seconds : null)}>
            {text.temporary}
          </Checkbox>
          {expiry !== null && <ExpirySelect value={expiry} onChange={setExpiry} />}
        </>
      )}
    </>
  )
}

/** How long a temporary user keeps access. */
function ExpirySelect({ value, onChange }: { value: number; onChange: (seconds: number) => void }) {
  const text = useUsersMessages().users.addDialog
  const locale = useLocale()
  const options = EXPIRY_CHOICES.map((choice) => ({ id: String(choice.seconds), label: pluralize(text.days, choice.days, locale, 'days') }))
  return <Select label={text.expiry} options={options} selectedKey={String(value)} onSelectionChange={(key) => onChange(Number(key))} />
}

/** spec/admin.md §4 team add dialog: open, loading, closed on success or the error shown in it. */
export function AddUserDialog({ isOpen, onClose, nameField, phoneField, onAdded }: AddUserDialogProps) {
  const messages = useMessages()
  const admin = useUsersMessages()
  const text = admin.users.addDialog
  const add = useAddUser()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const [roleIds, setRoleIds] = useState<string[]>([])
  const [expiry, setExpiry] = useState<number | null>(null)
  const [missingEmail, setMissingEmail] = useState(false)
  const sending = useDialogSubmit()
  // Closing resets the dialog (spec/admin.md §2).
  const reset = () => {
    setName('')
    setEmail('')
    setPhone('')
    setRoleIds([])
    setExpiry(null)
    setMissingEmail(false)
    add.reset()
    sending.reset()
    onClose()
  }
  const close = () => {
    if (!sending.isPending) reset()
  }
  // A failure shows in the dialog (add.teamError); what was typed stays.
  const submit = () => {
    const address = email.trim()
    if (!address) return setMissingEmail(true)
    void sending.submit(async () => {
      await add.trigger({
        email: address,
        ...(nameField === 'edit' && name.trim() ? { name: name.trim() } : {}),
        ...(phoneField === 'edit' && phone.trim() ? { phoneNumber: phone.trim() } : {}),
        roleIds,
        ...(expiry === null ? {} : { expirationInSeconds: expiry }),
      })
      onAdded(address)
      reset()
    })
  }
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && close()} title={text.title} description={text.description} isDismissable={!sending.isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {add.teamError && <Banner tone="error">{errorText(add.teamError, messages)}</Banner>}
        {nameField !== 'hidden' && <TextField label={text.name} name="name" autoComplete="off" value={name} onChange={setName} isReadOnly={nameField === 'viewOnly'} />}
        <TextField
          label={text.email}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(value) => (setEmail(value), setMissingEmail(false))}
          errorMessage={missingEmail ? text.emailRequired : undefined}
          autoFocus
        />
        {phoneField !== 'hidden' && <PhoneNumberField label={text.phoneNumber} value={phone} onChange={setPhone} isReadOnly={phoneField === 'viewOnly'} />}
        <RolesAndExpiry roleIds={roleIds} setRoleIds={setRoleIds} expiry={expiry} setExpiry={setExpiry} />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.submit} pendingLabel={text.adding} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

/** spec/admin.md §4 bulk add: every email on its own with the same roles; the refused ones listed. */
export function BulkAddDialog({ isOpen, onClose, query }: { isOpen: boolean; onClose: () => void; query: UsersQuery }) {
  const messages = useMessages()
  const admin = useUsersMessages()
  const text = admin.users.bulkDialog
  const addText = admin.users.addDialog
  const bulk = useAddUsers(query)
  const [emails, setEmails] = useState('')
  const [roleIds, setRoleIds] = useState<string[]>([])
  const [expiry, setExpiry] = useState<number | null>(null)
  const [missing, setMissing] = useState(false)
  const [result, setResult] = useState<BulkAddResult | null>(null)
  const sending = useDialogSubmit()
  const close = () => {
    if (sending.isPending) return
    setEmails('')
    setRoleIds([])
    setExpiry(null)
    setMissing(false)
    setResult(null)
    bulk.reset()
    sending.reset()
    onClose()
  }
  // A failure shows in the dialog (bulk.teamError).
  const submit = () => {
    const list = splitEmails(emails)
    if (!list.length) return setMissing(true)
    void sending.submit(async () => {
      setResult(await bulk.trigger({ emails: list, roleIds, ...(expiry === null ? {} : { expirationInSeconds: expiry }) }))
    })
  }
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && close()} title={text.title} description={text.description} isDismissable={!sending.isPending}>
      {result ? (
        <>
          <Banner tone="success">{format(text.added, { count: String(result.added.length) })}</Banner>
          {result.unallowed.length > 0 && <Banner tone="warning">{format(text.unallowed, { emails: result.unallowed.join(', ') })}</Banner>}
          <DialogActions>
            <Button onPress={close}>{text.done}</Button>
          </DialogActions>
        </>
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          {bulk.teamError && <Banner tone="error">{errorText(bulk.teamError, messages)}</Banner>}
          <TextField label={text.emails} name="emails" value={emails} onChange={(value) => (setEmails(value), setMissing(false))} errorMessage={missing ? text.emailsRequired : undefined} autoFocus />
          <RolesAndExpiry roleIds={roleIds} setRoleIds={setRoleIds} expiry={expiry} setExpiry={setExpiry} />
          <DialogFormActions cancelLabel={addText.cancel} onCancel={close} submitLabel={text.submit} pendingLabel={addText.adding} isPending={sending.isPending} />
        </Form>
      )}
    </Dialog>
  )
}
