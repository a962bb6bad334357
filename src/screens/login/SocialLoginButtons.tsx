import { useSocialLogin, type SocialLoginOptions } from '../../hooks'
import { Banner, NativeButton } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { errorText } from '../shared/errorText'
import * as styles from './SocialLogin.css'

/** "Continue with …" for each social provider the vendor set up; nothing when there are none. */
export function SocialLoginButtons(props: SocialLoginOptions) {
  const social = useSocialLogin(props)
  const messages = useMessages()
  const text = messages.social
  if (!social.buttons.length) return null
  return (
    <>
      <div className={styles.divider}>{text.divider}</div>
      {social.error && <Banner tone="error">{errorText(social.error, messages)}</Banner>}
      <ul className={styles.list} aria-label={text.listLabel}>
        {social.buttons.map((button) => (
          <li key={button.id}>
            <NativeButton
              variant="secondary"
              fullWidth
              onPress={() => void social.signInWith(button)}
              isPending={social.startingWith === button.id}
              isDisabled={social.startingWith !== null && social.startingWith !== button.id}
              pendingLabel={format(text.continueWith, { provider: button.name })}
            >
              {button.iconUrl && <img src={button.iconUrl} alt="" className={styles.icon} />}
              {format(text.continueWith, { provider: button.name })}
            </NativeButton>
          </li>
        ))}
      </ul>
    </>
  )
}
