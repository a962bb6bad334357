import type { ReactNode } from 'react'
import { cx } from './cx'
import { navigatesInPage } from './linkClick'
import { link } from './Link.css'
import { useNativeInteractions } from './nativeInteractions'

export interface NativeLinkProps {
  href: string
  /** The host's navigation: a plain click goes through it instead of reloading the page (as RAC's RouterProvider does). */
  navigate?: (href: string) => void
  className?: string
  children?: ReactNode
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
        const anchor = event.currentTarget
        const download = anchor.hasAttribute('download') ? anchor.download : undefined
        if (!navigate || !navigatesInPage(event, { origin: anchor.origin, target: anchor.target, download }, location.origin)) return
        event.preventDefault()
        navigate(href)
      }}
    >
      {children}
    </a>
  )
}
