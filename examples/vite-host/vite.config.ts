import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Alias } from 'vite'
import react from '@vitejs/plugin-react'

const here = path.dirname(fileURLToPath(import.meta.url))
/** The Gatehouse package: the repository root, whose `npm run build` fills `dist/`. */
export const PACKAGE_DIR = path.resolve(here, '../..')

type ExportTarget = string | { import: string }

/**
 * `gatehouse/<entry>` → the built file the package's `exports` name, as a host's bundler resolves
 * the installed package: the host gets `dist/` (built JS and `gatehouse/styles.css`), never `src/`.
 */
export function gatehouseAliases(packageDir = PACKAGE_DIR): Alias[] {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, ExportTarget> }
  return Object.entries(pkg.exports).map(([subpath, target]) => {
    const file = path.join(packageDir, typeof target === 'string' ? target : target.import)
    const specifier = `gatehouse${subpath.slice(1)}`
    return { find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`), replacement: file }
  })
}

export default defineConfig(({ command }) => {
  if (!existsSync(path.join(PACKAGE_DIR, 'dist', 'screens.js'))) {
    throw new Error(`Gatehouse is not built: run \`npm run build\` in ${PACKAGE_DIR} first (this host uses dist/, as an installed package would).`)
  }
  return {
    root: here,
    // No vanilla-extract plugin: the built package ships plain JS and one CSS file.
    plugins: [react()],
    resolve: { alias: gatehouseAliases() },
    server: { host: '127.0.0.1', port: 5173, fs: { allow: [PACKAGE_DIR] } },
    preview: { host: '127.0.0.1', port: 4173 },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: command === 'build' },
    logLevel: 'warn',
  }
})
