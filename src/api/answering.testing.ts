import { vi } from 'vitest'
import { createClient } from './client'

/** For api unit tests: a client whose fetch answers `body` (JSON) with `status`, and what the first call sent. */
export function answering(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status }))
  const client = createClient({ fetch, baseUrl: 'https://api.example.com' })
  const sent = () => {
    const [url, init] = fetch.mock.calls[0]!
    const parsed = new URL(String(url))
    return { method: init!.method, path: parsed.pathname + parsed.search, body: init!.body === undefined ? undefined : JSON.parse(String(init!.body)) }
  }
  return { client, sent, fetch }
}
