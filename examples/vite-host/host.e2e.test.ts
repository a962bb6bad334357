// End to end, as a host and its user: examples/vite-host (built against dist/, under StrictMode)
// in Chromium against the dev API with 5-second access tokens. Sign in, reload, outlive the
// token, open the admin portal, see every token expire at once, sign out; then the same without a
// navigate adapter; then a sign-up that signs the new user in; then the pages emailed links open:
// a password reset, an activation and an accepted invitation, each followed by a sign-in; then
// hosted login (the dev API's sign-in page, authorization code with PKCE) under /hosted; then an
// admin's impersonation of a member, and its end.
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packedTarball } from '../../tests/package/packed'
import type { Browser, BrowserContext, Page, Route } from 'playwright'
import { startDevApi, type DevApi, type DevRequest } from '../../scripts/devApi'
import { IMPERSONATION_PATH } from '../../src/api/impersonation'
import { pkceChallenge } from '../../src/api/oauth'
import { ACTIVATION_TOKENS, findUserByEmail, getWorld, INVITATION_TOKEN, invitedUserOf, lastMessageTo, people } from '../../src/fixtures'
import { installFreshHost } from '../../scripts/freshHost.mjs'
import { checkPhase, freePort, isRefresh, launchChromium, reactBuildIn, REPO_DIR, requestKey, runInHost, serveHost, settled, signIn, watchPageLoads, type PageLoads } from '../../tests/package/harness'

const TOKEN_TTL_SECONDS = 5
const ada = people.ada
const newcomer = people.newcomer
/** Meets the dev API's password rules (10 characters, 3 of the 4 classes) and is nobody's earlier password. */
const NEW_PASSWORD = 'Babbage-Difference-42'
/** The secret the example host's receiver checks deliveries with (GATEHOUSE_WEBHOOK_SECRET). */
const WEBHOOK_SECRET = 'e2e-webhook-secret'

let api: DevApi
let example: Awaited<ReturnType<typeof serveHost>>
let browser: Browser
const started = Date.now()

beforeAll(async () => {
  // This folder copied out of the repository, with the packed tarball and its declared dependencies installed.
  const host = installFreshHost({ name: 'vite-host', tarball: packedTarball(), source: import.meta.dirname })
  // The API first (port 0), so the example is built with its URL; the preview's origin is allowed once known.
  api = await startDevApi({ port: 0, tokenTtlSeconds: TOKEN_TTL_SECONDS, origins: [] })
  // The host's own `vite build` (bundled and split as for production) with React's development build,
  // so that StrictMode runs every effect twice: the request counts below rely on it.
  const building = performance.now()
  await runInHost(host.dir, 'vite', ['build', '--mode', 'development', '--minify', 'false'], { VITE_GATEHOUSE_API: api.url, NODE_ENV: 'development' })
  const buildMs = Math.round(performance.now() - building)
  expect(reactBuildIn(path.join(host.dir, 'dist', 'assets'))).toBe('development')
  const port = await freePort()
  example = await serveHost(host.dir, 'vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], port, { GATEHOUSE_WEBHOOK_SECRET: WEBHOOK_SECRET })
  api.allowOrigin(example.origin)
  browser = await launchChromium()
  console.log(`host e2e: installed in ${host.installMs} ms, built in ${buildMs} ms, example on ${example.origin}, dev API on ${api.url}, ready in ${Date.now() - started} ms`)
})

afterAll(async () => {
  await browser?.close()
  await example?.close()
  await api?.close()
  console.log(`host e2e: ${Date.now() - started} ms in all`)
})

/** A fresh browser profile (no cookies) with one page, and its loads as the browser sees them. */
async function openPage(): Promise<{ context: BrowserContext; page: Page; loads: PageLoads }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return { context, page, loads: await watchPageLoads(page, () => api.requests()) }
}


/** A new-password field's checklist, once the server's rules are in and `password` meets each the browser can check. */
async function rulesMet(page: Page) {
  await page.getByText('At least 10 characters, done', { exact: true }).waitFor()
  await page.getByText('At least 3 of these, done', { exact: true }).waitFor()
  expect(await page.getByText(/, not yet$/).count()).toBe(0)
}

/** The calls of a phase other than preflights, as `METHOD path status`. */
const calls = (requests: DevRequest[]) => requests.filter((request) => request.method !== 'OPTIONS').map((request) => `${request.method} ${request.path} ${request.status}`)

const signedInText = (page: Page) => page.getByText(`Signed in as ${ada.email}`)
const since = (mark: number): DevRequest[] => api.requests().slice(mark)



describe('examples/vite-host against the dev API', () => {
  it('npm run dev-api serves the fixtures over HTTP with the refresh cookie', async () => {
    const child = spawn(process.execPath, ['scripts/dev-api.mjs', '--port', '0', '--token-ttl', '5'], { cwd: REPO_DIR, stdio: ['ignore', 'pipe', 'inherit'] })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          const match = /Gatehouse dev API on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
          if (match?.[1]) resolve(match[1])
        })
        child.on('exit', (code) => reject(new Error(`dev-api exited (${code}): ${output}`)))
      })
      const response = await fetch(`${url}/identity/resources/auth/v1/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
        body: JSON.stringify({ email: ada.email, password: ada.password }),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
      expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^gatehouse-refresh=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/)])
      expect(await response.json()).toMatchObject({ expiresIn: 5, userId: 'user-ada' })
    } finally {
      child.kill('SIGTERM')
    }
  })

  it('with a history adapter: sign in, reload, outlive the access token, admin portal, sign out', async () => {
    const { context, page, loads } = await openPage()
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
      checkPhase('host', 'sign-in', since(mark), loads)

      // Reload: the session comes back from the refresh cookie, with one refresh call.
      mark = api.requests().length
      await page.reload()
      await signedInText(page).waitFor({ timeout: 10_000 })
      await settled(page, api)
      const restore = checkPhase('host', 'restore', since(mark), loads)
      const restoreRefreshes = since(mark).filter(isRefresh)
      expect(restoreRefreshes.map((request) => request.status)).toEqual([200])
      expect(restore.counts['POST /identity/resources/auth/v1/user/token/refresh']).toBe(1)

      // Outlive the access token on the real clock (it expires TOKEN_TTL_SECONDS after it was issued), then call the API.
      const afterRestore = api.requests().length
      const expired = restoreRefreshes[0]!.at + TOKEN_TTL_SECONDS * 1000 + 500
      while (Date.now() < expired) await page.waitForTimeout(Math.min(250, expired - Date.now()))
      await page.getByRole('button', { name: 'Call the API' }).click()
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'The API' }).textContent(), { timeout: 10_000 }).toContain(`The API answered: ${ada.email}`)
      // Counted up to the call that answered: a proactive refresh may follow later (a fifth of the token's life before exp).
      const me = since(afterRestore).filter((request) => request.method === 'GET' && request.path.endsWith('/users/v2/me'))
      const answered = me.findLast((request) => request.status === 200)!
      const refreshes = since(afterRestore).filter((request) => isRefresh(request) && request.at <= answered.at)
      const when = (request: DevRequest) => `${((request.at - restoreRefreshes[0]!.at) / 1000).toFixed(1)} s`
      console.log(
        `host e2e: after expiry: refresh calls since the restore until the API call answered: ${refreshes.length} (${refreshes.map((r) => `${r.status} at ${when(r)}`).join(', ')}); GET v2/me: ${me.map((r) => `${r.status} at ${when(r)}`).join(', ')}`,
      )
      expect(refreshes.map((request) => request.status)).toEqual([200])

      // The admin portal's first page, just after every access token expired at once (the server
      // says so; the client cannot know): its parallel calls are refused with 401, share one
      // refresh and are each replayed once, and the users list shows.
      mark = api.requests().length
      api.expireAccessTokens()
      await page.getByRole('link', { name: 'Admin portal' }).click()
      // A user's row (name and email), not a loading placeholder.
      await page.getByRole('grid', { name: 'Users' }).getByRole('rowheader').filter({ hasText: '@' }).first().waitFor({ timeout: 15_000 })
      await settled(page, api)
      const admin = checkPhase('host', 'first admin page', since(mark), loads)
      const calls = since(mark).filter((request) => request.method !== 'OPTIONS')
      const refused = calls.filter((request) => request.status === 401)
      const replays = refused.map((request) => calls.filter((other) => requestKey(other) === requestKey(request) && other.at >= request.at && other.status === 200).length)
      const lastReplay = Math.max(...calls.filter((request) => request.status === 200 && !isRefresh(request)).map((request) => request.at))
      const shared = calls.filter((request) => isRefresh(request) && refused.length > 0 && request.at >= refused[0]!.at && request.at <= lastReplay)
      console.log(`host e2e: first admin page with expired tokens: ${refused.length} of ${admin.total} calls refused with 401, ${shared.length} refresh for them (${shared.map((r) => r.status).join(', ')}), replays per refused call: ${replays.join(', ')}`)
      expect(refused.length).toBeGreaterThan(0)
      expect(shared.map((request) => request.status)).toEqual([200])
      expect(replays).toEqual(refused.map(() => 1))

      // Sign out, then a reload finds no session.
      mark = api.requests().length
      await page.getByRole('link', { name: 'Back home' }).click()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.getByLabel('Email').waitFor()
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/auth/v1/logout')).map((request) => request.status)).toEqual([200])
      mark = api.requests().length
      await page.reload()
      await page.getByLabel('Email').waitFor()
      expect(await signedInText(page).count()).toBe(0)
      // The restore runs in the background: the email field shows before its refresh is answered.
      await expect.poll(() => since(mark).filter(isRefresh).map((request) => request.status)).toEqual([401])
    } finally {
      await context.close()
    }
  })

  it("a tenant switch: PUT v1/tenant, one refresh, the user reloaded; the admin list is the new tenant's, and a reload stays there", async () => {
    const { context, page, loads } = await openPage()
    const picker = () => page.getByRole('combobox', { name: /Account/ })
    // The account picker is a native select: what it shows is its chosen option.
    const shown = () => picker().evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '')
    try {
      await page.goto(`${example.origin}/`)
      await page.getByLabel('Email').waitFor()
      await signIn(page)
      await signedInText(page).waitFor()
      await expect.poll(shown).toBe('Acme')
      await settled(page, api)

      let mark = api.requests().length
      await picker().selectOption({ label: 'Globex' })
      await page.getByText('Now working in Globex').waitFor()
      await settled(page, api)
      const phase = since(mark)
      checkPhase('host', 'tenant switch', phase, loads)
      const calls = phase.filter((request) => request.method !== 'OPTIONS')
      const switches = calls.filter((request) => request.method === 'PUT' && request.path.endsWith('/users/v1/tenant'))
      expect(switches.map((request) => [request.status, request.body])).toEqual([[200, { tenantId: 'tenant-globex' }]])
      const refreshes = calls.filter(isRefresh)
      expect(refreshes.map((request) => request.status)).toEqual([200])
      expect(refreshes[0]!.at).toBeGreaterThanOrEqual(switches[0]!.at)
      expect(calls.filter((request) => request.method === 'GET' && request.path.endsWith('/users/v2/me')).map((request) => request.status)).toEqual([200])
      // The page body's loading marker is gone once the user is reloaded.
      expect(await page.locator('body[data-gatehouse-loading]').count()).toBe(0)
      await expect.poll(shown).toBe('Globex')

      // Globex's team is Ada alone: nothing of Acme's users shows.
      await page.getByRole('link', { name: 'Admin portal' }).click()
      const rows = page.getByRole('grid', { name: 'Users' }).getByRole('rowheader').filter({ hasText: '@' })
      await rows.first().waitFor({ timeout: 15_000 })
      await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(ada.email)])

      // A reload restores the session in Globex: the server moved it.
      mark = api.requests().length
      await page.getByRole('link', { name: 'Back home' }).click()
      await page.reload()
      await signedInText(page).waitFor({ timeout: 10_000 })
      await expect.poll(shown).toBe('Globex')
      await settled(page, api)
      checkPhase('host', 'restore after a switch', since(mark), loads)

      // Back to Acme, for the tests after this one.
      await picker().selectOption({ label: 'Acme' })
      await page.getByText('Now working in Acme').waitFor()
    } finally {
      await context.close()
    }
  })

  it('without a navigate adapter (full page loads): a sign-in survives the page load after it', async () => {
    const { context, page, loads } = await openPage()
    try {
      const mark = api.requests().length
      await page.goto(`${example.origin}/plain/`)
      await page.getByLabel('Email').waitFor()
      expect(new URL(page.url()).pathname).toBe('/plain/account/login')
      await signIn(page)
      await page.waitForURL(`${example.origin}/plain/`)
      await signedInText(page).waitFor({ timeout: 10_000 })
      await settled(page, api)
      checkPhase('host', 'sign-in without an adapter', since(mark), loads)
      expect(loads.starts.length).toBeGreaterThanOrEqual(3)

      await page.reload()
      await signedInText(page).waitFor({ timeout: 10_000 })
    } finally {
      await context.close()
    }
  })

  it('without a navigate adapter: a phone number reset, then the SMS sign-in with the new number', async () => {
    // The vendor signs in by SMS code; the world goes back to the default one afterwards.
    api.reset('phoneReset')
    const { context, page } = await openPage()
    try {
      await page.goto(`${example.origin}/plain/account/reset-phone-number`)
      await page.getByLabel('Email').fill(ada.email)
      await page.getByRole('button', { name: 'Email me a code' }).click()
      await page.getByRole('heading', { name: 'Check your email' }).waitFor()
      await page.getByRole('textbox', { name: 'Code from the email' }).fill(lastMessageTo(getWorld(), ada.email)!.code)
      await page.getByRole('button', { name: 'Verify' }).click()
      await page.getByRole('heading', { name: 'Enter your new phone number' }).waitFor()
      await page.getByRole('textbox', { name: 'New phone number' }).fill('+1 (202) 555-0143')
      await page.getByRole('button', { name: 'Change phone number' }).click()
      // A full page load to the login route, which opens at the SMS code texted to the new number.
      await page.waitForURL(`${example.origin}/plain/account/login`)
      await page.getByRole('heading', { name: 'Enter the code we texted you' }).waitFor()
      await page.getByText('We sent a 6-digit code to +1 ••• ••• 0143.').waitFor()
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(lastMessageTo(getWorld(), '+12025550143')!.code)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL(`${example.origin}/plain/`)
      await signedInText(page).waitFor({ timeout: 10_000 })
      const paths = api.requests().filter((request) => request.method !== 'OPTIONS').map((request) => `${request.method} ${request.path} ${request.status}`)
      expect(paths.filter((line) => line.includes('/phone/') || line.includes('/passwordless/'))).toEqual([
        'POST /identity/resources/users/v1/phone/reset 200',
        'POST /identity/resources/users/v1/phone/reset/verify 200',
        'PUT /identity/resources/users/v1/phone/change 200',
        'POST /identity/resources/auth/v1/passwordless/smscode/prelogin 200',
        'POST /identity/resources/auth/v1/passwordless/smscode/postlogin 200',
      ])
    } finally {
      await context.close()
      api.reset()
    }
  })

  it('sign-up: a new account, signed in at once, still signed in after a reload', async () => {
    // The vendor of this scenario skips email activation, so the sign-up answer carries a session.
    api.reset('signUpWithoutActivation')
    const { context, page, loads } = await openPage()
    try {
      const mark = api.requests().length
      await page.goto(`${example.origin}/account/sign-up`)
      await page.getByRole('heading', { name: 'Create your account' }).waitFor()
      await page.getByLabel('Work email').fill(newcomer.email)
      await page.getByLabel('Full name').fill(newcomer.name)
      await page.getByLabel('Company name').fill(newcomer.companyName)
      await page.getByLabel('Password', { exact: true }).fill(newcomer.password)
      await page.getByText('At least 10 characters, done', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.getByRole('heading', { name: 'Your account is ready' }).waitFor()
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByText(`Signed in as ${newcomer.email}`).waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      await settled(page, api)
      const summary = checkPhase('host', 'sign-up', since(mark), loads)
      // Under StrictMode: one configuration load, one sign-up.
      expect(summary.counts['GET /identity/resources/configurations/v1/public']).toBe(1)
      const signUps = since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/users/v1/signUp'))
      expect(signUps.map((request) => [request.status, request.body])).toEqual([
        [200, { email: newcomer.email, name: newcomer.name, companyName: newcomer.companyName, password: newcomer.password }],
      ])

      // The sign-up's refresh cookie restores the session.
      await page.reload()
      await page.getByText(`Signed in as ${newcomer.email}`).waitFor({ timeout: 10_000 })
    } finally {
      await context.close()
      api.reset()
    }
  })

  it('forgot password: the emailed link, a new password, then a sign-in with it', async () => {
    const { context, page, loads } = await openPage()
    try {
      const start = api.requests().length
      let mark = start
      await page.goto(`${example.origin}/account/forget-password`)
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
      await page.getByLabel('Email').fill(ada.email)
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await page.getByRole('heading', { name: 'Check your email' }).waitFor()
      await page.getByRole('status').filter({ hasText: ada.email }).waitFor()
      await settled(page, api)
      checkPhase('host', 'forgot password', since(mark), loads)
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/users/v1/passwords/reset')).map((request) => [request.status, request.body])).toEqual([[200, { email: ada.email }]])

      // The link in the email, opened in the same browser: a page load of its own.
      const email = lastMessageTo(getWorld(), ada.email)!
      expect(email.purpose).toBe('passwordReset')
      const userId = findUserByEmail(getWorld(), ada.email)!.id
      mark = api.requests().length
      await page.goto(`${example.origin}/account/reset-password?userId=${userId}&token=${email.code}`)
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
      await page.getByText('Your password needs').waitFor()
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
      await rulesMet(page)
      await page.getByRole('button', { name: 'Save new password' }).click()
      await page.getByRole('heading', { name: 'Your password is changed' }).waitFor()
      await settled(page, api)
      const reset = checkPhase('host', 'reset password', since(mark), loads)
      // Under StrictMode: the link checked once, the rules loaded once, the password sent once.
      expect(reset.counts['POST /identity/resources/users/v1/passwords/reset/validate']).toBe(1)
      expect(reset.counts['GET /identity/resources/users/v1/passwords/config']).toBe(1)
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/passwords/reset/verify')).map((request) => [request.status, request.body])).toEqual([
        [200, { userId, token: email.code, password: NEW_PASSWORD }],
      ])

      // Sign in with the new password, from the success page's link.
      mark = api.requests().length
      await page.getByRole('link', { name: 'Go to sign in' }).click()
      await page.getByLabel('Email').waitFor()
      expect(new URL(page.url()).pathname).toBe('/account/login')
      await signIn(page, { email: ada.email, password: NEW_PASSWORD })
      await signedInText(page).waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      await settled(page, api)
      checkPhase('host', 'sign-in with the new password', since(mark), loads)
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/auth/v1/user')).map((request) => [request.status, request.body])).toEqual([
        [200, { email: ada.email, password: NEW_PASSWORD }],
      ])
      // Across the three pages: one reset email, one link check, one new password.
      expect(calls(since(start)).filter((line) => line.includes('/passwords/reset'))).toEqual([
        'POST /identity/resources/users/v1/passwords/reset 200',
        'POST /identity/resources/users/v1/passwords/reset/validate 200',
        'POST /identity/resources/users/v1/passwords/reset/verify 200',
      ])
    } finally {
      await context.close()
      // Ada's password goes back to the fixtures' one for the tests after this one.
      api.reset()
    }
  })

  it('activation: a pending member sets a password, is signed in, and 1000 ms later is on the authenticated page', async () => {
    const { context, page, loads } = await openPage()
    // The pending Acme member (invited, never activated) the default world's activation link is for.
    const member = invitedUserOf(getWorld().users)
    try {
      const mark = api.requests().length
      await page.goto(`${example.origin}/account/activate?userId=${member.id}&token=${ACTIVATION_TOKENS.invited}`)
      await page.getByRole('heading', { name: 'Set your password' }).waitFor()
      await page.getByText('Your password needs').waitFor()
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
      await rulesMet(page)
      const historyLength = await page.evaluate(() => window.history.length)
      await page.getByRole('button', { name: 'Activate account' }).click()
      await page.getByRole('heading', { name: 'Your account is active' }).waitFor()
      await page.getByText('Taking you to your account now.').waitFor()
      // The answer signed the member in: onward to the authenticated URL, replacing the link's page.
      await page.getByText(`Signed in as ${member.email}`).waitFor()
      const redirected = Date.now()
      expect(new URL(page.url()).pathname).toBe('/')
      expect(await page.evaluate(() => window.history.length)).toBe(historyLength)
      const activated = since(mark).find((request) => request.method === 'POST' && request.path.endsWith('/users/v1/activate'))!
      console.log(`host e2e: activation: on the authenticated page ${redirected - activated.at} ms after the activate call arrived`)
      expect(redirected - activated.at).toBeGreaterThanOrEqual(1000)
      await settled(page, api)
      const summary = checkPhase('host', 'activation', since(mark), loads)
      // Under StrictMode: the strategy asked once, the rules loaded once, the account activated once.
      expect(summary.counts['GET /identity/resources/users/v1/activate/strategy']).toBe(1)
      expect(summary.counts['GET /identity/resources/users/v1/passwords/config']).toBe(1)
      expect(calls(since(mark)).filter((line) => line.includes('/users/v1/activate'))).toEqual([
        'GET /identity/resources/users/v1/activate/strategy 200',
        'POST /identity/resources/users/v1/activate 200',
      ])
      expect(activated.body).toEqual({ userId: member.id, token: ACTIVATION_TOKENS.invited, password: NEW_PASSWORD })
      expect(getWorld().users.find((user) => user.id === member.id)).toMatchObject({ verified: true, activatedForTenant: true, password: NEW_PASSWORD })

      // The activation's refresh cookie restores the session.
      await page.reload()
      await page.getByText(`Signed in as ${member.email}`).waitFor({ timeout: 10_000 })
    } finally {
      await context.close()
      api.reset()
    }
  })

  it('activation without a session (MFA enforced): no password asked, verified, and 1000 ms later on the login page', async () => {
    // Every account must enrol a second factor: the activation answers without a session.
    api.reset('mfaEnforced')
    const katherine = people.unverified
    const { context, page, loads } = await openPage()
    try {
      const mark = api.requests().length
      const userId = findUserByEmail(getWorld(), katherine.email)!.id
      const entries = await page.evaluate(() => window.history.length)
      await page.goto(`${example.origin}/account/activate?userId=${userId}&token=${ACTIVATION_TOKENS.katherine}`)
      // Katherine signed up with a password: the link activates at once.
      await page.getByRole('heading', { name: 'Your account is active' }).waitFor()
      await page.getByText('Taking you to sign in now.').waitFor()
      expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0)
      await page.getByLabel('Email').waitFor()
      const redirected = Date.now()
      expect(new URL(page.url()).pathname).toBe('/account/login')
      // The login page replaced the link's: one history entry more than before the link was opened.
      expect(await page.evaluate(() => window.history.length)).toBe(entries + 1)
      const activated = since(mark).find((request) => request.method === 'POST' && request.path.endsWith('/users/v1/activate'))!
      expect(redirected - activated.at).toBeGreaterThanOrEqual(1000)
      await settled(page, api)
      checkPhase('host', 'activation without a session', since(mark), loads)
      expect(calls(since(mark)).filter((line) => line.includes('/users/v1/activate') || line.includes('/passwords/'))).toEqual([
        'GET /identity/resources/users/v1/activate/strategy 200',
        'POST /identity/resources/users/v1/activate 200',
      ])
      expect(activated.body).toEqual({ userId, token: ACTIVATION_TOKENS.katherine })

      // Verified now, Katherine's password takes her to the second factor the policy asks for.
      await signIn(page, katherine)
      await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor()
    } finally {
      await context.close()
      api.reset()
    }
  })

  it('accept invitation: the emailed link joins the account, then the invited user signs in', async () => {
    // Dorothy's invitation to Acme waits in her inbox.
    api.reset('invitationSent')
    const dorothy = people.invited
    const { context, page, loads } = await openPage()
    try {
      let mark = api.requests().length
      const email = lastMessageTo(getWorld(), dorothy.email)!
      expect(email.purpose).toBe('team:invitation')
      const userId = findUserByEmail(getWorld(), dorothy.email)!.id
      await page.goto(`${example.origin}/account/invitation/accept?token=${email.code}&userId=${userId}`)
      await page.getByRole('heading', { name: 'Invitation accepted' }).waitFor()
      await page.getByRole('status').filter({ hasText: "You've joined the account. Sign in to continue." }).waitFor()
      await settled(page, api)
      checkPhase('host', 'accept invitation', since(mark), loads)
      // Under StrictMode: the link sent once.
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/users/v1/invitation/accept')).map((request) => [request.status, request.body])).toEqual([
        [200, { token: INVITATION_TOKEN, userId }],
      ])
      expect(findUserByEmail(getWorld(), dorothy.email)).toMatchObject({ verified: true, activatedForTenant: true })

      mark = api.requests().length
      await page.getByRole('link', { name: 'Sign in', exact: true }).click()
      await page.getByLabel('Email').waitFor()
      expect(new URL(page.url()).pathname).toBe('/account/login')
      await signIn(page, dorothy)
      await page.getByText(`Signed in as ${dorothy.email}`).waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      await settled(page, api)
      checkPhase('host', 'sign-in after the invitation', since(mark), loads)
    } finally {
      await context.close()
      api.reset()
    }
  })
  it('hosted login: the silent refresh finds no session, the sign-in page, the code exchange; a reload restores the session silently; sign-out ends it at the identity API', async () => {
    const { context, page, loads } = await openPage()
    const signInPage = () => page.getByRole('heading', { name: 'Sign in', exact: true })
    const oauthCalls = (requests: DevRequest[]) => calls(requests).filter((line) => line.includes('/oauth/'))
    try {
      // A signed-out visitor of the protected page: the login route tries the silent refresh, then leaves for the identity API's sign-in page.
      let mark = api.requests().length
      await page.goto(`${example.origin}/hosted/`)
      await signInPage().waitFor()
      const authorize = new URL(page.url())
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${api.url}/oauth/authorize`)
      const request = Object.fromEntries(authorize.searchParams)
      expect(request).toMatchObject({
        response_type: 'code',
        client_id: 'gatehouse-vite-host',
        scope: 'openid email profile',
        redirect_uri: `${example.origin}/hosted/oauth/callback`,
        code_challenge_method: 'S256',
      })
      expect(request.code_challenge).toMatch(/^[\w-]{43}$/)
      expect(request.state).toBeTruthy()
      expect(request.nonce).toBeTruthy()
      const beforeRedirect = oauthCalls(since(mark))
      console.log(`host e2e: hosted sign-in, before the redirect: ${beforeRedirect.join(', ')}`)
      expect(beforeRedirect.at(-1)).toBe('GET /oauth/authorize 200')
      expect(beforeRedirect.slice(0, -1).length).toBeGreaterThan(0)
      expect(beforeRedirect.slice(0, -1).every((line) => line === 'POST /oauth/authorize/silent 401')).toBe(true)

      // The sign-in page sends the browser back with a code; the callback exchanges it with the verifier, then the protected page.
      mark = api.requests().length
      await page.getByLabel('Email').fill(ada.email)
      await page.getByLabel('Password').fill(ada.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await signedInText(page).waitFor()
      expect(new URL(page.url()).pathname).toBe('/hosted/')
      await settled(page, api)
      checkPhase('host', 'hosted sign-in', since(mark), loads)
      // The callback is a page load of its own: its restore finds no session (the exchange has not happened yet).
      expect(oauthCalls(since(mark))).toEqual(['POST /oauth/authorize 302', 'POST /oauth/authorize/silent 401', 'POST /oauth/token 200'])
      const tokenCall = since(mark).find((entry) => entry.path === '/oauth/token')!
      expect(tokenCall.origin).toBe(example.origin)
      const exchange = Object.fromEntries(new URLSearchParams(tokenCall.body as string))
      expect(exchange).toMatchObject({ grant_type: 'authorization_code', client_id: 'gatehouse-vite-host', redirect_uri: request.redirect_uri })
      expect(await pkceChallenge(exchange.code_verifier!)).toBe(request.code_challenge)
      expect(calls(since(mark)).filter((line) => line.includes('/users/v2/me'))).toEqual(['GET /identity/resources/users/v2/me 200'])

      // Reload: the silent refresh restores the session from the identity API's cookie, with no redirect.
      mark = api.requests().length
      await page.reload()
      await signedInText(page).waitFor({ timeout: 10_000 })
      expect(new URL(page.url()).pathname).toBe('/hosted/')
      await settled(page, api)
      checkPhase('host', 'hosted restore', since(mark), loads)
      expect(oauthCalls(since(mark))).toEqual(['POST /oauth/authorize/silent 200'])

      // Every access token expires at once: the API call is refused, renewed by the refresh-token grant (rotated), and replayed.
      mark = api.requests().length
      api.expireAccessTokens()
      await page.getByRole('button', { name: 'Call the API' }).click()
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'The API' }).textContent(), { timeout: 10_000 }).toContain(`The API answered: ${ada.email}`)
      await settled(page, api)
      const renewals = since(mark).filter((entry) => entry.path === '/oauth/token')
      expect(renewals.map((entry) => [entry.status, new URLSearchParams(entry.body as string).get('grant_type')])).toEqual([[200, 'refresh_token']])
      expect(calls(since(mark)).filter((line) => line.includes('/users/v2/me'))).toEqual(['GET /identity/resources/users/v2/me 401', 'GET /identity/resources/users/v2/me 200'])

      // Sign out: the session here ends, then the identity API's end-session page, then back at the login route, signed out.
      mark = api.requests().length
      await page.getByRole('button', { name: 'Sign out' }).click()
      await signInPage().waitFor()
      const signOut = since(mark)
      console.log(`host e2e: hosted sign-out: ${oauthCalls(signOut).join(', ')}`)
      const endSession = signOut.find((entry) => entry.method === 'GET' && entry.path === '/oauth/logout')!
      expect(endSession.status).toBe(302)
      expect(endSession.query).toMatchObject({ client_id: 'gatehouse-vite-host', post_logout_redirect_uri: `${example.origin}/hosted/account/login` })
      expect(endSession.query.id_token_hint).toBeTruthy()
      const afterEndSession = oauthCalls(signOut.slice(signOut.indexOf(endSession)))
      expect(afterEndSession[0]).toBe('GET /oauth/logout 302')
      expect(afterEndSession.slice(1, -1).every((line) => line === 'POST /oauth/authorize/silent 401')).toBe(true)
      expect(afterEndSession.at(-1)).toBe('GET /oauth/authorize 200')
      expect(new URL(page.url()).origin).toBe(api.url)

      // The protected page again: no session to restore.
      mark = api.requests().length
      await page.goto(`${example.origin}/hosted/`)
      await signInPage().waitFor()
      expect(oauthCalls(since(mark)).filter((line) => line.startsWith('POST /oauth/authorize/silent')).every((line) => line.endsWith(' 401'))).toBe(true)
    } finally {
      await context.close()
      api.reset()
    }
  })

  it('hosted login: a callback whose state was changed on the way is refused before any exchange, and "Sign in again" starts over', async () => {
    const { context, page } = await openPage()
    const signInPage = () => page.getByRole('heading', { name: 'Sign in', exact: true })
    try {
      await page.goto(`${example.origin}/hosted/account/login`)
      await signInPage().waitFor()
      const firstState = new URL(page.url()).searchParams.get('state')
      // The sign-in page's answer is altered on its way to the browser: another state.
      await page.route(
        (url) => url.origin === api.url && url.pathname === '/oauth/authorize',
        async (route) => {
          if (route.request().method() !== 'POST') return route.continue()
          const response = await route.fetch({ maxRedirects: 0 })
          const location = new URL(response.headers().location!)
          location.searchParams.set('state', 'a-state-this-browser-never-sent')
          await route.fulfill({ status: 302, headers: { location: location.href } })
        },
      )
      const mark = api.requests().length
      await page.getByLabel('Email').fill(ada.email)
      await page.getByLabel('Password').fill(ada.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('heading', { name: "We couldn't sign you in" }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/hosted/oauth/callback')
      await page.getByText('This answer from the sign-in page does not belong to the sign-in started in this browser. Sign in again.').waitFor()
      await settled(page, api)
      // Refused before the exchange: the code was never sent.
      expect(calls(since(mark)).filter((line) => line.includes('/oauth/token'))).toEqual([])
      expect(await signedInText(page).count()).toBe(0)
      await page.unrouteAll()

      await page.getByRole('button', { name: 'Sign in again' }).click()
      await signInPage().waitFor()
      const again = new URL(page.url()).searchParams
      expect(again.get('state')).toBeTruthy()
      expect(again.get('state')).not.toBe(firstState)
    } finally {
      await context.close()
      api.reset()
    }
  })
  it('impersonation: an admin acts as a member, the banner says so through a reload, and "Stop impersonating" signs the impersonated session out', async () => {
    // Ada (an admin of Acme) acts as Alan, a member of Acme.
    const alan = people.breached
    const alanId = findUserByEmail(getWorld(), alan.email)!.id
    const { context, page, loads } = await openPage()
    const banner = page.getByRole('region', { name: 'Impersonation' })
    try {
      await page.goto(`${example.origin}/`)
      await page.getByLabel('Email').waitFor()
      await signIn(page)
      await signedInText(page).waitFor()
      expect(await banner.count()).toBe(0)

      // The route the admin portal's Impersonate action opens, a page load of its own: Ada's session
      // restores and Alan is looked up; nothing is impersonated until Ada confirms with a reason.
      let mark = api.requests().length
      await page.goto(`${example.origin}/account/impersonate?userId=${alanId}`)
      await page.getByRole('heading', { name: 'Confirm the impersonation' }).waitFor()
      await page.getByText(alan.email).waitFor()
      await settled(page, api)
      const impersonationCalls = () => since(mark).filter((request) => request.method === 'POST' && request.path.endsWith(IMPERSONATION_PATH))
      expect(impersonationCalls()).toEqual([])
      expect(await signedInText(page).count()).toBe(0)
      await page.getByRole('textbox', { name: 'Reason' }).fill('Ticket 42')
      await page.getByRole('button', { name: 'Start impersonating' }).click()
      await page.getByRole('heading', { name: 'Impersonation started' }).waitFor()
      await page.getByText(`Signed in as ${alan.email}`).waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      await expect.poll(() => banner.textContent()).toContain(`You are acting as ${alan.name} on behalf of ${ada.name}.`)
      await settled(page, api)
      // Under StrictMode: one lookup and one impersonation call; the session restored (Ada's) before it, and reloaded (Alan's) 1000 ms after it, each once.
      const phase = since(mark)
      const impersonations = impersonationCalls()
      expect(impersonations.map((request) => [request.status, request.body])).toEqual([[200, { impersonatedUserId: alanId, justification: 'Ticket 42' }]])
      const asked = impersonations[0]!.at
      checkPhase('host', 'impersonation: the restore and the call', phase.filter((request) => request.at <= asked), loads)
      checkPhase('host', 'impersonation: the session reloaded', phase.filter((request) => request.at > asked), loads)
      expect(phase.filter(isRefresh).map((request) => [request.status, request.at > asked])).toEqual([
        [200, false],
        [200, true],
      ])

      // A reload: the session cookie is the impersonation's.
      await page.reload()
      await page.getByText(`Signed in as ${alan.email}`).waitFor({ timeout: 10_000 })
      await expect.poll(() => banner.textContent()).toContain(`You are acting as ${alan.name} on behalf of ${ada.name}.`)

      // Stop impersonating: the impersonated session signs out; nobody is signed in after.
      mark = api.requests().length
      await page.getByRole('button', { name: 'Stop impersonating' }).click()
      await page.getByLabel('Email').waitFor()
      expect(new URL(page.url()).pathname).toBe('/account/login')
      expect(await banner.count()).toBe(0)
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/auth/v1/logout')).map((request) => request.status)).toEqual([200])
      mark = api.requests().length
      await page.reload()
      await page.getByLabel('Email').waitFor()
      // The restore runs in the background: the email field shows before its refresh is answered.
      await expect.poll(() => since(mark).filter(isRefresh).map((request) => request.status)).toEqual([401])
    } finally {
      await context.close()
      api.reset()
    }
  })

  it("privacy: Ada signs in from two browsers; the second revokes the first one's session, which leaves the list and whose refresh then fails", async () => {
    const first = await openPage()
    const second = await openPage()
    try {
      for (const { page } of [first, second]) {
        await page.goto(`${example.origin}/`)
        await page.getByLabel('Email').waitFor()
        await signIn(page)
        await signedInText(page).waitFor()
      }
      // One session per sign-in, from this machine (the dev API lists where each came from).
      const page = second.page
      await page.getByRole('link', { name: 'Admin portal' }).click()
      await page.getByRole('link', { name: 'Privacy and security' }).click()
      await page.getByRole('tab', { name: 'Sessions' }).click()
      const rows = page.getByRole('grid', { name: 'Sessions' }).getByRole('row').filter({ hasText: '127.0.0.1' })
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
      await expect.poll(() => rows.filter({ hasText: 'This session' }).count()).toBe(1)

      const other = rows.filter({ hasNotText: 'This session' })
      await other.getByRole('button', { name: /^Revoke session on / }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
      await page.getByText(/^Session on .+ revoked\.$/).waitFor()
      await expect.poll(() => rows.count()).toBe(1)
      await expect.poll(() => rows.filter({ hasText: 'This session' }).count()).toBe(1)
      expect(api.requests().filter((request) => request.method === 'DELETE' && /\/users\/sessions\/v1\/me\/session-/.test(request.path)).map((request) => request.status)).toEqual([200])

      // The first browser's session is over: its refresh cookie no longer restores it.
      const mark = api.requests().length
      await first.page.reload()
      await first.page.getByLabel('Email').waitFor()
      expect(since(mark).filter(isRefresh).map((request) => request.status)).toContain(401)
      // The second is still signed in.
      await page.reload()
      await page.getByRole('grid', { name: 'Sessions' }).waitFor()
    } finally {
      await first.context.close()
      await second.context.close()
      api.reset()
    }
  })

  it("webhooks: an admin points a webhook at the host's receiver, its test is answered there, and an invitation arrives signed with its secret", async () => {
    const { context, page } = await openPage()
    const receiver = `${example.origin}/webhooks/gatehouse`
    const received = async () => (await (await fetch(receiver)).json()) as { event?: string; verified: boolean; body: { eventKey?: string; data?: { email?: string } } }[]
    try {
      await page.goto(`${example.origin}/`)
      await page.getByLabel('Email').waitFor()
      await signIn(page)
      await signedInText(page).waitFor()
      await page.getByRole('link', { name: 'Admin portal' }).click()
      await page.getByRole('link', { name: 'Webhooks', exact: true }).click()
      await page.getByRole('link', { name: 'Set up Webhooks' }).click()

      // A new webhook to the host's own receiver (http to this machine: the dev API is this machine's too).
      await page.getByRole('button', { name: 'New webhook' }).click()
      const form = page.getByRole('dialog', { name: 'New webhook' })
      await form.getByRole('textbox', { name: 'Name' }).fill('Host receiver')
      await form.getByRole('textbox', { name: 'URL' }).fill(receiver)
      await form.getByText('User invited (Users)', { exact: true }).click()
      await form.getByRole('textbox', { name: 'Secret' }).fill(WEBHOOK_SECRET)
      await form.getByRole('button', { name: 'Send a test' }).click()
      await form.getByText('The receiver answered 200: the webhook works.').waitFor()
      await form.getByText('"received": true').waitFor()
      expect((await received()).map(({ event, verified }) => ({ event, verified }))).toEqual([{ event: 'gatehouse.webhook.test', verified: true }])
      await form.getByRole('button', { name: 'Save webhook' }).click()
      await page.getByText('The webhook Host receiver was created.').waitFor()

      // An invitation: its delivery reaches the receiver, signed with the webhook's secret.
      await page.getByRole('link', { name: 'Users', exact: true }).click()
      await page.getByRole('button', { name: 'Add user' }).click()
      const add = page.getByRole('dialog', { name: 'Add user' })
      await add.getByLabel('Email').fill('grace.webhook@acme.test')
      await add.getByRole('button', { name: 'Send invitation' }).click()
      await add.waitFor({ state: 'detached' })
      await expect.poll(async () => (await received()).length, { timeout: 10_000 }).toBe(2)
      const [, invited] = await received()
      expect(invited).toMatchObject({ event: 'frontegg.user.invitedToTenant', verified: true })
      expect(JSON.stringify(invited!.body)).toContain('grace.webhook@acme.test')

      // The webhook's deliveries list it, with what the receiver answered.
      await page.getByRole('link', { name: 'Webhooks', exact: true }).click()
      await page.getByRole('link', { name: 'Set up Webhooks' }).click()
      await page.getByRole('link', { name: 'Host receiver' }).click()
      const row = page.getByRole('grid', { name: 'Deliveries' }).getByRole('row').filter({ hasText: '200' })
      await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1)
      await row.getByRole('button', { name: /^Show delivery of/ }).click()
      await page.getByText('"received": true').waitFor()
    } finally {
      await context.close()
      api.reset()
    }
  })

  it('billing: an admin replaces the card through the stand-in card form, upgrades the plan, and saves the new invoice as a PDF', async () => {
    const { context, page } = await openPage()
    try {
      await page.goto(`${example.origin}/`)
      await page.getByLabel('Email').waitFor()
      await signIn(page)
      await signedInText(page).waitFor()
      await page.getByRole('link', { name: 'Admin portal' }).click()
      await page.getByRole('link', { name: 'Subscriptions', exact: true }).click()
      await page.getByText('Visa ending in 4242').waitFor()

      // A card declined, then one that goes through: one setup intent, confirmed twice against the dev API.
      await page.getByRole('link', { name: 'Manage payment method' }).click()
      await page.getByRole('button', { name: 'Replace card' }).click()
      const card = page.getByRole('dialog', { name: 'Replace your card' })
      await card.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002')
      await card.getByRole('textbox', { name: 'Expiry date' }).fill('12/34')
      await card.getByRole('textbox', { name: 'Security code' }).fill('123')
      await card.getByRole('button', { name: 'Save card' }).click()
      await card.getByText('Your card was declined.').waitFor()
      await card.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444')
      await card.getByRole('button', { name: 'Save card' }).click()
      await page.getByText('Mastercard ending in 4444').waitFor()
      expect(api.requests().filter((request) => request.method === 'POST' && request.path.endsWith('/setup-intents/v1')).map((request) => request.status)).toEqual([200])

      // An upgrade with the new card: one PUT of the subscription, and its invoice on top.
      await page.getByRole('link', { name: 'Back to billing' }).click()
      await page.getByRole('link', { name: 'Change plan' }).click()
      await page.getByRole('button', { name: 'Upgrade to Business' }).click()
      const checkout = page.getByRole('dialog', { name: 'Change to Business' })
      await checkout.getByText('Pay with Mastercard ending in 4444').waitFor()
      await checkout.getByRole('button', { name: 'Confirm' }).click()
      await page.getByText('You are now on Business.').waitFor()
      expect(api.requests().filter((request) => request.method === 'PUT' && request.path.startsWith('/subscriptions/resources/subscriptions/v1/')).map((request) => request.body)).toEqual([
        expect.objectContaining({ planId: expect.any(String), paymentMethodId: expect.any(String) }),
      ])

      await page.getByRole('link', { name: 'Back to billing' }).click()
      const latest = page.getByRole('grid', { name: 'Latest invoices' })
      await latest.getByText('$99.00').waitFor()
      const [download] = await Promise.all([page.waitForEvent('download'), latest.getByRole('button', { name: /^Download invoice/ }).first().click()])
      expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/)
      const bytes = await readFile((await download.path())!)
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    } finally {
      await context.close()
      api.reset()
    }
  })
})

/** Shifts the page's wall clock (Date) by `offsetMs`, as a device whose clock is off: performance.now() is untouched. */
const clockOff = (offsetMs: number) => `(() => {
  const RealDate = Date
  const offset = ${offsetMs}
  class DeviceDate extends RealDate {
    constructor(...args) { super(...(args.length ? args : [RealDate.now() + offset])) }
    static now() { return RealDate.now() + offset }
  }
  globalThis.Date = DeviceDate
})()`

/** Signs Ada in on a fresh page of `context` and waits for the signed-in page. */
async function signedInTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.goto(`${example.origin}/account/login`)
  await signIn(page)
  await signedInText(page).waitFor()
  return page
}

/** Refresh calls (with their status) since `mark`. */
const refreshesSince = (mark: number) => since(mark).filter(isRefresh).map((request) => request.status)

/** Holds the page's refresh calls (not their preflights) until `release`: the restore provably unanswered meanwhile. */
async function holdRefresh(page: Page) {
  const held: Route[] = []
  let holding = true
  const refresh = /\/token\/refresh$/
  await page.route(refresh, (route) => (holding && route.request().method() === 'POST' ? void held.push(route) : route.continue()))
  return {
    held: () => held.length,
    release: async () => {
      // Held calls go on first; the route then lets every later call through until the page closes.
      holding = false
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

describe('the session in the wild: several tabs, a clock that is off, a network that drops', () => {
  it('the login route: a signed-out visitor types at once while the restore is unanswered; a browser that signed in before waits, and is sent on without the form', async () => {
    const context = await browser.newContext()
    try {
      const visitor = await context.newPage()
      const refresh = await holdRefresh(visitor)
      await visitor.goto(`${example.origin}/account/login`)
      await expect.poll(refresh.held).toBeGreaterThan(0)
      await visitor.getByLabel('Email').fill(ada.email)
      expect(await visitor.getByRole('heading', { name: 'Checking your session' }).count()).toBe(0)
      await refresh.release()
      await expect.poll(() => visitor.evaluate(() => document.body.hasAttribute('data-gatehouse-loading'))).toBe(false)
      expect(await visitor.getByLabel('Email').inputValue()).toBe(ada.email)

      // Signed in: the browser keeps the session hint, and the next visit to the login route waits for the restore.
      await signIn(visitor)
      await signedInText(visitor).waitFor()
      const returning = await context.newPage()
      const restore = await holdRefresh(returning)
      await returning.goto(`${example.origin}/account/login`)
      await expect.poll(restore.held).toBeGreaterThan(0)
      await returning.getByRole('heading', { name: 'Checking your session' }).waitFor()
      expect(await returning.getByLabel('Email').count()).toBe(0)
      await restore.release()
      await signedInText(returning).waitFor()
      expect(new URL(returning.url()).pathname).toBe('/')
    } finally {
      await context.close()
    }
  })

  it('sign-out in one tab reaches the others at once, and a sign-in in one moves the others’ login screens on', async () => {
    const context = await browser.newContext()
    try {
      // A tab at the login route, then a sign-in in another tab of the same browser.
      const waiting = await context.newPage()
      await waiting.goto(`${example.origin}/account/login`)
      await waiting.getByLabel('Email').waitFor()
      const signing = await signedInTab(context)
      await signedInText(waiting).waitFor({ timeout: 15_000 })
      expect(new URL(waiting.url()).pathname).toBe('/')

      // Sign out in the first: the second shows its signed-out state without a reload.
      const mark = api.requests().length
      const loads = await watchPageLoads(waiting, () => api.requests())
      await signing.getByRole('button', { name: 'Sign out' }).click()
      await signing.getByLabel('Email').waitFor()
      await waiting.getByLabel('Email').waitFor({ timeout: 10_000 })
      expect(loads.starts).toEqual([])
      expect(await signedInText(waiting).count()).toBe(0)
      // Its cached session is gone too: a reload finds none (the cookie was ended by the logout).
      await waiting.reload()
      await waiting.getByLabel('Email').waitFor()
      console.log(`host e2e: tabs: sign-out reached the other tab without a reload; calls since: ${JSON.stringify(calls(since(mark)))}`)
    } finally {
      await context.close()
    }
  })

  it('four tabs opened at once (a browser restoring its windows) all stay signed in, and still after the next refresh round', async () => {
    const context = await browser.newContext()
    try {
      const first = await signedInTab(context)
      await first.close()
      const mark = api.requests().length
      const tabs = await Promise.all([1, 2, 3, 4].map(() => context.newPage()))
      await Promise.all(tabs.map((tab) => tab.goto(`${example.origin}/`)))
      await Promise.all(tabs.map((tab) => signedInText(tab).waitFor({ timeout: 15_000 })))
      const opened = refreshesSince(mark)
      // The next round: 5-second tokens are due after 4 s; wait until one more round has been answered.
      const round = api.requests().length
      await expect.poll(() => refreshesSince(round).length, { timeout: 15_000 }).toBeGreaterThan(0)
      await settled(tabs[0]!, api)
      for (const tab of tabs) expect(await signedInText(tab).count()).toBe(1)
      const all = refreshesSince(mark)
      console.log(`host e2e: four tabs at once: ${opened.length} refresh calls to open them (${opened.join(', ')}), ${all.length - opened.length} in the next round (${all.slice(opened.length).join(', ')}); tabs signed in: ${tabs.length} of 4`)
      expect(all.every((status) => status === 200)).toBe(true)
      // One at a time, never refused: a tab that waited takes its sibling's token over the channel, so no tab refreshes twice.
      expect(opened.length).toBeLessThanOrEqual(tabs.length)
      // And each still reaches the API with the token it holds.
      for (const tab of tabs) {
        await tab.getByRole('button', { name: 'Call the API' }).click()
        await expect.poll(() => tab.getByRole('status').filter({ hasText: 'The API' }).textContent()).toContain(`The API answered: ${ada.email}`)
      }
    } finally {
      await context.close()
    }
  })

  it('a device clock 10 minutes fast or slow refreshes at the same rate as a correct one', async () => {
    const WINDOW_MS = 12_500
    const rates: Record<string, number> = {}
    for (const [name, offset] of [['correct', 0], ['10 minutes fast', 600_000], ['10 minutes slow', -600_000]] as const) {
      const context = await browser.newContext()
      try {
        await context.addInitScript(clockOff(offset))
        const page = await signedInTab(context)
        const mark = api.requests().length
        // Counted over a fixed window on the real clock: the rate is the measure.
        await page.waitForTimeout(WINDOW_MS)
        const statuses = refreshesSince(mark)
        rates[name] = statuses.length
        expect(statuses.every((status) => status === 200)).toBe(true)
        expect(await signedInText(page).count()).toBe(1)
      } finally {
        await context.close()
      }
    }
    console.log(`host e2e: refresh calls in ${WINDOW_MS / 1000} s with 5-second tokens: ${JSON.stringify(rates)} (per minute with the clock 10 minutes fast: ${((rates['10 minutes fast']! * 60_000) / WINDOW_MS).toFixed(1)})`)
    // A refresh 4 s after each token: 3 in the window, whatever the device's clock says.
    for (const count of Object.values(rates)) expect(Math.abs(count - rates.correct!)).toBeLessThanOrEqual(1)
    expect(rates.correct).toBeGreaterThanOrEqual(2)
    expect(rates.correct).toBeLessThanOrEqual(4)
  })

  it('the network dropped across the moment the token is due: still signed in, and once back the next API call works', async () => {
    const context = await browser.newContext()
    try {
      const page = await signedInTab(context)
      const mark = api.requests().length
      await context.setOffline(true)
      // Past the refresh's due time (4 s) and the token's expiry (5 s).
      await page.waitForTimeout(7_000)
      expect(await signedInText(page).count()).toBe(1)
      const offlineCalls = since(mark).length
      await context.setOffline(false)
      await expect.poll(() => refreshesSince(mark), { timeout: 15_000 }).toContain(200)
      await page.getByRole('button', { name: 'Call the API' }).click()
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'The API' }).textContent()).toContain(`The API answered: ${ada.email}`)
      expect(await signedInText(page).count()).toBe(1)
      console.log(`host e2e: offline for 7 s across the token's due time: ${offlineCalls} calls reached the API meanwhile; back online: ${JSON.stringify(calls(since(mark)))}`)
    } finally {
      await context.close()
    }
  })
})
