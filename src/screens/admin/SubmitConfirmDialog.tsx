import type { ReactNode } from 'react'
import { useDialogSubmit } from '../../hooks'
import { ConfirmDialog } from '../../primitives'

export interface SubmitConfirmDialogProps {
  title: string
  description?: string
  /** The buttons' words: confirm, cancel, and confirm's while the change runs. */
  text: { confirm: string; cancel: string; pending: string }
  /** The change, and what follows it (closing, a notice). Runs once however often it is pressed. */
  onConfirm: () => Promise<void>
  /** Asked to close: refused while the change runs. */
  onClose: () => void
  /** A failure as its area words it (a banner), shown in the dialog until the next try. */
  failure: (error: unknown) => ReactNode
  /** Shown above the failure: what the change would do (a warning). */
  children?: ReactNode
}

/**
 * An admin dialog asking to confirm a change (delete a connection, regenerate a token): it stays
 * open and pending while the change runs, cannot be closed meanwhile, and shows a failure in place
 * so the admin can try again or cancel.
 */
export function SubmitConfirmDialog({ title, description, text, onConfirm, onClose, failure, children }: SubmitConfirmDialogProps) {
  const sending = useDialogSubmit()
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && !sending.isPending && onClose()}
      title={title}
      description={description}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      pendingLabel={text.pending}
      isPending={sending.isPending}
      onConfirm={() => void sending.submit(onConfirm)}
    >
      {children}
      {sending.error != null && failure(sending.error)}
    </ConfirmDialog>
  )
}
