/* global window -- page.evaluate callbacks run in the page */
/**
 * npm run bench:accounts — how the all-accounts section copes with a reseller's 1,000 sub-accounts
 * on four levels (fixtures, seeded the same every run): time to the tree's first rows, time to a
 * search's result, and how many rows the browser holds. A measurement, not a test: it prints
 * figures and fails only if the page never shows what it waits for.
 *
 * A Vite dev server serves scripts/bench-accounts/ (the portal over the in-page fixtures, no
 * latency); Chromium is the one the story tests use (scripts/chromium.ts). Each figure is the
 * median of RUNS page loads after one warm-up load (Vite transforms modules on the first).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { chromium } from 'playwright'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-accounts')
const repo = path.resolve(root, '../..')

const server = await createServer({
  root,
  configFile: false,
  plugins: [react(), vanillaExtractPlugin()],
  server: { host: '127.0.0.1', port: 0, fs: { allow: [repo] } },
  appType: 'spa',
  logLevel: 'warn',
})
await server.listen()
const { port } = server.httpServer.address()
const { CHROMIUM_LAUNCH } = await server.ssrLoadModule(path.join(repo, 'scripts/chromium.ts'))
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const round = (ms) => `${ms.toFixed(0)} ms`

/** One page load: navigation to the tree's first rows, then a search typed in the list to its one result. */
async function measure(timeout = 60_000) {
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

  await page.getByRole('button', { name: 'List' }).click()
  await page.getByRole('grid', { name: 'Accounts' }).getByRole('row').nth(1).waitFor()
  const search = page.getByRole('searchbox', { name: 'Search accounts' })
  const target = await page.evaluate(() => window.__bench.target)
  const typedAt = await page.evaluate(() => performance.now())
  await search.fill(target)
  await page.getByRole('grid', { name: 'Accounts' }).getByRole('link', { name: target, exact: true }).waitFor()
  const searchResult = (await page.evaluate(() => performance.now())) - typedAt
  const listRows = await page.getByRole('grid', { name: 'Accounts' }).getByRole('row').count()
  const seeded = await page.evaluate(() => window.__bench.seeded)
  await page.close()
  return { firstTreePaint, searchResult, treeRows, expandedRows, listRows, seeded }
}

try {
  // The first load waits for Vite to transform every module (minutes on a busy machine).
  await measure(300_000).catch((error) => {
    throw new Error(`warm-up failed: ${error.message}`)
  })
  const runs = []
  for (let run = 0; run < RUNS; run++) runs.push(await measure())
  const [first] = runs
  const { ACCOUNTS_SEARCH_DELAY_MS } = await server.ssrLoadModule(path.join(repo, 'src/hooks/admin/resources/useAccounts.ts'))
  console.log(`All accounts benchmark: ${first.seeded} sub-accounts on 4 levels, Chromium headless, fixtures in the page (no latency), median of ${RUNS} warm loads`)
  console.log(`  time to first tree paint (navigation start → first rows): ${round(median(runs.map((r) => r.firstTreePaint)))}`)
  console.log(`  time to a search result (typed → matching row shown):     ${round(median(runs.map((r) => r.searchResult)))} (of which ${ACCOUNTS_SEARCH_DELAY_MS} ms is the search's debounce)`)
  console.log(`  rows rendered: tree ${first.treeRows} collapsed, ${first.expandedRows} with one account open; list ${first.listRows - 1} after the search`)
} finally {
  await browser.close()
  await server.close()
}
