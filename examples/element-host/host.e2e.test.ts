// End to end, as a plain HTML page and its user: examples/element-host (index.html with the
// custom elements' one script and one stylesheet, no framework, no bundler), installed from the
// packed tarball into a folder of its own, served by its own static server (serve.mjs), in Chromium
// against the dev API. Sign in, open the portal, add a user, sign out; and the elements' events.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright'
import { packedTarball } from '../../tests/package/packed'
import { startDevApi, type DevApi } from '../../scripts/devApi'
import { people } from '../../src/fixtures'
import { loadTranslation } from '../../src/screens/i18n/localeIndexes'
import type { defaultUsersMessages } from '../../src/screens/admin/team/users/usersMessages'
import { installFreshHost } from '../../scripts/freshHost.mjs'
import { checkPhase, freePort, launchChromium, settled, signIn, watchPageLoads, type PageLoads } from '../../tests/package/harness'

const ada = people.ada
/** Where index.html says the identity API is; the test's dev API is elsewhere (port 0). */
const PAGE_API = 'http://127.0.0.1:4010'

let api: DevApi
let server: ChildProcess
let origin: string
let browser: Browser
const started = Date.now()

beforeAll(async () => {
  api = await startDevApi({ port: 0, origins: [] })
  // This folder copied out of the repository with the packed tarball installed; the page pointed at this run's dev API.
  const page = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8').replaceAll(PAGE_API, api.url)
  const host = installFreshHost({ name: 'element-host', tarball: packedTarball(), source: import.meta.dirname, files: { 'index.html': page } })
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['serve.mjs'], { cwd: host.dir, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('element host on') && resolve())
    server.on('exit', (code) => reject(new Error(`serve.mjs exited (${code})`)))
  })
  api.allowOrigin(origin)
  browser = await launchChromium()
  console.log(`element-host e2e: installed in ${host.installMs} ms, page on ${origin}, dev API on ${api.url}, ready in ${Date.now() - started} ms`)
})

afterAll(async () => {
  await browser?.close()
  server?.kill('SIGTERM')
  await api?.close()
  console.log(`element-host e2e: ${Date.now() - started} ms in all`)
})

interface Heard {
  type: string
  target: string
  detail: Record<string, unknown>
}

/** A fresh browser profile with one page that records the elements' events (on the document: they bubble) and the page's errors. */
async function openPage(): Promise<{ context: BrowserContext; page: Page; loads: PageLoads; errors: string[] }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('dialog', (dialog) => {
    errors.push(`alert: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    const heard: Heard[] = []
    Object.assign(window, { heard })
    for (const type of ['gatehouse:signed-in', 'gatehouse:signed-out']) {
      document.addEventListener(type, (event) => {
        const one = { type, target: (event.target as Element).localName, detail: (event as CustomEvent).detail }
        heard.push(one)
        // Across page loads too, for a sign-in whose page leaves right after.
        sessionStorage.setItem('e2e:heard', JSON.stringify([...JSON.parse(sessionStorage.getItem('e2e:heard') ?? '[]'), one]))
      })
    }
  })
  return { context, page, loads: await watchPageLoads(page, () => api.requests()), errors }
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard)
const since = (mark: number) => api.requests().slice(mark)

describe('examples/element-host: the custom elements on a plain HTML page', () => {
  it('the page loads one script and one stylesheet of the package, and React comes with it', async () => {
    const { context, page, errors } = await openPage()
    try {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto(`${origin}/`)
      await page.getByLabel('Email').waitFor()
      expect(scripts.filter((file) => !file.startsWith('/node_modules/gatehouse/dist/element/'))).toEqual([])
      expect(scripts).toContain('/node_modules/gatehouse/dist/element/gatehouse-element.js')
      expect(scripts).toContain('/node_modules/gatehouse/dist/element/gatehouse-element.css')
      // Mock mode's fixtures are fetched only by a page that asks for them; the portal's shell only where a portal shows.
      expect(scripts.filter((file) => /\/chunks\/(mock|PortalElement)-/.test(file))).toEqual([])
      // The element renders into its light DOM, and the portal shows nothing outside its base path.
      expect(await page.locator('gatehouse-login').getByRole('textbox', { name: 'Email' }).count()).toBe(1)
      expect(await page.locator('gatehouse-portal').evaluate((element) => element.childElementCount)).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('sign in, open the portal, add a user, sign out', async () => {
    const { context, page, loads, errors } = await openPage()
    try {
      // Sign in: the login box, then a page load to the authenticated URL (/), where the session is restored.
      let mark = api.requests().length
      await page.goto(`${origin}/`)
      await page.getByLabel('Email').waitFor()
      await signIn(page)
      await page.getByText(`Signed in as ${ada.email}`).waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      // Each element of the app fires it (the portal's too, though it shows nothing here); the detail says who.
      const signedIn = { type: 'gatehouse:signed-in', detail: expect.objectContaining({ appName: 'default', email: ada.email, id: 'user-ada' }) }
      await expect.poll(() => heard(page)).toEqual([{ ...signedIn, target: 'gatehouse-login' }, { ...signedIn, target: 'gatehouse-portal' }])
      await settled(page, api)
      checkPhase('element-host', 'sign-in', since(mark), loads)

      // The portal: a page of its own (/admin/users serves index.html), the same app's session, restored once
      // for both elements (one provider): the restore's refresh is one call, and both elements say so.
      mark = api.requests().length
      await page.getByRole('link', { name: 'Admin portal' }).click()
      const portal = page.locator('gatehouse-portal')
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/users')
      await portal.getByRole('grid', { name: 'Users' }).getByRole('rowheader').filter({ hasText: '@' }).first().waitFor()
      await settled(page, api)
      const restore = checkPhase('element-host', 'portal', since(mark), loads)
      expect(restore.counts['POST /identity/resources/auth/v1/user/token/refresh']).toBe(1)
      expect((await heard(page)).map(({ type, target }) => `${type} ${target}`).sort()).toEqual(['gatehouse:signed-in gatehouse-login', 'gatehouse:signed-in gatehouse-portal'])

      // Add a user: React Aria's dialog opens in the themed overlay root at the end of the body.
      mark = api.requests().length
      await portal.getByRole('button', { name: 'Add user' }).click()
      const add = page.getByRole('dialog', { name: 'Add user' })
      expect(await add.evaluate((dialog) => Boolean(dialog.closest('[data-gatehouse-overlays]')))).toBe(true)
      await add.getByLabel('Name').fill('Grace Hopper')
      await add.getByLabel('Email').fill('grace.element@acme.test')
      await add.getByRole('button', { name: 'Send invitation' }).click()
      await add.waitFor({ state: 'detached' })
      // She is in the list, pending her invitation.
      await portal.getByLabel('Search users').fill('grace.element@acme.test')
      await portal.getByRole('grid', { name: 'Users' }).getByRole('rowheader').filter({ hasText: 'Grace Hopper' }).waitFor()
      await portal.getByRole('grid', { name: 'Users' }).getByText('Pending invitation').waitFor()
      const invited = since(mark).filter((request) => request.method === 'POST' && JSON.stringify(request.body).includes('grace.element@acme.test'))
      expect(invited.map((request) => request.status < 300)).toEqual([true])

      // A move inside the portal changes the URL in place: no page load.
      const documents = loads.starts.length
      await portal.getByRole('link', { name: 'Profile', exact: true }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/profile')
      await portal.getByRole('heading', { name: 'Profile' }).first().waitFor()
      await portal.getByRole('link', { name: 'Users', exact: true }).click()
      await portal.getByRole('grid', { name: 'Users' }).waitFor()
      expect(loads.starts.length).toBe(documents)

      // Sign out from the login element: the server told, both elements fire signed-out, the login box is back and the portal says so.
      mark = api.requests().length
      await page.evaluate(() => ((window as unknown as { heard: Heard[] }).heard.length = 0))
      await page.locator('gatehouse-login').getByRole('button', { name: 'Sign out' }).click()
      await page.locator('gatehouse-login').getByLabel('Email').waitFor()
      expect(since(mark).filter((request) => request.method === 'POST' && request.path.endsWith('/auth/v1/logout')).map((request) => request.status)).toEqual([200])
      await expect.poll(async () => (await heard(page)).map(({ type, target, detail }) => `${type} ${target} ${String(detail.email)}`).sort()).toEqual([`gatehouse:signed-out gatehouse-login ${ada.email}`, `gatehouse:signed-out gatehouse-portal ${ada.email}`])
      await expect.poll(() => portal.getByRole('grid', { name: 'Users' }).count()).toBe(0)

      // A reload finds no session.
      await page.reload()
      await page.getByLabel('Email').waitFor()
      expect(await page.getByText(`Signed in as ${ada.email}`).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
      api.reset()
    }
  })

  it('mock mode: the fixtures answer in the page (after 500 ms each), no server: a sign-in, then the kit moves on', async () => {
    const { context, page, errors } = await openPage()
    try {
      const scripts: string[] = []
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
      const mark = api.requests().length
      await page.route(`${origin}/mock.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mock</title><link rel="stylesheet" href="/node_modules/gatehouse/dist/element/gatehouse-element.css"><gatehouse-login base-url="https://identity.mock.invalid" mock></gatehouse-login><script type="module" src="/node_modules/gatehouse/dist/element/gatehouse-element.js"></script>' }))
      await page.goto(`${origin}/mock.html`)
      await page.getByLabel('Email').waitFor()
      expect(scripts.some((file) => /\/chunks\/mock-/.test(file))).toBe(true)
      await signIn(page)
      // After the sign-in the kit goes to the authenticated URL (/): the real page, whose element talks to the dev API and finds no session.
      await page.waitForURL(`${origin}/`)
      await page.getByLabel('Email').waitFor()
      const before = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:heard') ?? '[]') as Heard[])
      expect(before).toEqual([{ type: 'gatehouse:signed-in', target: 'gatehouse-login', detail: expect.objectContaining({ email: ada.email }) }])
      expect(since(mark).filter((request) => request.method !== 'OPTIONS' && request.path.endsWith('/auth/v1/user'))).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('a running element follows its properties and attributes: theme and visibility set from script, the locale changed live, no reload', async () => {
    const { context, page, loads, errors } = await openPage()
    try {
      await page.goto(`${origin}/`)
      await page.getByLabel('Email').waitFor()
      await signIn(page)
      await page.getByText(`Signed in as ${ada.email}`).waitFor()
      await page.getByRole('link', { name: 'Admin portal' }).click()
      const portal = page.locator('gatehouse-portal')
      const users = portal.getByRole('grid', { name: 'Users' })
      await users.getByRole('rowheader').filter({ hasText: '@' }).first().waitFor()
      const documents = loads.starts.length
      const mark = api.requests().length
      const add = portal.getByRole('button', { name: 'Add user' })
      const background = () => add.evaluate((button) => getComputedStyle(button).backgroundColor)
      // The page's theme attribute: the primary colour #4338ca.
      expect(await background()).toBe('rgb(67, 56, 202)')

      // theme as a property wins over the attribute; cleared, the attribute's theme is back.
      await portal.evaluate((element) => Object.assign(element, { theme: { palette: { primary: { main: '#b00020' } } } }))
      await expect.poll(background).toBe('rgb(176, 0, 32)')
      await portal.evaluate((element) => Object.assign(element, { theme: undefined }))
      await expect.poll(background).toBe('rgb(67, 56, 202)')

      // visibility as a property: Profile hidden from the navigation; cleared, the attribute's metadata is back.
      const profileLink = portal.getByRole('link', { name: 'Profile', exact: true })
      expect(await profileLink.count()).toBe(1)
      await portal.evaluate((element) => Object.assign(element, { visibility: { profile: 'hidden', roles: 'byPermissions', groups: 'byPermissions' } }))
      await expect.poll(() => profileLink.count()).toBe(0)
      await portal.evaluate((element) => Object.assign(element, { visibility: undefined }))
      await expect.poll(() => profileLink.count()).toBe(1)

      // locale changed on the live element: the portal speaks German, right away and in place.
      const german = (await loadTranslation('de', 'usersMessages')) as typeof defaultUsersMessages
      await portal.evaluate((element) => element.setAttribute('locale', 'de'))
      await portal.getByRole('button', { name: german.users.add }).waitFor()
      expect(await portal.evaluate((element) => element.querySelector('[lang]')?.getAttribute('lang'))).toBe('de')

      // A section first visited in German asks for its strings while its code is still on the way, not after:
      // the Profile section's chunk is held back until the German profile strings have been asked for.
      let releaseSection = () => {}
      const sectionHeld = new Promise<void>((resolve) => (releaseSection = resolve))
      await page.route(/\/chunks\/ProfileSection-[\w-]+\.js$/, async (route) => {
        await sectionHeld
        await route.continue()
      })
      const germanProfile = page.waitForRequest(/\/chunks\/profileMessages-[\w-]+\.js$/)
      await portal.locator('a[href="/admin/profile"]').first().click()
      await germanProfile
      releaseSection()
      const profileText = (await loadTranslation('de', 'profileMessages')) as { details: { title: string } }
      await portal.getByText(profileText.details.title).first().waitFor()
      await portal.locator('a[href="/admin/users"]').first().click()
      await portal.getByRole('button', { name: german.users.add }).waitFor()

      await portal.evaluate((element) => element.removeAttribute('locale'))
      await add.waitFor()

      // None of it reloaded the page, signed anyone out or asked the identity API for the session again.
      expect(loads.starts.length).toBe(documents)
      expect(since(mark).filter((request) => request.path.endsWith('/token/refresh') || request.path.endsWith('/auth/v1/logout'))).toEqual([])
      expect(await page.getByText(`Signed in as ${ada.email}`).count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await context.close()
      api.reset()
    }
  })

  it('without base-url: an alert, and the element stays empty; an app nobody registered: FronteggApp not found for appName', async () => {
    const { context, page, errors } = await openPage()
    try {
      await page.goto(`${origin}/`)
      await page.getByLabel('Email').waitFor()
      await page.evaluate(() => {
        document.body.insertAdjacentHTML('beforeend', '<gatehouse-login id="no-base" app-name="default"></gatehouse-login><gatehouse-login id="other" app-name="shop"></gatehouse-login><gatehouse-login id="mismatch" app-name="shop" store-name="store" base-url="http://127.0.0.1:1"></gatehouse-login>')
      })
      await expect.poll(() => errors.length).toBeGreaterThanOrEqual(2)
      expect(errors).toEqual(expect.arrayContaining(['FronteggApp not found for appName "shop"', 'Mismatch in store names']))
      for (const id of ['other', 'mismatch']) expect(await page.locator(`#${id}`).evaluate((element) => element.childElementCount)).toBe(0)
      // The default app is registered by the page's own element: this one joins it (the same session, a second login box).
      await page.locator('#no-base').getByLabel('Email').waitFor()

      // A page whose only element has no base-url: the alert of spec/admin.md §5.
      await page.route(`${origin}/bare.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Bare</title><gatehouse-login></gatehouse-login><script type="module" src="/node_modules/gatehouse/dist/element/gatehouse-element.js"></script>' }))
      await page.goto(`${origin}/bare.html`)
      await expect.poll(() => errors.filter((error) => error.startsWith('alert: Gatehouse: the base-url attribute is required'))).toHaveLength(1)
      expect(await page.locator('gatehouse-login').evaluate((element) => element.childElementCount)).toBe(0)
    } finally {
      await context.close()
    }
  })
})
