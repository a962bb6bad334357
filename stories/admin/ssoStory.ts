/** The SSO and provisioning sections in the portal, as a host shows them to admins who hold their keys. */
export const SSO_VISIBILITY = { sso: 'byPermissions', provisioning: 'byPermissions', roles: 'byPermissions' } as const
