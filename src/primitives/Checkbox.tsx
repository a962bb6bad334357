import type { ReactNode, Ref } from 'react'
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps, composeRenderProps } from 'react-aria-components'
import * as styles from './Checkbox.css'
import { cx } from './cx'

export type CheckboxProps = Omit<RACCheckboxProps, 'children'> & { children: ReactNode; ref?: Ref<HTMLLabelElement> }

/** RAC Checkbox: a native checkbox (visually replaced) labelled by its children. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (name) => cx(styles.checkbox, name))}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected && (
              <svg viewBox="0 0 12 12" className={styles.mark}>
                <polyline points="2 6.5 5 9.5 10 3" />
              </svg>
            )}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  )
}
