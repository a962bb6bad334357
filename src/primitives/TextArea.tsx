import { TextArea as RACTextArea } from 'react-aria-components/TextArea'
import { cx } from './cx'
import { FieldFrame, type FrameFieldProps } from './FieldFrame'
import { box, input } from './TextField.css'
import * as styles from './TextArea.css'

export type TextAreaProps = Omit<FrameFieldProps, 'inputRef'>

/** A multi-line text field (RAC TextField with a TextArea): label, description and error wired like TextField's. */
export function TextArea({ placeholder, ...props }: TextAreaProps) {
  return (
    <FieldFrame {...props}>
      <RACTextArea placeholder={placeholder} spellCheck={false} className={cx(box, input, styles.area)} />
    </FieldFrame>
  )
}
