import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { navigateTo } from '../shared/navigation'

/** On to `destination` after the spec's delay after a login (spec/auth.md §4), unless the flow is left first. */
export function leaveAfterLogin(after: (ms: number, action: () => void) => void, context: { readonly current: GatehouseContextValue }, destination: string): void {
  after(context.current.delays.afterLogin, () => navigateTo(context.current, destination, { replace: true }))
}
