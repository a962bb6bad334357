import { phoneEnding, type MfaChoice, type MfaStrategy } from '../../hooks'
import { Banner, Card, NativeButton } from '../../primitives'
import { format } from '../i18n/messages'
import { mfaErrorText, type MfaStepProps } from './stepProps'
import * as styles from './MfaSteps.css'
import { useMessagesWithMfa, type MessagesWithMfa } from '../i18n/useMfaMessages'

/** verify: several factors are enrolled; each device is a choice, and so is a recovery code. */
export function VerifyChoiceStep({ mfa, headingRef, footer }: MfaStepProps) {
  const messages = useMessagesWithMfa()
  const text = messages.mfa.verify
  if (mfa.state.step !== 'verify') return null
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={footer}>
      {mfa.error && <Banner tone="error">{mfaErrorText(mfa.error, messages)}</Banner>}
      <ul className={styles.choices} aria-label={text.listLabel}>
        {mfa.state.choices.map((choice, index) => (
          <li key={index}>
            <NativeButton variant={choice.kind === 'recoveryCode' ? 'text' : 'secondary'} fullWidth onPress={() => mfa.choose(choice)}>
              {choiceLabel(choice, messages)}
            </NativeButton>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function choiceLabel(choice: MfaChoice, messages: MessagesWithMfa): string {
  const text = messages.mfa.verify
  switch (choice.kind) {
    case 'authenticatorApp':
      return text.authenticatorApp
    case 'sms': {
      const digits = phoneEnding(choice.phoneNumber)
      return digits ? format(text.sms, { digits }) : text.smsUnknown
    }
    case 'email':
      return choice.email ? format(text.email, { email: choice.email }) : text.emailUnknown
    case 'webAuthn': {
      const kind = choice.deviceType === 'CrossPlatform' ? text.crossPlatform : text.platform
      return choice.name ? format(text.named, { kind, name: choice.name }) : kind
    }
    case 'recoveryCode':
      return text.recoveryCode
  }
}

/** forceTwoFactor: nothing is enrolled and the policy enforces MFA; the user picks what to set up. */
export function ForceTwoFactorStep({ mfa, headingRef, footer }: MfaStepProps) {
  const messages = useMessagesWithMfa()
  const text = messages.mfa.forceTwoFactor
  if (mfa.state.step !== 'forceTwoFactor') return null
  const { strategies } = mfa.state
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description} footer={footer}>
      {strategies.length === 0 ? (
        <Banner tone="warning">{text.none}</Banner>
      ) : (
        <ul className={styles.choices} aria-label={text.listLabel}>
          {strategies.map((strategy: MfaStrategy) => (
            <li key={strategy}>
              <NativeButton variant="secondary" fullWidth onPress={() => mfa.chooseStrategy(strategy)}>
                {text[strategy]}
              </NativeButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
