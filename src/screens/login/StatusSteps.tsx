import { Button, Card, Spinner } from '../../primitives'
import { useMessages } from '../i18n/MessagesProvider'
import type { LoginStepProps } from './stepProps'
import * as styles from './LoginScreen.css'

/** redirectToSSO: the email belongs to an SSO domain; the browser leaves for the IdP shortly. */
export function RedirectToSsoStep({ login, headingRef }: LoginStepProps) {
  const text = useMessages().login.redirectToSSO
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={<Button variant="text" onPress={login.back}>{text.cancel}</Button>}>
      <div className={styles.centered}>
        <Spinner label={text.title} />
      </div>
    </Card>
  )
}

/** success: the session is set; navigation follows after the spec's short delay. */
export function SuccessStep({ headingRef }: LoginStepProps) {
  const text = useMessages().login.success
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description}>
      <div className={styles.centered}>
        <Spinner label={text.description} />
      </div>
    </Card>
  )
}
