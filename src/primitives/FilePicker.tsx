import { useId, type ReactNode } from 'react'
import { FileTrigger } from 'react-aria-components/FileTrigger'
import { Button } from './Button'
import * as styles from './FilePicker.css'

export interface FilePickerProps {
  /** The button that opens the file picker. */
  chooseLabel: string
  /** Shown under the button: what may be chosen, the size limit. */
  hint?: ReactNode
  /** Why the file chosen was refused: shown under the hint, announced, and the button's description. */
  errorMessage?: ReactNode
  /** MIME types the picker offers first; a file of another type (the picker set to all files) still arrives, for the screen to refuse with its reason. */
  acceptedFileTypes?: readonly string[]
  isDisabled?: boolean
  /** A file was chosen (the first one, when several were). */
  onSelect: (file: File) => void
}

/**
 * A button that opens the system's file picker (RAC FileTrigger), with a hint under it. Not a drop
 * zone: RAC's DropZone brings react-aria's drag-and-drop strings in every locale (~23 KiB gz), more
 * than a section's whole budget.
 */
export function FilePicker({ chooseLabel, hint, errorMessage, acceptedFileTypes, isDisabled, onSelect }: FilePickerProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  // The error first: it is what a screen reader user on the button needs to hear.
  const describedBy = [errorMessage ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.zone}>
      <FileTrigger acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined} onSelect={(files) => files?.[0] && onSelect(files[0])}>
        <Button variant="secondary" isDisabled={isDisabled} aria-describedby={describedBy}>
          {chooseLabel}
        </Button>
      </FileTrigger>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorMessage && (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  )
}
