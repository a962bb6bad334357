/**
 * Permission keys and the generic gate (spec/admin.md §5, §6; spec/auth.md §5, §6).
 *
 * Keys are dotted (`fe.secure.read.users`) and may hold a wildcard `*` that stands for any run of
 * characters, dots included, the empty run too: `fe.secure.*` covers `fe.secure.read.users` and
 * `fe.secure.write.roles` but not `fe.secureX` nor `fe.secure` (the dot before the `*` is literal).
 * Every other character is literal and matching is case-sensitive (`fe.secure.read.userApiTokens`
 * is camel-cased on purpose). The matcher is a plain character walk, not a RegExp, so nothing a key
 * holds (`.`, `(`, `|`, `\`, `[`...) can act as a regular expression.
 */

/** Something that carries a key: a bare key or a role / permission object as the API sends it. */
export type Keyed = string | { readonly key: string }

/** Whoever a gate looks at: the signed-in user as the profile answer describes them. */
export interface PermissionHolder {
  /** A super user passes every gate (spec/admin.md §6). Only `true` counts. */
  readonly superUser?: boolean
  /** Permission keys held, possibly with wildcards (`fe.secure.*`). */
  readonly permissions?: readonly Keyed[]
  /** Role keys held. Role keys are compared exactly: the spec gives wildcards to permissions only. */
  readonly roles?: readonly Keyed[]
}

/** What a gate asks for: holding any ONE of the listed permission keys or role keys lets through. */
export interface PermissionRequirement {
  readonly permissions?: readonly string[]
  readonly roles?: readonly string[]
}

/**
 * Whether `key` is one of the keys `pattern` stands for. A `*` in the pattern matches any
 * characters; a `*` in the key is just a character (use {@link permissionsOverlap} when both sides
 * may be patterns). Runs in O(key × pattern) at worst, so a hostile pattern cannot stall it.
 */
export function matchPermission(key: string, pattern: string): boolean {
  if (typeof key !== 'string' || typeof pattern !== 'string') return false
  let k = 0
  let p = 0
  let starAt = -1
  let resumeKeyAt = 0
  while (k < key.length) {
    if (pattern[p] === '*') {
      starAt = p++
      resumeKeyAt = k
    } else if (p < pattern.length && pattern[p] === key[k]) {
      p++
      k++
    } else if (starAt !== -1) {
      p = starAt + 1
      k = ++resumeKeyAt
    } else {
      return false
    }
  }
  while (pattern[p] === '*') p++
  return p === pattern.length
}

/**
 * Whether two keys, each possibly holding wildcards, share at least one concrete key. This is how a
 * held key meets a required one: holding `fe.secure.*` satisfies a requirement of
 * `fe.secure.read.users`, and holding `fe.subscriptions.read.plans` satisfies a requirement of
 * `fe.subscriptions.*` (spec/admin.md §2 asks for that one). Without wildcards it is equality.
 */
export function permissionsOverlap(a: string, b: string): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '') return false
  const width = b.length + 1
  const seen = new Set<number>()
  const pending: Array<[number, number]> = [[0, 0]]
  while (pending.length > 0) {
    const [i, j] = pending.pop()!
    const state = i * width + j
    if (seen.has(state)) continue
    seen.add(state)
    if (i === a.length && j === b.length) return true
    const starA = a[i] === '*'
    const starB = b[j] === '*'
    if (starA) {
      pending.push([i + 1, j])
      if (j < b.length) pending.push([i, j + 1])
    }
    if (starB) {
      pending.push([i, j + 1])
      if (i < a.length) pending.push([i + 1, j])
    }
    if (!starA && !starB && i < a.length && j < b.length && a[i] === b[j]) pending.push([i + 1, j + 1])
  }
  return false
}

/** The keys of a list of keys or keyed objects; anything else (null, numbers, empty keys) is dropped. */
export function keysOf(items: readonly Keyed[] | null | undefined): string[] {
  if (!Array.isArray(items)) return []
  const keys: string[] = []
  for (const item of items as readonly unknown[]) {
    const key = typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { key?: unknown }).key : undefined
    if (typeof key === 'string' && key !== '') keys.push(key)
  }
  return keys
}

/** Whether any held permission key (pattern or not) covers any required key (pattern or not). */
export function holdsAnyPermission(held: readonly Keyed[] | null | undefined, required: readonly string[]): boolean {
  const heldKeys = keysOf(held)
  return required.some((need) => heldKeys.some((have) => permissionsOverlap(have, need)))
}

/**
 * spec/admin.md §6 generic gate: a super user passes; anyone else needs at least one of the
 * required permission keys or one of the required role keys. A requirement with no keys at all
 * (absent or empty lists) asks for nothing, so any signed-in user passes; with no user nothing does.
 * Empty-string keys in a requirement are never held, so they cannot open a gate.
 */
export function hasAnyPermission(user: PermissionHolder | null | undefined, requirement: PermissionRequirement = {}): boolean {
  if (!user || typeof user !== 'object') return false
  if (user.superUser === true) return true
  const permissions = Array.isArray(requirement.permissions) ? requirement.permissions : []
  const roles = Array.isArray(requirement.roles) ? requirement.roles : []
  if (permissions.length === 0 && roles.length === 0) return true
  if (holdsAnyPermission(user.permissions, permissions)) return true
  const heldRoles = keysOf(user.roles)
  return roles.some((role) => typeof role === 'string' && role !== '' && heldRoles.includes(role))
}
