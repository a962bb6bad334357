import type { ReactNode } from 'react'
import { RouterProvider } from '../../primitives/router'
import { useGatehouse } from '../../hooks'
import { BrandFrame } from './BrandFrame'

/**
 * The brand frame (BrandFrame) for the screens with React Aria links: links inside navigate through
 * the host's adapter instead of reloading the page.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const { navigate } = useGatehouse('Gatehouse screens')
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <BrandFrame>{children}</BrandFrame>
    </RouterProvider>
  )
}
