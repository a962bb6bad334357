import { useId, useMemo, useState } from 'react'
import { GatehouseProvider, createPreviewClient, memoryKeyValueStorage, type LoginBoxDefaults } from '../../../hooks'
import { ThemeProvider, type PaletteInput, type ThemeMode } from '../../../primitives'
import { MessageOverrides } from '../../i18n/MessageOverrides'
import type { MessagesOverride } from '../../i18n/messages'
import { LoginScreen } from '../../login/LoginScreen'
import * as styles from './CustomLoginTab.css'

export interface LoginBoxPreviewProps {
  colors: LoginBoxDefaults
  /** A logo to show, or null. */
  logo: string | null
  /** The texts typed; an empty one keeps the login screen's own words. */
  texts: { title: string; subtitle: string; submit: string }
  socialLogins: readonly string[]
  mode: ThemeMode
  label: string
  description: string
}

const ignore = () => {}
// The preview signs nobody in: nothing it could do may move the admin's page.
const nowhere = () => {}

/**
 * The real LoginScreen, re-themed with the box being edited, as a picture: its own provider with a
 * client that never reaches the identity API (createPreviewClient), storage of its own, navigation
 * to nowhere, and `inert` so that nothing in it takes focus, clicks or keys. Screen readers hear
 * its label and description instead of its (unusable) controls.
 */
export function LoginBoxPreview({ colors, logo, texts, socialLogins, mode, label, description }: LoginBoxPreviewProps) {
  const descriptionId = useId()
  const palette = useMemo<PaletteInput>(
    // Dark mode keeps its dark background: a light page colour under light text would not read.
    () => ({ primary: { main: colors.primaryColor }, focusRing: colors.primaryColor, ...(mode === 'light' ? { background: { default: colors.backgroundColor } } : {}) }),
    [colors.primaryColor, colors.backgroundColor, mode],
  )
  const messages = useMemo<MessagesOverride>(() => loginTexts(texts), [texts])
  const socialKey = socialLogins.join(',')
  return (
    <div role="group" aria-label={label} aria-describedby={descriptionId} data-login-preview="">
      <p id={descriptionId} className={styles.visuallyHidden}>
        {description}
      </p>
      <div inert>
        <ThemeProvider palette={palette} mode={mode} className={styles.previewFrame}>
          <MessageOverrides messages={messages}>
            {/* A new provider when the logo or the buttons change: they are what it loads as it opens. */}
            <PreviewSession key={`${logo ?? ''}|${socialKey}`} logo={logo} socialLogins={socialLogins} />
          </MessageOverrides>
        </ThemeProvider>
      </div>
    </div>
  )
}

/**
 * The real LoginScreen on a preview client that never reaches the identity API, with storage of its
 * own, navigation to nowhere and no session restore: a picture of the login box (the theme builder's too).
 */
export function PreviewSession({ logo, socialLogins }: Pick<LoginBoxPreviewProps, 'logo' | 'socialLogins'>) {
  const [setup] = useState(() => ({ client: createPreviewClient({ logo, socialLogins }), sessionStorage: memoryKeyValueStorage(), localStorage: memoryKeyValueStorage() }))
  return (
    <GatehouseProvider
      client={setup.client}
      restoreSession={false}
      syncTabs={false}
      navigate={nowhere}
      navigateExternal={nowhere}
      sessionStorage={setup.sessionStorage}
      localStorage={setup.localStorage}
      logger={{ warn: ignore }}
    >
      <LoginScreen />
    </GatehouseProvider>
  )
}

/** The email step's title, description and button as typed; one left empty keeps the screen's own. */
function loginTexts(texts: LoginBoxPreviewProps['texts']): MessagesOverride {
  const typed = Object.fromEntries(
    Object.entries({ title: texts.title, description: texts.subtitle, submit: texts.submit })
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  )
  return { login: { emailStep: typed } }
}
