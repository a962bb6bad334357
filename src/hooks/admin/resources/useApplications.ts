import { applications as applicationsApi } from '../../../api'
import { applicationIdsOfTenant, tenantApplications, type TeamApplication } from './applications'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'

/**
 * The applications of the signed-in user's tenant with who may use them (spec/admin.md §3, §4):
 * free-access ones are everyone's; managed ones list their assigned users.
 */
export function useApplications(): Resource<TeamApplication[]> {
  const { key: _key, context: _context, ...resource } = useTeamResource(
    'useApplications',
    'loadApplications',
    applicationsApi.APPLICATIONS_PATH,
    { scope: 'tenant' as const },
    async ({ client, tenantId }) => {
      const [apps, assignments] = await Promise.all([applicationsApi.listApplications(client), applicationsApi.getTenantApplications(client)])
      const ids = applicationIdsOfTenant(assignments, tenantId)
      const managed = apps.filter((app) => ids.includes(app.id) && app.accessType !== 'FREE_ACCESS').map((app) => app.id)
      const users = managed.length > 0 ? await applicationsApi.getApplicationsUsers(client, { appIds: managed }) : []
      return tenantApplications(apps, assignments, users, tenantId)
    },
  )
  return resource
}

/** The ids of the managed applications one user is assigned. */
export function useUserApplications(userId: string | null | undefined): Resource<string[]> {
  const { key: _key, context: _context, ...resource } = useTeamResource(
    'useUserApplications',
    'loadApplications',
    applicationsApi.APPLICATION_USERS_PATH,
    { userId: userId ?? '' },
    ({ client }, params) => (params.userId ? applicationsApi.getUserApplicationIds(client, params) : Promise.resolve([])),
  )
  return resource
}

export interface ApplicationsChange {
  userId: string
  /** Managed applications only: free-access ones need no assignment. */
  appIds: readonly string[]
}

function useApplicationsChange(hookName: string, assign: boolean): ResourceMutation<ApplicationsChange, unknown> {
  const context = useTeamContext(hookName)
  return useTeamMutation(context, 'changeApplications', applicationsApi.APPLICATION_USERS_PATH, async ({ userId, appIds }: ApplicationsChange) => {
    const input = { userId, appIds, tenantId: context.tenantId ?? '' }
    try {
      return await (assign ? applicationsApi.assignUserToApplications(context.client, input) : applicationsApi.unassignUserFromApplications(context.client, input))
    } finally {
      void context.revalidate(applicationsApi.APPLICATIONS_PATH, applicationsApi.APPLICATION_USERS_PATH)
    }
  })
}

/** Gives a user managed applications in the signed-in user's tenant. */
export function useAssignApplications(): ResourceMutation<ApplicationsChange, unknown> {
  return useApplicationsChange('useAssignApplications', true)
}

/** Takes managed applications from a user in the signed-in user's tenant. */
export function useUnassignApplications(): ResourceMutation<ApplicationsChange, unknown> {
  return useApplicationsChange('useUnassignApplications', false)
}
