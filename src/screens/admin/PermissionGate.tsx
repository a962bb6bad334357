import type { ReactNode } from 'react'
import { usePermission, type PermissionRequirementInput } from '../../hooks'

export interface PermissionGateProps {
  /** One permission key, a list (any one will do), or `{ permissions, roles }`. */
  requirement: PermissionRequirementInput
  /** Shown instead of the children to everyone else; nothing by default. */
  fallback?: ReactNode
  children?: ReactNode
}

/**
 * spec/admin.md §6 generic gate: its children show only to a super user or a holder of one of the
 * required permission or role keys; everyone else gets the fallback. It hides, it does not protect:
 * the server enforces permissions (spec/auth.md §6).
 */
export function PermissionGate({ requirement, fallback = null, children }: PermissionGateProps) {
  return <>{usePermission(requirement) ? children : fallback}</>
}
