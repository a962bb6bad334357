import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { ANCHORED_STYLE, keepAnchored } from './anchoredPopover'
import { cx } from './cx'
import type { ActionMenuItem } from './Menu'
import * as styles from './Menu.css'
import { menuKeyAction } from './menuKeys'

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
 * The open part of an ActionMenu: a menu (role menu, its items menuitem) in a popover in the
 * page's top layer, kept under the trigger's end edge (over it when there is no room below). Focus
 * moves onto the items (a pointer over one focuses it too); the keys are menuKeyAction's, and the
 * menu keeps them from what holds it (a grid's own arrows). Picking an item, Escape and Tab close
 * it with focus back on the trigger; so does a press outside that leaves focus nowhere.
 */
export default function MenuPopover({ id, labelledBy, triggerRef, isOpen, autoFocus, items, onAction, onClose }: MenuPopoverProps) {
  const popover = useRef<HTMLDivElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  // The focused item (-1: the menu itself), from where it opened: the first or last item from the keyboard.
  const [active, setActive] = useState(-1)
  const [wasOpen, setWasOpen] = useState(false)
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen)
    setActive(isOpen && autoFocus === 'first' ? 0 : isOpen && autoFocus === 'last' ? items.length - 1 : -1)
  }
  const itemId = (index: number) => `${id}-item-${index}`
  const activeId = active >= 0 ? itemId(active) : null

  // Shown in the top layer and placed while open.
  useLayoutEffect(() => {
    const element = popover.current
    const trigger = triggerRef.current
    if (!element || !trigger || typeof element.showPopover !== 'function') return
    if (isOpen) return keepAnchored(element, trigger, 'end')
    if (element.matches(':popover-open')) element.hidePopover()
  }, [isOpen, triggerRef])

  // Focus follows the focused item, or stays on the menu itself.
  useLayoutEffect(() => {
    if (isOpen) (activeId ? document.getElementById(activeId) : menu.current)?.focus({ preventScroll: true })
  }, [isOpen, activeId])

  // A press outside closes it; when that leaves focus nowhere (not on another control), it goes back to the trigger.
  useEffect(() => {
    if (!isOpen) return
    const pressed = (event: PointerEvent) => {
      const target = event.target as Node
      if (popover.current?.contains(target) || triggerRef.current?.contains(target)) return
      onClose()
      requestAnimationFrame(() => {
        if (document.activeElement === document.body || document.activeElement === null) triggerRef.current?.focus({ preventScroll: true })
      })
    }
    document.addEventListener('pointerdown', pressed, true)
    return () => document.removeEventListener('pointerdown', pressed, true)
  }, [isOpen, onClose, triggerRef])

  const close = () => {
    triggerRef.current?.focus({ preventScroll: true })
    onClose()
  }
  const choose = (index: number) => {
    const item = items[index]
    if (!item) return
    close()
    onAction(item.id)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const action = menuKeyAction(event.key, active, items.map((item) => item.label))
    if (!action) return
    event.stopPropagation()
    if (action.kind === 'close' && action.keepKey) return close()
    event.preventDefault()
    if (action.kind === 'move') setActive(action.index)
    else if (action.kind === 'choose') choose(action.index)
    else close()
  }

  return (
    <div ref={popover} popover="manual" className={styles.popover} style={ANCHORED_STYLE}>
      <div ref={menu} role="menu" id={id} aria-labelledby={labelledBy} tabIndex={-1} className={styles.menu} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <div
            key={item.id}
            id={itemId(index)}
            role="menuitem"
            tabIndex={-1}
            data-focused={active === index || undefined}
            className={cx(styles.item, item.tone === 'danger' && styles.danger)}
            onPointerMove={() => active !== index && setActive(index)}
            onClick={() => choose(index)}
          >
            {item.label}
          </div>
        ))}
      </div>
    </div>
  )
}
