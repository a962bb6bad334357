import { createClient, type Client } from '../../api/client'
import { FLAGS_PATH } from '../../api/flags'
import { SOCIAL_LOGIN_PROVIDERS_PATH } from '../../api/sso'
import { VENDOR_PUBLIC_INFO_PATH } from '../../api/vendor'
import type { KeyValueStorage } from '../session/storage'

/**
 * What the login box preview runs on instead of the identity API: a client whose fetch never
 * leaves the page. It answers the three reads a login screen makes as it opens — the vendor's
 * public info (the logo being edited, white-label so no kit mark), the flags (none) and the social
 * providers (the buttons being edited, each pointing nowhere) — and everything else with a 404, so
 * a sign-in typed into it could never reach the real API.
 */
export interface LoginBoxPreviewData {
  readonly logo: string | null
  readonly socialLogins: readonly string[]
}

/** The origin the stand-in's answers claim; `.invalid` never resolves (RFC 6761). */
const PREVIEW_ORIGIN = 'https://login-preview.invalid'
const quiet = { warn: () => {}, error: () => {} }

/** The preview's answers, by path. */
export function previewAnswers({ logo, socialLogins }: LoginBoxPreviewData): Record<string, unknown> {
  return {
    [VENDOR_PUBLIC_INFO_PATH]: { name: null, logo, whiteLabelMode: true },
    [FLAGS_PATH]: {},
    [SOCIAL_LOGIN_PROVIDERS_PATH]: socialLogins.map((type) => ({ type, active: true, authorizationUrl: `${PREVIEW_ORIGIN}/${type}` })),
  }
}

/** A client for the preview's own provider: answers from `data`, never from the network. */
export function createPreviewClient(data: LoginBoxPreviewData): Client {
  const answers = previewAnswers(data)
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), PREVIEW_ORIGIN)
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const answer = method === 'GET' ? answers[url.pathname] : undefined
    return answer === undefined ? Response.json({ errors: ['Not available in the preview'] }, { status: 404 }) : Response.json(answer)
  }
  return createClient({ baseUrl: PREVIEW_ORIGIN, fetch, logger: quiet, logLevel: 'silent', timeoutMs: 0 })
}

/** A storage that forgets: the preview's provider must not read or change the page's own session marks. */
export function memoryKeyValueStorage(): KeyValueStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
