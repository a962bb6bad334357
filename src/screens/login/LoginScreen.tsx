import { Suspense, useMemo, useState } from 'react'
import { useLogin, type LoginOptions } from '../../hooks'
import { Banner, Card, NativeButton } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { StatusCard } from '../shared/StatusCard'
import { lazyComponent } from '../shared/lazyComponent'
import { LoadBoundary } from '../shared/LoadBoundary'
import { BrandFrame } from '../shared/BrandFrame'
import { SessionRestoring } from '../shared/SessionRestoring'
import { useStepFocus } from '../shared/useStepFocus'
import { EmailStep } from './EmailStep'
import { StatusSteps } from './StatusSteps'
import { LOGIN_STEP_SCREENS, type LoginStepScreens } from './loginStepScreens'
import { isUpFront, loginStepFamily, type LoginStepFamily } from './stepFamilies'
import type { LoginStepProps } from './stepProps'

export interface LoginScreenProps extends LoginOptions {
  /**
   * Screens of the steps past the email step, by family, over LOGIN_STEP_SCREENS: each a loader
   * (`() => import('./MyPasswordStep')`) fetched when the flow first reaches the family. The
   * login box sets no React Aria router (its own links are NativeLink): a step built on RAC's
   * `Link` that should navigate through the host wraps itself in RAC's `RouterProvider`.
   */
  steps?: Partial<LoginStepScreens>
}

/**
 * The ready sign-in screen: useLogin's state, one component per step. The email step (and the
 * cards shown while leaving the page) come with the screen; every other step's screen loads when
 * the flow reaches it.
 */
export function LoginScreen({ steps, ...options }: LoginScreenProps) {
  const login = useLogin(options)
  const { state } = login
  const family = loginStepFamily(state.step)
  // Loads of a family's screen tried again after a failure: each retry is a fresh lazy component.
  const [attempts, setAttempts] = useState<Partial<Record<LoginStepFamily, number>>>({})
  const attempt = isUpFront(family) ? 0 : (attempts[family] ?? 0)
  // Focus moves to the heading of each new step, of each part of quick login (number, then code),
  // and of a step's screen loaded again after its chunk failed.
  const part = state.step === 'loginWithQuickSmsOtc' && state.otcToken ? ':code' : ''
  const { headingRef, isFirstStep } = useStepFocus(`${state.step}${part}#${attempt}`)
  const step = { login, headingRef, autoFocus: isFirstStep }
  const retry = isUpFront(family) ? undefined : () => setAttempts((previous) => ({ ...previous, [family]: attempt + 1 }))
  // A browser that may hold a session waits for its restore; any other shows the first step at once.
  return <BrandFrame>{login.checkingSession ? <SessionRestoring /> : <StepView step={step} screens={steps} attempt={attempt} onRetry={retry} />}</BrandFrame>
}

interface StepViewProps {
  step: LoginStepProps
  screens?: Partial<LoginStepScreens>
  /** How many times the current family's screen was loaded again after a failure. */
  attempt: number
  onRetry?: () => void
}

function StepView({ step, screens, attempt, onRetry }: StepViewProps) {
  const family = loginStepFamily(step.login.state.step)
  const loader = isUpFront(family) ? undefined : (screens?.[family] ?? LOGIN_STEP_SCREENS[family])
  const Step = useMemo(() => loader && lazyComponent(loader, attempt), [loader, attempt])
  if (family === 'email') return <EmailStep {...step} />
  if (family === 'status') return <StatusSteps {...step} />
  if (!Step || !onRetry) return null
  return (
    <LoadBoundary key={`${family}:${attempt}`} fallback={<StepFailed headingRef={step.headingRef} onRetry={onRetry} />}>
      <Suspense fallback={<StepLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per loader and attempt, cached by lazyComponent (shared/lazyComponent.ts): a re-render gets the same one and never remounts the step */}
        <Step {...step} />
      </Suspense>
    </LoadBoundary>
  )
}

/** While a step's screen is on its way. It takes no focus: the step's heading does once it is in. */
function StepLoading() {
  const text = useMessages().login.stepLoading
  return <StatusCard heading={text.title} description={text.description} />
}

/** A step's screen did not load (offline, a deploy replaced the chunk): say so and offer to fetch it again. */
function StepFailed({ headingRef, onRetry }: Pick<LoginStepProps, 'headingRef'> & { onRetry: () => void }) {
  const text = useMessages().login.stepFailed
  return (
    <Card heading={text.title} headingRef={headingRef}>
      <Banner tone="error">{text.description}</Banner>
      <NativeButton variant="primary" fullWidth onPress={onRetry}>
        {text.retry}
      </NativeButton>
    </Card>
  )
}
