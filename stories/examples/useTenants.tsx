// A workspace switcher of the host's own on useTenants: the user's tenants, the active one, and the switch between them.
import { useTenants } from 'gatehouse/hooks'

export function MyWorkspaceSwitcher() {
  const tenants = useTenants()
  const { state, activeTenant, isSwitching, switchError, loadError } = tenants
  if (tenants.isLoading) return <p role="status">Loading your workspaces…</p>
  if (loadError) {
    return (
      <div>
        <p role="alert">{loadError.message}</p>
        <button type="button" onClick={() => void tenants.reload()}>Try again</button>
      </div>
    )
  }
  if (!tenants.canSwitch) return <p>Workspace: {activeTenant?.name ?? activeTenant?.tenantId}</p>
  return (
    <div>
      <label htmlFor="workspace">Workspace</label>
      <select
        id="workspace"
        value={state.step === 'switching' ? state.tenantId : (activeTenant?.tenantId ?? '')}
        onChange={(event) => void tenants.switchTenant(event.target.value)}
        disabled={isSwitching}
        aria-describedby={switchError ? 'workspace-error' : undefined}
      >
        {tenants.tenants.map((tenant) => (
          <option key={tenant.tenantId} value={tenant.tenantId}>
            {tenant.name ?? tenant.tenantId}
          </option>
        ))}
      </select>
      {isSwitching && <span role="status">Switching…</span>}
      {switchError && <p id="workspace-error" role="alert">{switchError.message}</p>}
    </div>
  )
}
