/** What came of asking a dialog to submit. */
export type SubmitOutcome = { readonly status: 'done' } | { readonly status: 'failed'; readonly error: unknown } | { readonly status: 'ignored' }

export interface SubmitGate {
  /** True while a submit runs. */
  readonly busy: boolean
  /** Runs `work` unless a submit is already running: then it is ignored, not queued. */
  run(work: () => Promise<void>): Promise<SubmitOutcome>
}

/**
 * One submit at a time. The gate closes the moment a submit starts, before React renders its
 * pending state, so a fast double click or Enter pressed twice sends once.
 */
export function createSubmitGate(): SubmitGate {
  let busy = false
  return {
    get busy() {
      return busy
    },
    async run(work) {
      if (busy) return { status: 'ignored' }
      busy = true
      try {
        await work()
        return { status: 'done' }
      } catch (error) {
        return { status: 'failed', error }
      } finally {
        busy = false
      }
    },
  }
}
