import { AdminPortal, type AdminPortalProps, type AdminSectionRegistry } from '../../src/screens/admin'

/**
 * Story fixtures: stand-in screens for six sections, each its own lazily loaded chunk. The kit
 * ships no screen for them yet; these only show which section the portal rendered.
 */
export const DEMO_SECTIONS: AdminSectionRegistry = {
  profile: () => import('./demo/ProfileDemo'),
  users: () => import('./demo/UsersDemo'),
  audits: () => import('./demo/AuditsDemo'),
  webhooks: () => import('./demo/WebhooksDemo'),
  roles: () => import('./demo/RolesDemo'),
  usage: () => import('./demo/UsageDemo'),
}

/** The host's navigation metadata in these stories: webhooks and roles by permission, usage for everyone (its flag still applies). */
export const DEMO_VISIBILITY = { webhooks: 'byPermissions', roles: 'byPermissions', usage: 'always' } as const

/** Where the stories' host mounts the portal. */
export const ADMIN_BASE = '/admin'

/** A StoryApp `mount` with the portal under `basePath`, the demo sections and visibility unless given. */
export function portalMount(props: Partial<AdminPortalProps> = {}) {
  const basePath = props.basePath ?? ADMIN_BASE
  return { path: basePath.replace(/\/+$/, ''), render: () => <AdminPortal sections={DEMO_SECTIONS} visibility={DEMO_VISIBILITY} {...props} basePath={basePath} /> }
}
