// The smallest host there is: a Vite app that imports every public entry but the fixtures, with the
// packed tarball, React and Vite installed and nothing else. It builds, and what it ships holds no
// fixture code and no optional peer (msw, jose, otpauth, @simplewebauthn/server, uqr).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { packedTarball } from './packed'
import { installFreshHost } from '../../scripts/freshHost.mjs'
import { runInHost } from './harness'

const ROOT_PACKAGE = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { devDependencies: Record<string, string> }

const MAIN = `
import * as api from 'gatehouse/api'
import * as hooks from 'gatehouse/hooks'
import * as screens from 'gatehouse/screens'
import * as admin from 'gatehouse/admin'
import * as primitives from 'gatehouse/primitives'
import 'gatehouse/styles.css'
globalThis.gatehouse = { api, hooks, screens, admin, primitives }
`

it('a Vite host importing gatehouse/api, hooks, screens, admin and primitives builds with only React installed beside the package', async () => {
  const host = installFreshHost({
    name: 'entries-host',
    tarball: packedTarball(),
    files: { 'index.html': '<!doctype html><html><body><script type="module" src="/src/main.js"></script></body></html>\n', 'src/main.js': MAIN },
    dependencies: { react: ROOT_PACKAGE.devDependencies.react!, 'react-dom': ROOT_PACKAGE.devDependencies['react-dom']!, vite: ROOT_PACKAGE.devDependencies.vite! },
  })
  const installed = readdirSync(path.join(host.dir, 'node_modules'))
  for (const optionalPeer of ['msw', 'jose', 'otpauth', 'uqr']) expect(installed).not.toContain(optionalPeer)

  const started = performance.now()
  const output = await runInHost(host.dir, 'vite', ['build', '--logLevel', 'warn'])
  console.log(`every entry: installed in ${host.installMs} ms, built in ${Math.round(performance.now() - started)} ms`)
  // An error or a broken import, not a module whose name holds the word (primitives/serverErrors.js in a warning's path).
  expect(output).not.toMatch(/\berror\b|could not resolve|is not exported/i)

  const assets = path.join(host.dir, 'dist', 'assets')
  const shipped = readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => readFileSync(path.join(assets, name), 'utf8')).join('\n')
  expect(shipped).toContain('frontegg-source')
  // The fixtures' own markers: the mock cookie header and MSW's handler API never ship.
  expect(shipped).not.toContain('x-gatehouse-mock-cookie')
  expect(shipped).not.toMatch(/getResponse|HttpResponse/)
})
