import type { Ref } from 'react'
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { cx } from './cx'
import { link } from './Link.css'

export type LinkProps = RACLinkProps & { ref?: Ref<HTMLAnchorElement> }

/** RAC Link styled as inline text; without `href` it is a focusable span with role link. */
export function Link({ className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeRenderProps(className, (name) => cx(link, name))} />
}
