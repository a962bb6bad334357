import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/admin.md §7 sessions: the signed-in user's own. */
export const MY_SESSIONS_PATH = '/identity/resources/users/sessions/v1/me'

/** spec/admin.md §3 Session. */
export const SessionSchema = v.looseObject({
  id: v.string(),
  userAgent: v.optional(v.nullable(v.string()), null),
  createdAt: v.string(),
  ipAddress: v.optional(v.nullable(v.string()), null),
  current: v.optional(v.boolean(), false),
})
export type Session = v.InferOutput<typeof SessionSchema>

export const SessionsSchema = v.array(SessionSchema)

/** getCurrentUserSessions. */
export function getMySessions(client: Client, options: CallOptions = {}): Promise<Session[]> {
  return client.request(MY_SESSIONS_PATH, { schema: SessionsSchema, ...options })
}

/** getCurrentUserSession: the session this page's token stands for. */
export function getMyCurrentSession(client: Client, options: CallOptions = {}): Promise<Session> {
  return client.request(`${MY_SESSIONS_PATH}/current`, { schema: SessionSchema, ...options })
}

/** deleteSessionForUser: revokes one session; its refresh stops working. */
export function revokeMySession(client: Client, { id }: { id: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${MY_SESSIONS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: EmptySchema, ...options })
}

/** deleteAllSessionsForUser: revokes every session but the current one. */
export function revokeMyOtherSessions(client: Client, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${MY_SESSIONS_PATH}/all`, { method: 'DELETE', schema: EmptySchema, ...options })
}
