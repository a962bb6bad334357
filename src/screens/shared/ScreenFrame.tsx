import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'
import { useGatehouse } from '../../hooks'

/** Links inside a screen navigate through the host's adapter instead of reloading the page. */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const { navigate } = useGatehouse('Gatehouse screens')
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>
}
