// A sensitive action of the host's own: without a recent step-up, useStepUpRedirect sends the user to step up and back here.
import { useState } from 'react'
import { useIsSteppedUp, useStepUpRedirect } from 'gatehouse/hooks'

const MAX_AGE = 300

export function MyDeleteWorkspaceButton({ onDelete }: { onDelete: () => Promise<void> }) {
  const isSteppedUp = useIsSteppedUp({ maxAge: MAX_AGE })
  const redirectToStepUp = useStepUpRedirect()
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const remove = async () => {
    if (!isSteppedUp) {
      redirectToStepUp({ maxAge: MAX_AGE })
      return
    }
    setPending(true)
    setError(null)
    try {
      await onDelete()
    } catch {
      setError('The workspace could not be deleted. Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <div>
      <button type="button" onClick={() => void remove()} disabled={isPending} aria-describedby={error ? 'delete-error' : isSteppedUp ? undefined : 'delete-note'}>
        {isPending ? 'Deleting…' : 'Delete workspace'}
      </button>
      {!isSteppedUp && <p id="delete-note">You'll be asked to confirm it's you first.</p>}
      {error && <p id="delete-error" role="alert">{error}</p>}
    </div>
  )
}
