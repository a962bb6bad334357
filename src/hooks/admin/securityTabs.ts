import { PAGE_FIELDS, type TabAppearance } from './appearance'

/** The security section's tabs (spec/admin.md §2 security): the center, then the four the host may hide. */
export const SECURITY_TABS = ['center', ...PAGE_FIELDS.security.names] as const
export type SecurityTab = (typeof SECURITY_TABS)[number]
/** The tabs a host's field appearance may hide (`security.ipRestrictions: 'hidden'`). */
export type ConfigurableSecurityTab = Exclude<SecurityTab, 'center'>

/** Each tab's deep link below the section (/security/ip-restrictions): kebab-case words a person reads, not the ids. */
const SECURITY_TAB_PATHS: Record<SecurityTab, string> = {
  center: 'center',
  sessionManagement: 'sessions',
  generalSettings: 'general',
  ipRestrictions: 'ip-restrictions',
  domainRestrictions: 'email-domains',
}

/** The tabs shown, in order: the center always, then each configurable tab the host did not hide. */
export function securityTabs(appearance: (tab: ConfigurableSecurityTab) => TabAppearance): SecurityTab[] {
  return SECURITY_TABS.filter((tab) => tab === 'center' || appearance(tab) !== 'hidden')
}

/** The tab a deep link opens ('/ip-restrictions' → ipRestrictions); the first shown tab for '', an unknown or a hidden one. */
export function securityTabOf(subPath: string, shown: readonly SecurityTab[]): SecurityTab {
  const wanted = subPath.replace(/^\/+/, '').split('/')[0]
  return shown.find((tab) => SECURITY_TAB_PATHS[tab] === wanted) ?? shown[0] ?? 'center'
}

/** The path below the section that opens a tab (the inverse of securityTabOf): '/sessions'. */
export function securityTabPath(tab: SecurityTab): string {
  return `/${SECURITY_TAB_PATHS[tab]}`
}
