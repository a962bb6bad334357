import { useGatehouse } from './GatehouseProvider'
import type { VendorBrand } from './vendorSettings'

export interface VendorInfo extends VendorBrand {
  /** True until GET /vendors/public answered (or failed: then the defaults stay). */
  readonly isLoading: boolean
}

/** Until the vendor is known (and when its info failed to load): no name, no logo, no kit mark. */
const UNKNOWN: VendorBrand = { name: null, logo: null, whiteLabelMode: true }

/** The vendor's name and logo and its white-label mode (GET /vendors/public), loaded once per session by the provider. */
export function useVendorInfo(): VendorInfo {
  const { vendor } = useGatehouse('useVendorInfo')
  return { ...(vendor.brand ?? UNKNOWN), isLoading: vendor.status === 'loading' }
}

export interface FeatureFlags {
  /** Every flag by name: the API's (GET /flags) with the host's `flags` prop over them. A flag is on only when exactly true. */
  readonly flags: Readonly<Record<string, boolean>>
  /** True until GET /flags answered (or failed: then only the host's flags count). */
  readonly isLoading: boolean
}

/** The feature flags the kit goes by, loaded once per session by the provider. */
export function useFlags(): FeatureFlags {
  const { flags, vendor } = useGatehouse('useFlags')
  return { flags, isLoading: vendor.status === 'loading' }
}
