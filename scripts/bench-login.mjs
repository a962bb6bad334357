/* global window, document, requestAnimationFrame, MutationObserver, HTMLInputElement -- addInitScript runs in the page */
/**
 * npm run bench:login — how soon a signed-out visitor on a slow phone can type their email into the
 * login box, against a bare React form built and served the same way. A measurement, not a test:
 * it prints figures and fails only if a page never shows its field.
 *
 * As a user installs it: the packed package (npm pack) in a fresh Vite host outside this repository
 * with only React and Vite beside it (scripts/freshHost.mjs), built for production; two pages, the
 * login box (GatehouseProvider + LoginScreen + ThemeProvider + styles) and a bare form (a label, an
 * email input and a button, React only). Both served gzipped by one small server, which also answers
 * the identity API as it does a visitor without a session: 401.
 *
 * The phone: Chromium (scripts/chromium.ts) with 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s down and
 * 750 kbit/s up, cache off. Runs alternate bare / login / login with the session hint, RUNS of each
 * (median printed). The figure is the time from navigation start to the first frame in which the
 * email field is in the page, visible and enabled.
 *
 *   npm run bench:login [-- --runs 7] [-- --tarball path/to/gatehouse.tgz]   (another build's package, e.g. a main of before)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, runnerImport } from 'vite'
import { chromium } from 'playwright'
import { ensureLibraryBuilt, installFreshHost, packLibrary } from './freshHost.mjs'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const RUNS = Number(option('--runs') ?? 7)
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downKbit: 1600, upKbit: 750 }
const HINT_KEY = 'gatehouse:session-hint'

const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8'))

// ---------------------------------------------------------------- the host

const LOGIN = `
import { createElement as h, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createClient } from 'gatehouse/api'
import { GatehouseProvider } from 'gatehouse/hooks'
import { LoginScreen } from 'gatehouse/screens'
import { ThemeProvider } from 'gatehouse/primitives'
import 'gatehouse/styles.css'

const client = createClient({ baseUrl: location.origin + '/api' })
createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h(GatehouseProvider, { client }, h(ThemeProvider, null, h(LoginScreen)))),
)
`
const BARE = `
import { createElement as h, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function Form() {
  return h('form', { onSubmit: (event) => event.preventDefault() },
    h('h1', null, 'Sign in'),
    h('label', { htmlFor: 'email' }, 'Email'),
    h('input', { id: 'email', name: 'email', type: 'email', autoComplete: 'username', required: true }),
    h('button', { type: 'submit' }, 'Continue'))
}
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(Form)))
`
const page = (entry) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in</title></head><body><div id="root"></div><script type="module" src="/src/${entry}.js"></script></body></html>\n`

const given = option('--tarball')
if (!given && ensureLibraryBuilt() === 'built') console.log('dist/ was stale: built it')
const tarball = given ? path.resolve(given) : packLibrary().tarball
const host = installFreshHost({
  name: 'bench-login-host',
  tarball,
  dependencies: { react: pkg.devDependencies.react, 'react-dom': pkg.devDependencies['react-dom'] },
  files: { 'login.html': page('login'), 'bare.html': page('bare'), 'src/login.js': LOGIN.trim() + '\n', 'src/bare.js': BARE.trim() + '\n' },
})
const outDir = path.join(host.dir, 'dist')
await build({
  configFile: false,
  root: host.dir,
  logLevel: 'warn',
  publicDir: false,
  build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false, rolldownOptions: { input: { login: path.join(host.dir, 'login.html'), bare: path.join(host.dir, 'bare.html') } } },
})

// ---------------------------------------------------------------- the server: gzipped files, and a 401 from the API

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' }
const files = new Map()
const walk = (dir) => readdirSync(dir).forEach((name) => {
  const file = path.join(dir, name)
  if (statSync(file).isDirectory()) return walk(file)
  const body = readFileSync(file)
  files.set(`/${path.relative(outDir, file).replaceAll(path.sep, '/')}`, { type: TYPES[path.extname(file)] ?? 'application/octet-stream', gzipped: gzipSync(body, { level: 9 }) })
})
walk(outDir)
/** What a page transfers up front (gzip): its HTML and the JS and CSS its entry loads statically (Vite's manifest). */
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'))
const shipped = (name) => {
  const seen = new Set([`/${name}.html`])
  const visit = (key) => {
    const chunk = manifest[key]
    for (const file of [chunk.file, ...(chunk.css ?? [])]) seen.add(`/${file}`)
    for (const imported of chunk.imports ?? []) if (!seen.has(`/${manifest[imported].file}`)) visit(imported)
  }
  visit(`${name}.html`)
  return [...seen].reduce((sum, file) => sum + (files.get(file)?.gzipped.length ?? 0), 0)
}
let apiCalls = 0
const server = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://x')
  if (url.pathname.startsWith('/api/')) {
    apiCalls += 1
    if (process.env.BENCH_VERBOSE) console.log(request.method, url.pathname)
    response.writeHead(401, { 'content-type': 'application/json' })
    return response.end(JSON.stringify({ errors: ['Unauthorized'] }))
  }
  const file = files.get(url.pathname === '/' ? '/login.html' : url.pathname)
  if (!file) {
    response.writeHead(404)
    return response.end()
  }
  response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-store' })
  response.end(file.gzipped)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`

// ---------------------------------------------------------------- the phone

const { module: chromiumConfig } = await runnerImport(path.join(REPO, 'scripts/chromium.ts'))
const browser = await chromium.launch(chromiumConfig.CHROMIUM_LAUNCH)

/** In the page from its first script: the time of the first frame with a visible, enabled email field. */
function watchEmailField() {
  const field = () => [...document.querySelectorAll('input')].find((input) => input instanceof HTMLInputElement && (input.type === 'email' || [...(input.labels ?? [])].some((label) => label.textContent.trim() === 'Email')) && !input.disabled && input.getClientRects().length > 0)
  window.__fieldShown = new Promise((resolve) => {
    const check = () => {
      if (!field()) return false
      requestAnimationFrame(() => resolve(performance.now()))
      return true
    }
    const observer = new MutationObserver(() => check() && observer.disconnect())
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  })
}

async function timeToField(name, { hint }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 })
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: (PHONE.downKbit * 1000) / 8, uploadThroughput: (PHONE.upKbit * 1000) / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
  if (hint) await tab.addInitScript(([key]) => localStorage.setItem(key, '1'), [HINT_KEY])
  await tab.addInitScript(watchEmailField)
  await tab.goto(`${origin}/${name}.html`, { waitUntil: 'commit' })
  const shown = await tab.waitForFunction(() => window.__fieldShown, null, { timeout: 60_000 }).then((handle) => handle.jsonValue())
  await context.close()
  return shown
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const cases = [
  { label: 'bare React form', name: 'bare', hint: false },
  { label: 'login box, no session hint', name: 'login', hint: false },
  { label: 'login box, with the session hint', name: 'login', hint: true },
]
const times = cases.map(() => [])
for (let run = 0; run < RUNS; run++) {
  for (const [index, which] of cases.entries()) times[index].push(await timeToField(which.name, which))
}
await browser.close()
server.close()

const bare = median(times[0])
console.log(`\nbench:login — gatehouse from ${given ? path.basename(given) : 'this checkout'}, installed in a fresh Vite host; Chromium ${browser.version()}`)
console.log(`phone: ${PHONE.cpuSlowdown}x CPU, ${PHONE.latencyMs} ms RTT, ${PHONE.downKbit / 1000} Mbit/s down, ${PHONE.upKbit} kbit/s up, cache off, gzip; median of ${RUNS} alternating runs`)
console.log(`shipped (gzip): bare ${(shipped('bare') / 1024).toFixed(1)} KiB, login ${(shipped('login') / 1024).toFixed(1)} KiB (HTML, JS and CSS the page loads up front)\n`)
console.log(`${'page'.padEnd(34)} ${'to a typeable email field'.padStart(26)}   vs the bare form   runs (ms)`)
cases.forEach((which, index) => {
  const value = median(times[index])
  const versus = index === 0 ? '' : `+${(value - bare).toFixed(0)} ms`
  console.log(`${which.label.padEnd(34)} ${`${value.toFixed(0)} ms`.padStart(26)}   ${versus.padEnd(16)} ${times[index].map((ms) => ms.toFixed(0)).join(' ')}`)
})
console.log(`\nidentity API calls answered (401): ${apiCalls} over ${RUNS * 2} login page loads; goal: the login box within 200 ms of the bare form`)
