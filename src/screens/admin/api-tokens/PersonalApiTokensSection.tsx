import type { AdminSectionProps } from '../sections'
import { ApiTokensList } from './ApiTokensList'

/** The personalApiTokens section (spec/admin.md §2): the signed-in user's own API tokens, behind fe.secure.read.userApiTokens. */
export default function PersonalApiTokensSection(_props: AdminSectionProps) {
  return <ApiTokensList owner="user" />
}
