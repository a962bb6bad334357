import type { ReactNode, Ref } from 'react'
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps, composeRenderProps } from 'react-aria-components'
import { CheckboxBox } from './CheckboxBox'
import * as styles from './Checkbox.css'
import { cx } from './cx'

export type CheckboxProps = Omit<RACCheckboxProps, 'children'> & { children: ReactNode; ref?: Ref<HTMLLabelElement> }

/** RAC Checkbox: a native checkbox (visually replaced) labelled by its children. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (name) => cx(styles.checkbox, name))}>
      {({ isSelected }) => (
        <>
          <CheckboxBox isSelected={isSelected} />
          {children}
        </>
      )}
    </RACCheckbox>
  )
}
