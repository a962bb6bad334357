// npm run dev-api [-- --port 4010 --token-ttl 5 --origin http://127.0.0.1:5173 --scenario default]
// Serves the fixtures' identity API on 127.0.0.1 (see scripts/devApi.ts). The fixtures are
// TypeScript: Vite's module runner loads them from src/, so no build step and no extra loader.
import { parseArgs } from 'node:util'
import { runnerImport } from 'vite'

const usage = `Usage: npm run dev-api -- [options]
  --port N          port on 127.0.0.1 (default 4010; 0 picks a free one)
  --token-ttl S     seconds an access token lives (default: a day)
  --origin URL      another page origin allowed to call with credentials; repeat or comma-separate
                    (always allowed: the example host's http://127.0.0.1:5173 and http://localhost:5173)
  --scenario NAME   the fixtures world to start from (default: default)`

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    'token-ttl': { type: 'string' },
    origin: { type: 'string', multiple: true },
    scenario: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}

const number = (text, name) => {
  const value = Number(text)
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} must be a number ≥ 0\n\n${usage}`)
    process.exit(2)
  }
  return value
}
const origins = values.origin?.flatMap((item) => item.split(',')).map((item) => item.trim().replace(/\/+$/, '')).filter(Boolean)

const { module } = await runnerImport(new URL('./devApi.ts', import.meta.url).pathname, { configFile: false, logLevel: 'warn' })
const allowed = [...new Set([...module.DEFAULT_ORIGINS, ...(origins ?? [])])]
const api = await module.startDevApi({
  port: number(values.port, 'port'),
  ...(values['token-ttl'] !== undefined ? { tokenTtlSeconds: number(values['token-ttl'], 'token-ttl') } : {}),
  origins: allowed,
  ...(values.scenario ? { scenario: values.scenario } : {}),
})

console.log(`Gatehouse dev API on ${api.url}`)
console.log(`  scenario ${values.scenario ?? 'default'}; access tokens live ${values['token-ttl'] ?? 86400} s; origins ${allowed.join(', ')}`)
console.log('  sign in as ada@acme.test / correct-horse-battery-staple')
console.log(`  GET ${api.url}/__dev/requests lists what was called; POST /__dev/reset starts over; POST /__dev/expire-access-tokens expires every access token`)
console.log(`  GET ${api.url}/__dev/outbox lists the emails and texts sent (reset and activation links, codes)`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0))
  })
}
