import type { ReactNode, Ref } from 'react'
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps, composeRenderProps } from 'react-aria-components'
import * as styles from './Switch.css'
import { cx } from './cx'

export type SwitchProps = Omit<RACSwitchProps, 'children'> & { children: ReactNode; ref?: Ref<HTMLLabelElement> }

/** RAC Switch: an on/off setting that takes effect at once (role switch), labelled by its children. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeRenderProps(className, (name) => cx(styles.switchRoot, name))}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  )
}
