import { Banner, Card, NativeButton } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { errorText } from '../shared/errorText'
import type { LoginStepProps } from './stepProps'
import * as styles from './Passkeys.css'

/** promptPasskeys (spec/auth.md §4 step 2): signed in, offered a passkey before going on. */
export function PromptPasskeysStep({ login, headingRef }: LoginStepProps) {
  const messages = useMessages()
  const text = messages.passkeys.prompt
  const isCreating = login.pending === 'passkey'
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description}>
      {login.error && <Banner tone="error">{errorText(login.error, messages)}</Banner>}
      <div className={styles.actions}>
        {login.isPasskeySupported && (
          <NativeButton fullWidth isPending={isCreating} pendingLabel={text.creating} onPress={() => void login.createPasskey()}>
            {text.create}
          </NativeButton>
        )}
        {isCreating ? (
          <NativeButton variant="text" onPress={login.cancelPasskey}>
            {messages.passkeys.cancel}
          </NativeButton>
        ) : (
          <>
            <NativeButton variant="secondary" fullWidth onPress={() => login.skipPasskeys()}>
              {text.notNow}
            </NativeButton>
            <NativeButton variant="text" onPress={() => login.skipPasskeys({ dontShowAgain: true })}>
              {text.dontShowAgain}
            </NativeButton>
          </>
        )}
      </div>
    </Card>
  )
}
