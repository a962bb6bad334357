import type { Key, Ref } from 'react'
import { Button as RACButton, ComboBox as RACComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components'
import { cx } from './cx'
import * as fieldStyles from './TextField.css'
import * as menuStyles from './Menu.css'
import * as styles from './ComboBox.css'
import type { SelectOption } from './Select'

export interface ComboBoxProps {
  label: string
  description?: string
  options: readonly SelectOption[]
  selectedKey: string | null
  onSelectionChange: (key: string) => void
  /** When given, the field is invalid and this message is tied to the input and announced. */
  errorMessage?: string
  isDisabled?: boolean
  isReadOnly?: boolean
  /** The name of the button that opens the whole list. */
  showAllLabel?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * RAC ComboBox: a labelled text input that filters a long list as the user types (any part of an
 * option's label), arrow keys and Enter choose, the button opens the whole list. Leaving the field
 * with text that matches no option puts back the chosen one.
 */
export function ComboBox({ label, description, options, selectedKey, onSelectionChange, errorMessage, isDisabled, isReadOnly, showAllLabel = 'Show all', inputRef }: ComboBoxProps) {
  return (
    <RACComboBox
      defaultItems={options}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => key !== null && onSelectionChange(String(key))}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      menuTrigger="focus"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={cx(fieldStyles.box, styles.box)}>
        <Input ref={inputRef} className={styles.input} />
        <RACButton aria-label={showAllLabel} className={styles.button}>
          <span aria-hidden="true">▾</span>
        </RACButton>
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={cx(menuStyles.popover, styles.popover)}>
        <ListBox className={menuStyles.menu}>
          {(option: SelectOption) => (
            <ListBoxItem id={option.id} textValue={option.label} className={menuStyles.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  )
}
