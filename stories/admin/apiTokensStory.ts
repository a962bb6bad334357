/**
 * What the API token stories share: the vendor's strategy, gates and failures on the token calls,
 * the clipboard spy, and reading what a secret dialog shows.
 */
import { expect, screen, spyOn, waitFor, within } from 'storybook/test'
import type { MachineToMachineStrategy, TokenOwner } from '../../src/api'
import { apiTokenPaths } from '../../src/api/apiTokens'
import { callGate, getWorld, type ApiTokenFailureTarget, type CallGate, type FailureMode, type WorldRequest } from '../../src/fixtures'

/** A `beforeEach` that sets the vendor's machine-to-machine strategy. */
export const vendorMakes = (strategy: MachineToMachineStrategy) => () => {
  getWorld().vendor.machineToMachineAuthStrategy = strategy
}

/** A `beforeEach` that makes the token calls of `target` fail in `mode`. */
export const failing =
  (target: ApiTokenFailureTarget, mode: FailureMode = 'serverError') =>
  () => {
    getWorld().apiTokens.failures[target] = mode
  }

/** A `beforeEach` that holds `target` calls unanswered until the play function opens the gate. */
export function holdTokenCalls(target: ApiTokenFailureTarget) {
  return () => {
    const gate = callGate()
    getWorld().apiTokens.gates[target] = gate
    return () => gate.open()
  }
}

/** The gate holdTokenCalls put up, once a call waits at it. */
export async function heldTokenCalls(target: ApiTokenFailureTarget): Promise<CallGate> {
  const gate = getWorld().apiTokens.gates[target]
  if (!gate) throw new Error(`no gate on ${target}: add holdTokenCalls('${target}') to the story's beforeEach`)
  await waitFor(() => expect(gate.held).toBeGreaterThan(0), { timeout: 5000 })
  return gate
}

/** A `beforeEach` that spies on the clipboard (it writes nothing) and puts it back afterwards. */
export function spyOnClipboard() {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  return () => writeText.mockRestore()
}

/** The clipboard's writeText as the spy saw it. */
export const clipboardWrites = () => (navigator.clipboard.writeText as unknown as { mock: { calls: [string][] } }).mock.calls.map(([text]) => text)

/** Requests sent to `owner`'s token paths of kind `type` with `method`. */
export function tokenRequests(owner: TokenOwner, type: MachineToMachineStrategy, method: string): WorldRequest[] {
  const paths = apiTokenPaths(owner, type)
  return getWorld().requests.filter((request) => request.method === method && (request.path === paths.create || request.path === paths.list || request.path.startsWith(`${paths.list}/`)))
}

/** Every token call that changed something, whoever's and whatever kind. */
export const tokenChanges = () => getWorld().requests.filter((request) => request.method !== 'GET' && /\/(api|access)-tokens\//.test(request.path))

/** The value the secret dialog shows under `label` ('Secret', 'Client ID'), or null when it shows none. */
export function shownValue(secretDialog: HTMLElement, label: string): string | null {
  const group = within(secretDialog).queryByRole('group', { name: label })
  return group?.querySelector('code')?.textContent ?? null
}

/** The grid of the section's tokens once it has rows or says it is empty (the first story of a file waits for the lazy section). */
export const tokenGrid = (name: string, timeout?: number) => screen.findByRole('grid', { name }, timeout ? { timeout } : undefined)

/**
 * The fixtures' clock for new tokens in these stories: fixed, so a new row's dates are the same in
 * every screenshot, and years ahead, so a token made with an expiry has not expired when it is compared.
 */
export const TOKEN_CLOCK = Date.parse('2030-01-15T09:30:00.000Z')

/** The stories' `beforeEach`: new tokens are made at TOKEN_CLOCK. */
export function fixTokenClock() {
  getWorld().apiTokens.clock = () => TOKEN_CLOCK
}
