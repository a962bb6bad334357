import { useState } from 'react'
import { privacyTabOf, privacyTabs, type PrivacyTab } from '../../../hooks'
import { Banner, Tab, TabList, TabPanel, Tabs } from '../../../primitives'
import type { AdminSectionProps } from '../sections'
import { LazyDialogs } from '../team/LazyDialogs'
import { MfaPanel } from './MfaPanel'
import { PasskeysPanel } from './PasskeysPanel'
import { SessionsPanel } from './SessionsPanel'
import type { PrivacyDialog } from './PrivacyDialogs'
import { usePrivacyMessages } from './privacyMessages'
import * as styles from './PrivacySection.css'

const loadDialogs = () => import('./PrivacyDialogs')

/**
 * The privacy section (spec/admin.md §2 privacy; spec/auth.md §7): the signed-in user's two-factor
 * methods, passkeys and sessions, each a tab with a deep link (/privacy/sessions). The host's
 * appearance of privacy.mfa and privacy.loginSessions hides a tab or makes it view-only.
 */
export default function PrivacySection({ subPath, navigation }: AdminSectionProps) {
  const text = usePrivacyMessages()
  const tabs = privacyTabs({ mfa: navigation.appearance('privacy.mfa'), loginSessions: navigation.appearance('privacy.loginSessions') })
  const selected = privacyTabOf(subPath, tabs)
  const [dialog, setDialog] = useState<PrivacyDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const readOnly = (id: PrivacyTab) => tabs.find((tab) => tab.id === id)?.readOnly ?? true

  const open = (next: PrivacyDialog) => {
    setNotice(null)
    setDialog(next)
  }
  const done = (message: string) => {
    setDialog(null)
    setNotice(message)
  }

  return (
    <div className={styles.section}>
      <p className={styles.description}>{text.description}</p>
      {notice && <Banner tone="success">{notice}</Banner>}
      {selected && (
        <Tabs
          selectedKey={selected}
          onSelectionChange={(key) => {
            setNotice(null)
            navigation.goTo('privacy', `/${String(key)}`)
          }}
        >
          <TabList aria-label={text.tabsLabel} className={styles.tabList}>
            {tabs.map((tab) => (
              <Tab key={tab.id} id={tab.id}>
                {text.tabs[tab.id]}
              </Tab>
            ))}
          </TabList>
          {tabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id}>
              <div className={styles.panel}>
                {tab.readOnly && <p className={styles.muted}>{text.viewOnly}</p>}
                {tab.id === 'mfa' && <MfaPanel readOnly={readOnly('mfa')} onOpen={open} />}
                {tab.id === 'passkeys' && <PasskeysPanel onOpen={open} onDone={done} />}
                {tab.id === 'sessions' && <SessionsPanel readOnly={readOnly('sessions')} onOpen={open} />}
              </div>
            </TabPanel>
          ))}
        </Tabs>
      )}
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, onClose: () => setDialog(null), onDone: done }} />
    </div>
  )
}
