import { useEffect, type RefObject } from 'react'
import { Menu, MenuItem, Popover } from 'react-aria-components'
import { cx } from './cx'
import { restoreFocusPastInert } from './focusRestore'
import type { ActionMenuItem } from './Menu'
import * as styles from './Menu.css'

export interface MenuPopoverProps {
  id: string
  /** The trigger's id: the menu is named by it. */
  labelledBy: string
  triggerRef: RefObject<HTMLButtonElement | null>
  isOpen: boolean
  /** Which item takes focus on opening ('first' from the keyboard); `true` focuses the menu itself. */
  autoFocus: true | 'first' | 'last'
  items: readonly ActionMenuItem[]
  onAction: (id: string) => void
  onClose: () => void
}

/**
 * The open part of an ActionMenu: its popover and the menu inside (RAC Popover + Menu, with their
 * positioning, collection and selection code), placed under the trigger. Escape, a press outside
 * and picking an action close it; focus goes back to the trigger (see focusRestore).
 */
export default function MenuPopover({ id, labelledBy, triggerRef, isOpen, autoFocus, items, onAction, onClose }: MenuPopoverProps) {
  useEffect(restoreFocusPastInert, [])
  return (
    <Popover trigger="MenuTrigger" triggerRef={triggerRef} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} placement="bottom end" className={styles.popover}>
      <Menu id={id} aria-labelledby={labelledBy} items={items} autoFocus={autoFocus} onAction={(key) => onAction(String(key))} onClose={onClose} className={styles.menu}>
        {(item) => (
          <MenuItem id={item.id} textValue={item.label} className={cx(styles.item, item.tone === 'danger' && styles.danger)}>
            {item.label}
          </MenuItem>
        )}
      </Menu>
    </Popover>
  )
}
