import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from './Button'
import type { MenuPopoverProps } from './MenuPopover'

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
}

const loadPopover = () => import('./MenuPopover')
const MenuPopover = lazy(loadPopover)
/** Fetches the menu's open part before it is needed: when a pointer or focus reaches a trigger. */
const preload = () => void loadPopover()

/**
 * A menu button (WAI-ARIA APG "Menu Button"): pressing it opens a menu of actions, from the
 * keyboard (Enter, Space) onto its first item; in the menu the arrows move, Enter picks, Escape
 * closes and focus returns to the button. The arrows are left to what holds the button (a grid
 * moves between cells with them). The button is all a list of
 * rows carries: the popover and menu (positioning, collections, selection) load on the way to the
 * first open, then stay mounted so that closing animates as any popover does.
 */
export function ActionMenu<K extends string>({ label, items, onAction, trigger = '⋯' }: ActionMenuProps<K>) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const triggerId = useId()
  const menuId = useId()
  const [focus, setFocus] = useState<MenuPopoverProps['autoFocus'] | null>(null)
  const [wasOpened, setWasOpened] = useState(false)
  const isOpen = focus !== null
  const open = (strategy: MenuPopoverProps['autoFocus']) => {
    setWasOpened(true)
    setFocus(strategy)
  }

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
        onHoverStart={preload}
        onFocus={preload}
        onPress={(event) => (isOpen ? setFocus(null) : open(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true))}
      >
        <span aria-hidden="true">{trigger}</span>
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <MenuPopover
            id={menuId}
            labelledBy={triggerId}
            triggerRef={triggerRef}
            isOpen={isOpen}
            autoFocus={focus ?? true}
            items={items}
            onAction={(id) => onAction(id as K)}
            onClose={() => setFocus(null)}
          />
        </Suspense>
      )}
    </>
  )
}
