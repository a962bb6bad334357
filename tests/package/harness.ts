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

/** Marks when each page load of `page` started, so requests can be told apart by the load that sent them. */
export function watchPageLoads(page: Page): number[] {
  const loads: number[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(Date.now())
  })
  return loads
}

/** How a request is told apart from another: method, path, query and body. */
export function requestKey(request: DevRequest): string {
  const query = new URLSearchParams(request.query).toString()
  return `${request.method} ${request.path}${query ? `?${query}` : ''}${request.body === null ? '' : ` ${JSON.stringify(request.body)}`}`
}

/** A phase's requests: counts by method and path, preflights apart, and any request sent twice within one page load (a 401 and its replay count once). */
export function summarise(requests: DevRequest[], pageLoads: number[]) {
  const calls = requests.filter((request) => request.method !== 'OPTIONS')
  const counts = new Map<string, number>()
  for (const call of calls) counts.set(`${call.method} ${call.path}`, (counts.get(`${call.method} ${call.path}`) ?? 0) + 1)
  const seen = new Map<string, number>()
  const repeated: string[] = []
  // A call refused with 401 and replayed after the refresh is one request, not two.
  for (const call of calls.filter((request) => request.status !== 401)) {
    const load = pageLoads.filter((start) => start <= call.at).length
    const key = `${load}|${requestKey(call)}`
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
export function checkPhase(host: string, name: string, requests: DevRequest[], loads: number[]) {
  const summary = summarise(requests, loads)
  console.log(`${host} e2e: ${name}: ${summary.total} requests (+${summary.preflights} preflights) ${JSON.stringify(summary.counts)}`)
  expect.soft(summary.repeated, `${name}: requests sent twice in one page load`).toEqual([])
  return summary
}
