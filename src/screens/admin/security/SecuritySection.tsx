import { useState } from 'react'
import { useMyIp, usePermission, type SessionSetting } from '../../../hooks'
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

/** spec/admin.md §2 names the read key; changes use the write key of the same scheme, which the API checks. */
export const SECURITY_WRITE_PERMISSION = 'fe.secure.write.securityPolicy'

type TabKey = 'center' | 'sessionManagement' | 'generalSettings' | 'ipRestrictions' | 'domainRestrictions'
const CONFIGURABLE_TABS = ['sessionManagement', 'generalSettings', 'ipRestrictions', 'domainRestrictions'] as const

/**
 * The security section (spec/admin.md §2 security): the security center, then the tabs the host
 * did not hide: session management, general settings, IP and email-domain restrictions. Changes
 * need fe.secure.write.securityPolicy; everyone else sees the settings read-only, with the reason.
 */
export default function SecuritySection({ navigation }: AdminSectionProps) {
  const text = useSecurityMessages()
  const canWrite = usePermission(SECURITY_WRITE_PERMISSION)
  const [tab, setTab] = useState<TabKey>('center')
  const [focusSetting, setFocusSetting] = useState<SessionSetting | null>(null)
  const [dialog, setDialog] = useState<SecurityDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const myIp = useMyIp().data ?? null
  const shown = CONFIGURABLE_TABS.filter((id) => navigation.appearance(`security.${id}`) !== 'hidden')

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
    setTab('sessionManagement')
  }
  const select = (key: TabKey) => {
    setNotice(null)
    setFocusSetting(null)
    setTab(key)
  }
  const tabs = { canWrite, open, done }

  return (
    <div className={styles.section}>
      {notice && <Banner tone="success">{notice}</Banner>}
      <Tabs selectedKey={tab} onSelectionChange={(key) => select(key as TabKey)}>
        <TabList aria-label={text.tabsLabel}>
          <Tab id="center">{text.tabs.center}</Tab>
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
