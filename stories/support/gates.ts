import { expect, waitFor } from 'storybook/test'
import { getWorld, teamGate, type TeamFailureTarget, type TeamGate } from '../../src/fixtures'

/**
 * A story's `beforeEach` that holds every `target` call at a gate until the play function opens it
 * (`heldCalls(target).open()`), so a loading or submitting state is looked at while the call is
 * provably unanswered. The cleanup opens the gate, so a story that fails leaves no call hanging.
 */
export function holdCalls(target: TeamFailureTarget) {
  return () => {
    const gate = teamGate()
    getWorld().team.gates[target] = gate
    return () => gate.open()
  }
}

/**
 * The gate `holdCalls(target)` put up, once a call waits at it: the request reached the server and
 * has no answer. The wait is for the browser to send it, not for a latency, so it may be long.
 */
export async function heldCalls(target: TeamFailureTarget): Promise<TeamGate> {
  const gate = getWorld().team.gates[target]
  if (!gate) throw new Error(`no gate on ${target}: add holdCalls('${target}') to the story's beforeEach`)
  await waitFor(() => expect(gate.held).toBeGreaterThan(0), { timeout: 5000 })
  return gate
}
