// A gate of the host's own on useIsSteppedUp: its content only while the session is stepped up, and it closes on time.
import { useId, type ReactNode } from 'react'
import { useIsSteppedUp, useStepUpRedirect } from 'gatehouse/hooks'

interface MyStepUpGateProps {
  title: string
  maxAge?: number
  children: ReactNode
}

export function MyStepUpGate({ title, maxAge = 600, children }: MyStepUpGateProps) {
  const isSteppedUp = useIsSteppedUp({ maxAge })
  const redirectToStepUp = useStepUpRedirect()
  const headingId = useId()
  if (isSteppedUp) return <>{children}</>
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>For your security, confirm it's you with your second factor to see this.</p>
      <button type="button" onClick={() => redirectToStepUp({ maxAge })}>
        Confirm it's me
      </button>
    </section>
  )
}
