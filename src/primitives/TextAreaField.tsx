import type { Ref } from 'react'
import { TextArea } from 'react-aria-components/TextArea'
import { cx } from './cx'
import { FieldFrame, type FrameFieldProps } from './FieldFrame'
import * as styles from './TextField.css'
import { textArea } from './TextAreaField.css'

export type TextAreaFieldProps = Omit<FrameFieldProps, 'inputRef'> & { rows?: number; inputRef?: Ref<HTMLTextAreaElement> }

/** A TextField whose input takes several lines (lists pasted in, one per line). */
export function TextAreaField({ placeholder, inputRef, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame {...props}>
      <TextArea ref={inputRef} rows={rows} placeholder={placeholder} className={cx(styles.box, styles.input, textArea)} />
    </FieldFrame>
  )
}
