import { useCallback } from 'react'
import { scim as scimApi, ssoConfigurations as ssoApi, type Client, type ScimConfiguration, type ScimSource, type SsoConfiguration, type SsoConfigurationInput, type SsoDomain, type SsoGroup, type SsoType } from '../../../api'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'

const SSO = ssoApi.SSO_CONFIGURATIONS_PATH
const SCIM = scimApi.SCIM_CONFIGURATIONS_PATH
/** The group mappings and default roles of one connection are cached under their own paths. */
const groupsPath = (id: string) => `${SSO}/${id}/groups`

/** The tenant's SSO connections with their domains (spec/admin.md §3 SSO configuration). */
export function useSsoConfigurations(): Resource<SsoConfiguration[]> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useSsoConfigurations', 'loadSso', SSO, null, ({ client }) => ssoApi.listSsoConfigurations(client))
  return resource
}

/** A change of the SSO area: the call, then the connections list reloads (whether it worked or not). */
function useSsoMutation<Arg, Result>(hookName: string, call: (client: Client, arg: Arg) => Promise<Result>, also: (arg: Arg) => string[] = () => []): ResourceMutation<Arg, Result> {
  const context = useTeamContext(hookName)
  return useTeamMutation(context, 'changeSso', SSO, async (arg: Arg) => {
    try {
      return await call(context.client, arg)
    } finally {
      void context.revalidate(SSO, ...also(arg))
    }
  })
}

/** Creates a connection of a type; it starts disabled (spec/admin.md §3). */
export function useCreateSsoConfiguration(): ResourceMutation<{ type: SsoType }, SsoConfiguration> {
  return useSsoMutation('useCreateSsoConfiguration', (client, input: { type: SsoType }) => ssoApi.createSsoConfiguration(client, input))
}

export function useUpdateSsoConfiguration(): ResourceMutation<SsoConfigurationInput & { id: string }, SsoConfiguration> {
  return useSsoMutation('useUpdateSsoConfiguration', (client, input: SsoConfigurationInput & { id: string }) => ssoApi.updateSsoConfiguration(client, input))
}

/** Reads the IdP's metadata into a connection: a document's text, or a URL the server fetches. */
export type SsoMetadataInput = { id: string; metadata: string } | { id: string; url: string }

export function useSsoMetadata(): ResourceMutation<SsoMetadataInput, SsoConfiguration> {
  return useSsoMutation('useSsoMetadata', (client, input: SsoMetadataInput) =>
    'url' in input ? ssoApi.updateSsoConfigurationByMetadataUrl(client, input) : ssoApi.updateSsoConfigurationByMetadata(client, input),
  )
}

export function useDeleteSsoConfiguration(): ResourceMutation<{ id: string }, unknown> {
  return useSsoMutation('useDeleteSsoConfiguration', (client, input: { id: string }) => ssoApi.deleteSsoConfiguration(client, input))
}

export function useAddSsoDomain(): ResourceMutation<{ id: string; domain: string }, SsoDomain> {
  return useSsoMutation('useAddSsoDomain', (client, input: { id: string; domain: string }) => ssoApi.createSsoDomain(client, input))
}

/** Validates a domain: resolves with it validated, rejects with the server's reason (its TXT record not found). */
export function useValidateSsoDomain(): ResourceMutation<{ id: string; domainId: string }, SsoDomain> {
  return useSsoMutation('useValidateSsoDomain', (client, input: { id: string; domainId: string }) => ssoApi.validateSsoDomain(client, input))
}

export function useDeleteSsoDomain(): ResourceMutation<{ id: string; domainId: string }, unknown> {
  return useSsoMutation('useDeleteSsoDomain', (client, input: { id: string; domainId: string }) => ssoApi.deleteSsoDomain(client, input))
}

/** The IdP group → roles mappings of a connection (spec/admin.md §6). */
export function useSsoGroups(id: string | null): Resource<SsoGroup[]> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useSsoGroups', 'loadSso', id ? groupsPath(id) : '', id, ({ client }, asked) =>
    asked ? ssoApi.getSsoGroups(client, { id: asked }) : Promise.resolve([]),
  )
  return resource
}

export type SsoGroupChange = { id: string; groupId?: string; group: string; roleIds: readonly string[] }

/** Creates a mapping, or updates it when `groupId` is given. */
export function useSaveSsoGroup(): ResourceMutation<SsoGroupChange, SsoGroup> {
  return useSsoMutation(
    'useSaveSsoGroup',
    (client, input: SsoGroupChange) => (input.groupId ? ssoApi.updateSsoGroup(client, { ...input, groupId: input.groupId }) : ssoApi.createSsoGroup(client, input)),
    (input) => [groupsPath(input.id)],
  )
}

export function useDeleteSsoGroup(): ResourceMutation<{ id: string; groupId: string }, unknown> {
  return useSsoMutation('useDeleteSsoGroup', (client, input: { id: string; groupId: string }) => ssoApi.deleteSsoGroup(client, input), (input) => [groupsPath(input.id)])
}

/** Sets the roles every user signing in through the connection gets. */
export function useSetSsoDefaultRoles(): ResourceMutation<{ id: string; roleIds: readonly string[] }, string[]> {
  return useSsoMutation('useSetSsoDefaultRoles', (client, input: { id: string; roleIds: readonly string[] }) => ssoApi.setSsoDefaultRoles(client, input))
}

/** A SCIM connection with how many users it provisioned. */
export type ProvisioningConnection = ScimConfiguration & { readonly userCount: number | null }

/** The tenant's SCIM directories, each with its user count (spec/admin.md §3 Provisioning connection). */
export function useProvisioningConnections(): Resource<ProvisioningConnection[]> {
  const load = useCallback(async ({ client }: { client: Client }) => {
    const connections = await scimApi.listScimConfigurations(client)
    // A count that fails leaves that row's count unknown; the list still shows.
    const counts = await Promise.all(connections.map((connection) => scimApi.countScimUsers(client, connection).catch(() => null)))
    return connections.map((connection, index) => ({ ...connection, userCount: counts[index] ?? null }))
  }, [])
  const { key: _key, context: _context, ...resource } = useTeamResource('useProvisioningConnections', 'loadProvisioning', SCIM, null, load)
  return resource
}

function useScimMutation<Arg, Result>(hookName: string, call: (client: Client, arg: Arg) => Promise<Result>): ResourceMutation<Arg, Result> {
  const context = useTeamContext(hookName)
  return useTeamMutation(context, 'changeProvisioning', SCIM, async (arg: Arg) => {
    try {
      return await call(context.client, arg)
    } finally {
      void context.revalidate(SCIM)
    }
  })
}

/** Creates a SCIM connection; its answer carries the bearer token, which is never shown again. */
export function useCreateProvisioningConnection(): ResourceMutation<{ source: ScimSource; connectionName: string }, ScimConfiguration> {
  return useScimMutation('useCreateProvisioningConnection', (client, input: { source: ScimSource; connectionName: string }) => scimApi.createScimConfiguration(client, input))
}

/** A new bearer token; the old one stops working. */
export function useRegenerateProvisioningToken(): ResourceMutation<{ id: string }, ScimConfiguration> {
  return useScimMutation('useRegenerateProvisioningToken', (client, input: { id: string }) => scimApi.regenerateScimToken(client, input))
}

export function useDeleteProvisioningConnection(): ResourceMutation<{ id: string }, unknown> {
  return useScimMutation('useDeleteProvisioningConnection', (client, input: { id: string }) => scimApi.deleteScimConfiguration(client, input))
}
