import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { canSwitchTenants, initialTenantSwitchModel, refreshAfterSwitch, tenantSwitchReducer, tenantsVersion, tenantsView, type TenantSwitchEvent, type TenantSwitchModel } from './machine'

const error: FlowError = { code: 'http', message: 'Internal server error', status: 500 }
const freeze = (model: TenantSwitchModel): TenantSwitchModel => Object.freeze({ ...model, state: Object.freeze({ ...model.state }) })
const idle = (err: FlowError | null = null) => freeze({ state: { step: 'idle' }, error: err })
const switching = () => freeze({ state: { step: 'switching', tenantId: 'tenant-globex', from: 'tenant-acme' }, error: null })

const events = {
  'SWITCH.REQUESTED': { type: 'SWITCH.REQUESTED', tenantId: 'tenant-globex', activeTenantId: 'tenant-acme' },
  'SWITCH.DONE': { type: 'SWITCH.DONE' },
  'SWITCH.FAILED': { type: 'SWITCH.FAILED', error },
} satisfies Record<TenantSwitchEvent['type'], TenantSwitchEvent>

describe('tenantSwitchReducer transitions', () => {
  it('initialTenantSwitchModel → idle, no error', () => {
    expect(initialTenantSwitchModel()).toEqual({ state: { step: 'idle' }, error: null })
  })

  it('idle + SWITCH.REQUESTED for another tenant → switching from the active one, error cleared', () => {
    expect(tenantSwitchReducer(idle(error), events['SWITCH.REQUESTED'])).toEqual({ state: { step: 'switching', tenantId: 'tenant-globex', from: 'tenant-acme' }, error: null })
  })

  it('switching + SWITCH.DONE → idle, switched to the tenant asked for', () => {
    expect(tenantSwitchReducer(switching(), events['SWITCH.DONE'])).toEqual({ state: { step: 'idle', switchedTo: 'tenant-globex' }, error: null })
  })

  it('switching + SWITCH.FAILED → idle with the error (the old tenant kept)', () => {
    expect(tenantSwitchReducer(switching(), events['SWITCH.FAILED'])).toEqual({ state: { step: 'idle', refused: 'tenant-globex' }, error })
  })
})

describe('tenantSwitchReducer rejections (same object back)', () => {
  it('idle + SWITCH.REQUESTED for the active tenant → rejected', () => {
    const before = idle()
    expect(tenantSwitchReducer(before, { type: 'SWITCH.REQUESTED', tenantId: 'tenant-acme', activeTenantId: 'tenant-acme' })).toBe(before)
  })

  it.each(['SWITCH.DONE', 'SWITCH.FAILED'] as const)('idle + %s → rejected', (name) => {
    const before = idle()
    expect(tenantSwitchReducer(before, events[name])).toBe(before)
  })

  it('switching + SWITCH.REQUESTED → rejected (one switch at a time)', () => {
    const before = switching()
    expect(tenantSwitchReducer(before, { ...events['SWITCH.REQUESTED'], tenantId: 'tenant-initech' })).toBe(before)
  })
})

describe('tenantsVersion', () => {
  it.each([
    [{}, 'v3'],
    [{ admin_portal_use_current_user_tenants_v1_endpoint: false }, 'v3'],
    [{ admin_portal_use_current_user_tenants_v1_endpoint: true }, 'v1'],
    [{ admin_portal_entitlements: true }, 'v3'],
  ] as const)('%o → %s', (flags, version) => {
    expect(tenantsVersion(flags)).toBe(version)
  })
})

describe('tenantsView', () => {
  const acme = { tenantId: 'tenant-acme', name: 'Acme' }
  const globex = { tenantId: 'tenant-globex', name: 'Globex' }

  it('nothing loaded → no tenants, none active', () => {
    expect(tenantsView(undefined, 'tenant-acme')).toEqual({ tenants: [], activeTenant: null })
  })

  it('the session’s tenant wins when listed (an answer from before a switch names the old one)', () => {
    expect(tenantsView({ tenants: [acme, globex], activeTenant: { tenantId: 'tenant-acme' } }, 'tenant-globex')).toEqual({ tenants: [acme, globex], activeTenant: globex })
  })

  it('v3: the session’s tenant not listed or unknown → the one the server names', () => {
    expect(tenantsView({ tenants: [acme, globex], activeTenant: { tenantId: 'tenant-globex' } }, 'tenant-gone').activeTenant).toBe(globex)
    expect(tenantsView({ tenants: [acme, globex], activeTenant: { tenantId: 'tenant-globex' } }, null).activeTenant).toBe(globex)
  })

  it('v1: no active tenant in the answer → the session user’s tenant', () => {
    expect(tenantsView({ tenants: [acme, globex] }, 'tenant-globex').activeTenant).toBe(globex)
  })

  it('v3 with a null active tenant → the session user’s tenant', () => {
    expect(tenantsView({ tenants: [acme, globex], activeTenant: null }, 'tenant-acme').activeTenant).toBe(acme)
  })

  it('the session’s tenant is not in the list → none active', () => {
    expect(tenantsView({ tenants: [acme] }, 'tenant-gone').activeTenant).toBeNull()
  })
})

describe('canSwitchTenants', () => {
  it.each([
    [[], 'tenant-acme', false],
    [[{ tenantId: 'tenant-acme' }], 'tenant-acme', false],
    [[{ tenantId: 'tenant-acme' }, { tenantId: 'tenant-globex' }], 'tenant-acme', true],
    [[{ tenantId: 'tenant-globex' }], 'tenant-acme', true],
  ] as const)('%o with %s active → %s', (tenants, active, expected) => {
    expect(canSwitchTenants(tenants, active)).toBe(expected)
  })
})

describe('refreshAfterSwitch', () => {
  it('separate tabs: the tab names its tenant', () => {
    expect(refreshAfterSwitch(true, 'tenant-globex')).toEqual({ tenantId: 'tenant-globex' })
  })

  it('one tenant for all tabs: the refresh follows the server’s active tenant', () => {
    expect(refreshAfterSwitch(false, 'tenant-globex')).toEqual({})
  })
})
