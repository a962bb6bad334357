// What the host e2e test stands on: the library built (dist/), the example built against it and
// served by `vite preview`, the dev API, Chromium, and a ledger of the requests the page made.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import { chromium, type Browser, type Page } from 'playwright'
import type { DevRequest } from '../../../scripts/devApi'
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium'

export const EXAMPLE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_DIR = path.resolve(EXAMPLE_DIR, '../..')

/** What the library build reads, and what it must have written for a host. */
const BUILD_INPUTS = ['src', 'package.json', 'vite.lib.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'scripts/build.mjs']
const BUILD_OUTPUTS = ['index.js', 'api.js', 'hooks.js', 'primitives.js', 'screens.js', 'fixtures.js', 'gatehouse.css', 'index.d.ts'].map((file) => path.join('dist', file))

function newestMtime(entry: string): number {
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

/** Whether dist/ is missing or older than a source it is built from. */
export function libraryBuildIsStale(): boolean {
  const outputs = BUILD_OUTPUTS.map((file) => path.join(REPO_DIR, file))
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(REPO_DIR, input)))) > built
}

/** `npm run build` unless dist/ is up to date, so `npm test` works from a clean clone. */
export async function ensureLibraryBuilt(): Promise<'built' | 'up to date'> {
  if (!libraryBuildIsStale()) return 'up to date'
  await run('npm', ['run', 'build'], REPO_DIR)
  return 'built'
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`))))
  })
}

/**
 * Builds the example as a host would (`vite build`, the package from dist/), with React's
 * development build so that StrictMode runs every effect twice, as in `vite dev`.
 */
export async function buildExample(apiUrl: string): Promise<void> {
  const saved = { api: process.env.VITE_GATEHOUSE_API, nodeEnv: process.env.NODE_ENV }
  process.env.VITE_GATEHOUSE_API = apiUrl
  process.env.NODE_ENV = 'development'
  try {
    await build({ configFile: path.join(EXAMPLE_DIR, 'vite.config.ts'), mode: 'development', logLevel: 'error', build: { sourcemap: false, minify: false } })
  } finally {
    restore('VITE_GATEHOUSE_API', saved.api)
    restore('NODE_ENV', saved.nodeEnv)
  }
}

/** Which React build the example bundled: only the development build runs StrictMode's double effects. */
export function exampleReactBuild(): 'development' | 'production' {
  const assets = path.join(EXAMPLE_DIR, 'dist', 'assets')
  const code = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n')
  return code.includes('react-dom-client.development') ? 'development' : 'production'
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

/** `vite preview` of the built example on 127.0.0.1 and a free port. */
export async function serveExample(): Promise<{ origin: string; server: PreviewServer }> {
  const server = await preview({ configFile: path.join(EXAMPLE_DIR, 'vite.config.ts'), logLevel: 'error', preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('vite preview has no address')
  return { origin: `http://127.0.0.1:${address.port}`, server }
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
