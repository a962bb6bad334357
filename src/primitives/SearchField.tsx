import { useRef, type KeyboardEvent, type Ref } from 'react'
import { Button as RACButton, Input, Label, Text, TextField as RACTextField, composeRenderProps, type TextFieldProps as RACTextFieldProps } from 'react-aria-components'
import { cx } from './cx'
import * as fieldStyles from './TextField.css'
import * as styles from './SearchField.css'

export type SearchFieldProps = Omit<RACTextFieldProps, 'children' | 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  label: string
  description?: string
  placeholder?: string
  clearLabel?: string
  /** What is typed: the caller holds it (it searches with it). */
  value: string
  onChange: (value: string) => void
  /** Enter in the field. */
  onSubmit?: (value: string) => void
  /** Escape or the clear button emptied it. */
  onClear?: () => void
  ref?: Ref<HTMLDivElement>
}

/**
 * A search box (`<input type="search">`, a searchbox to assistive technology) on RAC's TextField:
 * Escape empties it (and, once empty, goes on to close what it is in), Enter submits, and the clear
 * button, labelled from the caller's strings, empties it and keeps focus in the field. RAC's own
 * SearchField would add its clear label in 34 languages to every admin list's first load.
 */
export function SearchField({ label, description, placeholder, clearLabel = 'Clear search', className, value: text, onChange: setText, onSubmit, onClear, ...props }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const clear = () => {
    setText('')
    onClear?.()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSubmit?.(text)
    if (event.key === 'Escape' && text !== '') {
      // An empty field lets Escape through (a dialog closes); a filled one only empties.
      event.preventDefault()
      event.stopPropagation()
      clear()
    }
  }
  return (
    <RACTextField {...props} type="search" value={text} onChange={setText} className={composeRenderProps(className, (name) => cx(fieldStyles.field, name))}>
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={cx(fieldStyles.box, styles.group)}>
        <Input ref={input} placeholder={placeholder} onKeyDown={onKeyDown} className={cx(fieldStyles.input, styles.input)} />
        {text !== '' && (
          <RACButton
            aria-label={clearLabel}
            excludeFromTabOrder
            preventFocusOnPress
            isDisabled={props.isDisabled}
            onPress={() => {
              clear()
              input.current?.focus()
            }}
            className={styles.clear}
          >
            ×
          </RACButton>
        )}
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
    </RACTextField>
  )
}
