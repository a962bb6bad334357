import type { ReactNode } from 'react'
import { DropZone, FileTrigger, type DropItem } from 'react-aria-components'
import { Button } from './Button'
import * as styles from './FileDropZone.css'

export interface FileDropZoneProps {
  /** The button that opens the file picker. */
  chooseLabel: string
  /** The drop zone's accessible name. */
  dropLabel: string
  /** Shown under the button: what may be dropped, the size limit. */
  hint?: ReactNode
  /** MIME types the picker offers first; a dropped file of another type still arrives, for the screen to refuse with its reason. */
  acceptedFileTypes?: readonly string[]
  isDisabled?: boolean
  /** A file was chosen or dropped (the first one, when several were). */
  onSelect: (file: File) => void
}

async function firstFile(items: readonly DropItem[]): Promise<File | null> {
  const item = items.find((candidate) => candidate.kind === 'file')
  return item && item.kind === 'file' ? item.getFile() : null
}

/** A file picker button inside a drop zone (RAC FileTrigger + DropZone): keyboard users press the button, others may drop a file. */
export function FileDropZone({ chooseLabel, dropLabel, hint, acceptedFileTypes, isDisabled, onSelect }: FileDropZoneProps) {
  return (
    <DropZone
      aria-label={dropLabel}
      isDisabled={isDisabled}
      className={styles.zone}
      getDropOperation={() => 'copy'}
      onDrop={(event) => {
        void firstFile(event.items).then((file) => file && onSelect(file))
      }}
    >
      <FileTrigger acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined} onSelect={(files) => files?.[0] && onSelect(files[0])}>
        <Button variant="secondary" isDisabled={isDisabled}>
          {chooseLabel}
        </Button>
      </FileTrigger>
      {hint && <p className={styles.hint}>{hint}</p>}
    </DropZone>
  )
}
