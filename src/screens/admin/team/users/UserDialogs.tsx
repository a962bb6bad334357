import { useState } from 'react'
import type { TeamUser } from '../../../../api'
import {
  changedIds,
  type DialogSubmit,
  EXPIRY_CHOICES,
  useDeleteUser,
  useDialogSubmit,
  useRemoveUserExpiration,
  useResendActivation,
  useResendInvitation,
  useRoles,
  useSetUserExpiration,
  type ResourceMutation,
  useAccessImpactData,
} from '../../../../hooks'
import { Banner, Button, Checkbox, CheckboxGroup, ConfirmDialog, Dialog, DialogActions, Select } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useLocale, useMessages } from '../../../i18n/useMessages'
import { pluralize } from '../../../i18n/intl'
import { errorText } from '../../../shared/errorText'
import { AccessPreview, usePreloadAccessPreviews } from '../AccessPreviewPart'
import { useUsersMessages } from './usersMessages'

/** The dialog a row's action opened, with the member it is about. */
export type UserDialog =
  | { readonly kind: 'roles' | 'applications' | 'delete' | 'resendInvitation' | 'resendActivation' | 'setExpiry' | 'removeExpiry'; readonly user: TeamUser }

const nameOf = (user: TeamUser) => user.name || user.email

interface DialogProps {
  dialog: UserDialog | null
  onClose: () => void
  /** Says what happened once a change went through (e.g. "Invitation sent to …"). */
  onDone: (notice: string | null) => void
}

/** Runs a confirmed change once; the dialog stays open with the error if it fails (spec/admin.md §4). */
function confirmRunner<Arg>(sending: DialogSubmit, mutation: ResourceMutation<Arg, unknown>, onDone: () => void) {
  return (arg: Arg) =>
    sending.submit(async () => {
      await mutation.trigger(arg)
      onDone()
    })
}

/** Confirmations of the row actions: delete, resend invitation or activation, make permanent. */
export function ConfirmUserDialogs({ dialog, onClose, onDone }: DialogProps) {
  const messages = useMessages()
  const admin = useUsersMessages()
  const text = admin.users
  const remove = useDeleteUser()
  const resendInvitation = useResendInvitation()
  const resendActivation = useResendActivation()
  const removeExpiry = useRemoveUserExpiration()
  const mutations = { delete: remove, resendInvitation, resendActivation, removeExpiry } as const
  const kind = dialog && dialog.kind in mutations ? (dialog.kind as keyof typeof mutations) : null
  const mutation = kind ? mutations[kind] : null
  const sending = useDialogSubmit()
  const close = () => {
    if (sending.isPending) return
    mutation?.reset()
    sending.reset()
    onClose()
  }
  const finish = (notice: string | null) => () => {
    mutation?.reset()
    onDone(notice)
  }
  const confirmDelete = confirmRunner(sending, remove, finish(null))
  const confirmInvitation = confirmRunner(sending, resendInvitation, finish(dialog ? format(text.resendInvitationDialog.done, { email: dialog.user.email }) : null))
  const confirmActivation = confirmRunner(sending, resendActivation, finish(dialog ? format(text.resendActivationDialog.done, { email: dialog.user.email }) : null))
  const confirmPermanent = confirmRunner(sending, removeExpiry, finish(null))
  if (!dialog || !kind || !mutation) return null
  const { user } = dialog
  const names = { name: nameOf(user), email: user.email }
  const copy = {
    delete: { ...text.deleteDialog, title: format(text.deleteDialog.title, names), description: format(text.deleteDialog.description, names), run: () => confirmDelete({ userId: user.id }) },
    resendInvitation: { ...text.resendInvitationDialog, description: format(text.resendInvitationDialog.description, names), run: () => confirmInvitation({ email: user.email }) },
    resendActivation: { ...text.resendActivationDialog, description: format(text.resendActivationDialog.description, names), run: () => confirmActivation({ userId: user.id }) },
    removeExpiry: {
      title: format(text.expiryDialog.removeTitle, names),
      description: text.expiryDialog.removeDescription,
      confirm: text.expiryDialog.removeConfirm,
      pending: text.addDialog.adding,
      run: () => confirmPermanent({ userId: user.id }),
    },
  }[kind]
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={copy.title}
      description={copy.description}
      confirmLabel={copy.confirm}
      cancelLabel={text.addDialog.cancel}
      pendingLabel={copy.pending}
      isPending={sending.isPending}
      onConfirm={() => void copy.run()}
    >
      {mutation.teamError && <Banner tone="error">{errorText(mutation.teamError, messages)}</Banner>}
      {kind === 'delete' && <DeleteUserImpact user={user} />}
    </ConfirmDialog>
  )
}

/** What removing a member takes with them, loaded as the dialog opens. */
function DeleteUserImpact({ user }: { user: TeamUser }) {
  const access = useAccessImpactData()
  return <AccessPreview kind="memberDelete" data={access} userId={user.id} />
}

/** Makes a member temporary: how long their access lasts. */
export function SetExpiryDialog({ dialog, onClose, onDone }: DialogProps) {
  const messages = useMessages()
  const admin = useUsersMessages()
  const locale = useLocale()
  const text = admin.users
  const setExpiry = useSetUserExpiration()
  const [seconds, setSeconds] = useState<number>(EXPIRY_CHOICES[1].seconds)
  const sending = useDialogSubmit()
  const close = () => {
    if (sending.isPending) return
    setExpiry.reset()
    sending.reset()
    onClose()
  }
  const save = confirmRunner(sending, setExpiry, () => {
    setExpiry.reset()
    onDone(null)
  })
  if (dialog?.kind !== 'setExpiry') return null
  const options = EXPIRY_CHOICES.map((choice) => ({ id: String(choice.seconds), label: pluralize(text.addDialog.days, choice.days, locale, 'days') }))
  return (
    <Dialog isOpen onOpenChange={(open) => !open && close()} title={format(text.expiryDialog.title, { name: nameOf(dialog.user) })} description={text.expiryDialog.description} isDismissable={!sending.isPending}>
      {setExpiry.teamError && <Banner tone="error">{errorText(setExpiry.teamError, messages)}</Banner>}
      <Select label={text.addDialog.expiry} options={options} selectedKey={String(seconds)} onSelectionChange={(key) => setSeconds(Number(key))} />
      <DialogActions>
        <Button variant="text" onPress={close} isDisabled={sending.isPending}>
          {text.addDialog.cancel}
        </Button>
        <Button onPress={() => void save({ userId: dialog.user.id, expirationInSeconds: seconds })} isPending={sending.isPending} pendingLabel={text.addDialog.adding}>
          {text.expiryDialog.submit}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * A member's roles. Saving closes at once: the list shows the new roles while the server is asked,
 * and puts the old ones back if it refuses (spec/admin.md §4), saying so above the list.
 */
export function EditRolesDialog({ user, onClose, onSave }: { user: TeamUser | null; onClose: () => void; onSave: (user: TeamUser, roleIds: string[]) => void }) {
  const text = useUsersMessages().users
  const roles = useRoles()
  const [picked, setPicked] = useState<string[] | null>(null)
  if (!user) return null
  const current = picked ?? (user.roles ?? []).map((role) => role.id)
  const before = (user.roles ?? []).map((role) => role.id)
  const close = () => {
    setPicked(null)
    onClose()
  }
  return (
    <Dialog isOpen onOpenChange={(open) => !open && close()} title={format(text.rolesDialog.title, { name: nameOf(user) })}>
      <CheckboxGroup label={text.addDialog.roles} value={current} onChange={setPicked}>
        {(roles.data ?? []).map((role) => (
          <Checkbox key={role.id} value={role.id}>
            {role.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <RolesChangeImpact userId={user.id} before={before} after={current} />
      <DialogActions>
        <Button variant="text" onPress={close}>
          {text.addDialog.cancel}
        </Button>
        <Button
          onPress={() => {
            onSave(user, current)
            close()
          }}
        >
          {text.rolesDialog.submit}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** What changing a member's own roles does to what they may do, loaded as the dialog opens. */
function RolesChangeImpact({ userId, before, after }: { userId: string; before: readonly string[]; after: readonly string[] }) {
  const access = useAccessImpactData()
  usePreloadAccessPreviews()
  if (changedIds(before, after).length === 0) return null
  return <AccessPreview kind="memberRoles" data={access} userId={userId} before={before} after={after} />
}
