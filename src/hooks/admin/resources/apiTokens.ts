import { addMinutes, isAfter } from 'date-fns'
import type { ApiToken, CreatedApiToken, MachineToMachineStrategy, TokenOwner } from '../../../api'
import { API_TOKEN_PERMISSIONS as API_TOKEN_KEYS } from '../../../api/permissionKeys'

/** spec/admin.md §9: "Token expiry days times 1440". */
export const MINUTES_PER_DAY = 1440
/** The longest expiry the form takes, in days: past it the minutes stop being a sane number for the API (not in the spec: a guard). */
export const MAX_TOKEN_EXPIRY_DAYS = 36_500

/** spec/admin.md §2 permissions of each section; personal tokens are deleted with the write key, tenant tokens with their delete key. */
export const API_TOKEN_PERMISSIONS: Readonly<Record<TokenOwner, { read: string; write: string; delete: string }>> = API_TOKEN_KEYS

/**
 * spec/admin.md §3: the vendor's machineToMachineAuthStrategy decides what a new token is. A vendor
 * config without one gets client credentials, the identity API's default.
 */
export function tokenTypeFor(strategy: MachineToMachineStrategy | null | undefined): MachineToMachineStrategy {
  return strategy === 'AccessToken' ? 'AccessToken' : 'ClientCredentials'
}

/** spec/admin.md §5: expiry is entered in days and sent as minutes (days × 1440); no expiry is sent as null. */
export function expiryDaysToMinutes(days: number | null): number | null {
  return days === null ? null : days * MINUTES_PER_DAY
}

/** What the admin typed into the new-token form. */
export interface ApiTokenFormValues {
  description: string
  /** Days until it expires as typed; empty for a token that never expires. */
  expiryDays: string
  /** Tenant tokens only. */
  roleIds: readonly string[]
}

export type ApiTokenFormErrors = {
  description?: 'required'
  expiryDays?: 'notWholeNumber' | 'tooSmall' | 'tooLarge'
}

/** The create call's body, owner and kind aside. */
export interface NewApiToken {
  description: string
  expiresInMinutes: number | null
  roleIds?: readonly string[]
}

export type ApiTokenFormResult = { readonly ok: true; readonly token: NewApiToken } | { readonly ok: false; readonly errors: ApiTokenFormErrors }

/**
 * Checks the new-token form and builds what is sent: a description is needed; the expiry, when
 * given, is a whole number of days from 1 to MAX_TOKEN_EXPIRY_DAYS, sent as minutes; roles go with
 * tenant tokens only.
 */
export function apiTokenFromForm(owner: TokenOwner, values: ApiTokenFormValues): ApiTokenFormResult {
  const errors: ApiTokenFormErrors = {}
  const description = values.description.trim()
  if (!description) errors.description = 'required'
  const typed = values.expiryDays.trim()
  let days: number | null = null
  if (typed) {
    if (!/^\d+$/.test(typed)) errors.expiryDays = 'notWholeNumber'
    else {
      days = Number(typed)
      if (days < 1) errors.expiryDays = 'tooSmall'
      else if (days > MAX_TOKEN_EXPIRY_DAYS) errors.expiryDays = 'tooLarge'
    }
  }
  if (errors.description || errors.expiryDays) return { ok: false, errors }
  const expiresInMinutes = expiryDaysToMinutes(days)
  return { ok: true, token: owner === 'tenant' ? { description, expiresInMinutes, roleIds: [...values.roleIds] } : { description, expiresInMinutes } }
}

/** When a token stops working: createdAt plus expiresInMinutes; null when it never does. */
export function apiTokenExpiresAt(token: Pick<ApiToken, 'createdAt' | 'expiresInMinutes'>): Date | null {
  if (token.expiresInMinutes === null || token.expiresInMinutes === undefined) return null
  return addMinutes(new Date(token.createdAt), token.expiresInMinutes)
}

/** Whether the token has expired by `now`. */
export function isTokenExpired(token: Pick<ApiToken, 'createdAt' | 'expiresInMinutes'>, now: Date | number): boolean {
  const expiresAt = apiTokenExpiresAt(token)
  return expiresAt !== null && !isAfter(expiresAt, now)
}

/** A list newest first (the API answers in no promised order). */
export function sortApiTokens(tokens: readonly ApiToken[]): ApiToken[] {
  return [...tokens].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id))
}

/** spec/admin.md §4: the success dialog shows the clientId of a client-credentials token; an access token has none to show. */
export function shownClientId(token: CreatedApiToken): string | null {
  return token.type === 'ClientCredentials' && token.clientId ? token.clientId : null
}

/** The dialog over a token list; creating one closes its dialog, waits, then shows the secret (spec/admin.md §4). */
export type ApiTokenDialogState =
  | { readonly step: 'closed' }
  | { readonly step: 'create' }
  /** The form closed on success; the secret shows after the spec's wait (DELAYS.successDialog). */
  | { readonly step: 'waiting'; readonly token: CreatedApiToken }
  /** The new token's secret, shown this once. */
  | { readonly step: 'secret'; readonly token: CreatedApiToken }
  | { readonly step: 'delete'; readonly token: ApiToken }

export type ApiTokenDialogEvent =
  /** The admin asked for a new token. */
  | { readonly type: 'CREATE.OPENED' }
  /** The API made it: the form closes and the wait starts. */
  | { readonly type: 'CREATE.SUCCEEDED'; readonly token: CreatedApiToken }
  /** The wait is over: the secret shows. */
  | { readonly type: 'WAIT.ENDED' }
  /** The admin asked to delete a token. */
  | { readonly type: 'DELETE.OPENED'; readonly token: ApiToken }
  /** A dialog was closed (cancelled, dismissed, done with the secret, or the token deleted). */
  | { readonly type: 'CLOSED' }

export const API_TOKEN_DIALOG_CLOSED: ApiTokenDialogState = { step: 'closed' }

/** The dialogs' steps; an event that makes no sense in a step answers the same state (ignored). */
export function apiTokenDialogReducer(state: ApiTokenDialogState, event: ApiTokenDialogEvent): ApiTokenDialogState {
  switch (event.type) {
    case 'CREATE.OPENED':
      return state.step === 'closed' ? { step: 'create' } : state
    case 'DELETE.OPENED':
      return state.step === 'closed' ? { step: 'delete', token: event.token } : state
    case 'CREATE.SUCCEEDED':
      return state.step === 'create' ? { step: 'waiting', token: event.token } : state
    case 'WAIT.ENDED':
      return state.step === 'waiting' ? { step: 'secret', token: state.token } : state
    case 'CLOSED':
      // The wait cannot be cancelled: the secret is shown once, and only then.
      return state.step === 'waiting' || state.step === 'closed' ? state : API_TOKEN_DIALOG_CLOSED
  }
}
