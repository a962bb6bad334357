// The docs site's sidebar as a reader meets it: the rules Storybook's story index must keep, so that
// the sidebar reads as the product (Introduction first, a page opening every group, the admin
// sections in the portal's order, the kit's own checks last) and not as the source tree.
import type { SectionId } from '../src/hooks/admin/navigation'

/** What this file reads of an entry of Storybook's index (`storybook index`, in sidebar order). */
export interface IndexEntry {
  readonly id: string
  readonly title: string
  readonly name: string
  readonly type: 'docs' | 'story'
}

/** The sidebar's top-level groups, in order. */
export const SIDEBAR_GROUPS = [
  'Introduction', 'Getting started', 'Sign-in', 'Account pages', 'Admin portal', 'Hooks', 'Primitives', 'Theme', 'Guides', 'Reference', 'Internals',
] as const

/** Each admin section's group under "Admin portal", by the section the portal shows it as. */
export const SECTION_GROUPS: Partial<Record<SectionId, string>> = {
  profile: 'Profile',
  privacy: 'Privacy',
  personalApiTokens: 'Personal API tokens',
  account: 'Account settings',
  users: 'Users',
  groups: 'Groups',
  security: 'Security',
  sso: 'SSO',
  audits: 'Audit logs',
  webhooks: 'Connectivity',
  apiTokens: 'API tokens',
  roles: 'Roles',
  subscriptions: 'Billing',
  allAccounts: 'All accounts',
  provisioning: 'Provisioning',
  applications: 'Applications',
  reports: 'Reports',
}

/** The groups whose names are the kit's export names, where a component's name is the right title. */
const NAMED_BY_EXPORTS = new Set(['Primitives', 'Hooks'])

const firstInOrder = <T,>(items: readonly T[]): T[] => [...new Set(items)]

/**
 * What is wrong with a sidebar, one sentence per problem: [] when it reads as the product.
 * `sectionOrder` is the portal's navigation order (section ids); `shipped`, the sections with a screen.
 */
export function sidebarProblems(entries: readonly IndexEntry[], sectionOrder: readonly SectionId[], shipped: ReadonlySet<SectionId>): string[] {
  const problems: string[] = []
  if (entries[0]?.id !== 'introduction--docs') problems.push(`The site opens on ${entries[0]?.id ?? 'nothing'}, not on the Introduction`)

  const groups = firstInOrder(entries.map((entry) => entry.title.split('/')[0]!))
  const unknown = groups.filter((group) => !(SIDEBAR_GROUPS as readonly string[]).includes(group))
  if (unknown.length > 0) problems.push(`Top-level groups outside the docs site's: ${unknown.join(', ')}`)
  const expected = SIDEBAR_GROUPS.filter((group) => groups.includes(group))
  if (groups.join('|') !== expected.join('|')) problems.push(`Top-level groups in the order ${groups.join(', ')}; expected ${expected.join(', ')}`)
  for (const group of SIDEBAR_GROUPS) if (!groups.includes(group)) problems.push(`No group ${group}`)

  // Every group but the kit's own checks opens on a page: its first entry is docs.
  for (const group of groups.filter((name) => name !== 'Internals')) {
    const first = entries.find((entry) => entry.title.split('/')[0] === group)
    if (first?.type !== 'docs') problems.push(`${group} opens on the story ${first?.id}, not on a docs page`)
  }

  // The admin portal: the portal, then a group per shipped section, in the navigation's order, each opening on a page.
  const portal = entries.filter((entry) => entry.title.startsWith('Admin portal/'))
  const sections = firstInOrder(portal.map((entry) => entry.title.split('/')[1]!))
  const wanted = ['Portal', ...sectionOrder.filter((id) => shipped.has(id)).map((id) => SECTION_GROUPS[id] ?? id)]
  if (sections.join('|') !== wanted.join('|')) problems.push(`Admin portal groups in the order ${sections.join(', ')}; the portal's is ${wanted.join(', ')}`)
  for (const section of sections) {
    const first = portal.find((entry) => entry.title.split('/')[1] === section)
    if (first?.type !== 'docs') problems.push(`Admin portal/${section} opens on the story ${first?.id}, not on a docs page`)
  }

  // Names a reader reads, not the source's: no CamelCase title outside the groups named by exports.
  for (const title of firstInOrder(entries.map((entry) => entry.title))) {
    const [group, ...rest] = title.split('/')
    if (NAMED_BY_EXPORTS.has(group!)) continue
    const camel = rest.find((segment) => /[a-z][A-Z]/.test(segment))
    if (camel) problems.push(`${title}: "${camel}" is a source name, not a reader's`)
  }
  return problems
}

/** The links of the docs pages to an entry of the site (`?path=/docs/<id>`, `?path=/story/<id>`) that no entry answers, as "file: id". */
export function deadLinks(pages: ReadonlyMap<string, string>, ids: ReadonlySet<string>): string[] {
  const dead: string[] = []
  for (const [file, text] of pages) {
    for (const match of text.matchAll(/\?path=\/(?:docs|story)\/([a-z0-9-]+)/g)) if (!ids.has(match[1]!)) dead.push(`${file}: ${match[1]}`)
  }
  return dead
}
