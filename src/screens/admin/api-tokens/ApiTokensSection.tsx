import type { AdminSectionProps } from '../sections'
import { ApiTokensList } from './ApiTokensList'

/** The apiTokens section (spec/admin.md §2): the tenant's API tokens with their roles, behind fe.secure.read.tenantApiTokens. */
export default function ApiTokensSection(_props: AdminSectionProps) {
  return <ApiTokensList owner="tenant" />
}
