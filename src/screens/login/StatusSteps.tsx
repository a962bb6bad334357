import { Button } from '../../primitives'
import { useMessages } from '../i18n/MessagesProvider'
import { StatusCard } from '../shared/fields'
import type { LoginStepProps } from './stepProps'

/** redirectToSSO: the email belongs to an SSO domain; the browser leaves for the IdP shortly. */
export function RedirectToSsoStep({ login, headingRef }: LoginStepProps) {
  const text = useMessages().login.redirectToSSO
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} footer={<Button variant="text" onPress={login.back}>{text.cancel}</Button>} />
}

/** success: the session is set; navigation follows after the spec's short delay. */
export function SuccessStep({ headingRef }: LoginStepProps) {
  const text = useMessages().login.success
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} />
}
