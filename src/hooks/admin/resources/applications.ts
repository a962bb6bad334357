import type { Application, ApplicationUsers, TenantApplications } from '../../../api'

/** spec/admin.md §3 Application as the team area shows it: who may use it in the tenant. */
export interface TeamApplication extends Application {
  /** spec/admin.md §4: free-access applications are available to every user without assignment. */
  readonly isFreeAccess: boolean
  /** Users assigned a managed application; empty for free-access ones (everyone may use them). */
  readonly userIds: readonly string[]
}

/** The ids of the applications assigned to `tenantId`. */
export function applicationIdsOfTenant(assignments: TenantApplications, tenantId: string | null | undefined): string[] {
  return assignments.find((entry) => entry.tenantId === tenantId)?.appIds ?? []
}

/**
 * The tenant's applications with their users: those assigned to the tenant, in the order of
 * `applications`, each managed one with the users assigned to it. An application without an access
 * type counts as managed.
 */
export function tenantApplications(
  applications: readonly Application[],
  assignments: TenantApplications,
  users: ApplicationUsers,
  tenantId: string | null | undefined,
): TeamApplication[] {
  const ids = applicationIdsOfTenant(assignments, tenantId)
  return applications
    .filter((app) => ids.includes(app.id))
    .map((app) => {
      const isFreeAccess = app.accessType === 'FREE_ACCESS'
      return { ...app, isFreeAccess, userIds: isFreeAccess ? [] : (users.find((entry) => entry.appId === app.id)?.userIds ?? []) }
    })
}

/** The managed applications that need an assignment call (free-access ones never do). */
export function managedApplicationIds(applications: readonly TeamApplication[]): string[] {
  return applications.filter((app) => !app.isFreeAccess).map((app) => app.id)
}

/** Whether a user may use an application: free access, or assigned. */
export function canUseApplication(app: TeamApplication, userId: string): boolean {
  return app.isFreeAccess || app.userIds.includes(userId)
}

/** The applications a user may use. */
export function applicationsOfUser(applications: readonly TeamApplication[], userId: string): TeamApplication[] {
  return applications.filter((app) => canUseApplication(app, userId))
}

/** Someone who may be given an application: a member of the tenant as the users list has them. */
export interface ApplicationMember {
  readonly id: string
  readonly name?: string | null
  readonly email?: string | null
}

/** What a member is called in the applications section: their name, else their email, else their id. */
export const memberLabel = (member: ApplicationMember): string => member.name || member.email || member.id

/** What an application is called: its name, or its id when it has none. */
export const applicationName = (app: Pick<TeamApplication, 'id' | 'name'>): string => app.name || app.id

/**
 * A managed application's assigned users as the section lists them: each assigned id with the
 * member it is (an id the users list does not have stays, shown by its id), in assignment order.
 */
export function assignedMembers(app: TeamApplication, members: readonly ApplicationMember[]): ApplicationMember[] {
  if (app.isFreeAccess) return []
  return app.userIds.map((id) => members.find((member) => member.id === id) ?? { id })
}

/** The members who could still be given a managed application (none for a free-access one: everyone has it). */
export function assignableMembers(app: TeamApplication, members: readonly ApplicationMember[]): ApplicationMember[] {
  if (app.isFreeAccess) return []
  return members.filter((member) => !app.userIds.includes(member.id))
}
