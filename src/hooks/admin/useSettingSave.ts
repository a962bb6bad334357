import { useCallback, useState } from 'react'
import { useDialogSubmit } from './useDialogSubmit'

/** A setting saved on its own (a policy card): pending, failed or saved, one save at a time. */
export interface SettingSave {
  readonly isPending: boolean
  /** The last save's failure until the next save or change. */
  readonly error: unknown
  /** The last save went through and nothing was changed since. */
  readonly isSaved: boolean
  /** Runs the save unless one is running (a double click saves once). True when it went through. */
  save(work: () => Promise<void>): Promise<boolean>
  /** The admin changed something: the saved note and the last error go. */
  changed(): void
}

export function useSettingSave(): SettingSave {
  const submit = useDialogSubmit()
  const [isSaved, setSaved] = useState(false)
  const { submit: run, reset } = submit
  const save = useCallback(
    async (work: () => Promise<void>) => {
      setSaved(false)
      const done = await run(work)
      setSaved(done)
      return done
    },
    [run],
  )
  const changed = useCallback(() => {
    setSaved(false)
    reset()
  }, [reset])
  return { isPending: submit.isPending, error: submit.error, isSaved, save, changed }
}
