import type { Key } from 'react-aria-components'
import { Button as RACButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select as RACSelect, SelectValue, Text } from 'react-aria-components'
import { cx } from './cx'
import * as fieldStyles from './TextField.css'
import * as menuStyles from './Menu.css'
import * as styles from './Select.css'

export interface SelectOption {
  id: string
  label: string
}

export interface SelectProps {
  label: string
  description?: string
  options: readonly SelectOption[]
  selectedKey: string | null
  onSelectionChange: (key: string) => void
  isDisabled?: boolean
  /** Shown in the button while nothing is chosen. */
  placeholder?: string
  /** When given, the field is invalid and this message is tied to the button and announced. */
  errorMessage?: string
}

/** RAC Select: a labelled button that opens a list box; type-ahead and arrow keys choose. */
export function Select({ label, description, options, selectedKey, onSelectionChange, isDisabled, errorMessage, placeholder }: SelectProps) {
  return (
    <RACSelect
      selectedKey={selectedKey}
      placeholder={placeholder}
      onSelectionChange={(key: Key | null) => key !== null && onSelectionChange(String(key))}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <RACButton className={cx(fieldStyles.box, styles.button)}>
        <SelectValue className={styles.value} />
        <span aria-hidden="true">▾</span>
      </RACButton>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={menuStyles.popover}>
        <ListBox className={menuStyles.menu} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={menuStyles.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  )
}
