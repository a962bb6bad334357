import { usePasskeyActions, useSessionActions, type MfaKind } from '../../../hooks'
import type { Session } from '../../../api'
import { Banner } from '../../../primitives'
import { format } from '../../i18n/messages'
import { SubmitConfirmDialog } from '../SubmitConfirmDialog'
import { DisableDialog } from './MfaDisableDialog'
import { EnrolDialog } from './MfaEnrolDialogs'
import { privacyErrorText } from './privacyErrors'
import { usePrivacyMessages } from './privacyMessages'

/** The dialog open over the privacy section. */
export type PrivacyDialog =
  | { readonly kind: 'enrol'; readonly method: Exclude<MfaKind, 'email'> }
  | { readonly kind: 'disable'; readonly method: Exclude<MfaKind, 'email'>; readonly deviceId: string; readonly detail: string | null }
  | { readonly kind: 'deletePasskey'; readonly deviceId: string; readonly name: string }
  | { readonly kind: 'revokeSession'; readonly session: Session; readonly device: string }
  | { readonly kind: 'revokeOthers' }

export interface PrivacyDialogsProps {
  dialog: PrivacyDialog | null
  onClose: () => void
  /** A change went through, with what to tell the user. */
  onDone: (notice: string) => void
}

/** Every dialog of the privacy section, in their own chunk (QR code, phone numbers, ceremonies), loaded when the section is idle. */
export default function PrivacyDialogs({ dialog, onClose, onDone }: PrivacyDialogsProps) {
  switch (dialog?.kind) {
    case 'enrol':
      return <EnrolDialog method={dialog.method} onClose={onClose} onDone={onDone} />
    case 'disable':
      return <DisableDialog method={dialog.method} deviceId={dialog.deviceId} detail={dialog.detail} onClose={onClose} onDone={onDone} />
    case 'deletePasskey':
    case 'revokeSession':
    case 'revokeOthers':
      return <Confirm dialog={dialog} onClose={onClose} onDone={onDone} />
    default:
      return null
  }
}

/** The confirmations: deleting a passkey, revoking one session (the current one signs out), revoking the others. */
function Confirm({ dialog, onClose, onDone }: PrivacyDialogsProps & { dialog: Extract<PrivacyDialog, { kind: 'deletePasskey' | 'revokeSession' | 'revokeOthers' }> }) {
  const text = usePrivacyMessages()
  const passkeys = usePasskeyActions()
  const sessions = useSessionActions()
  const words =
    dialog.kind === 'deletePasskey'
      ? { title: format(text.passkeys.deleteTitle, { name: dialog.name }), description: text.passkeys.deleteDescription, confirm: text.passkeys.deleteConfirm, pending: text.passkeys.deleting, done: format(text.passkeys.deleted, { name: dialog.name }) }
      : dialog.kind === 'revokeOthers'
        ? { title: text.sessions.revokeOthersTitle, description: text.sessions.revokeOthersDescription, confirm: text.sessions.revokeOthersConfirm, pending: text.sessions.revoking, done: text.sessions.revokedOthers }
        : dialog.session.current
          ? { title: text.sessions.revokeCurrentTitle, description: text.sessions.revokeCurrentDescription, confirm: text.sessions.revoke, pending: text.sessions.revoking, done: '' }
          : { title: format(text.sessions.revokeTitle, { device: dialog.device }), description: text.sessions.revokeDescription, confirm: text.sessions.revoke, pending: text.sessions.revoking, done: format(text.sessions.revoked, { device: dialog.device }) }
  const run = () => {
    switch (dialog.kind) {
      case 'deletePasskey':
        return passkeys.remove(dialog.deviceId)
      case 'revokeOthers':
        return sessions.revokeOthers()
      case 'revokeSession':
        return sessions.revoke(dialog.session)
    }
  }
  return (
    <SubmitConfirmDialog
      title={words.title}
      description={words.description}
      text={{ confirm: words.confirm, cancel: text.cancel, pending: words.pending }}
      onClose={onClose}
      onConfirm={async () => {
        await run()
        // Revoking the current session signed out and left the portal: nothing to tell here.
        if (!(dialog.kind === 'revokeSession' && dialog.session.current)) onDone(words.done)
      }}
      failure={(error) => <Banner tone="error">{privacyErrorText(error, text)}</Banner>}
    />
  )
}
