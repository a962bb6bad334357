import type { ReactNode } from 'react'
import { KitMark, VendorLogo } from './VendorBrand'

/**
 * An end-user screen's brand: the vendor's logo above it and the kit's mark below it when the
 * vendor's public info says so. The screen keeps its place among its siblings whether or not the
 * brand shows, so it never remounts when the vendor's info arrives. A module of its own, apart from
 * ScreenFrame: the login box and the screens whose links are NativeLinks (which take the host's
 * navigation themselves) reach nothing of React Aria's router through it.
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
