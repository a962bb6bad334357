import { useState } from 'react'
import { applicationName, assignableMembers, memberLabel, toTeamError, useAssignApplications, useDialogSubmit, useUnassignApplications, type ApplicationMember, type TeamApplication, type TeamError } from '../../../hooks'
import { Banner, Dialog, DialogFormActions, Form, Select } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { focusSubmitter } from '../../shared/submitFocus'
import { SubmitConfirmDialog } from '../SubmitConfirmDialog'
import { useApplicationsMessages } from './applicationsMessages'

export type ApplicationsDialogState =
  | { readonly step: 'closed' }
  | { readonly step: 'assign'; readonly app: TeamApplication }
  | { readonly step: 'unassign'; readonly app: TeamApplication; readonly member: ApplicationMember }

export interface ApplicationsDialogsProps {
  state: ApplicationsDialogState
  /** The tenant's users, to pick from. */
  members: readonly ApplicationMember[]
  /** The users list's failure, if it failed. */
  membersFailed: TeamError | null
  onClose: () => void
  /** A change went through: the list says what. */
  onDone: (notice: string) => void
}


/**
 * The applications section's dialogs, in their own chunk: assign a user to a managed application,
 * and confirm unassigning one. Each is rendered only while open, so closing one resets it.
 */
export default function ApplicationsDialogs(props: ApplicationsDialogsProps) {
  const { state } = props
  if (state.step === 'assign') return <AssignDialog app={state.app} {...props} />
  if (state.step === 'unassign') return <UnassignDialog app={state.app} member={state.member} onClose={props.onClose} onDone={props.onDone} />
  return null
}

/** Picks a member not yet assigned and assigns them; a failure stays in the dialog with the choice. */
function AssignDialog({ app, members, membersFailed, onClose, onDone }: ApplicationsDialogsProps & { app: TeamApplication }) {
  const messages = useMessages()
  const all = useApplicationsMessages()
  const text = all.assignDialog
  const assign = useAssignApplications()
  const sending = useDialogSubmit()
  const [userId, setUserId] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const pending = sending.isPending
  const name = applicationName(app)
  const options = assignableMembers(app, members).map((member) => ({ id: member.id, label: member.email && member.name ? `${member.name} (${member.email})` : memberLabel(member) }))
  const failure = toTeamError('changeApplications', sending.error)
  const close = () => !pending && onClose()
  const submit = () => {
    if (!userId) return setMissing(true)
    return sending.submit(async () => {
      const member = members.find((candidate) => candidate.id === userId) ?? { id: userId }
      await assign.trigger({ userId, appIds: [app.id] })
      onDone(format(all.done.assigned, { user: memberLabel(member), app: name }))
      onClose()
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(text.title, { app: name })} isDismissable={!pending}>
      {failure && <Banner tone="error">{`${text.failed} ${errorText(failure, messages)}`}</Banner>}
      {membersFailed && <Banner tone="warning">{`${text.usersFailed} ${errorText(membersFailed, messages)}`}</Banner>}
      {options.length === 0 && !membersFailed && <p>{text.nobody}</p>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          void submit()
        }}
      >
        {options.length > 0 && (
          <Select
            label={text.user}
            placeholder={text.userPlaceholder}
            description={format(text.userHint, { app: name })}
            options={options}
            selectedKey={userId}
            onSelectionChange={(id) => {
              setUserId(id)
              setMissing(false)
            }}
            isDisabled={pending}
            errorMessage={missing ? text.userMissing : undefined}
          />
        )}
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.submit} pendingLabel={text.pending} isPending={pending} />
      </Form>
    </Dialog>
  )
}

/** Asks before unassigning; a failure stays in the dialog and the user stays listed. */
function UnassignDialog({ app, member, onClose, onDone }: { app: TeamApplication; member: ApplicationMember; onClose: () => void; onDone: (notice: string) => void }) {
  const messages = useMessages()
  const all = useApplicationsMessages()
  const text = all.unassignDialog
  const unassign = useUnassignApplications()
  const name = applicationName(app)
  const user = memberLabel(member)
  return (
    <SubmitConfirmDialog
      title={format(text.title, { user, app: name })}
      description={format(text.description, { app: name })}
      text={text}
      onClose={onClose}
      onConfirm={async () => {
        await unassign.trigger({ userId: member.id, appIds: [app.id] })
        onDone(format(all.done.unassigned, { user, app: name }))
        onClose()
      }}
      failure={(error) => {
        const failure = toTeamError('changeApplications', error)
        return failure && <Banner tone="error">{`${text.failed} ${errorText(failure, messages)}`}</Banner>
      }}
    />
  )
}
