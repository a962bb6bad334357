import type { UserTenant } from '../../api'
import { useSession, useTenants, type TenantsOptions } from '../../hooks'
import { Banner, NativeButton, Select, Spinner } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import * as styles from './TenantSwitcher.css'

export type TenantSwitcherProps = TenantsOptions

/**
 * The signed-in user's accounts (tenants) and the one they work in; choosing another switches the
 * session to it (spec/auth.md §4 tenant switch). A failed switch says so and keeps the old tenant.
 */
export function TenantSwitcher(props: TenantSwitcherProps) {
  const messages = useMessages()
  const text = useAccountMessages().tenants
  const tenants = useTenants(props)
  const { user } = useSession()
  const name = (tenant: UserTenant | null | undefined) => tenant?.name || text.unnamed
  const nameOf = (tenantId: string) => name(tenants.tenants.find((tenant) => tenant.tenantId === tenantId))

  // Nobody signed in (or the session still being restored): nothing to pick from.
  if (!user) return null
  if (tenants.isLoading) {
    return (
      <div className={styles.switcher} role="status">
        <Spinner size="sm" label={text.loading} /> {text.loading}
      </div>
    )
  }
  if (tenants.loadError) {
    return (
      <div className={styles.switcher}>
        <Banner tone="error">{errorText(tenants.loadError, messages, text.loadFailed)}</Banner>
        <NativeButton variant="secondary" onPress={() => void tenants.reload()}>
          {text.retry}
        </NativeButton>
      </div>
    )
  }
  if (!tenants.canSwitch) {
    return (
      <div className={styles.switcher}>
        <p className={styles.note}>{format(text.onlyOne, { tenant: name(tenants.activeTenant) })}</p>
      </div>
    )
  }
  const { state, switchError } = tenants
  return (
    <div className={styles.switcher} aria-busy={tenants.isSwitching}>
      {/* Not disabled while switching: focus stays on it (a second choice meanwhile is ignored by the flow). */}
      <Select
        label={text.label}
        description={text.description}
        options={tenants.tenants.map((tenant) => ({ id: tenant.tenantId, label: name(tenant) }))}
        selectedKey={state.step === 'switching' ? state.tenantId : (tenants.activeTenant?.tenantId ?? null)}
        onSelectionChange={(tenantId) => void tenants.switchTenant(tenantId)}
      />
      {switchError && state.step === 'idle' && (
        <Banner tone="error" title={format(text.switchFailed, { tenant: nameOf(state.refused ?? ''), current: name(tenants.activeTenant) })}>
          {errorText(switchError, messages)}
        </Banner>
      )}
      <div role="status" className={styles.note}>
        {state.step === 'switching' ? (
          <>
            <Spinner size="sm" label={format(text.switching, { tenant: nameOf(state.tenantId) })} /> {format(text.switching, { tenant: nameOf(state.tenantId) })}
          </>
        ) : state.switchedTo ? (
          format(text.switched, { tenant: nameOf(state.switchedTo) })
        ) : null}
      </div>
    </div>
  )
}
