import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import 'gatehouse/styles.css'
import { Providers } from './providers'

export const metadata: Metadata = {
  title: 'Gatehouse on Next.js',
}

/** The root layout, a server component: the kit's one stylesheet, and the client providers around every page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
