import { useCallback, useMemo } from 'react'
import useSWR from 'swr'
import * as passwordsApi from '../../api/passwords'
import type { PasswordConfig } from '../../api/passwords'
import { clientScope } from '../admin/resources/keys'
import { useGatehouse } from '../session/GatehouseProvider'
import { toFlowError, type FlowError } from './flowError'
import { useLatest } from './useLatest'

/** What the password rules' load says when the server gives no message. */
export const PASSWORD_CONFIG_FAILED = "We couldn't load the password rules."

export interface PasswordConfigOptions {
  /** The user the password is for, when known (a link's userId): a tenant may have its own rules. */
  userId?: string
  /** Load only while true (a flow that may not need a password); default true. */
  enabled?: boolean
  api?: { getPasswordConfig?: typeof passwordsApi.getPasswordConfig }
}

export interface PasswordConfigState {
  /** The server's password rules, once loaded. */
  readonly config: PasswordConfig | undefined
  /** No answer yet and one is on its way. */
  readonly isLoading: boolean
  /** Why the rules could not be loaded (the server still checks the password when it is sent). */
  readonly error: FlowError | null
  /** Loads the rules again. */
  retry(): void
}

/**
 * spec/auth.md §5: the password rules from GET v1/passwords/config, for the live checklist of
 * every screen that sets a password. Cached per client and user; a failure is not retried behind
 * the user's back: `retry()` loads again.
 */
export function usePasswordConfig(options: PasswordConfigOptions = {}): PasswordConfigState {
  const { client } = useGatehouse('usePasswordConfig')
  const load = useLatest(options.api?.getPasswordConfig ?? passwordsApi.getPasswordConfig)
  const userId = options.userId ?? null
  const key = options.enabled === false ? null : ([passwordsApi.PASSWORD_CONFIG_PATH, userId, clientScope(client)] as const)
  const swr = useSWR(key, ([, id]) => load.current(client, id ? { userId: id } : {}), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  })
  const { mutate, data, error, isLoading } = swr
  const retry = useCallback(() => void mutate(), [mutate])
  const flowError = useMemo(() => (error ? toFlowError(error, PASSWORD_CONFIG_FAILED) : null), [error])
  return useMemo(() => ({ config: data, isLoading, error: flowError, retry }), [data, isLoading, flowError, retry])
}
