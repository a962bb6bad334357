import { useRef, useState } from 'react'
import type { SubAccountUser } from '../../../api'
import { accountNameError, toTeamError, useAccountEdits, useDialogSubmit, type AccountEdit, type AccountEntry, type AccountWorkspace } from '../../../hooks'
import { Banner, ConfirmDialog, Dialog, DialogFormActions, Form, Switch, TextField } from '../../../primitives'
import { focusSubmitter } from '../../shared/submitFocus'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { pluralize } from '../../i18n/intl'
import { errorText } from '../../shared/errorText'
import { useAccountsDialogMessages } from './accountsDialogMessages'
import { AddUsersDialog, RemoveUserDialog, UserRolesDialog } from './AccountUserDialogs'
import { DeleteAccountImpact } from './DeleteAccountImpact'

export type AccountDialogKind = 'create' | 'rename' | 'management' | 'delete'

/** The dialog open over the section (spec/admin.md §2: each opens, loads while its call runs, closes and is reset). */
export type AccountDialog =
  | { readonly kind: 'create'; readonly parentTenantId: string; readonly parentName?: string }
  | { readonly kind: 'rename' | 'management' | 'delete'; readonly account: AccountEntry }
  | { readonly kind: 'addUsers'; readonly account: { tenantId: string; name: string } }
  | { readonly kind: 'roles' | 'remove'; readonly account: { tenantId: string; name: string }; readonly user: SubAccountUser }

export interface AccountsDialogsProps {
  dialog: AccountDialog | null
  as: AccountWorkspace | null
  onClose(): void
  /** A change went through: what to tell the admin and, for the hierarchy, the edit to show in place. */
  onDone(notice: string, edit?: AccountEdit): void
}

/** Every dialog of the all-accounts section, in their own chunk, loaded when the section is idle. */
export default function AccountsDialogs({ dialog, as, onClose, onDone }: AccountsDialogsProps) {
  if (!dialog) return null
  switch (dialog.kind) {
    case 'create':
      return <CreateAccountDialog parentTenantId={dialog.parentTenantId} as={as} onClose={onClose} onDone={onDone} />
    case 'rename':
      return <RenameAccountDialog account={dialog.account} as={as} onClose={onClose} onDone={onDone} />
    case 'management':
      return <ManagementDialog account={dialog.account} as={as} onClose={onClose} onDone={onDone} />
    case 'delete':
      return <DeleteAccountDialog account={dialog.account} as={as} onClose={onClose} onDone={onDone} />
    case 'addUsers':
      return <AddUsersDialog account={dialog.account} as={as} onClose={onClose} onDone={onDone} />
    case 'roles':
      return <UserRolesDialog account={dialog.account} user={dialog.user} as={as} onClose={onClose} onDone={onDone} />
    case 'remove':
      return <RemoveUserDialog account={dialog.account} user={dialog.user} as={as} onClose={onClose} onDone={onDone} />
  }
}

interface EditDialogProps {
  as: AccountWorkspace | null
  onClose(): void
  onDone(notice: string, edit?: AccountEdit): void
}

/** One hierarchy edit at a time: the dialog's loading flag and the failure to show in it. */
function useEditing() {
  const messages = useMessages()
  const sending = useDialogSubmit()
  const failure = toTeamError('changeAccount', sending.error)
  return { submit: sending.submit, pending: sending.isPending, failure: failure && errorText(failure, messages) }
}

function NameDialog({ title, initial, current, submitLabel, pendingLabel, editing, onClose, onSubmit, children }: {
  title: string
  initial: string
  current?: string
  submitLabel: string
  pendingLabel: string
  editing: ReturnType<typeof useEditing>
  onClose(): void
  onSubmit(name: string): Promise<void>
  children?: React.ReactNode
}) {
  const text = useAccountsDialogMessages()
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const close = () => !editing.pending && onClose()
  const submit = () => {
    const problem = accountNameError(name, current)
    setError(problem === 'required' ? text.create.nameRequired : problem === 'unchanged' ? text.rename.unchanged : null)
    if (problem) return input.current?.focus()
    void editing.submit(() => onSubmit(name))
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={title} isDismissable={!editing.pending}>
      {editing.failure && <Banner tone="error">{editing.failure}</Banner>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          submit()
        }}
      >
        {children}
        <TextField label={text.create.name} value={name} onChange={setName} errorMessage={error ?? undefined} isInvalid={error !== null} inputRef={input} isReadOnly={editing.pending} autoFocus />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={editing.pending} />
      </Form>
    </Dialog>
  )
}

function CreateAccountDialog({ parentTenantId, as, onClose, onDone }: EditDialogProps & { parentTenantId: string }) {
  const text = useAccountsDialogMessages().create
  const edits = useAccountEdits(as)
  const editing = useEditing()
  return (
    <NameDialog
      title={text.title}
      initial=""
      submitLabel={text.submit}
      pendingLabel={text.pending}
      editing={editing}
      onClose={onClose}
      onSubmit={async (name) => {
        const edit = await edits.create({ name, parentTenantId })
        onDone(format(text.done, { name: name.trim() }), edit)
      }}
    />
  )
}

function RenameAccountDialog({ account, as, onClose, onDone }: EditDialogProps & { account: AccountEntry }) {
  const text = useAccountsDialogMessages().rename
  const edits = useAccountEdits(as)
  const editing = useEditing()
  return (
    <NameDialog
      title={format(text.title, { name: account.name })}
      initial={account.name}
      current={account.name}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      editing={editing}
      onClose={onClose}
      onSubmit={async (name) => {
        const edit = await edits.rename({ tenantId: account.tenantId, name })
        onDone(format(text.done, { name: name.trim() }), edit)
      }}
    />
  )
}

function ManagementDialog({ account, as, onClose, onDone }: EditDialogProps & { account: AccountEntry }) {
  const text = useAccountsDialogMessages()
  const edits = useAccountEdits(as)
  const editing = useEditing()
  const [isReseller, setReseller] = useState(account.isReseller === true)
  const close = () => !editing.pending && onClose()
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(text.management.title, { name: account.name })} description={text.management.description} isDismissable={!editing.pending}>
      {editing.failure && <Banner tone="error">{editing.failure}</Banner>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          void editing.submit(async () => {
            const edit = await edits.setManagement({ tenantId: account.tenantId, isReseller })
            onDone(format(isReseller ? text.management.enabled : text.management.disabled, { name: account.name }), edit)
          })
        }}
      >
        <Switch isSelected={isReseller} onChange={setReseller} isDisabled={editing.pending}>
          {format(text.management.toggle, { name: account.name })}
        </Switch>
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.management.submit} pendingLabel={text.management.pending} isPending={editing.pending} />
      </Form>
    </Dialog>
  )
}

function DeleteAccountDialog({ account, as, onClose, onDone }: EditDialogProps & { account: AccountEntry }) {
  const text = useAccountsDialogMessages()
  const locale = useLocale()
  const edits = useAccountEdits(as)
  const editing = useEditing()
  const below = account.numberOfDescendants ?? 0
  const description = below > 0 ? format(pluralize(text.delete.withChildren, below, locale), { name: account.name }) : format(text.delete.alone, { name: account.name })
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && !editing.pending && onClose()}
      title={format(text.delete.title, { name: account.name })}
      description={description}
      confirmLabel={text.delete.confirm}
      cancelLabel={text.cancel}
      pendingLabel={text.delete.pending}
      isPending={editing.pending}
      onConfirm={() =>
        void editing.submit(async () => {
          const edit = await edits.remove({ tenantId: account.tenantId, parentTenantId: account.parentTenantId })
          onDone(format(text.delete.done, { name: account.name }), edit)
        })
      }
    >
      <DeleteAccountImpact account={account} as={as} />
      {editing.failure && <Banner tone="error">{editing.failure}</Banner>}
    </ConfirmDialog>
  )
}
