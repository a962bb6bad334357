import { useState } from 'react'
import type { TeamUser } from '../../../../api'
import { canUseApplication, useApplications, useAssignApplications, useDialogSubmit, useUnassignApplications } from '../../../../hooks'
import { Banner, Button, Checkbox, CheckboxGroup, Dialog, DialogActions, Spinner } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useMessages } from '../../../i18n/useMessages'
import { errorText } from '../../../shared/errorText'
import { useUsersMessages } from './usersMessages'

/**
 * The applications a member may use (spec/admin.md §4): free-access ones are everyone's and shown
 * as such; managed ones are assigned or taken away here.
 */
export function ApplicationsDialog({ user, onClose }: { user: TeamUser | null; onClose: () => void }) {
  const messages = useMessages()
  const admin = useUsersMessages()
  const text = admin.users.applicationsDialog
  const apps = useApplications()
  const assign = useAssignApplications()
  const unassign = useUnassignApplications()
  const [picked, setPicked] = useState<string[] | null>(null)
  const sending = useDialogSubmit()
  const busy = sending.isPending
  if (!user) return null
  const managed = (apps.data ?? []).filter((app) => !app.isFreeAccess)
  const free = (apps.data ?? []).filter((app) => app.isFreeAccess)
  const assigned = managed.filter((app) => canUseApplication(app, user.id)).map((app) => app.id)
  const selected = picked ?? assigned
  const changeFailure = assign.teamError ?? unassign.teamError
  const failure = apps.teamError ?? changeFailure
  const close = () => {
    if (busy) return
    setPicked(null)
    assign.reset()
    unassign.reset()
    sending.reset()
    onClose()
  }
  // A failure shows in the dialog; the choice stays.
  const save = () =>
    sending.submit(async () => {
      const added = selected.filter((id) => !assigned.includes(id))
      const removed = assigned.filter((id) => !selected.includes(id))
      if (added.length) await assign.trigger({ userId: user.id, appIds: added })
      if (removed.length) await unassign.trigger({ userId: user.id, appIds: removed })
      setPicked(null)
      assign.reset()
      unassign.reset()
      onClose()
    })
  return (
    <Dialog isOpen onOpenChange={(open) => !open && close()} title={format(text.title, { name: user.name || user.email })} isDismissable={!busy}>
      {failure && <Banner tone="error">{errorText(failure, messages, failure === changeFailure ? text.failed : undefined)}</Banner>}
      {apps.isLoading && <Spinner label={admin.loading} />}
      {free.length > 0 && (
        <CheckboxGroup label={text.everyone} value={free.map((app) => app.id)} isDisabled>
          {free.map((app) => (
            <Checkbox key={app.id} value={app.id}>
              {app.name ?? app.id}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {managed.length > 0 && (
        <CheckboxGroup label={text.managed} value={selected} onChange={setPicked} isDisabled={busy}>
          {managed.map((app) => (
            <Checkbox key={app.id} value={app.id}>
              {app.name ?? app.id}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {!apps.isLoading && !apps.data?.length && !failure && <p>{text.none}</p>}
      <DialogActions>
        <Button variant="text" onPress={close} isDisabled={busy}>
          {admin.users.addDialog.cancel}
        </Button>
        <Button onPress={() => void save()} isPending={busy} pendingLabel={admin.users.addDialog.adding} isDisabled={!managed.length}>
          {text.submit}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
