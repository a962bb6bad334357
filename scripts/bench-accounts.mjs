/* global window, document, MutationObserver -- page.evaluate callbacks run in the page */
/**
 * npm run bench:accounts — how the all-accounts section copes with a reseller's 1,000 sub-accounts
 * on four levels (fixtures, seeded the same every run): time to the tree's first rows, time to a
 * search's result (from typing, and from the moment the debounced search is asked), and how many
 * rows the browser holds. A measurement, not a test: it prints figures and fails only if the page
 * never shows what it waits for, or the whole run exceeds BENCH_TIMEOUT_MS.
 *
 * What a host ships is measured: scripts/bench-accounts/ is built for production (vite build, into
 * a temporary folder) and served by vite preview; Chromium is the one the story tests use
 * (scripts/chromium.ts). Each figure is the median of RUNS page loads after one warm-up load.
 * BENCH_PROFILE=1 builds without minifying and prints where the search's main-thread time goes
 * (a CPU profile of the typing-to-result window, by function).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview, runnerImport } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { chromium } from 'playwright'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PROFILE = process.env.BENCH_PROFILE === '1'
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 10 * 60_000)
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-accounts')
const repo = path.resolve(root, '../..')

const deadline = setTimeout(() => {
  console.error(`bench:accounts gave up after ${TIMEOUT_MS} ms`)
  process.exit(1)
}, TIMEOUT_MS)
deadline.unref()

const outDir = await mkdtemp(path.join(process.env.TMPDIR ?? os.tmpdir(), 'bench-accounts-'))
const config = { root, configFile: false, plugins: [react(), vanillaExtractPlugin()], logLevel: 'warn', appType: 'spa' }
const builtAt = performance.now()
await build({ ...config, build: { outDir, emptyOutDir: true, minify: !PROFILE, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 } })
const buildMs = performance.now() - builtAt
const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } })
const { port } = server.httpServer.address()
const { module: chromiumConfig } = await runnerImport(path.join(repo, 'scripts/chromium.ts'))
const { module: accounts } = await runnerImport(path.join(repo, 'src/hooks/admin/resources/useAccounts.ts'))
const browser = await chromium.launch(chromiumConfig.CHROMIUM_LAUNCH)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const round = (ms) => `${ms.toFixed(0)} ms`

/** Starts watching, in the page, for an element matching `selector` whose text is `text`; `window.__shown` resolves with performance.now() then. */
const watchFor = (page, selector, text) =>
  page.evaluate(
    ([selector, text]) => {
      const found = () => [...document.querySelectorAll(selector)].some((element) => element.textContent === text)
      window.__shown = new Promise((resolve) => {
        if (found()) return resolve(performance.now())
        const observer = new MutationObserver(() => {
          if (!found()) return
          observer.disconnect()
          resolve(performance.now())
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      })
    },
    [selector, text],
  )

/** One page load: navigation to the tree's first rows, then a search typed in the list to its one result. */
async function measure({ timeout = 60_000, profile = false } = {}) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  page.setDefaultTimeout(timeout)
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`))
  await page.goto(`http://127.0.0.1:${port}/admin/all-accounts`, { waitUntil: 'commit' })
  await page.waitForSelector('[role="treegrid"] [role="row"]')
  const firstTreePaint = await page.evaluate(() => performance.now())
  const treeRows = await page.locator('[role="treegrid"] [role="row"]').count()
  // Open the first account with its expander (a click on the row opens its page): its children load and join the tree.
  await page.locator('[role="treegrid"] [role="row"][aria-expanded="false"]').first().getByRole('button').first().click()
  await page.waitForSelector('[role="treegrid"] [role="row"][aria-level="2"]')
  const expandedRows = await page.locator('[role="treegrid"] [role="row"]').count()
  const { accountsInWorld } = await page.evaluate(() => window.__bench)

  await page.getByRole('button', { name: 'List' }).click()
  await page.getByRole('grid', { name: 'Accounts' }).getByRole('row').nth(1).waitFor()
  const search = page.getByRole('searchbox', { name: 'Search accounts' })
  const target = await page.evaluate(() => window.__bench.target)
  await watchFor(page, '[role="grid"] a', target)
  const cdp = profile ? await page.context().newCDPSession(page) : null
  if (cdp) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
  }
  const typedAt = await page.evaluate(() => performance.now())
  await search.fill(target)
  const shownAt = await page.evaluate(() => window.__shown)
  const cpu = cdp ? (await cdp.send('Profiler.stop')).profile : null
  const askedAt = await page.evaluate((filter) => window.__bench.searchedAt(filter), target)
  const listRows = await page.getByRole('grid', { name: 'Accounts' }).getByRole('row').count()
  const seeded = await page.evaluate(() => window.__bench.seeded)
  await page.close()
  return { firstTreePaint, searchResult: shownAt - typedAt, afterDebounce: askedAt === null ? NaN : shownAt - askedAt, treeRows, expandedRows, listRows, seeded, accountsInWorld, cpu }
}

/** The functions that took the most main-thread time in a CPU profile, by self time. */
function topFunctions(profile, count = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000
  for (const id of profile.samples) {
    const { callFrame } = byId.get(id)
    const key = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*\/assets\//, '')}:${callFrame.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + interval)
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count)
}

try {
  await measure({ timeout: 120_000 }).catch((error) => {
    throw new Error(`warm-up failed: ${error.message}`)
  })
  const runs = []
  for (let run = 0; run < RUNS; run++) runs.push(await measure({ profile: PROFILE && run === 0 }))
  const [first] = runs
  console.log(`All accounts benchmark: production build (${round(buildMs)} to build) served by vite preview; ${first.seeded} sub-accounts on 4 levels; Chromium headless; fixtures in the page (no latency); median of ${RUNS} loads after a warm-up`)
  console.log(`  time to first tree paint (navigation start → first rows):   ${round(median(runs.map((r) => r.firstTreePaint)))}`)
  console.log(`  time to a search result (typed → matching row shown):       ${round(median(runs.map((r) => r.searchResult)))} (the debounce is ${accounts.ACCOUNTS_SEARCH_DELAY_MS} ms of it)`)
  console.log(`  after the debounce (search asked → matching row shown):     ${round(median(runs.map((r) => r.afterDebounce)))}`)
  console.log(`  rows rendered: tree ${first.treeRows} collapsed, ${first.expandedRows} with one account open, of ${first.accountsInWorld} accounts in the world; list ${first.listRows - 1} after the search`)
  if (first.cpu) {
    console.log('  search profile (typed → shown), self time by function:')
    for (const [name, ms] of topFunctions(first.cpu)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  }
} finally {
  await browser.close()
  await server.close()
  await rm(outDir, { recursive: true, force: true })
}
