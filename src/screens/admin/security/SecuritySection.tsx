import { useState } from 'react'
import { securityTabOf, securityTabPath, securityTabs, useMyIp, useSectionActions, type SecurityTab, type SessionSetting } from '../../../hooks'
import { Banner, Tab, TabList, TabPanel, Tabs } from '../../../primitives'
import type { AdminSectionProps } from '../sections'
import { LazyDialogs } from '../team/LazyDialogs'
import { DomainRestrictionsTab } from './DomainRestrictionsTab'
import { GeneralSettingsTab } from './GeneralSettingsTab'
import { IpRestrictionsTab } from './IpRestrictionsTab'
import type { SecurityDialog } from './SecurityDialogs'
import { SecurityCenterTab } from './SecurityCenterTab'
import { useSecurityMessages } from './securityMessages'
import * as styles from './SecuritySection.css'
import { SessionTab } from './SessionTab'

const loadDialogs = () => import('./SecurityDialogs')

/**
 * The security section (spec/admin.md §2 security): the security center, then the tabs the host
 * did not hide: session management, general settings, IP and email-domain restrictions, each a
 * deep link (/security/ip-restrictions). Changes need fe.secure.write.securityPolicy; everyone
 * else sees the settings read-only, with the reason.
 */
export default function SecuritySection({ subPath, navigation }: AdminSectionProps) {
  const text = useSecurityMessages()
  const canWrite = useSectionActions('security')('savePolicies')
  const shown = securityTabs((id) => navigation.appearance(`security.${id}`))
  const tab = securityTabOf(subPath, shown)
  // Where focus lands after a recommendation's link (the URL names the tab, not the setting).
  const [focusSetting, setFocusSetting] = useState<SessionSetting | null>(null)
  const [lastTab, setLastTab] = useState(tab)
  if (lastTab !== tab) {
    setLastTab(tab)
    // Leaving the sessions tab forgets it, so coming back through the browser's history does not move focus again.
    if (lastTab === 'sessionManagement') setFocusSetting(null)
  }
  const [dialog, setDialog] = useState<SecurityDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const myIp = useMyIp().data ?? null

  const open = (next: SecurityDialog) => {
    setNotice(null)
    setDialog(next)
  }
  const done = (message: string) => {
    setDialog(null)
    setNotice(message)
  }
  const adjust = (setting: SessionSetting) => {
    if (!shown.includes('sessionManagement')) return
    setFocusSetting(setting)
    navigation.goTo('security', securityTabPath('sessionManagement'))
  }
  const select = (key: SecurityTab) => {
    setNotice(null)
    setFocusSetting(null)
    navigation.goTo('security', securityTabPath(key))
  }
  const tabs = { canWrite, open, done }

  return (
    <div className={styles.section}>
      {notice && <Banner tone="success">{notice}</Banner>}
      <Tabs selectedKey={tab} onSelectionChange={(key) => select(key as SecurityTab)}>
        <TabList aria-label={text.tabsLabel}>
          {shown.map((id) => (
            <Tab key={id} id={id}>
              {text.tabs[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="center">
          <SecurityCenterTab {...tabs} onAdjust={adjust} />
        </TabPanel>
        {shown.includes('sessionManagement') && (
          <TabPanel id="sessionManagement">
            <SessionTab appearance={(setting) => navigation.appearance(`sessionManagement.${setting}`)} canWrite={canWrite} focusSetting={focusSetting} />
          </TabPanel>
        )}
        {shown.includes('generalSettings') && (
          <TabPanel id="generalSettings">
            <GeneralSettingsTab appearance={(field) => navigation.appearance(`generalSettings.${field}`)} canWrite={canWrite} />
          </TabPanel>
        )}
        {shown.includes('ipRestrictions') && (
          <TabPanel id="ipRestrictions">
            <IpRestrictionsTab {...tabs} />
          </TabPanel>
        )}
        {shown.includes('domainRestrictions') && (
          <TabPanel id="domainRestrictions">
            <DomainRestrictionsTab {...tabs} />
          </TabPanel>
        )}
      </Tabs>
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, myIp, onClose: () => setDialog(null), onDone: done }} />
    </div>
  )
}
