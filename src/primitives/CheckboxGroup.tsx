import type { ReactNode } from 'react'
import { CheckboxGroup as RACCheckboxGroup, FieldError, Label, Text, composeRenderProps, type CheckboxGroupProps as RACCheckboxGroupProps } from 'react-aria-components'
import { cx } from './cx'
import * as fieldStyles from './TextField.css'
import * as styles from './CheckboxGroup.css'

export type CheckboxGroupProps = Omit<RACCheckboxGroupProps, 'children'> & {
  label: string
  description?: string
  errorMessage?: string
  /** Checkbox elements, one per option. */
  children: ReactNode
}

/** RAC CheckboxGroup: a labelled set of checkboxes whose value is the list of selected values. */
export function CheckboxGroup({ label, description, errorMessage, className, children, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} isInvalid={errorMessage ? true : props.isInvalid} className={composeRenderProps(className, (name) => cx(fieldStyles.field, name))}>
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.options}>{children}</div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  )
}
