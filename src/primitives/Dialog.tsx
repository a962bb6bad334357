import { useEffect, type ReactNode } from 'react'
import { Dialog as RACDialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from './Button'
import * as styles from './Dialog.css'
import { restoreFocusPastInert } from './focusRestore'

export interface DialogProps {
  /** Controlled: the host's state says whether the dialog is open. */
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: string
  description?: ReactNode
  /** Whether Escape and a click outside close it; off while something is being saved. */
  isDismissable?: boolean
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog'
  children?: ReactNode
}

/** A modal dialog (RAC ModalOverlay + Modal + Dialog): focus is trapped, restored on close (see focusRestore), the title labels it. */
export function Dialog({ isOpen, onOpenChange, title, description, isDismissable = true, role = 'dialog', children }: DialogProps) {
  useEffect(restoreFocusPastInert, [])
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable} className={styles.overlay}>
      <Modal className={styles.modal}>
        <RACDialog role={role} className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {description && <div className={styles.description}>{description}</div>}
          {children}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  )
}

export interface ConfirmDialogProps extends Omit<DialogProps, 'role' | 'children' | 'isDismissable'> {
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  isPending?: boolean
  pendingLabel?: string
  /** Shown above the buttons, e.g. why the last try failed. */
  children?: ReactNode
}

/** An alert dialog asking to confirm an action; it stays open while the action runs so a failure can be shown in it. */
export function ConfirmDialog({ confirmLabel, cancelLabel, onConfirm, isPending, pendingLabel, children, ...dialog }: ConfirmDialogProps) {
  return (
    <Dialog {...dialog} role="alertdialog" isDismissable={!isPending}>
      {children}
      <div className={styles.actions}>
        <Button variant="text" onPress={() => dialog.onOpenChange(false)} isDisabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onPress={onConfirm} isPending={isPending} pendingLabel={pendingLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}

/** The row of buttons at the end of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

export interface DialogFormActionsProps {
  cancelLabel: string
  onCancel: () => void
  submitLabel: string
  pendingLabel?: string
  /** While the form is being sent: the submit button shows progress and cancelling waits. */
  isPending?: boolean
}

/** A dialog form's ending: cancel, and the submit button of the form around it. */
export function DialogFormActions({ cancelLabel, onCancel, submitLabel, pendingLabel, isPending }: DialogFormActionsProps) {
  return (
    <div className={styles.actions}>
      <Button variant="text" onPress={onCancel} isDisabled={isPending}>
        {cancelLabel}
      </Button>
      <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </div>
  )
}
