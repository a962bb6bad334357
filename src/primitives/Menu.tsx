import type { ReactNode } from 'react'
import { Menu as RACMenu, MenuItem as RACMenuItem, MenuTrigger, Popover, composeRenderProps, type MenuItemProps, type MenuProps as RACMenuProps } from 'react-aria-components'
import { Button } from './Button'
import { cx } from './cx'
import * as styles from './Menu.css'

export interface ActionMenuProps<T extends object> extends Omit<RACMenuProps<T>, 'children'> {
  /** The trigger's accessible name, e.g. "Actions for Ada Lovelace". */
  label: string
  /** What the trigger shows (an ellipsis by default). */
  trigger?: ReactNode
  children: RACMenuProps<T>['children']
}

/** A button that opens a menu of actions (RAC MenuTrigger + Popover + Menu): arrow keys move, Enter picks, Escape closes. */
export function ActionMenu<T extends object>({ label, trigger = '⋯', className, ...props }: ActionMenuProps<T>) {
  return (
    <MenuTrigger>
      <Button variant="text" aria-label={label}>
        <span aria-hidden="true">{trigger}</span>
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <RACMenu {...props} className={composeRenderProps(className, (name) => cx(styles.menu, name))} />
      </Popover>
    </MenuTrigger>
  )
}

/** One action of an ActionMenu; `tone="danger"` for destructive ones. */
export function MenuItem({ className, tone, ...props }: MenuItemProps & { tone?: 'danger' }) {
  return <RACMenuItem {...props} className={composeRenderProps(className, (name) => cx(styles.item, tone === 'danger' && styles.danger, name))} />
}
