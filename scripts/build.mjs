// Library build: JS per entry (vite), the custom elements' bundle (vite), declarations (tsc), then a check that every entry
// imports in plain Node (no window), as an SSR host would.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { build } from 'vite'

// A production build whoever runs it: under vitest (NODE_ENV=test) the JSX would be React's
// development runtime (react/jsx-dev-runtime), which a host's production build does not have.
process.env.NODE_ENV = 'production'

await build({ configFile: 'vite.lib.config.ts', logLevel: 'warn' })
// gatehouse/element: the custom elements with React bundled in, for plain HTML pages (dist/element/).
await build({ configFile: 'vite.element.config.ts', logLevel: 'warn' })
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object') continue
  await import(new URL(`../${target.import}`, import.meta.url).href)
  console.log(`imports in Node: gatehouse${subpath.slice(1)}`)
}
