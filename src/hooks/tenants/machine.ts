import type { RefreshInput, UserTenant, UserTenants } from '../../api'
import { CURRENT_USER_TENANTS_V1_FLAG } from '../../api/tenants'
import type { FlowError } from '../shared/flowError'

/** idle (the session works in its tenant) or switching (spec/auth.md §4 tenant switch: the auth is loading). */
export type TenantSwitchState =
  /** `switchedTo`: where the last switch moved to; `refused`: the tenant the last switch failed to reach. */
  | { readonly step: 'idle'; readonly switchedTo?: string; readonly refused?: string }
  | { readonly step: 'switching'; readonly tenantId: string; readonly from: string | null }

export interface TenantSwitchModel {
  readonly state: TenantSwitchState
  /** The last switch's failure; the session stayed in its tenant. */
  readonly error: FlowError | null
}

export type TenantSwitchEvent =
  /** The user picked another tenant; `activeTenantId` is the one the session is in now. */
  | { type: 'SWITCH.REQUESTED'; tenantId: string; activeTenantId: string | null }
  /** The server moved the session and the user was reloaded in the new tenant. */
  | { type: 'SWITCH.DONE' }
  /** The switch was refused or failed: the old tenant is kept. */
  | { type: 'SWITCH.FAILED'; error: FlowError }

export const initialTenantSwitchModel = (): TenantSwitchModel => ({ state: { step: 'idle' }, error: null })

export function tenantSwitchReducer(model: TenantSwitchModel, event: TenantSwitchEvent): TenantSwitchModel {
  const { state } = model
  switch (state.step) {
    case 'idle':
      // Picking the tenant the session is already in changes nothing.
      if (event.type !== 'SWITCH.REQUESTED' || event.tenantId === event.activeTenantId) return model
      return { state: { step: 'switching', tenantId: event.tenantId, from: event.activeTenantId }, error: null }
    case 'switching':
      switch (event.type) {
        case 'SWITCH.DONE':
          return { state: { step: 'idle', switchedTo: state.tenantId }, error: null }
        case 'SWITCH.FAILED':
          return { state: { step: 'idle', refused: state.tenantId }, error: event.error }
        default:
          // One switch at a time.
          return model
      }
  }
}

/** spec/auth.md §6/§7: v1 me/tenants behind its flag, v3 otherwise. */
export function tenantsVersion(flags: Readonly<Record<string, boolean>>): 'v1' | 'v3' {
  return flags[CURRENT_USER_TENANTS_V1_FLAG] === true ? 'v1' : 'v3'
}

/**
 * spec/auth.md §3 Tenants state from an answer: the active tenant is the one the session's token is
 * for when listed (an answer from before a switch may still name the old one), else the one the
 * server names (v3), else none.
 */
export function tenantsView(answer: UserTenants | undefined, sessionTenantId: string | null | undefined): { tenants: readonly UserTenant[]; activeTenant: UserTenant | null } {
  const tenants = answer?.tenants ?? []
  const fromSession = tenants.find((tenant) => tenant.tenantId === sessionTenantId)
  const named = answer?.activeTenant ? (tenants.find((tenant) => tenant.tenantId === answer.activeTenant?.tenantId) ?? answer.activeTenant) : null
  return { tenants, activeTenant: fromSession ?? named }
}

/** Whether there is anything to switch to: another tenant than the active one. */
export function canSwitchTenants(tenants: readonly UserTenant[], activeTenantId: string | null | undefined): boolean {
  return tenants.some((tenant) => tenant.tenantId !== activeTenantId)
}

/**
 * What the refresh after a switch asks for. With separate tabs the tab names its tenant (and every
 * later refresh of the tab keeps it); otherwise the session follows the user's active tenant, which
 * the switch just set on the server, so the refresh names none.
 */
export function refreshAfterSwitch(separateTabs: boolean, tenantId: string): RefreshInput {
  return separateTabs ? { tenantId } : {}
}
