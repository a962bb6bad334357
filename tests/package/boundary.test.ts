// The package boundary, read from the built files a host installs (dist/): what each public entry
// can reach, statically or through import(), and which files carry 'use client'.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { init, parse } from 'es-module-lexer'
import { beforeAll, describe, expect, it } from 'vitest'
import { REPO_DIR } from '../../scripts/freshHost.mjs'
import { builtLibrary } from './packed'

const DIST = path.join(REPO_DIR, 'dist')
const pkg = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}
/** What a host installing the package always has: its dependencies and its required peers (React). */
const INSTALLED = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies).filter((name) => !pkg.peerDependenciesMeta[name]?.optional)])
const CORE_ENTRIES = ['api', 'hooks', 'screens', 'primitives'] as const
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

interface Reach {
  /** dist/ files reached, each with the chain of files that led to it from the entry. */
  files: Map<string, string[]>
  /** Bare imports reached: package name → the chain to the file that imports it. */
  packages: Map<string, string[]>
  /** import() calls whose target is not a string literal: nobody can tell where they lead. */
  opaque: string[]
}

/** Everything an entry can load: static imports, re-exports and import() of string literals. */
function reach(entry: string): Reach {
  const result: Reach = { files: new Map(), packages: new Map(), opaque: [] }
  const visit = (file: string, chain: string[]) => {
    if (result.files.has(file)) return
    const here = [...chain, path.relative(DIST, file)]
    result.files.set(file, here)
    const source = readFileSync(file, 'utf8')
    const [imports] = parse(source, file)
    for (const found of imports) {
      if (found.d > -1 && found.n === undefined) result.opaque.push(`${here.at(-1)}: ${source.slice(found.ss, found.se)}`)
      const specifier = found.n
      if (!specifier || found.t === 3 /* import.meta */) continue
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier), here)
      else if (!result.packages.has(packageOf(specifier))) result.packages.set(packageOf(specifier), here)
    }
  }
  visit(path.join(DIST, `${entry}.js`), [])
  return result
}

const startsWithUseClient = (file: string) => /^\s*(['"])use client\1;?/.test(readFileSync(file, 'utf8'))

beforeAll(async () => {
  builtLibrary()
  await init
})

describe('the core entries never reach the fixtures or an optional peer', () => {
  it.each(CORE_ENTRIES)('gatehouse/%s', (entry) => {
    const { files, packages, opaque } = reach(entry)
    const fixtures = [...files].filter(([file]) => path.relative(DIST, file).startsWith('fixtures')).map(([, chain]) => chain.join(' → '))
    const undeclared = [...packages].filter(([name]) => !INSTALLED.has(name)).map(([name, chain]) => `${name} ← ${chain.join(' → ')}`)
    expect(fixtures, 'paths to the fixtures').toEqual([])
    expect(undeclared, 'packages a host does not install').toEqual([])
    expect(opaque, 'import() of a computed specifier').toEqual([])
    expect(files.size).toBeGreaterThan(0)
  })
})

describe('gatehouse/fixtures', () => {
  it('reaches no portal, screen or hook code, and no React', () => {
    const { files, packages } = reach('fixtures')
    const portal = [...files].filter(([file]) => /^(admin|hooks|screens|primitives)\//.test(path.relative(DIST, file))).map(([, chain]) => chain.join(' → '))
    expect(portal).toEqual([])
    expect([...packages.keys()].filter((name) => /^(react|react-dom|swr|react-aria|react-aria-components)$/.test(name))).toEqual([])
  })
})

describe("'use client' for React Server Components", () => {
  // An entry is a barrel of `export * from` its files of named re-exports (vite.lib.config.ts,
  // starBarrels); Next.js refuses `export *` under the directive, so those files carry it.
  const reExportFiles = (entry: string) => {
    const source = readFileSync(path.join(DIST, `${entry}.js`), 'utf8')
    const [imports, exports] = parse(source)
    expect(exports, `gatehouse/${entry} names no export of its own`).toEqual([])
    return imports.filter((found) => source.slice(found.ss, found.se).startsWith('export *')).map((found) => path.resolve(DIST, found.n!))
  }

  it.each(['index', 'hooks', 'screens', 'primitives', 'admin'])('every export of the client entry gatehouse/%s comes through a file that starts with it', (entry) => {
    const files = reExportFiles(entry)
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter((file) => !startsWithUseClient(file)).map((file) => path.relative(DIST, file))).toEqual([])
    expect(startsWithUseClient(path.join(DIST, `${entry}.js`))).toBe(false)
  })

  it.each(['api', 'fixtures'])('gatehouse/%s stays importable on the server: no directive', (entry) => {
    const files = reExportFiles(entry)
    expect(files.length).toBeGreaterThan(0)
    expect([path.join(DIST, `${entry}.js`), ...files].filter(startsWithUseClient).map((file) => path.relative(DIST, file))).toEqual([])
  })

  it('every module that imports React or a React library has it, and nothing of api/ or fixtures/ does', () => {
    const all = new Set(['index', ...CORE_ENTRIES, 'fixtures'].flatMap((entry) => [...reach(entry).files.keys()]))
    const missing: string[] = []
    const needless: string[] = []
    for (const file of all) {
      const relative = path.relative(DIST, file)
      const [imports] = parse(readFileSync(file, 'utf8'), file)
      const usesReact = imports.some((found) => found.n !== undefined && /^(react|react-dom|react-aria|react-aria-components|swr|@tanstack\/react-virtual)(\/|$)/.test(found.n))
      if (usesReact && !startsWithUseClient(file)) missing.push(relative)
      if (/^(exports\/)?(api|fixtures)[/.]/.test(relative) && startsWithUseClient(file)) needless.push(relative)
    }
    expect(missing).toEqual([])
    expect(needless).toEqual([])
    expect(all.size).toBeGreaterThan(100)
  })
})

describe('a production build', () => {
  it("no module imports React's development JSX runtime (a host's production build has none)", () => {
    const all = new Set(['index', ...CORE_ENTRIES, 'fixtures'].flatMap((entry) => [...reach(entry).files.keys()]))
    const development = [...all].filter((file) => parse(readFileSync(file, 'utf8'), file)[0].some((found) => found.n === 'react/jsx-dev-runtime')).map((file) => path.relative(DIST, file))
    expect(development).toEqual([])
  })
})
