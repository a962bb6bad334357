import { describe, expect, it } from 'vitest'
import { createSubmitGate } from './submitGate'

/** A promise settled from outside: the server's answer, held. */
function held() {
  let answer!: () => void
  let refuse!: (error: unknown) => void
  const promise = new Promise<void>((resolve, reject) => {
    answer = resolve
    refuse = reject
  })
  return { promise, answer, refuse }
}

describe('createSubmitGate', () => {
  it('runs a submit and reports it done', async () => {
    const gate = createSubmitGate()
    let sent = 0
    await expect(gate.run(async () => void sent++)).resolves.toEqual({ status: 'done' })
    expect(sent).toBe(1)
    expect(gate.busy).toBe(false)
  })

  it('ignores a second submit while the first is out: a double click sends once', async () => {
    const gate = createSubmitGate()
    const server = held()
    let sent = 0
    const first = gate.run(() => {
      sent++
      return server.promise
    })
    expect(gate.busy).toBe(true)
    await expect(gate.run(async () => void sent++)).resolves.toEqual({ status: 'ignored' })
    server.answer()
    await expect(first).resolves.toEqual({ status: 'done' })
    expect(sent).toBe(1)
  })

  it('reports a failure with its error and opens again for the retry', async () => {
    const gate = createSubmitGate()
    const refused = new Error('Internal server error')
    await expect(gate.run(() => Promise.reject(refused))).resolves.toEqual({ status: 'failed', error: refused })
    expect(gate.busy).toBe(false)
    await expect(gate.run(async () => {})).resolves.toEqual({ status: 'done' })
  })

  it('a failure thrown before any await still opens the gate again', async () => {
    const gate = createSubmitGate()
    await expect(
      gate.run(() => {
        throw new Error('invalid input')
      }),
    ).resolves.toMatchObject({ status: 'failed' })
    expect(gate.busy).toBe(false)
  })
})
