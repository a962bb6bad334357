import { useCallback, useMemo } from 'react'
import { useGatehouse } from '../../session/GatehouseProvider'
import { useSession } from '../../session/useSession'
import { hasAnyPermission, keysOf, type PermissionHolder } from '../permissions'
import { permissionHolderOf, toRequirement, type PermissionRequirementInput } from './holder'

/** What the signed-in user may do, read from the session (spec/admin.md §6). */
export interface Permissions {
  /** The user as the gates see them; null while nobody is signed in. */
  readonly holder: PermissionHolder | null
  /** A super user (`superUser: true` on the profile or token) passes every gate. */
  readonly isSuperUser: boolean
  /** Permission keys held, wildcards kept (`fe.secure.*`). */
  readonly permissionKeys: readonly string[]
  /** Role keys held. */
  readonly roleKeys: readonly string[]
  /** Whether the session is still being worked out (nothing is allowed meanwhile). */
  readonly isLoading: boolean
  /** The generic gate: a super user, or a holder of any one required permission or role key. */
  hasAny(requirement: PermissionRequirementInput): boolean
}

/** The signed-in user's permissions and the generic gate over them. */
export function usePermissions(): Permissions {
  useGatehouse('usePermissions')
  const { user, isLoading } = useSession()
  const holder = useMemo(() => permissionHolderOf(user), [user])
  const hasAny = useCallback((requirement: PermissionRequirementInput) => hasAnyPermission(holder, toRequirement(requirement)), [holder])
  return useMemo(
    () => ({
      holder,
      isSuperUser: holder?.superUser === true,
      permissionKeys: keysOf(holder?.permissions),
      roleKeys: keysOf(holder?.roles),
      isLoading,
      hasAny,
    }),
    [holder, isLoading, hasAny],
  )
}

/**
 * Whether the signed-in user passes the generic gate for `requirement`: one permission key, a
 * list (any one will do), or `{ permissions, roles }`. False while signed out or loading.
 */
export function usePermission(requirement: PermissionRequirementInput): boolean {
  useGatehouse('usePermission')
  const { user } = useSession()
  const holder = useMemo(() => permissionHolderOf(user), [user])
  return hasAnyPermission(holder, toRequirement(requirement))
}
