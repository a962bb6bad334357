import { useCallback, useState } from 'react'

/** How the last copy went: null before any (or after `reset`). */
export type CopyOutcome = 'copied' | 'failed' | null

/**
 * Copies text to the clipboard and remembers how it went, for a status line beside the button
 * ("Copied." or how to copy by hand: the clipboard is refused on an insecure page or without focus).
 */
export function useCopyText(): { outcome: CopyOutcome; copy: (text: string) => Promise<void>; reset: () => void } {
  const [outcome, setOutcome] = useState<CopyOutcome>(null)
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setOutcome('copied')
    } catch {
      setOutcome('failed')
    }
  }, [])
  const reset = useCallback(() => setOutcome(null), [])
  return { outcome, copy, reset }
}
