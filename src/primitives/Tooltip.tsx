import type { ReactNode } from 'react'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { OverlayArrow, Tooltip as RACTooltip, TooltipTrigger, type TooltipProps as RACTooltipProps, type TooltipTriggerComponentProps } from 'react-aria-components/Tooltip'
import { cx } from './cx'
import * as styles from './Tooltip.css'

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'>, Pick<RACTooltipProps, 'placement' | 'offset' | 'className'> {
  /** What the tooltip says; it becomes the trigger's accessible description while shown. */
  content: ReactNode
  /** The trigger: one focusable react-aria element (a Button, a Link). */
  children: ReactNode
}

/**
 * A hint for the element it wraps (RAC TooltipTrigger + Tooltip): shown on hover after RAC's delay
 * and at once on keyboard focus, hidden by Escape, leaving and blur. It describes; it never holds
 * the only name of an icon button, nor anything to click.
 */
export function Tooltip({ content, placement, offset = 10, className, children, ...triggerProps }: TooltipProps) {
  return (
    <TooltipTrigger {...triggerProps}>
      {children}
      <RACTooltip placement={placement} offset={offset} className={composeRenderProps(className, (name) => cx(styles.tooltip, name))}>
        <OverlayArrow>
          <svg className={styles.arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  )
}
