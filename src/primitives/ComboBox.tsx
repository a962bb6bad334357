import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { ANCHORED_STYLE, keepAnchored } from './anchoredPopover'
import { comboBoxKeyAction, matchingOptions } from './comboBoxKeys'
import { cx } from './cx'
import * as fieldStyles from './TextField.css'
import * as menuStyles from './Menu.css'
import * as styles from './ComboBox.css'
import type { SelectOption } from './Select'
import { useControlWords } from './controlWords'

export interface ComboBoxProps {
  label: string
  description?: string
  options: readonly SelectOption[]
  selectedKey: string | null
  onSelectionChange: (key: string) => void
  /** When given, the field is invalid and this message is tied to the input. */
  errorMessage?: string
  isDisabled?: boolean
  isReadOnly?: boolean
  /** The name of the button that opens the whole list. */
  showAllLabel?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled text input that filters a long list as the user types (any part of an option's label,
 * whatever its case and accents), on the WAI-ARIA combobox pattern with a list box popup, as React
 * Aria's ComboBox behaves: focus or the button opens the whole list, down and up move through it
 * (`aria-activedescendant`, focus stays in the input), Enter or a click chooses, Escape closes it.
 * Leaving the field with text that matches no choice puts back the chosen option's label. The list
 * is a popover in the page's top layer, placed under the field (over it when there is no room
 * below). Written on native elements: React Aria's combo box, list box and overlays were most of
 * the account settings section's first visit.
 */
export function ComboBox({ label, description, options, selectedKey, onSelectionChange, errorMessage, isDisabled = false, isReadOnly = false, showAllLabel: ownShowAllLabel, inputRef }: ComboBoxProps) {
  const words = useControlWords()
  const showAllLabel = ownShowAllLabel ?? words.showAll
  const id = useId()
  const [typed, setTyped] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const box = useRef<HTMLDivElement>(null)
  const popover = useRef<HTMLDivElement>(null)

  const chosen = options.find((option) => option.id === selectedKey)
  const shown = typed === null ? [...options] : matchingOptions(options, typed)
  const isOpen = open && shown.length > 0 && !isDisabled && !isReadOnly
  const ids = { input: `${id}-input`, label: `${id}-label`, list: `${id}-list`, button: `${id}-button` }
  const optionId = (index: number) => `${id}-option-${index}`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = errorMessage ? `${id}-error` : undefined

  const show = (all: boolean, at = -1) => {
    if (isDisabled || isReadOnly) return
    if (all) setTyped(null)
    setActive(at)
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const choose = (option: SelectOption) => {
    close()
    setTyped(null)
    if (option.id !== selectedKey) onSelectionChange(option.id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = comboBoxKeyAction(event.key, {
      open: isOpen,
      count: shown.length,
      active,
      selected: shown.findIndex((option) => option.id === selectedKey),
    })
    if (action.kind === 'none') return
    event.preventDefault()
    if (action.kind === 'open') show(false, action.active)
    else if (action.kind === 'move') setActive(action.active)
    else if (action.kind === 'choose') choose(shown[action.active]!)
    else if (action.kind === 'close') close()
    else setTyped(null)
  }

  // The list in the top layer, kept under the field (or over it) while it shows, however the field
  // moves (the page scrolls or resizes, content above it changes): checked once a frame.
  useLayoutEffect(() => {
    const list = popover.current
    const field = box.current
    if (!list || !field || typeof list.showPopover !== 'function') return
    if (!isOpen) {
      if (list.matches(':popover-open')) list.hidePopover()
      return
    }
    return keepAnchored(list, field, 'start')
  }, [isOpen])

  // The active option stays in view as the arrows move through a long list.
  useLayoutEffect(() => {
    if (isOpen && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const state = { 'data-invalid': errorMessage ? true : undefined, 'data-disabled': isDisabled || undefined }
  return (
    <div className={fieldStyles.field} {...state}>
      <label id={ids.label} htmlFor={ids.input} className={fieldStyles.label}>
        {label}
      </label>
      <div ref={box} className={cx(fieldStyles.box, styles.box)} {...state}>
        <input
          ref={inputRef}
          id={ids.input}
          role="combobox"
          type="text"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={isOpen ? ids.list : undefined}
          aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          value={typed ?? chosen?.label ?? ''}
          disabled={isDisabled}
          readOnly={isReadOnly}
          className={styles.input}
          onChange={(event) => {
            setTyped(event.target.value)
            show(false)
          }}
          onFocus={() => show(true)}
          onBlur={() => {
            close()
            setTyped(null)
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          id={ids.button}
          tabIndex={-1}
          aria-label={showAllLabel}
          aria-labelledby={`${ids.button} ${ids.label}`}
          aria-expanded={isOpen}
          disabled={isDisabled || isReadOnly}
          className={styles.button}
          // The input keeps focus: the list opens or closes under it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            document.getElementById(ids.input)?.focus()
            if (isOpen) close()
            else show(true, shown.findIndex((option) => option.id === selectedKey))
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
      <div
        ref={popover}
        popover="manual"
        className={cx(menuStyles.popover, styles.popover)}
        style={ANCHORED_STYLE}
        // A press in the list (an option, its scroll bar) keeps focus in the input.
        onMouseDown={(event) => event.preventDefault()}
      >
        {isOpen && (
          <div role="listbox" id={ids.list} aria-labelledby={ids.label} className={menuStyles.menu}>
            {shown.map((option, index) => (
              <div
                key={option.id}
                role="option"
                id={optionId(index)}
                aria-selected={option.id === selectedKey}
                data-focused={index === active || undefined}
                data-selected={option.id === selectedKey || undefined}
                className={menuStyles.item}
                onPointerMove={() => index !== active && setActive(index)}
                onClick={() => choose(option)}
              >
                {option.label}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  )
}
