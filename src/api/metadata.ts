import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { ApiError } from './errors'
import { METADATA_PATH } from './audits'

/**
 * The vendor's metadata of an entity (spec/admin.md §7 "metadata get and update (entityName
 * adminBox; payload list of actions with type, path, payload)"; reference/endpoints.json getMetadata,
 * updateAdminBoxMetadata). The tenant's custom login box lives in the adminBox row's configuration,
 * under `loginBox`.
 */
export { METADATA_PATH }
export const ADMIN_BOX_METADATA_PATH = `${METADATA_PATH}/admin-box`
export const ADMIN_BOX_ENTITY = 'adminBox'
/** spec/admin.md §8: a lookup that finds no row fails with these words. */
export const METADATA_NOT_FOUND = 'metadata not found'

const text = v.optional(v.nullable(v.string()))

/** The custom login box as saved: logo (an https or image data URL), colours, texts, social buttons shown, GTM container. */
export const LoginBoxConfigurationSchema = v.looseObject({
  logo: text,
  palette: v.optional(v.nullable(v.looseObject({ primary: text, background: text }))),
  texts: v.optional(v.nullable(v.looseObject({ title: text, subtitle: text, submit: text }))),
  /** The social providers whose buttons show, by type (`google`, `github` …). */
  socialLogins: v.optional(v.nullable(v.array(v.string()))),
  gtmContainerId: text,
})
export type LoginBoxConfiguration = v.InferOutput<typeof LoginBoxConfigurationSchema>

/** One metadata row: its entity and its configuration. */
export const MetadataRowSchema = v.looseObject({
  entityName: v.string(),
  configuration: v.optional(v.nullable(v.looseObject({ loginBox: v.optional(v.nullable(LoginBoxConfigurationSchema)) }))),
})
export type MetadataRow = v.InferOutput<typeof MetadataRowSchema>

/** The lookup's answer: the rows of the entity (one, or none before anything was saved). */
export const MetadataRowsSchema = v.looseObject({ rows: v.array(MetadataRowSchema) })

/** The actions an update is made of: set a value at a dotted path, or remove it (the default applies again). */
export const METADATA_ACTION_TYPES = ['set', 'remove'] as const
export type MetadataActionType = (typeof METADATA_ACTION_TYPES)[number]

/** One change of the metadata: `{ type: 'set', path: 'loginBox.palette.primary', payload: '#0b6e4f' }`. */
export interface MetadataAction {
  readonly type: MetadataActionType
  /** Dotted, from the row's configuration. */
  readonly path: string
  /** The new value; null for a removal. */
  readonly payload: unknown
}

/** What an update sends: the entity and its list of actions, applied in order. */
export interface MetadataUpdate {
  readonly entityName: typeof ADMIN_BOX_ENTITY
  readonly actions: readonly MetadataAction[]
}

/** GET the adminBox row (`?entityName=adminBox`); no row fails with "metadata not found" (spec/admin.md §8). */
export async function getAdminBoxMetadata(client: Client, options: CallOptions = {}): Promise<MetadataRow> {
  const answer = await client.request(METADATA_PATH, { query: { entityName: ADMIN_BOX_ENTITY }, schema: MetadataRowsSchema, ...options })
  const [row] = answer.rows
  if (!row) throw new ApiError(METADATA_NOT_FOUND, 404)
  return row
}

/** POST the list of actions; answers the row as saved. */
export function updateAdminBoxMetadata(client: Client, actions: readonly MetadataAction[], options: CallOptions = {}): Promise<MetadataRow> {
  const body: MetadataUpdate = { entityName: ADMIN_BOX_ENTITY, actions }
  return client.request(ADMIN_BOX_METADATA_PATH, { method: 'POST', body, schema: MetadataRowSchema, ...options })
}
