/**
 * spec/admin.md §3 group relations: what a group answer carries besides itself. A module of its own
 * because the fixtures validate the query with it, and `groups.ts` is built into the admin portal's
 * shared file (dist/admin/resources.js, with SWR), which the fixtures must not reach.
 */
export const GROUP_RELATIONS = ['roles', 'users', 'rolesAndUsers'] as const
export type GroupRelations = (typeof GROUP_RELATIONS)[number]
