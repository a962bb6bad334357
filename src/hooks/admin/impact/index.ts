// What a risky change does before it is saved, worked out from data the portal loads: pure functions.
export { mfaEnforcementImpact, tightensMfa, personLabel, NAMED_PEOPLE, type MfaEnforcementImpact, type UnenrolledPeople, type ImpactPerson } from './mfaImpact'
export { ipRulesImpact, keepsNobodyOut, signInsFromAudits, SIGN_IN_WINDOW_MS, SIGN_IN_ACTION, type IpImpact, type BlockedPerson, type RecentSignIn } from './ipImpact'
export { domainRulesImpact, domainRefused, emailDomain, type DomainRules, type DomainImpact } from './domainImpact'
export { accessChangeImpact, changesNobody, groupRolesChangePermissions, heldPermissionKeys, permissionsOfRoles, withRolePermissions, withGroupRoles, withPersonRoles, withoutRole, withoutGroup, groupDeleteImpact, roleDeleteImpact, personDeleteImpact, type AccessWorld, type AccessImpact, type AccessPermission, type PermissionChange, samePeople, type SharedChange, type GroupDeleteImpact, type RoleDeleteImpact, type PersonDeleteImpact } from './accessImpact'
export { sessionSettingImpact, sessionMeaning, sessionChange, ownSessionsEnding, type SessionValue, type SessionMeaning, type SessionChange, type SessionImpact, type OwnSession, type OwnSessionsImpact } from './sessionImpact'
export { ssoDeleteImpact, subAccountDeleteImpact, SSO_PROVIDER, type SsoDeleteImpact, type SsoImpactPerson, type SsoConnectionDomains, type SubAccountDeleteImpact, type SubtreeData, type SubtreeAccount, type SubtreeUser } from './deleteImpact'
export { changedIds } from './changedIds'
