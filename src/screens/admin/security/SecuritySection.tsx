import { useEffect, useState } from 'react'
import { securityTabOf, securityTabPath, securityTabs, useMyIp, useSectionActions, type SecurityTab, type SessionSetting } from '../../../hooks'
import { Banner, Tab, TabList, TabPanel, Tabs } from '../../../primitives'
import { preloadWhenIdle } from '../../shared/lazyComponent'
import { LazyPart } from '../LazyPart'
import type { AdminSectionProps } from '../sections'
import { LazyDialogs } from '../team/LazyDialogs'
import type { SecurityDialog } from './SecurityDialogs'
import { SecurityCenterTab } from './SecurityCenterTab'
import { useSecurityMessages } from './securityMessages'
import * as styles from './SecuritySection.css'

const loadDialogs = () => import('./SecurityDialogs')

// The security center shows first; the other tabs (their forms and lists) each load in a chunk of
// their own, when the browser is idle after the center shows or when the tab opens first.
const loadSessionTab = () => import('./SessionTab').then((module) => ({ default: module.SessionTab }))
const loadGeneralTab = () => import('./GeneralSettingsTab').then((module) => ({ default: module.GeneralSettingsTab }))
const loadIpTab = () => import('./IpRestrictionsTab').then((module) => ({ default: module.IpRestrictionsTab }))
const loadDomainTab = () => import('./DomainRestrictionsTab').then((module) => ({ default: module.DomainRestrictionsTab }))
const preloadTabs = () => Promise.all([loadSessionTab(), loadGeneralTab(), loadIpTab(), loadDomainTab()])

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
  useEffect(() => preloadWhenIdle(preloadTabs), [])
  const part = { loading: text.loadingTab, loadFailed: text.tabLoadFailed, retry: text.retry }

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
            <LazyPart load={loadSessionTab} text={part} props={{ appearance: (setting: SessionSetting) => navigation.appearance(`sessionManagement.${setting}`), canWrite, focusSetting }} />
          </TabPanel>
        )}
        {shown.includes('generalSettings') && (
          <TabPanel id="generalSettings">
            <LazyPart load={loadGeneralTab} text={part} props={{ appearance: (field: 'mfa' | 'userLockout' | 'passwordHistory') => navigation.appearance(`generalSettings.${field}`), canWrite, open, done }} />
          </TabPanel>
        )}
        {shown.includes('ipRestrictions') && (
          <TabPanel id="ipRestrictions">
            <LazyPart load={loadIpTab} text={part} props={tabs} />
          </TabPanel>
        )}
        {shown.includes('domainRestrictions') && (
          <TabPanel id="domainRestrictions">
            <LazyPart load={loadDomainTab} text={part} props={tabs} />
          </TabPanel>
        )}
      </Tabs>
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, myIp, onClose: () => setDialog(null), onDone: done, onShowUnenrolled: () => (setDialog(null), select('center')) }} />
    </div>
  )
}
