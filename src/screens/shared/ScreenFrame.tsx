import type { ReactNode } from 'react'
import { RouterProvider } from '../../primitives/router'
import { useGatehouse } from '../../hooks'
import { KitMark, VendorLogo } from './VendorBrand'

/**
 * Every end-user screen's frame: the vendor's logo above it and the kit's mark below it when the
 * vendor's public info says so; links inside navigate through the host's adapter instead of
 * reloading the page. The screen keeps its place among its siblings whether or not the brand
 * shows, so it never remounts when the vendor's info arrives.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const { navigate } = useGatehouse('Gatehouse screens')
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <BrandFrame>{children}</BrandFrame>
    </RouterProvider>
  )
}

/**
 * The frame without React Aria's router, for the login box: its steps' links (NativeLink) take
 * the host's navigation themselves, so its first chunk carries nothing of React Aria for it.
 */
export function BrandFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <VendorLogo place="screen" />
      {children}
      <KitMark />
    </>
  )
}
