import type { Ref } from 'react'
import { Button as RACButton, Input, Label, SearchField as RACSearchField, Text, composeRenderProps, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components'
import { cx } from './cx'
import * as fieldStyles from './TextField.css'
import * as styles from './SearchField.css'

export type SearchFieldProps = Omit<RACSearchFieldProps, 'children'> & {
  label: string
  description?: string
  placeholder?: string
  clearLabel?: string
  ref?: Ref<HTMLDivElement>
}

/** RAC SearchField: Escape clears it, the clear button is labelled, Enter submits. */
export function SearchField({ label, description, placeholder, clearLabel = 'Clear search', className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={composeRenderProps(className, (name) => cx(fieldStyles.field, name))}>
      {({ isEmpty }) => (
        <>
          <Label className={fieldStyles.label}>{label}</Label>
          <div className={cx(fieldStyles.box, styles.group)}>
            <Input placeholder={placeholder} className={cx(fieldStyles.input, styles.input)} />
            {!isEmpty && (
              <RACButton aria-label={clearLabel} className={styles.clear}>
                ×
              </RACButton>
            )}
          </div>
          {description && (
            <Text slot="description" className={fieldStyles.description}>
              {description}
            </Text>
          )}
        </>
      )}
    </RACSearchField>
  )
}
