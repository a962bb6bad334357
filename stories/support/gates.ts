import { expect, waitFor } from 'storybook/test'
import { getWorld, callGate, type CallGate, type FailureTarget, type TeamFailureTarget } from '../../src/fixtures'

/**
 * A story's `beforeEach` that holds every `target` call at a gate until the play function opens it
 * (`heldCalls(target).open()`), so a loading or submitting state is looked at while the call is
 * provably unanswered. The cleanup opens the gate, so a story that fails leaves no call hanging.
 */
export function holdCalls(target: TeamFailureTarget) {
  return () => {
    const gate = callGate()
    getWorld().team.gates[target] = gate
    return () => gate.open()
  }
}

/**
 * The gate `holdCalls(target)` put up, once a call waits at it: the request reached the server and
 * has no answer. The wait is for the browser to send it, not for a latency, so it may be long.
 */
export async function heldCalls(target: TeamFailureTarget): Promise<CallGate> {
  const gate = getWorld().team.gates[target]
  if (!gate) throw new Error(`no gate on ${target}: add holdCalls('${target}') to the story's beforeEach`)
  await waitFor(() => expect(gate.held).toBeGreaterThan(0), { timeout: 5000 })
  return gate
}

/** `holdCalls` for the sign-in side's calls (login, refresh, logout, MFA verify ...): the world's own gates. */
export function holdCall(target: FailureTarget) {
  return () => {
    const gate = callGate()
    getWorld().gates[target] = gate
    return () => gate.open()
  }
}

/** The gate `holdCall(target)` put up, once a call waits at it. */
export async function heldCall(target: FailureTarget): Promise<CallGate> {
  const gate = getWorld().gates[target]
  if (!gate) throw new Error(`no gate on ${target}: add holdCall('${target}') to the story's beforeEach`)
  await waitFor(() => expect(gate.held).toBeGreaterThan(0), { timeout: 5000 })
  return gate
}
