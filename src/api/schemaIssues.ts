// What a malformed answer's check found, kept for the error: read only when an answer fails its
// schema, so it loads then (client.ts), not with every page.
/**
 * What a schema says is wrong with an answer, as Standard Schema reports it (`~standard.validate`);
 * valibot's issues also name their kind, type and what was expected.
 */
export interface SchemaIssue {
  readonly message: string
  readonly path?: readonly (PropertyKey | { readonly key: unknown })[] | undefined
  readonly kind?: string
  readonly type?: string
  readonly expected?: string | null
}

/** Where and what a malformed answer failed, without the values valibot quotes (input, received, message): a secret must not ride on the error. */
export function issuesWithoutValues(issues: readonly SchemaIssue[]): { kind: string; type: string; expected: string | null; path: string | null }[] {
  return issues.map((issue) => ({ kind: issue.kind ?? 'schema', type: issue.type ?? 'unknown', expected: issue.expected ?? null, path: dotPath(issue.path) }))
}

/** `user.roles.0.key`, as valibot's getDotPath gives it: null without a path or with a key that is not a string or a number. */
function dotPath(path: SchemaIssue['path']): string | null {
  if (!path?.length) return null
  const keys: unknown[] = path.map((item) => (typeof item === 'object' && item !== null ? item.key : item))
  return keys.every((key) => typeof key === 'string' || typeof key === 'number') ? keys.join('.') : null
}
