// A host as a user makes one: the packed package (npm pack) installed from its tarball into a folder
// outside this repository, with only the host's own declared dependencies. Nothing links into this
// repository's node_modules, so a dependency the package forgot to declare, or an optional peer it
// reaches without a host asking for it, fails here as it would in the host. Used by the host
// end-to-end tests (tests/package/, examples/*) and by `npm run size`.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Where fresh hosts are installed: outside the repository, so Node's and the bundlers' lookup never climbs into its node_modules. */
export const HOSTS_DIR = path.join(os.tmpdir(), 'gatehouse-hosts')

const BUILD_INPUTS = ['src', 'package.json', 'vite.lib.config.ts', 'vite.element.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'scripts/build.mjs']

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

/** Whether dist/ is missing an entry the package exports, or is older than a source it is built from. */
export function libraryBuildIsStale() {
  const pkg = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'))
  const outputs = Object.values(pkg.exports).map((target) => path.join(REPO_DIR, typeof target === 'string' ? target : target.import))
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(REPO_DIR, input)))) > built
}

/** `npm run build` unless dist/ is up to date. */
export function ensureLibraryBuilt() {
  if (!libraryBuildIsStale()) return 'up to date'
  execFileSync('npm', ['run', 'build'], { cwd: REPO_DIR, stdio: ['ignore', 'inherit', 'inherit'] })
  return 'built'
}

/** `npm pack` of the built package into `destination`; returns the tarball's path and npm's summary. */
export function packLibrary(destination = path.join(HOSTS_DIR, `pack-${process.pid}`)) {
  rmSync(destination, { recursive: true, force: true })
  mkdirSync(destination, { recursive: true })
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], { cwd: REPO_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))
  return { tarball: path.join(destination, packed.filename), packed }
}

const SKIP = new Set(['node_modules', 'dist', '.next', 'out'])

/**
 * Installs a host into HOSTS_DIR/<name>: the files of `source` (an example folder, or none) and
 * `files` written over them, then `npm install` of its package.json dependencies with `gatehouse`
 * pointed at the tarball. Returns the host's folder and how long the install took.
 */
export function installFreshHost({ name, tarball, source, files = {}, dependencies = {} }) {
  const dir = path.join(HOSTS_DIR, name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  if (source) cpSync(source, dir, { recursive: true, filter: (from) => !SKIP.has(path.basename(from)) || path.dirname(from) !== source })
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const manifestFile = path.join(dir, 'package.json')
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { name: `gatehouse-${name}`, private: true, type: 'module' }
  manifest.dependencies = { ...manifest.dependencies, ...dependencies, gatehouse: `file:${tarball}` }
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
  const started = performance.now()
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  return { dir, installMs: Math.round(performance.now() - started) }
}
