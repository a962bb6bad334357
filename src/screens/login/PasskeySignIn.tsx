import type { Login } from '../../hooks'
import { NativeButton } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import * as styles from './Passkeys.css'

export interface PasskeySignInProps {
  login: Login
  /** What the email field holds: a valid address narrows the challenge to that account. */
  email: string
}

/** preLogin: sign in with a passkey instead of the email; hidden where the browser has no WebAuthn. */
export function PasskeySignIn({ login, email }: PasskeySignInProps) {
  const text = useMessages().passkeys
  if (!login.isPasskeySupported) return null
  const isWaiting = login.pending === 'passkey'
  return (
    <div className={styles.actions}>
      <NativeButton
        variant="secondary"
        fullWidth
        isPending={isWaiting}
        pendingLabel={text.waiting}
        isDisabled={login.isPending && !isWaiting}
        onPress={() => void login.signInWithPasskey(email)}
      >
        {text.signIn}
      </NativeButton>
      {isWaiting && (
        <NativeButton variant="text" onPress={login.cancelPasskey}>
          {text.cancel}
        </NativeButton>
      )}
    </div>
  )
}
