import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'

/** reference/endpoints.json: getVendorPublicInfo. */
export const VENDOR_PUBLIC_INFO_PATH = '/vendors/public'

/** spec/admin.md §3 "Vendor public info": the vendor's name and logo, and whether the kit's own marks are hidden. */
export const VendorPublicInfoSchema = v.looseObject({
  name: v.optional(v.nullable(v.string())),
  /** An image URL (https or a data: URL). */
  logo: v.optional(v.nullable(v.string())),
  whiteLabelMode: v.optional(v.nullable(v.boolean())),
})
export type VendorPublicInfo = v.InferOutput<typeof VendorPublicInfoSchema>

/** GET the vendor's public info (spec/auth.md §7). */
export function getVendorPublicInfo(client: Client, options: CallOptions = {}): Promise<VendorPublicInfo> {
  return client.request(VENDOR_PUBLIC_INFO_PATH, { schema: VendorPublicInfoSchema, ...options })
}
