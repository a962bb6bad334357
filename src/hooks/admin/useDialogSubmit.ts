import { useCallback, useState } from 'react'
import { createSubmitGate } from './submitGate'

/** An admin dialog's submit, shared by every dialog that changes something. */
export interface DialogSubmit {
  /** True while a submit runs: show it pending, lock what it sends. */
  readonly isPending: boolean
  /** The last submit's failure until the next submit or `reset()`: show it in the dialog; what was typed stays. */
  readonly error: unknown
  /**
   * Runs `work` (the calls, then whatever follows success, like closing) unless a submit is
   * already running: a second press or a fast double click is ignored. True when it went through.
   */
  submit(work: () => Promise<void>): Promise<boolean>
  /** Forgets the failure (the dialog was closed). */
  reset(): void
}

/** Submit once, show pending, keep the error for the dialog (submitGate.ts decides what runs). */
export function useDialogSubmit(): DialogSubmit {
  const [gate] = useState(createSubmitGate)
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const submit = useCallback(
    async (work: () => Promise<void>) => {
      if (gate.busy) return false
      setPending(true)
      setError(null)
      const outcome = await gate.run(work)
      setPending(false)
      if (outcome.status === 'failed') setError(outcome.error)
      return outcome.status === 'done'
    },
    [gate],
  )
  const reset = useCallback(() => setError(null), [])
  return { isPending, error, submit, reset }
}
