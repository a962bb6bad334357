import type { ReactNode } from 'react'
import { useIsSteppedUp, useStepUpRedirect } from '../../hooks'
import { Button, Card } from '../../primitives'
import { usePageMessages } from '../i18n/pageMessages'

export interface StepUpGateProps {
  /** Seconds a step-up counts for; none means any step-up of this session. */
  maxAge?: number
  /** What to show instead while not stepped up; gets the action that starts step-up. */
  fallback?: (stepUp: () => void) => ReactNode
  children?: ReactNode
}

/**
 * Shows its children only to a user who is stepped up (spec/auth.md §4 step-up validity), and
 * otherwise offers to step up; it closes by itself when maxAge runs out.
 */
export function StepUpGate({ maxAge, fallback, children }: StepUpGateProps) {
  const steppedUp = useIsSteppedUp({ maxAge })
  const redirect = useStepUpRedirect()
  const text = usePageMessages().stepUp.gate
  if (steppedUp) return <>{children}</>
  const stepUp = () => redirect({ maxAge })
  if (fallback) return <>{fallback(stepUp)}</>
  return (
    <Card heading={text.title} description={text.description} headingLevel={2}>
      <Button onPress={stepUp}>{text.verify}</Button>
    </Card>
  )
}
