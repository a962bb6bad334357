import type { Client } from '../../../api'

/**
 * Whose answers a cache entry holds: one client, one signed-in user, one tenant. Two providers on a
 * page (or two stories in a row) never share answers, and a tenant switch never shows the old
 * tenant's users.
 */
export type ResourceScope = readonly [clientId: number, userId: string, tenantId: string | null]

/** An SWR key: the api module's path, what was asked of it, and whose answer it is. */
export type ResourceKey<P = unknown> = readonly [path: string, params: P, ...scope: ResourceScope]

const clientIds = new WeakMap<Client, number>()
let lastClientId = 0

/** A small number standing for one client object (keys stay serialisable). */
export function clientScope(client: Client): number {
  let id = clientIds.get(client)
  if (id === undefined) {
    id = ++lastClientId
    clientIds.set(client, id)
  }
  return id
}

/** The scope of a signed-in user's answers, or null when nobody is signed in (nothing loads then). */
export function resourceScope(client: Client, user: { id: string; tenantId?: string | null } | null | undefined): ResourceScope | null {
  return user ? [clientScope(client), user.id, user.tenantId ?? null] : null
}

/** The key of `path` asked with `params` in `scope`; null (SWR: do not load) without a scope. */
export function resourceKey<P>(path: string, params: P, scope: ResourceScope | null): ResourceKey<P> | null {
  return scope ? [path, params, ...scope] : null
}

/** Whether a cache key belongs to one of `paths` in `scope` (for revalidating every page of a list). */
export function isResourceKey(key: unknown, paths: readonly string[], scope: ResourceScope | null): key is ResourceKey {
  if (!scope || !Array.isArray(key) || key.length !== 2 + scope.length) return false
  return paths.includes(key[0]) && scope.every((part, index) => key[2 + index] === part)
}

/**
 * Whether a cache key holds the answers of the user `scope` names: those of their tenant (the key ends
 * with the scope) and those that are theirs whatever the tenant (ending with client and user: their
 * tenants list). Signing out drops both; another tenant's answers of the same user end with that tenant.
 */
export function isUserKey(key: unknown, scope: ResourceScope): boolean {
  if (!Array.isArray(key)) return false
  const endsWith = (tail: readonly unknown[]) => key.length > tail.length && tail.every((part, index) => key[key.length - tail.length + index] === part)
  return endsWith(scope) || endsWith(scope.slice(0, 2))
}
