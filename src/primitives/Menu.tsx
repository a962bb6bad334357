import { useId, useRef, type ComponentType, type ReactNode } from 'react'
import { Button } from './Button'
import * as styles from './Menu.css'
import { loadOnce } from './loadOnce'
import type { MenuPopoverProps } from './MenuPopover'
import { useOpenAfterLoad } from './useOpenAfterLoad'
import { useControlWords } from './controlWords'

/** One action of an ActionMenu; `tone="danger"` for destructive ones. */
export interface ActionMenuItem<K extends string = string> {
  id: K
  label: string
  tone?: 'danger'
}

export interface ActionMenuProps<K extends string> {
  /** The trigger's accessible name, e.g. "Actions for Ada Lovelace". */
  label: string
  /** The actions, in order; leave out the ones that do not apply. */
  items: readonly ActionMenuItem<K>[]
  onAction: (id: K) => void
  /** What the trigger shows (an ellipsis by default). */
  trigger?: ReactNode
  /** Said beside the button when the menu's code did not arrive; the next press tries again. */
  loadFailedLabel?: string
}

type MenuPopover = ComponentType<MenuPopoverProps>

// The menu's open part is one chunk for every ActionMenu: fetched once (on the way to a first open), and again after a failure.
const popover = loadOnce(() => import('./MenuPopover').then((module): MenuPopover => module.default))

/**
 * A menu button (WAI-ARIA APG "Menu Button"): pressing it opens a menu of actions, from the
 * keyboard (Enter, Space) onto its first item; in the menu the arrows move, Enter picks, Escape
 * closes and focus returns to the button. The arrows are left to what holds the button (a grid
 * moves between cells with them). The button is all a list of rows carries: the menu (MenuPopover)
 * loads on the way to the first open, then stays mounted. If it does not arrive, the button says
 * so and the next press tries again; a menu whose user moved on meanwhile does not open.
 */
export function ActionMenu<K extends string>({ label, items, onAction, trigger = '⋯', loadFailedLabel: ownLoadFailedLabel }: ActionMenuProps<K>) {
  const words = useControlWords()
  const loadFailedLabel = ownLoadFailedLabel ?? words.actionsFailed
  const triggerRef = useRef<HTMLButtonElement>(null)
  const triggerId = useId()
  const menuId = useId()
  const failedId = useId()
  const { loaded: Popover, opened: focus, failed, open, close } = useOpenAfterLoad<MenuPopover, MenuPopoverProps['autoFocus']>(popover, triggerRef)
  const isOpen = focus !== null

  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant="text"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-describedby={failed ? failedId : undefined}
        onHoverStart={popover.preload}
        onFocus={popover.preload}
        onPress={(event) => (isOpen ? close() : open(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true))}
      >
        <span aria-hidden="true">{trigger}</span>
      </Button>
      {failed && (
        <span id={failedId} role="alert" className={styles.failed}>
          {loadFailedLabel}
        </span>
      )}
      {Popover && (
        <Popover
          id={menuId}
          labelledBy={triggerId}
          triggerRef={triggerRef}
          isOpen={isOpen}
          autoFocus={focus ?? true}
          items={items}
          onAction={(id) => onAction(id as K)}
          onClose={close}
        />
      )}
    </>
  )
}
