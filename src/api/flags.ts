import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'

/** reference/endpoints.json: loadFeatureFlags. */
export const FLAGS_PATH = '/flags'

/**
 * The feature flags by name as the API sends them: `"on"` / `"off"` (or a boolean). Other values
 * pass the check and are dropped by `readFlags`: one flag the kit cannot read never fails the rest.
 */
export const FeatureFlagsSchema = v.record(v.string(), v.unknown())
export type FeatureFlagValues = v.InferOutput<typeof FeatureFlagsSchema>

/** GET the feature flags named in `keys` (spec/auth.md §7), by name. */
export function loadFeatureFlags(client: Client, keys: readonly string[], options: CallOptions = {}): Promise<FeatureFlagValues> {
  return client.request(FLAGS_PATH, { query: { keys: keys.join(',') }, schema: FeatureFlagsSchema, ...options })
}

/** The flags as booleans: `"on"` and `true` are on, `"off"` and `false` off; any other value is not an answer. */
export function readFlags(values: FeatureFlagValues): Record<string, boolean> {
  const flags: Record<string, boolean> = {}
  for (const [name, value] of Object.entries(values)) {
    if (value === 'on' || value === true) flags[name] = true
    else if (value === 'off' || value === false) flags[name] = false
  }
  return flags
}
