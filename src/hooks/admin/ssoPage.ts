/** A connection's tabs in the SSO section (spec/admin.md §4): its identity provider, domains and authorization. */
export const SSO_CONNECTION_TABS = ['idp', 'domains', 'authorization'] as const
export type SsoConnectionTab = (typeof SSO_CONNECTION_TABS)[number]

/** Each tab's deep link after the connection's id (/sso/{id}/identity-provider). */
const SSO_TAB_PATHS: Record<SsoConnectionTab, string> = { idp: 'identity-provider', domains: 'domains', authorization: 'authorization' }

/** What the SSO section shows: its list of connections, or one connection open on a tab below the list. */
export type SsoPage = { readonly kind: 'list' } | { readonly kind: 'connection'; readonly connectionId: string; readonly tab: SsoConnectionTab }

/** A link to a page; a connection without a tab opens on its first one. */
export type SsoPageLink = { readonly kind: 'list' } | { readonly kind: 'connection'; readonly connectionId: string; readonly tab?: SsoConnectionTab }

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part)
  } catch {
    return ''
  }
}

/** The page a path below the section opens: '' the list, '/{id}' a connection on its first tab, '/{id}/domains' on that tab (an unknown tab: the first). */
export function ssoPage(subPath: string): SsoPage {
  const [id, tab] = subPath.split('/').filter(Boolean).map(decoded)
  if (!id) return { kind: 'list' }
  return { kind: 'connection', connectionId: id, tab: SSO_CONNECTION_TABS.find((key) => SSO_TAB_PATHS[key] === tab) ?? SSO_CONNECTION_TABS[0] }
}

/** The path below the section of a page (the inverse of ssoPage). */
export function ssoPath(page: SsoPageLink): string {
  if (page.kind === 'list') return ''
  const id = `/${encodeURIComponent(page.connectionId)}`
  return page.tab ? `${id}/${SSO_TAB_PATHS[page.tab]}` : id
}
