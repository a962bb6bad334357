import { useRef, useState } from 'react'
import type { SubAccountUser } from '../../../api'
import { parseEmailList, toTeamError, useAccountUserChanges, useDialogSubmit, useRoles, type AccountEdit, type AccountWorkspace } from '../../../hooks'
import { Banner, Checkbox, CheckboxGroup, ConfirmDialog, Dialog, DialogFormActions, Form, TextField } from '../../../primitives'
import { focusSubmitter } from '../../shared/submitFocus'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { pluralize } from '../../i18n/intl'
import { errorText } from '../../shared/errorText'
import { useAccountsDialogMessages } from './accountsDialogMessages'

interface UserDialogProps {
  account: { tenantId: string; name: string }
  as: AccountWorkspace | null
  onClose(): void
  onDone(notice: string, edit?: AccountEdit): void
}

/** One change of an account's users at a time: loading flag and failure for the dialog. */
function useChanging() {
  const messages = useMessages()
  const sending = useDialogSubmit()
  const failure = toTeamError('changeAccountUsers', sending.error)
  return { submit: sending.submit, pending: sending.isPending, failure: failure && errorText(failure, messages) }
}

function RolesField({ value, onChange, isDisabled, label }: { value: string[]; onChange(ids: string[]): void; isDisabled: boolean; label: string }) {
  const messages = useMessages()
  const roles = useRoles()
  if (roles.teamError) return <Banner tone="error">{errorText(roles.teamError, messages)}</Banner>
  return (
    <CheckboxGroup label={label} value={value} onChange={onChange} isDisabled={isDisabled || !roles.data}>
      {(roles.data ?? []).map((role) => (
        <Checkbox key={role.id} value={role.id}>
          {role.name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  )
}

/** spec/admin.md §7: add users to an account with roles there and, optionally, access to the accounts below it. */
export function AddUsersDialog({ account, as, onClose, onDone }: UserDialogProps) {
  const text = useAccountsDialogMessages()
  const locale = useLocale()
  const changes = useAccountUserChanges(account.tenantId, as)
  const changing = useChanging()
  const [typed, setTyped] = useState('')
  const [roleIds, setRoleIds] = useState<string[]>([])
  const [allowAccess, setAllowAccess] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const close = () => !changing.pending && onClose()
  const submit = () => {
    const { emails, invalid } = parseEmailList(typed)
    const problem = invalid.length > 0 ? format(text.addUsers.emailsInvalid, { emails: invalid.join(', ') }) : emails.length === 0 ? text.addUsers.emailsRequired : null
    setError(problem)
    if (problem) return input.current?.focus()
    void changing.submit(async () => {
      await changes.add({ users: emails.map((email) => ({ email })), roleIds, allowSubAccountAccess: allowAccess })
      onDone(pluralize(text.addUsers.done, emails.length, locale))
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(text.addUsers.title, { name: account.name })} isDismissable={!changing.pending}>
      {changing.failure && <Banner tone="error">{changing.failure}</Banner>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          submit()
        }}
      >
        <TextField
          label={text.addUsers.emails}
          description={text.addUsers.emailsHelp}
          value={typed}
          onChange={setTyped}
          errorMessage={error ?? undefined}
          isInvalid={error !== null}
          inputRef={input}
          isReadOnly={changing.pending}
          autoFocus
        />
        <RolesField label={text.addUsers.roles} value={roleIds} onChange={setRoleIds} isDisabled={changing.pending} />
        <Checkbox isSelected={allowAccess} onChange={setAllowAccess} isDisabled={changing.pending}>
          {text.addUsers.access}
        </Checkbox>
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.addUsers.submit} pendingLabel={text.addUsers.pending} isPending={changing.pending} />
      </Form>
    </Dialog>
  )
}

const nameOf = (user: SubAccountUser) => user.name || user.email

/** The user's roles in this account, exactly as checked. */
export function UserRolesDialog({ account, user, as, onClose, onDone }: UserDialogProps & { user: SubAccountUser }) {
  const text = useAccountsDialogMessages()
  const changes = useAccountUserChanges(account.tenantId, as)
  const changing = useChanging()
  const [roleIds, setRoleIds] = useState<string[]>(() => (user.tenants?.find((tenant) => tenant.tenantId === account.tenantId)?.roles ?? []).map((role) => role.id))
  const close = () => !changing.pending && onClose()
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(text.roles.title, { name: nameOf(user), account: account.name })} isDismissable={!changing.pending}>
      {changing.failure && <Banner tone="error">{changing.failure}</Banner>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          void changing.submit(async () => {
            await changes.setRoles(user.id, roleIds)
            onDone(format(text.roles.done, { name: nameOf(user) }))
          })
        }}
      >
        <RolesField label={text.addUsers.roles} value={roleIds} onChange={setRoleIds} isDisabled={changing.pending} />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.roles.submit} pendingLabel={text.roles.pending} isPending={changing.pending} />
      </Form>
    </Dialog>
  )
}

export function RemoveUserDialog({ account, user, as, onClose, onDone }: UserDialogProps & { user: SubAccountUser }) {
  const text = useAccountsDialogMessages()
  const changes = useAccountUserChanges(account.tenantId, as)
  const changing = useChanging()
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && !changing.pending && onClose()}
      title={format(text.remove.title, { name: nameOf(user) })}
      description={format(text.remove.description, { name: nameOf(user), account: account.name })}
      confirmLabel={text.remove.confirm}
      cancelLabel={text.cancel}
      pendingLabel={text.remove.pending}
      isPending={changing.pending}
      onConfirm={() =>
        void changing.submit(async () => {
          await changes.remove(user.id)
          onDone(format(text.remove.done, { name: nameOf(user) }))
        })
      }
    >
      {changing.failure && <Banner tone="error">{changing.failure}</Banner>}
    </ConfirmDialog>
  )
}
