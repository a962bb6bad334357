import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import MagicString from 'magic-string'
import pkg from './package.json' with { type: 'json' }
import { starBarrel } from './scripts/starBarrel'

const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]

/** Packages whose code only runs in a client component (hooks, context, the DOM). */
const CLIENT_PACKAGES = /^(react|react-dom|react-aria|react-aria-components|swr|@tanstack\/react-virtual)(\/|$)/
/** The entries whose exports are components and hooks; `gatehouse/api` and `gatehouse/fixtures` stay importable on a server. */
const CLIENT_ENTRIES = new Set(['index', 'hooks', 'primitives', 'screens', 'admin'])

/**
 * Next.js App Router (React Server Components): a server component may import a client module only
 * through a `'use client'` boundary. Each output module that needs one starts with the directive: the
 * client entries' files of re-exports (starBarrels), and every module that imports React or a React library itself. Bundling drops the
 * directives of sources, so the build writes them per output module (one line, the map shifted).
 */
export function clientDirectives(): Plugin {
  return {
    name: 'gatehouse:use-client',
    renderChunk(code, chunk) {
      // An entry gets its directive from starBarrels, on its files of re-exports.
      const isClient = !chunk.isEntry && [...chunk.imports, ...chunk.dynamicImports].some((id) => CLIENT_PACKAGES.test(id))
      if (!isClient) return null
      const output = new MagicString(code)
      output.prepend("'use client';\n")
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) }
    },
  }
}

/**
 * The public entries as barrels of `export * from` lines, each to a file of named re-exports from one
 * module (dist/exports/screens/screens.login.LoginScreen.js: `export { LoginScreen } from
 * '../../screens/login/LoginScreen.js'`), so that a host's bundler reads no module through an entry
 * that the host does not import from it. esbuild's code splitting assigns whole files to chunks: a
 * file an entry names (`import { MfaSteps } from …` in dist/screens.js) joined the host's up-front
 * chunk with every part of it that a lazy chunk uses, though the host imports LoginScreen only
 * (evanw/esbuild#3704); a barrel of `export *` is never live, so esbuild follows only the host's own
 * imports (the login box up front: 50.3 → 33.6 KiB gz, the admin shell 173.3 → 81.2; React Aria by component
 * instead of its index, eslint.config.js, took the shell to 63.1). The named files keep each entry's exports
 * exactly those of its source, and they, not the barrels, carry the client entries' `'use client'`:
 * Next.js refuses `export *` in a client boundary.
 */
export function starBarrels(): Plugin {
  return {
    name: 'gatehouse:star-barrels',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue
        const { barrel, files } = starBarrel(chunk.name, chunk.code, CLIENT_ENTRIES.has(chunk.name))
        for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source })
        chunk.code = barrel
        chunk.map = null
      }
    },
  }
}

/**
 * The admin portal's building blocks that its first sections (Profile at the portal's root, Users)
 * share with most others, merged into two files: dist/admin/resources.js (their API calls and
 * resource hooks) and dist/admin/lists.js (the list primitives and TeamList). With a file per
 * module, a host's bundler (Vite's rolldown) makes a chunk for every distinct set of sections that
 * shares a module: Users alone loaded 21 small chunks, each gzipped on its own and each with its own
 * import/export glue (3.6 KiB of it), which put the portal's first load over its budget. Merged,
 * they and the package code only they import share a few chunks (and a host still tree-shakes inside
 * them). Only the portal imports them: what the login screens and account pages share with it
 * (TextField, Checkbox, errorText, api/users, the cache keys) stays a file of its own, so those pages
 * do not load these. The hooks entry reads resources.js only, and Menu stays out of lists.js: a lazy
 * import() in a file the hooks entry reads makes esbuild split the popover into a headless host's
 * up-front chunks (evanw/esbuild#3704). Which grouping is best was measured with `npm run size`
 * (rolldown's merging of shared chunks into the entry is sensitive to it, rolldown/rolldown#10731).
 */
const ADMIN_GROUPS: Record<string, string[]> = {
  'admin/resources': [
    'api/groups.ts', 'api/roles.ts', 'hooks/admin/userStatus.ts', 'hooks/admin/shell/usePermissions.ts',
    'hooks/admin/resources/errors.ts', 'hooks/admin/resources/shared.ts', 'hooks/admin/resources/users.ts',
    'hooks/admin/resources/useUsers.ts', 'hooks/admin/resources/useRoles.ts', 'hooks/admin/resources/useUserMutations.ts',
    'hooks/admin/sectionActions.ts', 'hooks/admin/shell/useSectionActions.ts',
  ],
  'admin/lists': [
    'primitives/Table.tsx', 'primitives/Table.css.ts', 'primitives/gridNavigation.ts', 'primitives/Badge.tsx',
    'primitives/Badge.css.ts', 'primitives/Pagination.tsx', 'primitives/Pagination.css.ts', 'primitives/SearchField.tsx',
    'primitives/SearchField.css.ts', 'screens/admin/team/TeamList.tsx',
  ],
}
/**
 * What every page with the provider loads up front and the session's lazy work (startSession,
 * refreshEngine, finishSignIn, loginActions ...) imports too, merged into one file: dist/core.js. esbuild's
 * code splitting makes a chunk for every distinct set of entries (the page and each lazy import())
 * that reaches a file: with a file per module, headless login loaded 9 files up front (the client,
 * its errors, the store, the storage keys, the session hint, the flow runtime ... each its own set),
 * 11.5 KiB gz where the same code in one file is 10.0. Merged, it is the page's chunk and
 * one shared chunk. No module here imports React: gatehouse/api imports it and stays importable on a
 * server (no `'use client'`).
 */
const CORE_GROUPS: Record<string, string[]> = {
  core: [
    'api/client.ts', 'api/log.ts', 'api/refreshLoad.ts', 'api/loadOnce.ts', 'api/errors.ts', 'api/sessionRules.ts',
    'hooks/session/store.ts', 'hooks/session/storage.ts', 'hooks/session/sessionHint.ts',
    'hooks/shared/flowRuntime.ts', 'hooks/shared/flowError.ts', 'hooks/shared/webauthnSupport.ts',
    'hooks/login/models.ts', 'hooks/login/loginErrors.ts',
  ],
}
const GROUP_OF = new Map(Object.entries({ ...ADMIN_GROUPS, ...CORE_GROUPS }).flatMap(([file, modules]) => modules.map((module) => [module, file])))
const SRC = path.resolve('src')
const ENTRIES = new Set(['index.ts', 'api/index.ts', 'hooks/index.ts', 'primitives/index.ts', 'screens/index.ts', 'screens/admin/index.ts', 'fixtures/index.ts'])

/**
 * The X.509 reader's packages (@peculiar/asn1-x509, asn1js and theirs, devDependencies) are bundled
 * into one file, dist/vendor/asn1.js, read by the certificate reader (hooks/admin/resources/x509, a
 * lazy import) and the fixtures. Left to the host, they are CommonJS (pvtsutils's `browser` field) and
 * `export * as` namespaces, for which esbuild writes its interop helpers into a chunk of their own; that
 * chunk holds helpers every chunk may use, so every page imports it up front (0.4 KiB gz on a headless
 * login that never reads a certificate). Bundled here, they are plain ES modules.
 */
const VENDOR_FILE = 'vendor/asn1'
const VENDORED = new Set(['@peculiar/asn1-schema', '@peculiar/asn1-x509', '@peculiar/utils', 'asn1js', 'pvtsutils', 'pvutils', 'tslib'])
const isBundledPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id)

/** The file a module is written to, without `.js`: its own path (api/client), its group's (admin/lists), or the vendored packages'. */
function fileOf(id: string): string | null {
  if (isBundledPackage(id)) return VENDOR_FILE
  if (!id.startsWith(SRC + path.sep)) return null
  const relative = path.relative(SRC, id).split(path.sep).join('/')
  if (ENTRIES.has(relative)) return null
  return GROUP_OF.get(relative) ?? relative.replace(/\.[mc]?[jt]sx?$/, '')
}

/**
 * The licences of the packages bundled into dist/vendor (MIT, BSD-3-Clause, 0BSD: each asks that its
 * notice travel with its code), written beside the file as vendor/asn1.LICENSES.txt, which the
 * file's first line names.
 */
export function vendorLicences(): Plugin {
  const packagesOf = (moduleIds: readonly string[]) => {
    const packages = new Map<string, string>()
    for (const id of moduleIds) {
      const [, dir, name] = /^(.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+))[\\/]/.exec(id) ?? []
      if (dir && name) packages.set(name.replace(/\\/g, '/'), dir)
    }
    return new Map([...packages].sort(([a], [b]) => a.localeCompare(b)))
  }
  return {
    name: 'gatehouse:vendor-licences',
    renderChunk(code, chunk) {
      if (chunk.name !== VENDOR_FILE) return null
      const output = new MagicString(code)
      output.prepend(`/*! Bundled: ${[...packagesOf(chunk.moduleIds).keys()].join(', ')}. Their licences: ./${path.basename(VENDOR_FILE)}.LICENSES.txt */\n`)
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) }
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === VENDOR_FILE)
      if (!chunk || chunk.type !== 'chunk') return
      // Any other package is the host's to install: a dependency of package.json, never bundled by accident.
      const unexpected = [...packagesOf(chunk.moduleIds).keys()].filter((name) => !VENDORED.has(name))
      if (unexpected.length) this.error(`bundled into dist/${VENDOR_FILE}.js but not meant to be: ${unexpected.join(', ')} (a dependency the package forgot to declare?)`)
      const notices = [...packagesOf(chunk.moduleIds)].map(([name, dir]) => {
        const { version, license } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; license: string }
        const file = readdirSync(dir).find((entry) => /^licen[cs]e/i.test(entry))
        if (!file) throw new Error(`${name} is bundled into dist/${VENDOR_FILE}.js but has no licence file`)
        return `${name}@${version} (${license})\n\n${readFileSync(path.join(dir, file), 'utf8').trim()}\n`
      })
      this.emitFile({ type: 'asset', fileName: `${VENDOR_FILE}.LICENSES.txt`, source: notices.join(`\n${'-'.repeat(72)}\n\n`) })
    },
  }
}

/**
 * The library build: one ES module per source module (src/api/client.ts → dist/api/client.js; the
 * admin building blocks above in two), so that a host's bundler keeps only what the host imports;
 * the public entries as dist/{index,api,hooks,primitives,screens,admin,fixtures}.js; all styles in one CSS file, dist/gatehouse.css
 * (`gatehouse/styles.css`), the only published file with a side effect (package.json
 * `sideEffects`): the JS modules of the styles keep their class names, no CSS imports.
 * `sideEffects` also names the .css.ts files of src, for the builds that read src (this one, Storybook):
 * there a style file registers its CSS when it runs.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), clientDirectives(), starBarrels(), vendorLicences()],
  publicDir: false,
  // The packages bundled in (dist/vendor) read as ES modules: pvtsutils's `browser` field names its CommonJS build.
  resolve: { mainFields: ['module', 'jsnext:main', 'jsnext'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        api: 'src/api/index.ts',
        hooks: 'src/hooks/index.ts',
        primitives: 'src/primitives/index.ts',
        screens: 'src/screens/index.ts',
        admin: 'src/screens/admin/index.ts',
        fixtures: 'src/fixtures/index.ts',
      },
      formats: ['es'],
      cssFileName: 'gatehouse',
    },
    rolldownOptions: {
      // Entries may export more than their source (a merged file's other exports): allowed, so that
      // the groups below can put one module per file without the entries' signatures pinning them.
      preserveEntrySignatures: 'allow-extension',
      external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
      // preserveModules, but for ADMIN_GROUPS: each other module of src is a group of its own, named by its path.
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: '[name].js',
        // Exports between the package's files keep their names. Shortened, one could read `t` while the
        // same file imported valibot as `* as t`, and Turbopack then kept all of valibot (about 10 KiB
        // gz) in every page that parses an answer.
        minifyInternalExports: false,
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: fileOf, debugName: 'one file per module' }] },
      },
    },
  },
})
