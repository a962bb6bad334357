// npm run size: what a host ships, measured from the host's side. Builds the library if dist/ is
// stale, packs it (npm pack), installs the tarball into fresh hosts outside this repository with
// npm (their dependencies only: no optional peers, no link into this repository, so an undeclared
// dependency or a reached optional peer fails to resolve), then bundles small host entries that
// import the package by name in three bundlers: Vite (rolldown; code splitting, React external),
// esbuild (the same entries) and Next.js with Turbopack (an App Router page per entry). Prints per
// row what loads up front and what each lazy chunk adds on first use (min+gzip, each file gzipped
// on its own as it is served), against the budgets of ARCHITECTURE.md "What a host ships"; the
// first chunks side by side in the three bundlers; and the largest contributors by source module or
// package. A section is counted from a cold cache after the first load: an idle prefetch is a row of
// its own. Exits 1 when a promise of a package that tree-shakes breaks (headless login loads no
// react-aria, the login box no admin code ...); a row over budget is reported, not failed.
//
//   npm run size [-- --top 8] [-- --keep]      (--keep leaves the host directories for a look)
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, version as viteVersion } from 'vite'
import * as esbuild from 'esbuild'
import { ensureLibraryBuilt, installFreshHost, packLibrary } from './freshHost.mjs'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const TOP = Number(args[args.indexOf('--top') + 1]) || 8
const KEEP = args.includes('--keep')
const KiB = 1024

/** Budgets (min+gzip, React excluded): ARCHITECTURE.md "What a host ships", issue 10. */
const BUDGET = { headless: 10 * KiB, loginBox: 30 * KiB, loginCss: 8 * KiB, loginStep: 10 * KiB, adminFirst: 70 * KiB, adminSection: 25 * KiB }

/** The login steps past the email step, by the module LOGIN_STEP_SCREENS loads them from. */
const LOGIN_STEP_FAMILIES = {
  PasswordStep: 'password',
  PasswordlessSteps: 'passwordless (code, magic link)',
  LoginMfaStep: 'MFA',
  PromptPasskeysStep: 'passkey prompt',
  QuickLoginSmsStep: 'quick login',
  BreachedPasswordSteps: 'breached password',
}

const HOST_ENTRIES = {
  headless: `
    import { createClient } from 'gatehouse/api'
    import { GatehouseProvider, useLogin } from 'gatehouse/hooks'
    globalThis.host = { createClient, GatehouseProvider, useLogin }`,
  login: `
    import { createClient } from 'gatehouse/api'
    import { GatehouseProvider, useLogin } from 'gatehouse/hooks'
    import { LoginScreen } from 'gatehouse/screens'
    import { ThemeProvider } from 'gatehouse/primitives'
    import 'gatehouse/styles.css'
    globalThis.host = { createClient, GatehouseProvider, useLogin, LoginScreen, ThemeProvider }`,
  // The login box as a host that sets the language has it: MessagesProvider around it.
  loginInALanguage: `
    import { createClient } from 'gatehouse/api'
    import { GatehouseProvider, useLogin } from 'gatehouse/hooks'
    import { LoginScreen, MessagesProvider } from 'gatehouse/screens'
    import { ThemeProvider } from 'gatehouse/primitives'
    import 'gatehouse/styles.css'
    globalThis.host = { createClient, GatehouseProvider, useLogin, LoginScreen, MessagesProvider, ThemeProvider }`,
  admin: `
    import { createClient } from 'gatehouse/api'
    import { GatehouseProvider } from 'gatehouse/hooks'
    import { AdminPortal } from 'gatehouse/admin'
    import { ThemeProvider } from 'gatehouse/primitives'
    import 'gatehouse/styles.css'
    globalThis.host = { createClient, GatehouseProvider, AdminPortal, ThemeProvider }`,
  // The portal as a host that sets the language has it.
  adminInALanguage: `
    import { createClient } from 'gatehouse/api'
    import { GatehouseProvider } from 'gatehouse/hooks'
    import { AdminPortal } from 'gatehouse/admin'
    import { MessagesProvider } from 'gatehouse/screens'
    import { ThemeProvider } from 'gatehouse/primitives'
    import 'gatehouse/styles.css'
    globalThis.host = { createClient, GatehouseProvider, AdminPortal, MessagesProvider, ThemeProvider }`,
}

/**
 * The account pages a host routes to besides the login box (sign-up, the emailed links' pages, phone
 * reset, hosted login, tenant switch, impersonation): a host that has the login box loaded and opens
 * one of them through a lazy route. Each row counts what the page adds to the login box.
 */
const ACCOUNT_PAGES = {
  'sign-up': 'SignUpScreen',
  'accept invitation': 'AcceptInvitationScreen',
  'reset password': 'ResetPasswordScreen',
  activation: 'ActivationScreen',
  'reset phone number': 'ResetPhoneNumberScreen',
  'hosted login + callback': 'HostedLoginScreen, HostedCallbackScreen',
  'tenant switcher': 'TenantSwitcher',
  impersonation: 'ImpersonationScreen, ImpersonationBanner',
  'change password form': 'ChangePasswordForm',
}
// Underscores, not hyphens: a hyphen and 8 characters at the end read as a chunk hash (moduleName).
const pageFile = (page) => `page_${page.replace(/\W+/g, '_')}`
for (const [page, screens] of Object.entries(ACCOUNT_PAGES)) {
  HOST_ENTRIES[pageFile(page)] = `
    import { ${screens} } from 'gatehouse/screens'
    export default { ${screens} }`
}
HOST_ENTRIES.pages = `${HOST_ENTRIES.login}
    globalThis.pages = { ${Object.keys(ACCOUNT_PAGES).map((page) => `'${page}': () => import('./${pageFile(page)}.js')`).join(', ')} }`

const isReact = (id) => /^(react|react-dom)(\/|$)/.test(id)

// ---------------------------------------------------------------- build, pack, install

const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8'))

if (ensureLibraryBuilt() === 'built') console.log('dist/ was stale: built it')

// The host as a user makes it: the tarball installed from the registry's copies of its
// dependencies (no optional peers, no link into this repository), React beside it.
const { tarball, packed } = packLibrary()
const host = installFreshHost({
  name: 'size-host',
  tarball,
  dependencies: { react: pkg.devDependencies.react, 'react-dom': pkg.devDependencies['react-dom'] },
  files: Object.fromEntries(Object.entries(HOST_ENTRIES).map(([name, source]) => [`src/${name}.js`, source.trim() + '\n'])),
})
const HOST = host.dir
for (const optionalPeer of Object.keys(pkg.peerDependenciesMeta ?? {})) {
  if (existsSync(path.join(HOST, 'node_modules', optionalPeer))) throw new Error(`the size host has the optional peer ${optionalPeer}: a host that does not mock never installs it`)
}

const GATEHOUSE_DIST = path.join(HOST, 'node_modules', 'gatehouse', 'dist')

// ---------------------------------------------------------------- bundling as a host does

/** One host build (Vite, code splitting, React external): its JS chunks and CSS files. */
async function viteHost(entry) {
  const output = await build({
    configFile: false,
    root: HOST,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      outDir: path.join(HOST, 'dist'),
      minify: true,
      cssMinify: true,
      sourcemap: true,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: { [entry]: path.join(HOST, 'src', `${entry}.js`) }, external: isReact },
    },
  })
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
  const chunks = new Map(files.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]))
  const css = files.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
  return { chunks, css, entry: [...chunks.values()].find((chunk) => chunk.isEntry) }
}

/** The chunks `start` loads statically, minus those already loaded. */
function closure(chunks, start, loaded = new Set()) {
  const found = new Set()
  const visit = (fileName) => {
    if (found.has(fileName) || loaded.has(fileName) || !chunks.has(fileName)) return
    found.add(fileName)
    chunks.get(fileName)?.imports.forEach(visit)
  }
  visit(start)
  return found
}

/**
 * What a page asks for in the background as it first shows, whatever the visitor does: the session's
 * running work (the tabs' channel, the hint, the lifecycle: hooks/session/startSession; the refresh
 * work: api/refreshEngine), its restore
 * (the refresh call, the profile's calls and their schemas: the lazily imported modules api/refresh and
 * hooks/session/finishSignIn, wherever the bundler put them), the vendor settings and,
 * on the login box, the social buttons. Returns the chunks those add to `loaded`.
 */
function mountWork(chunks, loaded, { social = true } = {}) {
  const holding = (suffix) => [...chunks.values()].find((chunk) => Object.keys(chunk.modules).some((id) => id.replaceAll('\\', '/').endsWith(suffix)))
  const starts = ['/dist/api/refresh.js', '/dist/api/refreshEngine.js', '/dist/hooks/session/startSession.js', '/dist/hooks/session/finishSignIn.js', '/dist/hooks/session/vendorSettingsLoad.js', ...(social ? ['/dist/screens/login/SocialLoginButtons.js'] : [])].map(holding).filter(Boolean)
  return new Set(starts.flatMap((chunk) => [...closure(chunks, chunk.fileName, loaded)]))
}

/** The modules in some chunks that match a test (the source modules, by their package path). */
function modulesIn(chunks, fileNames, test) {
  return [...fileNames].flatMap((fileName) => chunks.get(fileName).moduleIds ?? Object.keys(chunks.get(fileName).modules))
    .map((id) => id.replaceAll('\\', '/').replace(/^.*node_modules\//, '')).filter((id) => test.test(id))
}

/** What a row must not load: the issue's promises of a package that tree-shakes. */
function mustNotLoad(what, chunks, fileNames, test) {
  const found = modulesIn(chunks, fileNames, test)
  checks.push(found.length ? `FAIL ${what}: ${found.length} modules, e.g. ${found.slice(0, 3).join(', ')}` : `ok   ${what}`)
}

const gzipCache = new Map()
// The builds here write source maps (for the contributors below); a host's production build by
// default does not, so the `//# sourceMappingURL=` line each chunk ends with is not counted.
const gz = (text) => {
  if (!gzipCache.has(text)) gzipCache.set(text, text ? gzipSync(text.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, ''), { level: 9 }).length : 0)
  return gzipCache.get(text)
}
const textOf = (file) => (file.type === 'chunk' ? file.code : String(file.source))
const sizeOf = (chunks, fileNames) => [...fileNames].reduce((sum, fileName) => sum + gz(chunks.get(fileName).code), 0)

/** The lazy chunks a build has: each dynamic entry, by the module (or package) it stands for. */
function lazyChunks(chunks) {
  return [...chunks.values()].filter((chunk) => chunk.isDynamicEntry).map((chunk) => {
    const id = chunk.facadeModuleId ?? chunk.fileName
    const owner = contributorOf(id)
    const name = owner.part === undefined ? moduleName(id) : owner.name
    return { chunk, name: name === 'mock' ? 'mock mode (fixtures)' : name }
  })
}

/** `.../UsersSection-Ds-IOCqj.js` or `.../users/UsersSection.js` → `UsersSection`. */
const moduleName = (id) => path.basename(id).replace(/\.[mc]?[jt]sx?$/, '').replace(/-[\w-]{8}$/, '')

// ---------------------------------------------------------------- who contributes: sourcemaps

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** Source map mappings → per generated line, segments [column, source, line, column]. */
function decodeMappings(mappings) {
  const lines = []
  let source = 0, sourceLine = 0, sourceColumn = 0
  for (const line of mappings.split(';')) {
    const segments = []
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const values = []
      let value = 0, shift = 0
      for (const char of segment) {
        const digit = BASE64.indexOf(char)
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += values[0]
      if (values.length >= 4) {
        source += values[1]; sourceLine += values[2]; sourceColumn += values[3]
        segments.push([column, source, sourceLine, sourceColumn])
      } else segments.push([column, -1, 0, 0])
    }
    lines.push(segments)
  }
  return lines
}

const distMaps = new Map()
/** A packaged file's own source map, to go from dist/ back to src/ where the package ships maps. */
function distMap(file) {
  if (!distMaps.has(file)) {
    let map = null
    if (existsSync(`${file}.map`)) {
      const raw = JSON.parse(readFileSync(`${file}.map`, 'utf8'))
      map = { lines: decodeMappings(raw.mappings), sources: raw.sources.map((source) => path.resolve(path.dirname(file), raw.sourceRoot ?? '', source)) }
    }
    distMaps.set(file, map)
  }
  return distMaps.get(file)
}

/** Where a position of a file in the package came from (src/ through its map), else the file itself. */
function originOf(file, line, column) {
  const map = file.startsWith(GATEHOUSE_DIST) ? distMap(file) : null
  const segments = map?.lines[line]
  if (!segments?.length) return file
  let found = segments[0]
  for (const segment of segments) if (segment[0] <= column) found = segment
  return found[1] >= 0 ? map.sources[found[1]] : file
}

/** What a contributor is called: a package (and the part of it: `react-aria` › `table`), or a module of gatehouse. */
function contributorOf(file) {
  const match = /^.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file.replaceAll('\\', '/'))
  if (!match) return { name: file.startsWith('\0') || !file ? '(bundler runtime)' : path.relative(HOST, file) }
  if (match[1] === 'gatehouse') return { name: `gatehouse ${match[2]}` }
  const part = match[2].replace(/^(dist|esm|es|lib|build)\//, '').replace(/^(private|exports)\//, '').split('/')[0].replace(/\.[mc]?js$/, '')
  return { name: match[1], part }
}

/**
 * Each chunk's gzip bytes shared among its sources by their share of its minified bytes:
 * [name, bytes, parts] largest first, parts being a package's own largest parts.
 */
function contributors(chunks, fileNames) {
  const totals = new Map()
  const parts = new Map()
  for (const fileName of fileNames) {
    const chunk = chunks.get(fileName)
    const code = chunk.code
    const share = gz(code) / Math.max(1, code.length)
    const add = ({ name, part }, chars) => {
      totals.set(name, (totals.get(name) ?? 0) + chars * share)
      if (part) parts.set(name, new Map(parts.get(name) ?? []).set(part, (parts.get(name)?.get(part) ?? 0) + chars * share))
    }
    const runtime = { name: '(bundler runtime)' }
    if (!chunk.map) {
      add(contributorOf(chunk.facadeModuleId ?? ''), code.length)
      continue
    }
    const sources = chunk.map.sources.map((source) => path.resolve(path.join(HOST, 'dist', path.dirname(fileName)), chunk.map.sourceRoot ?? '', source))
    const lines = decodeMappings(chunk.map.mappings)
    code.split('\n').forEach((text, index) => {
      const segments = lines[index] ?? []
      let cursor = 0
      segments.forEach((segment, at) => {
        const end = at + 1 < segments.length ? segments[at + 1][0] : text.length + 1
        if (segment[0] > cursor) add(runtime, segment[0] - cursor)
        add(segment[1] >= 0 ? contributorOf(originOf(sources[segment[1]], segment[2], segment[3])) : runtime, Math.max(0, end - segment[0]))
        cursor = end
      })
      if (cursor < text.length + 1) add(runtime, text.length + 1 - cursor)
    })
  }
  return [...totals].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, bytes, [...(parts.get(name) ?? [])].sort((a, b) => b[1] - a[1])])
}

// ---------------------------------------------------------------- esbuild, the second opinion

/** Up-front JS (and CSS) of the same host entry bundled by esbuild with code splitting. */
async function esbuildUpFront(entry) {
  const result = await esbuild.build({
    absWorkingDir: HOST,
    entryPoints: [path.join(HOST, 'src', `${entry}.js`)],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    outdir: path.join(HOST, 'esbuild'),
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const byPath = new Map(result.outputFiles.map((file) => [path.relative(HOST, file.path), file.text]))
  const outputs = result.metafile.outputs
  // Every lazy chunk has an entryPoint too (its import() target): the host's own entry is the one from src/.
  const start = Object.keys(outputs).find((name) => outputs[name].entryPoint === `src/${entry}.js`)
  const loaded = new Set()
  const visit = (name) => {
    if (loaded.has(name)) return
    loaded.add(name)
    outputs[name].imports.filter((i) => i.kind === 'import-statement' && !i.external).forEach((i) => visit(i.path))
    if (outputs[name].cssBundle) loaded.add(outputs[name].cssBundle)
  }
  visit(start)
  let js = 0, css = 0
  for (const name of loaded) {
    if (name.endsWith('.css')) css += gz(byPath.get(name))
    else js += gz(byPath.get(name))
  }
  return { js, css, files: [...loaded].filter((name) => !name.endsWith('.css')).length }
}

// ---------------------------------------------------------------- the rows

const kib = (bytes) => `${(bytes / KiB).toFixed(1)}`
const rows = []
/** The first chunks in the three bundlers, side by side: what → { vite, esbuild, next, budget }. */
const sideBySide = new Map()
const compare = (what, budget, figures) => sideBySide.set(what, { budget, ...sideBySide.get(what), ...figures })
const details = []
const checks = []
/** How many JS files the login box loads up front in Vite and in esbuild (set with its rows). */
const loginFiles = { vite: NaN, esbuild: NaN }
const REACT_ARIA = /^(react-aria|react-aria-components|react-stately|@react-aria\/|@react-stately\/)/
const ADMIN = /^gatehouse\/dist\/(screens|hooks)\/admin\/|^gatehouse\/dist\/fixtures/

function row(name, bytes, budget, note = '') {
  rows.push({ name, bytes, budget, note })
}

function detail(title, chunks, fileNames) {
  details.push({ title, top: contributors(chunks, fileNames).slice(0, TOP) })
}

// (a) headless login
{
  const host = await viteHost('headless')
  const upFront = closure(host.chunks, host.entry.fileName)
  const second = await esbuildUpFront('headless')
  const lazy = lazyChunks(host.chunks).map(({ chunk, name }) => `${name} ${kib(sizeOf(host.chunks, closure(host.chunks, chunk.fileName, upFront)))}`)
  compare('headless login', BUDGET.headless, { vite: sizeOf(host.chunks, upFront), esbuild: second.js })
  row('headless login (createClient + GatehouseProvider + useLogin)', sizeOf(host.chunks, upFront), BUDGET.headless,
    `esbuild ${kib(second.js)}${lazy.length ? `; lazy on first use: ${lazy.join(', ')}` : ''}`)
  detail('headless login, up front', host.chunks, upFront)
  row('  headless, as the provider mounts: the session\'s work, vendor settings', sizeOf(host.chunks, mountWork(host.chunks, upFront)), BUDGET.loginStep, 'in the background; nothing waits for it but the signed-in state')
  mustNotLoad('headless login loads no react-aria, no primitives, no screens', host.chunks, upFront, new RegExp(`${REACT_ARIA.source}|^gatehouse/dist/(primitives|screens)/`))
}

// (b) login box, (c) the later login step families
{
  const host = await viteHost('login')
  const upFront = closure(host.chunks, host.entry.fileName)
  const second = await esbuildUpFront('login')
  const css = host.css.reduce((sum, file) => sum + gz(textOf(file)), 0)
  // The social buttons load as the email step first renders, not after a submit: a row of their own.
  const social = lazyChunks(host.chunks).find(({ name }) => name === 'SocialLoginButtons')
  const stepChunks = lazyChunks(host.chunks).filter((lazy) => lazy.chunk !== social?.chunk && (/\/screens\/(login|mfa)\//.test(lazy.chunk.facadeModuleId ?? '') || moduleName(lazy.chunk.facadeModuleId ?? '') in LOGIN_STEP_FAMILIES))
  // Each locale's strings are a chunk of their own per catalogue, loaded only for a reader of that locale: rows of their own below.
  const isLocale = (lazy) => /\/locales\/[\w-]+\/\w+\.js$/.test(lazy.chunk.facadeModuleId ?? '')
  const otherLazy = lazyChunks(host.chunks).filter((lazy) => !isLocale(lazy) && !stepChunks.some((step) => step.chunk === lazy.chunk))
    .map(({ chunk, name }) => `${name} ${kib(sizeOf(host.chunks, closure(host.chunks, chunk.fileName, upFront)))}`)
  compare('login box, JS', BUDGET.loginBox, { vite: sizeOf(host.chunks, upFront), esbuild: second.js })
  Object.assign(loginFiles, { vite: upFront.size, esbuild: second.files })
  compare('login box, CSS', BUDGET.loginCss, { vite: css, esbuild: second.css })
  row('login box: provider + LoginScreen, JS', sizeOf(host.chunks, upFront), BUDGET.loginBox,
    `esbuild ${kib(second.js)}${stepChunks.length ? '' : '; later steps included (not lazy)'}${otherLazy.length ? `; lazy on first use: ${otherLazy.join(', ')}` : ''}`)
  row('login box: gatehouse/styles.css', css, BUDGET.loginCss, `esbuild ${kib(second.css)}`)
  // Asked for as the box first shows, in parallel and in the background: one row, then what each part adds alone.
  // Two families, each against a step's budget: the session's work (as headless has it) and the social buttons.
  const mount = mountWork(host.chunks, upFront)
  const socialOwn = social ? closure(host.chunks, social.chunk.fileName, upFront) : new Set()
  row('  login box, as it shows: the session\'s work, vendor settings, social buttons', sizeOf(host.chunks, mount), BUDGET.loginStep * 2, 'in the background; the email field never waits for them')
  row('    of which the session\'s work and vendor settings', sizeOf(host.chunks, mountWork(host.chunks, upFront, { social: false })), BUDGET.loginStep, 'the tabs, the lifecycle, the refresh and the restore')
  if (social) row('    of which the social sign-in buttons', sizeOf(host.chunks, socialOwn), BUDGET.loginStep, 'they show once the providers answer')
  detail('login box, up front', host.chunks, upFront)
  detail('login box, as it shows (background)', host.chunks, mount)
  mustNotLoad('login box loads no admin code and no fixtures', host.chunks, upFront, ADMIN)
  mustNotLoad('login box holds no language but English up front', host.chunks, upFront, /^gatehouse\/dist\/.*\/locales\//)

  // In a language: the box with MessagesProvider (the locales' imports come with it), then per locale
  // what a reader of it fetches as the box first renders, its index with the box's strings, no other language's.
  const inALanguage = await viteHost('loginInALanguage')
  const withProvider = closure(inALanguage.chunks, inALanguage.entry.fileName)
  row('login box with MessagesProvider, in English, JS', sizeOf(inALanguage.chunks, withProvider), BUDGET.loginBox, `${kib(sizeOf(inALanguage.chunks, withProvider) - sizeOf(host.chunks, upFront))} more than without it`)
  mustNotLoad('login box with MessagesProvider holds no language but English up front', inALanguage.chunks, withProvider, /^gatehouse\/dist\/.*\/locales\//)
  for (const { chunk } of lazyChunks(inALanguage.chunks)) {
    const locale = (chunk.facadeModuleId ?? '').match(/\/i18n\/locales\/([\w-]+)\/index\.js$/)?.[1]
    if (!locale) continue
    const own = closure(inALanguage.chunks, chunk.fileName, withProvider)
    mustNotLoad(`login box in ${locale} fetches no other language`, inALanguage.chunks, own, new RegExp(`/locales/(?!${locale}/)`))
    row(`  login box in ${locale}: its strings`, sizeOf(inALanguage.chunks, own), BUDGET.loginStep, 'as the box first renders, for a reader of this locale only')
  }

  // Every later step is reached by a submit, and the first submit has loaded the login's server work
  // (useLogin's loginActions, fetched when the page is idle): its own row, then each step past it.
  const work = lazyChunks(host.chunks).find(({ name }) => name === 'loginActions')
  const shown = new Set([...upFront, ...mount])
  const workOwn = work ? closure(host.chunks, work.chunk.fileName, shown) : new Set()
  if (work) row('  login work: loginActions', sizeOf(host.chunks, workOwn), BUDGET.loginStep, 'when idle after the box shows (or on the first submit)')
  const afterSubmit = new Set([...shown, ...workOwn])
  if (!stepChunks.length) row('later login step families', NaN, BUDGET.loginStep, 'not lazy: LoginScreen loads no step on first use')
  for (const { chunk } of stepChunks) {
    const name = moduleName(chunk.facadeModuleId ?? chunk.fileName)
    const own = closure(host.chunks, chunk.fileName, afterSubmit)
    row(`  login step: ${LOGIN_STEP_FAMILIES[name] ?? name}`, sizeOf(host.chunks, own), BUDGET.loginStep, `on first use, after the login work (${name})`)
    if (sizeOf(host.chunks, own) > BUDGET.loginStep) detail(`login step ${name}, on first use`, host.chunks, own)
  }
}

// (d) admin first load, (e) further sections
{
  const host = await viteHost('admin')
  const shell = closure(host.chunks, host.entry.fileName)
  const second = await esbuildUpFront('admin')
  const lazy = lazyChunks(host.chunks)
  const adminChunk = ({ chunk }) => /\/screens\/admin\/|\/\w+(Section|Dialogs)-[\w-]{8}\.js$/.test(chunk.facadeModuleId ?? '')
  // A section's dialogs are a chunk of their own (UsersDialogs beside UsersSection), fetched when the browser is idle after the list shows.
  // The billing section's card form is a chunk of its own, loaded when the payment form opens: Stripe Elements, or the fixtures' stand-in.
  const cardForms = lazy.filter((lazyChunk) => lazyChunk.name.endsWith('CardForm'))
  const screens = lazy.filter((lazyChunk) => adminChunk(lazyChunk) && !lazyChunk.name.endsWith('Dialogs') && !cardForms.includes(lazyChunk))
  // A section is what the shell loads (a visit through the navigation); a part is what a section loads
  // later (a tab, the bell's panel), counted after its section: its own row, not the section's.
  const importsLazily = (fileNames, target) => [...fileNames].some((fileName) => host.chunks.get(fileName)?.dynamicImports?.includes(target))
  const sections = screens.filter(({ chunk }) => importsLazily(shell, chunk.fileName))
  const parts = screens.filter((screen) => !sections.includes(screen))
  const dialogs = lazy.filter((lazyChunk) => adminChunk(lazyChunk) && lazyChunk.name.endsWith('Dialogs'))
  const otherLazy = lazy.filter((chunk) => !screens.includes(chunk) && !dialogs.includes(chunk) && !cardForms.includes(chunk))
    .map(({ chunk, name }) => `${name} ${kib(sizeOf(host.chunks, closure(host.chunks, chunk.fileName, shell)))}`)
  const users = sections.find(({ name }) => name === 'UsersSection')
  const usersOwn = users ? closure(host.chunks, users.chunk.fileName, shell) : new Set()
  const firstLoad = new Set([...shell, ...usersOwn])
  // The portal's root opens the first section of the navigation table the user may see: Profile.
  const profile = sections.find(({ name }) => name === 'ProfileSection')
  const profileOwn = profile ? closure(host.chunks, profile.chunk.fileName, shell) : new Set()
  compare('admin portal shell', BUDGET.adminFirst, { vite: sizeOf(host.chunks, shell), esbuild: second.js })
  row('admin portal first load at its root: shell + Profile section', sizeOf(host.chunks, new Set([...shell, ...profileOwn])), BUDGET.adminFirst,
    `shell ${kib(sizeOf(host.chunks, shell))} (esbuild ${kib(second.js)}) + Profile ${kib(sizeOf(host.chunks, profileOwn))}`)
  row('admin portal first load at /users: shell + Users section', sizeOf(host.chunks, firstLoad), BUDGET.adminFirst,
    `shell ${kib(sizeOf(host.chunks, shell))} + Users ${kib(sizeOf(host.chunks, usersOwn))}${otherLazy.length ? `; lazy on first use: ${otherLazy.join(', ')}` : ''}`)
  detail('admin shell, up front', host.chunks, shell)
  detail('admin Profile section, on first visit at the root', host.chunks, profileOwn)
  detail('admin Users section, on first visit', host.chunks, usersOwn)
  mustNotLoad('admin shell loads no section screens, no fixtures and nothing of Stripe', host.chunks, shell, /^gatehouse\/dist\/screens\/admin\/team\/|^gatehouse\/dist\/fixtures|@stripe\//)
  // A portal without MessagesProvider reaches no locale's import, not even lazily: 324 lazy locale modules in its graph
  // split the shell into 16 files (3 KiB gz more) where 7 do.
  mustNotLoad('admin portal without MessagesProvider reaches no locale module, even lazily', host.chunks, new Set(host.chunks.keys()), /^gatehouse\/dist\/screens\/i18n\/(localeIndexes|pseudoLocale)\.js$|\/locales\//)
  // As a person uses the portal: the first load, then other sections on visit, each counted from a
  // cold cache after the first load. An idle prefetch (a section's dialogs, fetched when the browser
  // is idle after its list shows) is a row of its own, never counted as already loaded: a visitor who
  // moves on before the browser is idle, or on a slow network, has not got it.
  const usersDialogs = dialogs.find((dialog) => dialog.name === 'UsersDialogs')
  const usersDialogsOwn = usersDialogs ? closure(host.chunks, usersDialogs.chunk.fileName, firstLoad) : new Set()
  if (usersDialogs) {
    row(`    its dialogs: ${usersDialogs.name}`, sizeOf(host.chunks, usersDialogsOwn), BUDGET.adminSection, 'when idle after the list shows (or on first open)')
    detail(`admin ${usersDialogs.name}, when idle after the first load`, host.chunks, usersDialogsOwn)
  }
  const menu = lazy.find(({ name }) => name === 'MenuPopover')
  if (menu) {
    const menuOwn = closure(host.chunks, menu.chunk.fileName, firstLoad)
    row('    row actions menu: MenuPopover', sizeOf(host.chunks, menuOwn), BUDGET.adminSection,
      `when a pointer or focus reaches a row's actions; ${kib(sizeOf(host.chunks, closure(host.chunks, menu.chunk.fileName, new Set([...firstLoad, ...usersDialogsOwn]))))} once the Users dialogs are in`)
  }
  const reported = new Set()
  for (const { chunk, name } of sections) {
    if (chunk === users?.chunk) continue
    const own = closure(host.chunks, chunk.fileName, firstLoad)
    row(`  admin section: ${name}`, sizeOf(host.chunks, own), BUDGET.adminSection, 'on first visit after the first load, cold cache (no idle prefetch counted)')
    detail(`admin ${name}, on first visit`, host.chunks, own)
    for (const part of parts.filter((candidate) => importsLazily(own, candidate.chunk.fileName))) {
      reported.add(part)
      const partOwn = closure(host.chunks, part.chunk.fileName, new Set([...firstLoad, ...own]))
      row(`    its part: ${part.name}`, sizeOf(host.chunks, partOwn), BUDGET.adminSection, 'when opened, after its section')
      detail(`admin ${part.name}, when opened after ${name}`, host.chunks, partOwn)
    }
    const itsDialogs = dialogs.find((dialog) => dialog.name === name.replace(/Section$/, 'Dialogs'))
    if (!itsDialogs) continue
    const dialogsOwn = closure(host.chunks, itsDialogs.chunk.fileName, new Set([...firstLoad, ...own]))
    row(`    its dialogs: ${itsDialogs.name}`, sizeOf(host.chunks, dialogsOwn), BUDGET.adminSection, 'when idle after the list shows (or on first open)')
    detail(`admin ${itsDialogs.name}, when idle after its section`, host.chunks, dialogsOwn)
    if (name !== 'BillingSection') continue
    for (const form of cardForms) {
      const formOwn = closure(host.chunks, form.chunk.fileName, new Set([...firstLoad, ...own, ...dialogsOwn]))
      row(`    its card form: ${form.name}`, sizeOf(host.chunks, formOwn), BUDGET.adminSection, 'when the payment form opens (Stripe.js itself comes from js.stripe.com)')
      detail(`admin ${form.name}, when the payment form opens`, host.chunks, formOwn)
    }
  }
  for (const part of parts.filter((candidate) => !reported.has(candidate))) {
    const partOwn = closure(host.chunks, part.chunk.fileName, firstLoad)
    row(`  admin part: ${part.name}`, sizeOf(host.chunks, partOwn), BUDGET.adminSection, 'when opened after the first load, cold cache')
    detail(`admin ${part.name}, when opened after the first load`, host.chunks, partOwn)
  }
  mustNotLoad('the billing section and its dialogs load nothing of Stripe', host.chunks, new Set(sections.filter(({ name }) => name === 'BillingSection').flatMap(({ chunk }) => [...closure(host.chunks, chunk.fileName, firstLoad)])), /@stripe\//)
}

// (e') the admin portal in a language: with MessagesProvider, its first load at the root, then per
// locale what a reader of it fetches for that first screen: the locale's index and the module of each
// catalogue the shell and the Profile section hold in English (dir/X.js is read as dir/locales/<locale>/X.js).
{
  const host = await viteHost('adminInALanguage')
  const shell = closure(host.chunks, host.entry.fileName)
  const profile = lazyChunks(host.chunks).find(({ name }) => name === 'ProfileSection')
  const firstLoad = new Set([...shell, ...(profile ? closure(host.chunks, profile.chunk.fileName, shell) : [])])
  row('admin portal with MessagesProvider, first load at its root, in English', sizeOf(host.chunks, firstLoad), BUDGET.adminFirst, 'shell + Profile section')
  mustNotLoad('admin portal with MessagesProvider holds no language but English in its first load', host.chunks, firstLoad, /\/locales\//)
  const english = new Set(modulesIn(host.chunks, firstLoad, /^gatehouse\/dist\/screens\/.*Messages\.js$/))
  const localeIndexes = lazyChunks(host.chunks).flatMap(({ chunk }) => {
    const locale = (chunk.facadeModuleId ?? '').match(/\/i18n\/locales\/([\w-]+)\/index\.js$/)?.[1]
    return locale ? [{ locale, chunk }] : []
  })
  for (const { locale, chunk } of localeIndexes) {
    const indexOwn = closure(host.chunks, chunk.fileName, firstLoad)
    const catalogues = lazyChunks(host.chunks).filter(({ chunk: lazyChunk }) => {
      const id = (lazyChunk.facadeModuleId ?? '').replaceAll('\\', '/').replace(/^.*node_modules\//, '')
      const match = id.match(new RegExp(`^(.*)/locales/${locale}/(\\w+Messages)\\.js$`))
      return match && english.has(`${match[1]}/${match[2]}.js`)
    })
    const own = new Set([...indexOwn, ...catalogues.flatMap(({ chunk: lazyChunk }) => [...closure(host.chunks, lazyChunk.fileName, new Set([...firstLoad, ...indexOwn]))])])
    mustNotLoad(`admin portal in ${locale} fetches no other language`, host.chunks, own, new RegExp(`/locales/(?!${locale}/)`))
    row(`  admin portal first load in ${locale}`, sizeOf(host.chunks, firstLoad) + sizeOf(host.chunks, own), BUDGET.adminFirst,
      `its strings ${kib(sizeOf(host.chunks, own))}: the index, ${catalogues.map(({ name }) => name).join(', ')}`)
  }
}

// (f) the account pages, each opened after the login box
{
  const host = await viteHost('pages')
  const firstChunk = closure(host.chunks, host.entry.fileName)
  const loginBox = new Set([...firstChunk, ...mountWork(host.chunks, firstChunk)])
  const pages = new Set()
  for (const page of Object.keys(ACCOUNT_PAGES)) {
    const chunk = [...host.chunks.values()].find((candidate) => candidate.isDynamicEntry && moduleName(candidate.facadeModuleId ?? '') === pageFile(page))
    if (!chunk) {
      row(`  account page: ${page}`, NaN, BUDGET.loginStep, 'no lazy chunk of its own')
      continue
    }
    const own = closure(host.chunks, chunk.fileName, loginBox)
    own.forEach((fileName) => pages.add(fileName))
    row(`  account page: ${page}`, sizeOf(host.chunks, own), BUDGET.loginStep, `on first visit, after the login box has shown (${ACCOUNT_PAGES[page]})`)
    if (sizeOf(host.chunks, own) > BUDGET.loginStep) detail(`account page ${page}, after the login box`, host.chunks, own)
  }
  // The cache keys (hooks/admin/resources/keys) are shared: a tenant switch and an impersonation drop the old session's cached answers.
  mustNotLoad('the account pages load no admin code and no fixtures', host.chunks, pages, /^gatehouse\/dist\/(screens\/admin\/|hooks\/admin\/(?!resources\/keys\.js$))|^gatehouse\/dist\/fixtures/)
}

// (g) gatehouse/element: the custom elements' own bundle (React and react-dom in it) as a plain page
// loads it from the installed package, no host bundler: the entry and the chunks it imports statically,
// each file gzipped on its own as served, and the one stylesheet. Printed as a block of its own after
// the rows: it has no budget in ARCHITECTURE.md, and its figure includes React (the rows above exclude it).
const elementRows = []
{
  const { init, parse } = await import('es-module-lexer')
  await init
  const dir = path.join(GATEHOUSE_DIST, 'element')
  const served = new Set()
  const visit = (file) => {
    if (served.has(file)) return
    served.add(file)
    const [imports] = parse(readFileSync(file, 'utf8'))
    for (const found of imports) if (found.d === -1 && found.n?.startsWith('.')) visit(path.resolve(path.dirname(file), found.n))
  }
  visit(path.join(dir, 'gatehouse-element.js'))
  const js = [...served].reduce((sum, file) => sum + gz(readFileSync(file, 'utf8')), 0)
  elementRows.push([`gatehouse/element, JS up front (${served.size} files, React and react-dom included)`, js])
  elementRows.push(['gatehouse/element, gatehouse-element.css', gz(readFileSync(path.join(dir, 'gatehouse-element.css'), 'utf8'))])
}

// ---------------------------------------------------------------- Next.js (Turbopack), the third bundler

/**
 * The same host entries in a Next.js App Router app, built by `next build` (Turbopack) in a fresh
 * host of their own: each a page whose client component imports the package. What a page loads up
 * front is read from its prerendered HTML (every script and stylesheet it references), gzipped file by
 * file, minus what a bare page of the same app loads (Next's runtime and React), so that React stays
 * out as it does in the other bundlers. Lazy chunks are not followed: Next names them by content only.
 */
const NEXT_PAGES = {
  bare: `export default function Page() { return <form><label htmlFor="email">Email</label><input id="email" type="email" /><button>Continue</button></form> }`,
  headless: `import { createClient } from 'gatehouse/api'
import { GatehouseProvider, useLogin } from 'gatehouse/hooks'
const client = createClient({})
function Form() { const login = useLogin(); return <p>{login.state.step}</p> }
export default function Page() { return <GatehouseProvider client={client}><Form /></GatehouseProvider> }`,
  login: `import { createClient } from 'gatehouse/api'
import { GatehouseProvider } from 'gatehouse/hooks'
import { LoginScreen } from 'gatehouse/screens'
import { ThemeProvider } from 'gatehouse/primitives'
import 'gatehouse/styles.css'
const client = createClient({})
export default function Page() { return <GatehouseProvider client={client}><ThemeProvider><LoginScreen /></ThemeProvider></GatehouseProvider> }`,
  admin: `import { createClient } from 'gatehouse/api'
import { GatehouseProvider } from 'gatehouse/hooks'
import { AdminPortal } from 'gatehouse/admin'
import { ThemeProvider } from 'gatehouse/primitives'
import 'gatehouse/styles.css'
const client = createClient({})
export default function Page() { return <GatehouseProvider client={client}><ThemeProvider><AdminPortal /></ThemeProvider></GatehouseProvider> }`,
}

function nextUpFront() {
  const nextVersion = JSON.parse(readFileSync(path.join(REPO, 'examples', 'next-host', 'package.json'), 'utf8')).dependencies.next
  const files = { 'next.config.mjs': 'export default {}\n', 'app/layout.js': 'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html> }\n' }
  for (const [name, source] of Object.entries(NEXT_PAGES)) {
    files[`app/${name}/Client.js`] = `'use client'\n${source}\n`
    files[`app/${name}/page.js`] = `import Client from './Client'\nexport default function Page() { return <Client /> }\n`
  }
  const next = installFreshHost({
    name: 'size-next-host',
    tarball,
    dependencies: { next: nextVersion, react: pkg.devDependencies.react, 'react-dom': pkg.devDependencies['react-dom'] },
    files,
  })
  execFileSync(path.join(next.dir, 'node_modules', '.bin', 'next'), ['build'], { cwd: next.dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } })
  const nextVersionBuilt = JSON.parse(readFileSync(path.join(next.dir, 'node_modules', 'next', 'package.json'), 'utf8')).version
  const assets = (page) => {
    const html = readFileSync(path.join(next.dir, '.next', 'server', 'app', `${page}.html`), 'utf8')
    return new Set([...html.matchAll(/\/_next\/(static\/[^"'\s\\]+?\.(?:js|css))/g)].map((match) => match[1]))
  }
  const bare = assets('bare')
  const gzFile = (file) => gz(readFileSync(path.join(next.dir, '.next', file), 'utf8'))
  const result = { version: nextVersionBuilt, dir: next.dir }
  for (const page of ['headless', 'login', 'admin']) {
    const own = [...assets(page)].filter((file) => !bare.has(file))
    result[page] = {
      js: own.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzFile(file), 0),
      css: own.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzFile(file), 0),
    }
  }
  return result
}

const nextBuild = nextUpFront()
compare('headless login', BUDGET.headless, { next: nextBuild.headless.js })
compare('login box, JS', BUDGET.loginBox, { next: nextBuild.login.js })
compare('login box, CSS', BUDGET.loginCss, { next: nextBuild.login.css })
compare('admin portal shell', BUDGET.adminFirst, { next: nextBuild.admin.js })

// ---------------------------------------------------------------- report

console.log(`\ngatehouse ${pkg.version}: ${packed.filename} (${kib(packed.size)} KiB packed, ${packed.entryCount} files), installed in ${HOST}`)
console.log(`host bundler: Vite ${viteVersion} (rolldown), code splitting, React external; esbuild ${esbuild.version} as a second opinion`)
console.log('KiB min+gzip, each file gzipped on its own\n')
const width = Math.max(...rows.map((r) => r.name.length))
console.log(`${'what'.padEnd(width)}  ${'KiB'.padStart(6)}  budget  verdict`)
for (const { name, bytes, budget, note } of rows) {
  const verdict = Number.isNaN(bytes) ? ' n/a' : bytes <= budget ? ' OK' : ' OVER'
  console.log(`${name.padEnd(width)}  ${(Number.isNaN(bytes) ? '-' : kib(bytes)).padStart(6)}  ≤ ${String(budget / KiB).padEnd(4)} ${verdict.padEnd(5)}  ${note}`)
}
console.log('\nthe custom elements for a plain HTML page, as served from the package (no host bundler; KiB min+gzip)')
for (const [name, bytes] of elementRows) console.log(`${name.padEnd(width)}  ${kib(bytes).padStart(6)}`)
console.log(`\nthe first chunk in three bundlers (KiB min+gzip, up front, React excluded; Next.js ${nextBuild.version} with Turbopack, over a bare page of the same app)`)
console.log(`${'what'.padEnd(22)}  ${'Vite'.padStart(6)}  ${'esbuild'.padStart(7)}  ${'Next.js'.padStart(7)}  budget  verdict`)
for (const [what, { vite, esbuild: second, next, budget }] of sideBySide) {
  const over = [['Vite', vite], ['esbuild', second], ['Next.js', next]].filter(([, bytes]) => bytes > budget).map(([name]) => name)
  console.log(`${what.padEnd(22)}  ${kib(vite).padStart(6)}  ${kib(second).padStart(7)}  ${kib(next).padStart(7)}  ≤ ${String(budget / KiB).padEnd(4)}  ${over.length ? `OVER in ${over.join(', ')}` : 'OK'}`)
}
console.log(`\nThe rows above are Vite's figures. esbuild's code splitting assigns whole files to chunks, and every import() in a
file it reads becomes a chunk of its own (evanw/esbuild#3704): a page's first chunks get every part of a file the page
reaches that any lazy chunk uses. So the entries are barrels of export * (never read for what a host does not import from
them) and the package imports React Aria by component, not through its index. What is left is esbuild's many small chunks,
each gzipped on its own: the login box loads ${loginFiles.esbuild} files up front where Vite loads ${loginFiles.vite}.\n`)
for (const check of checks) console.log(check)
console.log(`\nlargest contributors (KiB min+gzip, each chunk's gzip shared by its sources' minified bytes):`)
for (const { title, top } of details) {
  console.log(`  ${title}`)
  for (const [name, bytes, parts] of top) {
    const largest = parts.length > 1 ? `  (${parts.slice(0, 6).map(([part, size]) => `${part} ${kib(size)}`).join(', ')})` : ''
    console.log(`    ${kib(bytes).padStart(6)}  ${name}${largest}`)
  }
}
if (!KEEP) for (const dir of [HOST, nextBuild.dir, path.dirname(tarball)]) rmSync(dir, { recursive: true, force: true })
if (checks.some((check) => check.startsWith('FAIL'))) process.exitCode = 1
