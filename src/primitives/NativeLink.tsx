import type { MouseEvent, ReactNode } from 'react'
import { cx } from './cx'
import { link } from './Link.css'
import { useNativeInteractions } from './nativeInteractions'

export interface NativeLinkProps {
  href: string
  /** The host's navigation: a plain click goes through it instead of reloading the page (as RAC's RouterProvider does). */
  navigate?: (href: string) => void
  className?: string
  children?: ReactNode
}

/** True when a click on a link is the page's to handle: a plain primary click, not one asking for a new tab, window or download. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.altKey && !event.shiftKey
}

/** The kit's inline link on a native `<a>`, for the login box's steps: styled and stateful as `Link`. */
export function NativeLink({ href, navigate, className, children }: NativeLinkProps) {
  const { handlers, attributes } = useNativeInteractions()
  return (
    <a
      {...handlers}
      {...attributes}
      href={href}
      className={cx(link, className)}
      onClick={(event) => {
        const target = event.currentTarget
        if (!navigate || !isPlainClick(event) || target.origin !== location.origin || (target.target && target.target !== '_self')) return
        event.preventDefault()
        navigate(href)
      }}
    >
      {children}
    </a>
  )
}
