// Social sign-in buttons of the host's own on useSocialLogin: the providers the vendor set up, one press leaves for it.
import { useSocialLogin } from 'gatehouse/hooks'

export function MySocialButtons() {
  const social = useSocialLogin()
  if (social.isLoading) return <p role="status">Loading sign-in options…</p>
  if (social.buttons.length === 0) return null
  return (
    <section aria-labelledby="social-heading">
      <h2 id="social-heading">Or continue with</h2>
      {social.error && <p role="alert">{social.error.message}</p>}
      <ul>
        {social.buttons.map((button) => {
          const starting = social.startingWith === button.id
          return (
            <li key={button.id}>
              <button type="button" onClick={() => void social.signInWith(button)} disabled={social.startingWith !== null} aria-busy={starting}>
                {button.iconUrl && <img src={button.iconUrl} alt="" width={16} height={16} />}
                {starting ? `Opening ${button.name}…` : `Continue with ${button.name}`}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
