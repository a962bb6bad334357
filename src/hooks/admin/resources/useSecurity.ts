import { restrictions, security, sessions, users as usersApi, type Client, type SessionConfiguration, type UserPreset, type UsersPage } from '../../../api'
import { locksOut, type IpRules } from '../../../api/ipRules'
import { useGatehouse } from '../../session/GatehouseProvider'
import { afterSecuritySave } from './security'
import { loadIpRules } from './useImpact'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'

/** spec/admin.md §9: the security center's tables show 10 users a page; inactive means no login for 90 days. */
export const SECURITY_USERS_PAGE_SIZE = 10
export const INACTIVE_SECONDS = 7_776_000

// The security center's answers, loaded again after a policy save under the major-version flag (spec/admin.md §4).
const loadRecommendations = ({ client }: { client: Client }) => security.getRecommendations(client)
const loadInsights = ({ client }: { client: Client }) => security.getInsights(client)

function useSecurityResource<T>(hookName: string, path: string, load: (client: Client) => Promise<T>): Resource<T> {
  const { key: _key, context: _context, ...resource } = useTeamResource(hookName, 'loadSecurity', path, {}, ({ client }) => load(client))
  return resource
}

/**
 * A save of the security section: reloads what it changed, and the security center as
 * afterSecuritySave says (fetched whether or not the center is on screen), without waiting for them.
 */
function useSecuritySave<Arg, Result>(
  hookName: string,
  paths: readonly string[],
  call: (client: Client, arg: Arg) => Promise<Result>,
  options: { fromCenter?: boolean } = {},
): ResourceMutation<Arg, Result> {
  const context = useTeamContext(hookName)
  const { flags } = useGatehouse(hookName)
  return useTeamMutation(context, 'saveSecurity', paths[0]!, async (arg: Arg) => {
    try {
      return await call(context.client, arg)
    } finally {
      const reload = afterSecuritySave(paths, [usersApi.USERS_V3_PATH], { flags, fromCenter: options.fromCenter })
      void context.revalidate(...reload.revalidate)
      if (reload.reloadCenter) {
        void context.reload('loadSecurity', security.RECOMMENDATIONS_PATH, {}, loadRecommendations)
        void context.reload('loadSecurity', security.INSIGHTS_PATH, {}, loadInsights)
      }
    }
  })
}

export const useMfaPolicy = () => useSecurityResource('useMfaPolicy', security.MFA_POLICY_PATH, (client) => security.getMfaPolicy(client))
export const useLockoutPolicy = () => useSecurityResource('useLockoutPolicy', security.LOCKOUT_POLICY_PATH, (client) => security.getLockoutPolicy(client))
export const usePasswordHistoryPolicy = () => useSecurityResource('usePasswordHistoryPolicy', security.PASSWORD_HISTORY_POLICY_PATH, (client) => security.getPasswordHistoryPolicy(client))
/** The vendor's password history, shown when the tenant may not override it. */
export const useVendorPasswordHistoryPolicy = () =>
  useSecurityResource('useVendorPasswordHistoryPolicy', `${security.PASSWORD_HISTORY_POLICY_PATH}/vendor`, (client) => security.getVendorPasswordHistoryPolicy(client))
export const useCaptchaPolicy = () => useSecurityResource('useCaptchaPolicy', security.CAPTCHA_POLICY_PATH, (client) => security.getCaptchaPolicy(client))
export const useGlobalSecurityPolicy = () => useSecurityResource('useGlobalSecurityPolicy', security.GLOBAL_POLICY_PATH, (client) => security.getGlobalPolicy(client))
export const useSessionConfiguration = () => useSecurityResource('useSessionConfiguration', security.SESSION_CONFIGURATION_PATH, (client) => security.getSessionConfiguration(client))

export const useSaveMfaPolicy = () => useSecuritySave('useSaveMfaPolicy', [security.MFA_POLICY_PATH], (client, input: security.MfaPolicy) => security.saveMfaPolicy(client, input))
export const useSaveLockoutPolicy = () => useSecuritySave('useSaveLockoutPolicy', [security.LOCKOUT_POLICY_PATH], (client, input: security.LockoutPolicy) => security.saveLockoutPolicy(client, input))
export const useSavePasswordHistoryPolicy = () =>
  useSecuritySave('useSavePasswordHistoryPolicy', [security.PASSWORD_HISTORY_POLICY_PATH], (client, input: security.PasswordHistoryPolicy) => security.savePasswordHistoryPolicy(client, input))
export const useSaveSessionConfiguration = () =>
  useSecuritySave('useSaveSessionConfiguration', [security.SESSION_CONFIGURATION_PATH], (client, input: SessionConfiguration) => security.saveSessionConfiguration(client, input))

/** The security center: the score with its recommendations, and the insights. */
export interface SecurityCenter {
  readonly recommendations: Resource<security.Recommendations>
  readonly insights: Resource<security.Insight[]>
}

export function useSecurityCenter(): SecurityCenter {
  return {
    recommendations: useSecurityResource('useSecurityCenter', security.RECOMMENDATIONS_PATH, (client) => loadRecommendations({ client })),
    insights: useSecurityResource('useSecurityCenter', security.INSIGHTS_PATH, (client) => loadInsights({ client })),
  }
}

/** One page of a security center table: the users a preset picks (spec/admin.md §3 presets, §9 page size 10). */
export function useSecurityUsers(preset: UserPreset, pageOffset: number): Resource<UsersPage> {
  const query = { preset, pageOffset, pageSize: SECURITY_USERS_PAGE_SIZE, ...(preset === 'inactive' ? { maxInactiveSeconds: INACTIVE_SECONDS } : {}) }
  const { key: _key, context: _context, ...resource } = useTeamResource('useSecurityUsers', 'loadUsers', usersApi.USERS_V3_PATH, query, ({ client }, asked) => usersApi.listUsersV3(client, asked), {
    keepPreviousData: true,
  })
  return resource
}

/** Emails every user with a breached password a reset link. */
export const useResetBreachedPasswords = () => useSecuritySave('useResetBreachedPasswords', [security.BREACHED_PASSWORDS_RESET_PATH], (client) => security.sendBreachedPasswordResets(client), { fromCenter: true })

/** The address the API sees the admin at (their current session). */
export const useMyIp = () => useSecurityResource('useMyIp', `${sessions.MY_SESSIONS_PATH}/current`, async (client) => (await sessions.getMyCurrentSession(client)).ipAddress)

const IP_PATHS = [restrictions.IP_RESTRICTIONS_PATH, restrictions.IP_RESTRICTIONS_CONFIG_PATH, `${restrictions.IP_RESTRICTIONS_PATH}/verify`]
const DOMAIN_PATHS = [restrictions.DOMAIN_RESTRICTIONS_PATH, restrictions.DOMAIN_RESTRICTIONS_CONFIG_PATH]

/** One page of the IP restrictions (spec/admin.md §9: 4 a page in the table, filtered to allow by default). */
export function useIpRestrictions(query: restrictions.IpRestrictionsQuery): Resource<restrictions.IpRestrictionsPage> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useIpRestrictions', 'loadSecurity', restrictions.IP_RESTRICTIONS_PATH, query, ({ client }, asked) => restrictions.listIpRestrictions(client, asked), {
    keepPreviousData: true,
  })
  return resource
}
export const useIpRestrictionsConfig = () => useSecurityResource('useIpRestrictionsConfig', restrictions.IP_RESTRICTIONS_CONFIG_PATH, (client) => restrictions.getIpRestrictionsConfig(client))
/** Whether the admin's own IP may sign in under the current rules; loaded again after every IP change (spec/admin.md §4). */
export const useMyIpVerdict = () => useSecurityResource('useMyIpVerdict', `${restrictions.IP_RESTRICTIONS_PATH}/verify`, (client) => restrictions.testCurrentIp(client))

export const useSaveIpRestriction = () => useSecuritySave('useSaveIpRestriction', IP_PATHS, (client, input: restrictions.IpRestrictionInput) => restrictions.saveIpRestriction(client, input))
export const useBulkSaveIpRestrictions = () => useSecuritySave('useBulkSaveIpRestrictions', IP_PATHS, (client, ips: readonly restrictions.IpRestrictionInput[]) => restrictions.bulkSaveIpRestrictions(client, { ips }))
export const useDeleteIpRestriction = () => useSecuritySave('useDeleteIpRestriction', IP_PATHS, (client, id: string) => restrictions.deleteIpRestriction(client, { id }))
export const useSaveIpRestrictionsConfig = () => useSecuritySave('useSaveIpRestrictionsConfig', IP_PATHS, (client, input: restrictions.IpRestrictionsConfig) => restrictions.saveIpRestrictionsConfig(client, input))

/** spec/admin.md §4, §9: adds the admin's own address as an allow entry described "My IP", then turns the restrictions on. */
export const MY_IP_DESCRIPTION = 'My IP'
export const useAddMyIp = () =>
  useSecuritySave('useAddMyIp', IP_PATHS, async (client, input: { ip: string; strategy: restrictions.RestrictionStrategy }) => {
    await restrictions.saveIpRestriction(client, { ip: input.ip, isActive: true, strategy: 'ALLOW', description: MY_IP_DESCRIPTION })
    await restrictions.saveIpRestrictionsConfig(client, { isActive: true, strategy: input.strategy })
  })

export const useDomainRestrictions = () => useSecurityResource('useDomainRestrictions', restrictions.DOMAIN_RESTRICTIONS_PATH, (client) => restrictions.listDomainRestrictions(client))
export const useDomainRestrictionsConfig = () =>
  useSecurityResource('useDomainRestrictionsConfig', restrictions.DOMAIN_RESTRICTIONS_CONFIG_PATH, (client) => restrictions.getDomainRestrictionsConfig(client))
export const useCreateDomainRestriction = () =>
  useSecuritySave('useCreateDomainRestriction', DOMAIN_PATHS, (client, input: { domain: string; type: restrictions.RestrictionStrategy }) => restrictions.createDomainRestriction(client, input))
export const useDeleteDomainRestriction = () => useSecuritySave('useDeleteDomainRestriction', DOMAIN_PATHS, (client, id: string) => restrictions.deleteDomainRestriction(client, { id }))
export const useSaveDomainRestrictionsConfig = () =>
  useSecuritySave('useSaveDomainRestrictionsConfig', DOMAIN_PATHS, (client, input: restrictions.DomainRestrictionsConfig) => restrictions.saveDomainRestrictionsConfig(client, input))

/**
 * spec/admin.md §4 lock-out warning: whether a change to the IP rules would keep the admin's own
 * address out. Loads the config and every entry as the server has them now, applies `change`, and
 * asks `locksOut` (pure). An unknown address warns of nothing.
 */
export function useIpLockOutCheck(myIp: string | null): (change: (rules: IpRules) => IpRules) => Promise<boolean> {
  const context = useTeamContext('useIpLockOutCheck')
  return async (change) => {
    if (myIp === null) return false
    const before = await loadIpRules(context.client)
    return locksOut(myIp, before, change(before))
  }
}
