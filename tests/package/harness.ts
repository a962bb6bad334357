// What the host end-to-end tests stand on: a fresh host (scripts/freshHost.mjs) built and served by
// its own tools, the dev API, Chromium, and a ledger of the requests the page made.
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright'
import { expect } from 'vitest'
import type { DevRequest } from '../../scripts/devApi'
import { people } from '../../src/fixtures'
import { CHROMIUM_LAUNCH } from '../../scripts/chromium'

export { REPO_DIR } from '../../scripts/freshHost.mjs'

/** Runs a host's own command (its `vite`, its `next`) in its folder; rejects with the output's tail when it fails. */
export function runInHost(dir: string, command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(dir, 'node_modules', '.bin', command), args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`))))
  })
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** A host's server (`vite preview`, `next start`) on 127.0.0.1:port, once it answers; `close` stops it. */
export async function serveHost(dir: string, command: string, args: string[], port: number, env: Record<string, string> = {}): Promise<{ origin: string; output: () => string; close: () => Promise<void> }> {
  const child: ChildProcess = spawn(path.join(dir, 'node_modules', '.bin', command), args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited (${child.exitCode}):\n${output.slice(-4000)}`)
    const answered = await fetch(origin, { signal: AbortSignal.timeout(2_000) }).then(() => true, () => false)
    if (answered) break
    if (Date.now() > deadline) throw new Error(`${command} did not answer on ${origin}:\n${output.slice(-4000)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const close = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
  return { origin, output: () => output, close }
}

/** Which React build a built host bundled (the JS under `assets`): only the development build runs StrictMode's double effects. */
export function reactBuildIn(assets: string): 'development' | 'production' {
  const code = readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n')
  return code.includes('react-dom-client.development') ? 'development' : 'production'
}

/** The same Chromium as the story tests (scripts/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH)
}

/** A page's loads, as its browser saw them. */
export interface PageLoads {
  /** When each load of the page's main frame started (ms since the epoch), in order. */
  readonly starts: number[]
  /** Which load (1 for the first) sent a request the dev API logged; by start time when the page did not send it. */
  loadOf(request: DevRequest): number
}

/** The page load a request belongs to by time: the last one that started before it arrived (0: before the first). */
export const loadByTime = (starts: readonly number[]) => (request: DevRequest) => starts.filter((start) => start <= request.at).length

/** How far the browser's clock and the dev API's may disagree about one moment (ms): both read this machine's clock. */
const CLOCK_SLACK_MS = 5

/**
 * Watches `page`'s loads through the browser's DevTools protocol, so a request the dev API logged
 * (`ledger`) is counted with the document that sent it (its loader), not with whatever load had
 * started when it arrived: an old page's call can land after the next page sent the same one (a
 * slow preflight), and a new page's first calls can reach the dev API before an event about its
 * navigation reaches the test.
 */
export async function watchPageLoads(page: Page, ledger: () => readonly DevRequest[]): Promise<PageLoads> {
  const session = await page.context().newCDPSession(page)
  const { frameTree } = (await session.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } }
  const documents: string[] = []
  const starts: number[] = []
  /** The calls the page sent, by method, path and query, in the order sent. */
  const sent = new Map<string, Sent[]>()
  const byId = new Map<string, Sent>()
  session.on('Network.requestWillBeSent', (event) => {
    const at = event.wallTime * 1000
    if (event.type === 'Document' && event.frameId === frameTree.frame.id) {
      if (!documents.includes(event.loaderId)) {
        documents.push(event.loaderId)
        starts.push(at)
      }
      return
    }
    if (event.request.method === 'OPTIONS' || byId.has(event.requestId)) return
    const url = new URL(event.request.url)
    const key = callKey(event.request.method, url.pathname, url.searchParams)
    // The protocol's later events carry only its monotonic clock: this call's offset turns them into wall time.
    const call: Sent = { load: () => documents.indexOf(event.loaderId) + 1, sent: at, answered: Infinity, clock: event.wallTime - event.timestamp, arrived: false }
    sent.set(key, [...(sent.get(key) ?? []), call])
    byId.set(event.requestId, call)
  })
  const answered = (event: { requestId: string; timestamp: number }) => {
    const call = byId.get(event.requestId)
    if (call && call.answered === Infinity) call.answered = (event.timestamp + call.clock) * 1000
  }
  session.on('Network.responseReceived', answered)
  session.on('Network.loadingFailed', answered)
  await session.send('Network.enable')

  const byTime = loadByTime(starts)
  const loads = new WeakMap<DevRequest, number>()
  /**
   * Pairs the dev API's log with the calls the page sent, in the order they arrived: each arrival
   * with the first call of its kind in flight at that moment that no earlier arrival took (a call
   * whose page went away before its answer stays in flight). Arrivals the page did not send (another
   * tab, a server) are counted by time.
   */
  const pair = () => {
    for (const request of ledger()) {
      if (loads.has(request)) continue
      const call = (sent.get(callKey(request.method, request.path, new URLSearchParams(request.query))) ?? []).find(
        (candidate) => !candidate.arrived && candidate.sent - CLOCK_SLACK_MS <= request.at && request.at <= candidate.answered + CLOCK_SLACK_MS,
      )
      if (call) call.arrived = true
      loads.set(request, call && call.load() > 0 ? call.load() : byTime(request))
    }
  }
  return {
    starts,
    loadOf(request) {
      pair()
      return loads.get(request) ?? byTime(request)
    },
  }
}

/** A call the page sent: its document's load, when it was sent and when its answer came (Infinity until then), the protocol clock's offset (s), and whether the dev API's log has it yet. */
interface Sent {
  load: () => number
  sent: number
  answered: number
  clock: number
  arrived: boolean
}

/** Method, path and query, as the dev API's log and the browser both spell them. */
function callKey(method: string, path: string, query: URLSearchParams): string {
  return `${method} ${path} ${query.toString()}`
}

/**
 * How a request is told apart from another: method, path, query and body; for a refresh, also the
 * refresh cookie it spent, so that the next rotation's refresh (the token fell due) is a new request
 * while two refreshes with one cookie are the same one sent twice.
 */
export function requestKey(request: DevRequest): string {
  const query = new URLSearchParams(request.query).toString()
  const spent = isRefresh(request) && request.cookie ? ` (cookie ${request.cookie})` : ''
  return `${request.method} ${request.path}${query ? `?${query}` : ''}${request.body === null ? '' : ` ${JSON.stringify(request.body)}`}${spent}`
}

/** A phase's requests: counts by method and path, preflights apart, and any request sent twice within one page load (a 401 and its replay count once). */
export function summarise(requests: DevRequest[], loadOf: (request: DevRequest) => number) {
  const calls = requests.filter((request) => request.method !== 'OPTIONS')
  const counts = new Map<string, number>()
  for (const call of calls) counts.set(`${call.method} ${call.path}`, (counts.get(`${call.method} ${call.path}`) ?? 0) + 1)
  const seen = new Map<string, number>()
  const repeated: string[] = []
  // A call refused with 401 and replayed after the refresh is one request, not two.
  for (const call of calls.filter((request) => request.status !== 401)) {
    const key = `${loadOf(call)}|${requestKey(call)}`
    seen.set(key, (seen.get(key) ?? 0) + 1)
    if (seen.get(key) === 2) repeated.push(requestKey(call))
  }
  return { total: calls.length, preflights: requests.length - calls.length, counts: Object.fromEntries(counts), repeated }
}

export const isRefresh = (request: DevRequest) => request.method === 'POST' && request.path.endsWith('/auth/v1/user/token/refresh')

/** Signs in through the login box: email, Continue, password, Sign in (Ada by default). */
export async function signIn(page: Page, { email, password }: { email: string; password: string } = people.ada) {
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('heading', { name: 'Enter your password' }).waitFor()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Waits until the dev API has heard nothing new for 500 ms (at most 5 s), so a phase's count is complete. */
export async function settled(page: Page, api: { requests(): readonly DevRequest[] }) {
  const deadline = Date.now() + 5_000
  let count = -1
  while (Date.now() < deadline && count !== api.requests().length) {
    count = api.requests().length
    await page.waitForTimeout(500)
  }
}

/** Logs a phase's requests (under `host`'s name) and fails on any identical request sent twice within one page load. */
export function checkPhase(host: string, name: string, requests: DevRequest[], loads: PageLoads) {
  const summary = summarise(requests, loads.loadOf)
  console.log(`${host} e2e: ${name}: ${summary.total} requests (+${summary.preflights} preflights) ${JSON.stringify(summary.counts)}`)
  expect.soft(summary.repeated, `${name}: requests sent twice in one page load: ${summary.repeated.join(' | ')}`).toEqual([])
  return summary
}
