// End to end, as a host and its user: examples/next-host (Next.js App Router, its pages server
// components that import the kit's screens directly), installed from the packed tarball into a
// folder of its own, built by its own `next build` (production) and served by `next start`, in
// Chromium against the dev API. The login page's server HTML; then sign in, reload, call the API,
// the admin portal, sign out, with no hydration warning on the way.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packedTarball } from '../../tests/package/packed'
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright'
import { startDevApi, type DevApi, type DevRequest } from '../../scripts/devApi'
import { people } from '../../src/fixtures'
import { installFreshHost } from '../../scripts/freshHost.mjs'
import { checkPhase, freePort, isRefresh, launchChromium, runInHost, serveHost, settled, signIn, watchPageLoads, type PageLoads } from '../../tests/package/harness'

const TOKEN_TTL_SECONDS = 60
const ada = people.ada
/** As `npm run build` and `npm start` run them: not vitest's NODE_ENV=test, which `next` would keep. */
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

let api: DevApi
let example: Awaited<ReturnType<typeof serveHost>>
let browser: Browser
const started = Date.now()

beforeAll(async () => {
  // This folder copied out of the repository, with the packed tarball and its declared dependencies installed.
  const host = installFreshHost({ name: 'next-host', tarball: packedTarball(), source: import.meta.dirname })
  // A library built with NODE_ENV other than production (vitest sets `test`) imports React's
  // development JSX runtime, whose jsxDEV is undefined in a production build: say so before building.
  const devJsx = modulesImporting(path.join(host.dir, 'node_modules', 'gatehouse', 'dist'), 'react/jsx-dev-runtime')
  expect(devJsx.length, `the packed gatehouse imports react/jsx-dev-runtime (built with NODE_ENV=${process.env.NODE_ENV}?): ${devJsx.length} modules, e.g. ${devJsx.slice(0, 3).join(', ')}`).toBe(0)
  // The API first (port 0), so the example is built with its URL (NEXT_PUBLIC_* is inlined at build time).
  api = await startDevApi({ port: 0, tokenTtlSeconds: TOKEN_TTL_SECONDS, origins: [] })
  // The host's own production build (Turbopack, Next 16's default), type check included.
  const building = performance.now()
  const buildOutput = await runInHost(host.dir, 'next', ['build'], { ...NEXT_ENV, NEXT_PUBLIC_GATEHOUSE_API: api.url })
  const buildMs = Math.round(performance.now() - building)
  console.log(`next-host e2e: next build:\n${buildOutput.trim()}`)
  const port = await freePort()
  example = await serveHost(host.dir, 'next', ['start', '-H', '127.0.0.1', '-p', String(port)], port, NEXT_ENV)
  api.allowOrigin(example.origin)
  browser = await launchChromium()
  console.log(`next-host e2e: installed in ${host.installMs} ms, built in ${buildMs} ms, example on ${example.origin}, dev API on ${api.url}, ready in ${Date.now() - started} ms`)
  // An install of next from the registry and a production build: minutes on a busy machine.
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await example?.close()
  await api?.close()
  console.log(`next-host e2e: ${Date.now() - started} ms in all`)
})

/** The JS modules under `dir` that import `specifier`. */
function modulesImporting(dir: string, specifier: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes(`from "${specifier}"`))
    .sort()
}

/** A fresh browser profile (no cookies) with one page, when its page loads started, what its console said and which responses failed. */
async function openPage(): Promise<{ context: BrowserContext; page: Page; loads: PageLoads; console: ConsoleMessage[]; pageErrors: Error[]; failed: string[] }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const messages: ConsoleMessage[] = []
  const pageErrors: Error[] = []
  page.on('console', (message) => messages.push(message))
  page.on('pageerror', (error) => pageErrors.push(error))
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  return { context, page, loads: await watchPageLoads(page, () => api.requests()), console: messages, pageErrors, failed }
}


const signedInText = (page: Page) => page.getByText(`Signed in as ${ada.email}`)
const since = (mark: number): DevRequest[] => api.requests().slice(mark)



/** React's hydration complaints, in development (words) and production (minified error codes) builds. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)\b/i

/** The text a reader sees in server HTML: no scripts, no styles, no tags, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('examples/next-host against the dev API', () => {
  it("the login page's server HTML is the screen's first state, not an empty body", async () => {
    const response = await fetch(`${example.origin}/account/login`, { signal: AbortSignal.timeout(10_000) })
    expect(response.status).toBe(200)
    const html = await response.text()
    const body = html.slice(html.indexOf('<body'))
    // The screen as the server renders it: the provider restores the session first, so the login box
    // says it is checking (a heading and its description), inside the theme's wrapper.
    const heading = /<h1\b[^>]*>Checking your session<\/h1>/.exec(body)
    console.log(`next-host e2e: server HTML of /account/login (${html.length} characters): ${heading?.[0]} … text: "${visibleText(body)}"`)
    expect(heading).not.toBeNull()
    expect(visibleText(body)).toContain('Checking your session One moment while we check whether you are signed in.')
    expect(body).toMatch(/<div class="[^"]+" style="--[^"]+" data-theme="light">/)
    // The kit's stylesheet, through the layout's import of gatehouse/styles.css.
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/)
  })

  it('sign in, reload, call the API, the admin portal, sign out: no hydration warning', async () => {
    const { context, page, loads, console: messages, pageErrors, failed } = await openPage()
    try {
      // Sign in: the protected page sends a signed-out visitor to the login route, and back after.
      let mark = api.requests().length
      await page.goto(`${example.origin}/`)
      await page.getByLabel('Email').waitFor()
      expect(new URL(page.url()).pathname).toBe('/account/login')
      await signIn(page)
      await signedInText(page).waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      await settled(page, api)
      checkPhase('next-host', 'sign-in', since(mark), loads)
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/auth/v1/user')).map((request) => request.status)).toEqual([200])

      // Reload: the server renders "Loading your session…", the session comes back from the refresh cookie, with one refresh call.
      mark = api.requests().length
      await page.reload()
      await signedInText(page).waitFor({ timeout: 10_000 })
      await settled(page, api)
      const restore = checkPhase('next-host', 'restore', since(mark), loads)
      expect(since(mark).filter(isRefresh).map((request) => request.status)).toEqual([200])
      expect(restore.counts['POST /identity/resources/auth/v1/user/token/refresh']).toBe(1)

      // A call to a protected endpoint with the restored session's access token.
      mark = api.requests().length
      await page.getByRole('button', { name: 'Call the API' }).click()
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'The API' }).textContent(), { timeout: 10_000 }).toContain(`The API answered: ${ada.email}`)
      await settled(page, api)
      checkPhase('next-host', 'call the API', since(mark), loads)
      expect(since(mark).filter((request) => request.method === 'GET' && request.path.endsWith('/users/v2/me')).map((request) => request.status)).toEqual([200])

      // The admin portal, a client-side navigation (next/link) to a server page: the users list shows users.
      mark = api.requests().length
      const loadsBefore = loads.starts.length
      await page.getByRole('link', { name: 'Admin portal' }).click()
      await page.getByRole('grid', { name: 'Users' }).getByRole('rowheader').filter({ hasText: '@' }).first().waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).pathname).toBe('/admin/users')
      expect(loads.starts.length, 'the admin portal opened without a page load').toBe(loadsBefore)
      await settled(page, api)
      checkPhase('next-host', 'admin portal (users)', since(mark), loads)

      // A page load of the portal's catch-all route: the server renders the guard's loading state, the session is restored, the users show.
      mark = api.requests().length
      await page.reload()
      await page.getByRole('grid', { name: 'Users' }).getByRole('rowheader').filter({ hasText: '@' }).first().waitFor({ timeout: 15_000 })
      await settled(page, api)
      checkPhase('next-host', 'admin portal reloaded', since(mark), loads)
      expect(since(mark).filter(isRefresh).map((request) => request.status)).toEqual([200])

      // Back home, then sign out: the logout route signs out and goes to the login route.
      mark = api.requests().length
      await page.getByRole('link', { name: 'Back home' }).click()
      await signedInText(page).waitFor()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.getByLabel('Email').waitFor()
      expect(new URL(page.url()).pathname).toBe('/account/login')
      await settled(page, api)
      checkPhase('next-host', 'sign-out', since(mark), loads)
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/auth/v1/logout')).map((request) => request.status)).toEqual([200])

      // A reload finds no session: the refresh is refused and the login box asks for an email.
      mark = api.requests().length
      await page.reload()
      await page.getByLabel('Email').waitFor()
      expect(await signedInText(page).count()).toBe(0)
      await settled(page, api)
      checkPhase('next-host', 'reload signed out', since(mark), loads)
      expect(since(mark).filter(isRefresh).map((request) => request.status)).toEqual([401])

      // What the console said on the way: no hydration warning or error, no uncaught error.
      const said = messages.map((message) => `${message.type()}: ${message.text()}`)
      console.log(`next-host e2e: ${loads.starts.length} page loads; console: ${said.length ? `\n  ${said.join('\n  ')}` : 'nothing'}; failed responses (the browser logs each as an error): ${failed.length ? `\n  ${failed.join('\n  ')}` : 'none'}`)
      expect(said.filter((line) => HYDRATION.test(line))).toEqual([])
      expect(pageErrors.map((error) => error.message)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
