/**
 * `npm run bench:audits`: how the audit logs' virtual-scroll mode does with many rows, in headless
 * Chromium, compared with react-aria-components' Virtualizer. Serves scripts/bench-audits/ with Vite
 * and measures, per implementation and size:
 * - tanstack: the section as shipped (AuditsVirtualTable, TanStack Virtual), opened in the portal
 *   on its paged table, then switched to the virtual mode;
 * - rac: RAC's Virtualizer + TableLayout with every log an item of its collection (the same grid
 *   the section's is: the scrollbar spans every log, pages loaded as rows come into view);
 * - rac-load-more: RAC's Virtualizer + TableLayout with only the loaded pages in its collection, a
 *   TableLoadMoreItem sentinel asking for the next page near the end (an infinite list: the
 *   scrollbar spans what is loaded, the grid announces only the loaded rows).
 * At 1,000 / 10,000 / 100,000 rows (rac-load-more over 100,000): time to the first rows on screen,
 * rows in the DOM while scrolling, frame times while scrolling from the top to the end in
 * SCROLL_FRAMES frames (p50 / p95 / max; rac-load-more scrolls as fast and goes as far as it has
 * loaded), the JS heap after scrolling (after a garbage collection), the grid's aria-rowcount, and
 * whether the last row was reached. Every wait is capped: a grid that does not paint within
 * PAINT_CAP_MS, or a scroll not done within SCROLL_CAP_MS, is reported as such and the run goes on;
 * the whole run stays under RUN_CAP_MS.
 *
 * Chosen: TanStack Virtual, for the section's grid. RAC's Virtualizer builds its collection from an
 * element per item: with every log in it, its first paint, its heap and its frame times grow with
 * the number of logs (at 100,000 it does not paint within the cap); with only the loaded pages in it
 * (load more), it paints at once but the grid announces only the rows loaded so far, End or a far
 * row means loading every page before it, and each page that comes in grows the collection while
 * the admin scrolls. TanStack Virtual needs only the count: its first paint, DOM rows, frames and
 * heap stay flat from 1,000 to 100,000 rows, and the section's grid keeps the table semantics by
 * hand (role grid, aria-rowcount of every log, aria-rowindex per row, rowheader cells, a roving
 * focus with arrows, Page Up / Down, Home, End). README "Audit logs" has the numbers.
 *
 * A measurement, not a test: the numbers depend on the machine and how busy it is (the load
 * average is printed with them).
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { chromium, type Page } from 'playwright'
import { createServer } from 'vite'
import { CHROMIUM_LAUNCH } from './chromium'

const root = path.dirname(fileURLToPath(import.meta.url))
const SIZES = [1_000, 10_000, 100_000]
/** Frames a scroll from the top to the end takes: ~10 s at 60 fps. */
const SCROLL_FRAMES = 600
/** How far rac-load-more scrolls each frame: as fast as the others do through 100,000 rows of 44 px. */
const LOAD_MORE_STEP_PX = Math.round((100_000 * 44) / SCROLL_FRAMES)
const PAINT_CAP_MS = 60_000
const SCROLL_CAP_MS = 40_000
const RUN_CAP_MS = 9 * 60_000

type Impl = 'tanstack' | 'rac' | 'rac-load-more'
const NAMES: Record<Impl, string> = { tanstack: 'TanStack Virtual (shipped)', rac: 'RAC Virtualizer, every row', 'rac-load-more': 'RAC Virtualizer, load more' }

interface Result {
  impl: Impl
  rows: number
  /** Set when the run stopped short: what did not happen in time. */
  problem?: string
  firstRowsMs?: number
  /** tanstack: the virtual grid's first rows after the switch. */
  switchMs?: number
  domRowsMax?: number
  domRowsMedian?: number
  frames?: number
  p50?: number
  p95?: number
  max?: number
  heapMb?: number
  ariaRowCount?: string | null
  /** The last row index reached (aria-rowindex - 1), or the rows loaded for rac-load-more. */
  reached?: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const capped = <T,>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what)), ms))])

/** The first row of the virtual grid shows a log (not a loading placeholder). */
const firstRowShown = () => {
  const cell = document.querySelector('[data-audits-viewport] [aria-rowindex="2"] [role=rowheader]')
  return Boolean(cell?.textContent && cell.textContent !== 'Loading')
}

async function measure(page: Page, baseUrl: string, impl: Impl, rows: number, result: Result): Promise<void> {
  await page.goto(`${baseUrl}/?impl=${impl}&rows=${rows}`)
  const sinceStart = () => page.evaluate(() => performance.now() - (window as unknown as { benchStart: number }).benchStart)
  if (impl === 'tanstack') {
    // The section opens on its paged table; its first rows, then the switch to the virtual grid.
    await page.waitForFunction(() => document.querySelector('[role=grid] [role=rowheader] button') !== null, null, { timeout: PAINT_CAP_MS }).catch(() => {
      throw new Error(`did not paint within ${PAINT_CAP_MS / 1000} s`)
    })
    result.firstRowsMs = await sinceStart()
    const switched = await page.evaluate(() => performance.now())
    await page.getByText('Scroll through every log').click()
    await page.waitForFunction(firstRowShown, null, { timeout: PAINT_CAP_MS }).catch(() => {
      throw new Error(`virtual grid did not paint within ${PAINT_CAP_MS / 1000} s of the switch`)
    })
    result.switchMs = (await page.evaluate(() => performance.now())) - switched
  } else {
    await page.waitForFunction(firstRowShown, null, { timeout: PAINT_CAP_MS }).catch(() => {
      throw new Error(`did not paint within ${PAINT_CAP_MS / 1000} s`)
    })
    result.firstRowsMs = await sinceStart()
  }
  const scroll = await capped(
    page.evaluate(
      ({ frames, stepPx, capMs, loadMore }) =>
        new Promise<{ deltas: number[]; domRows: number[]; reached: number; complete: boolean; ariaRowCount: string | null }>((resolve) => {
          const box = document.querySelector<HTMLElement>('[data-audits-viewport]')!
          const grid = box.matches('[role=grid]') ? box : box.querySelector('[role=grid]')
          const deltas: number[] = []
          const domRows: number[] = []
          const started = performance.now()
          let frame = 0
          let last = started
          const lastRowIndex = () => Math.max(0, ...[...box.querySelectorAll('[role=row][aria-rowindex]')].map((row) => Number(row.getAttribute('aria-rowindex')) - 1))
          const finish = (complete: boolean) =>
            // Let the last page answer, then look at where the grid is.
            setTimeout(() => resolve({ deltas: deltas.slice(1), domRows, complete, ariaRowCount: grid?.getAttribute('aria-rowcount') ?? null, reached: loadMore ? Number(box.dataset.loadedRows) : lastRowIndex() }), 500)
          const step = (now: number) => {
            deltas.push(now - last)
            last = now
            domRows.push(box.querySelectorAll('[role=row]').length)
            frame++
            const end = box.scrollHeight - box.clientHeight
            box.scrollTop = loadMore ? Math.min(end, box.scrollTop + stepPx) : Math.round((end * frame) / frames)
            if (frame > frames) finish(true)
            else if (now - started > capMs) finish(false)
            else requestAnimationFrame(step)
          }
          requestAnimationFrame((now) => {
            last = now
            requestAnimationFrame(step)
          })
        }),
      { frames: SCROLL_FRAMES, stepPx: LOAD_MORE_STEP_PX, capMs: SCROLL_CAP_MS, loadMore: impl === 'rac-load-more' },
    ),
    SCROLL_CAP_MS + 30_000,
    `the scroll did not end within ${SCROLL_CAP_MS / 1000 + 30} s`,
  )
  const sorted = [...scroll.deltas].sort((a, b) => a - b)
  const domSorted = [...scroll.domRows].sort((a, b) => a - b)
  Object.assign(result, {
    domRowsMax: domSorted.at(-1) ?? 0,
    domRowsMedian: percentile(domSorted, 50),
    frames: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    ariaRowCount: scroll.ariaRowCount,
    reached: scroll.reached,
  })
  if (!scroll.complete) result.problem = `scroll stopped after ${SCROLL_CAP_MS / 1000} s (${sorted.length} of ${SCROLL_FRAMES} frames)`
  const cdp = await page.context().newCDPSession(page)
  await capped(cdp.send('HeapProfiler.collectGarbage'), 30_000, 'no garbage collection within 30 s')
  const { usedSize } = (await capped(cdp.send('Runtime.getHeapUsage'), 10_000, 'no heap figure within 10 s')) as { usedSize: number }
  result.heapMb = usedSize / 1024 / 1024
}

/** One run in a fresh browser; whatever does not happen in time is noted, never waited for. */
async function run(baseUrl: string, impl: Impl, rows: number): Promise<Result> {
  const result: Result = { impl, rows }
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--enable-precise-memory-info'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    page.on('pageerror', (error) => console.error(`[${impl} ${rows}] page error:`, error.message))
    await measure(page, baseUrl, impl, rows, result)
  } catch (error) {
    result.problem = error instanceof Error ? error.message.split('\n')[0] : String(error)
  } finally {
    // A page stuck building its collection may not close politely: Playwright kills it when the script ends.
    await capped(browser.close(), 10_000, 'browser did not close').catch((error: Error) => console.error(`[${impl} ${rows}] ${error.message}`))
  }
  return result
}

const server = await createServer({
  root: path.join(root, 'bench-audits'),
  configFile: false,
  logLevel: 'error',
  plugins: [react(), vanillaExtractPlugin()],
  server: { host: '127.0.0.1', port: 0, fs: { allow: [path.join(root, '..')] } },
  optimizeDeps: { include: ['react-dom/client', 'react-aria-components', 'react-aria', '@vanilla-extract/dynamic', 'valibot', 'jwt-decode', 'swr', 'msw', 'jose', 'otpauth', 'color2k', '@tanstack/react-virtual'] },
})
await server.listen()
const address = server.httpServer?.address()
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
const started = Date.now()
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' / ')
const loadBefore = load()
try {
  const only = process.argv[2] as Impl | undefined
  const plan: [Impl, number][] = [
    ...SIZES.map((rows): [Impl, number] => ['tanstack', rows]),
    ...SIZES.map((rows): [Impl, number] => ['rac', rows]),
    ['rac-load-more', 100_000],
  ].filter(([impl]) => !only || impl === only) as [Impl, number][]
  // Warm-up loads (not measured) so no measured run pays for Vite's first transform of its modules.
  for (const impl of new Set(plan.map(([impl]) => impl))) await run(baseUrl, impl, 1_000)
  const results: Result[] = []
  for (const [impl, rows] of plan) {
    if (Date.now() - started > RUN_CAP_MS) {
      results.push({ impl, rows, problem: `skipped: the run passed ${RUN_CAP_MS / 60_000} minutes` })
      continue
    }
    const result = await run(baseUrl, impl, rows)
    console.error(`${NAMES[impl]} at ${rows.toLocaleString('en')}: ${result.problem ?? 'done'}`)
    results.push(result)
  }
  const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)}`)
  const frame = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1))
  const table = [
    ['implementation', 'rows', 'first rows ms', 'after switch ms', 'DOM rows max/med', 'frame p50/p95/max ms', 'frames', 'heap MB', 'aria-rowcount', 'reached row'],
    ...results.map((r) => [
      NAMES[r.impl],
      r.rows.toLocaleString('en'),
      ms(r.firstRowsMs),
      r.impl === 'tanstack' ? ms(r.switchMs) : 'n/a',
      r.domRowsMax === undefined ? '—' : `${r.domRowsMax}/${r.domRowsMedian}`,
      r.p50 === undefined ? '—' : `${frame(r.p50)}/${frame(r.p95)}/${frame(r.max)}`,
      r.frames === undefined ? '—' : String(r.frames),
      r.heapMb === undefined ? '—' : r.heapMb.toFixed(1),
      r.ariaRowCount ?? '—',
      r.reached === undefined ? '—' : r.reached.toLocaleString('en'),
    ]),
  ]
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)))
  console.log(`\nAudit logs, virtual scroll (headless Chromium; scroll top to end in ${SCROLL_FRAMES} frames; load average ${loadBefore} before, ${load()} after; ${os.cpus().length} cores)\n`)
  for (const row of table) console.log(row.map((cell, column) => (column < 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '))
  const problems = results.filter((r) => r.problem)
  if (problems.length) console.log(`\n${problems.map((r) => `${NAMES[r.impl]} at ${r.rows.toLocaleString('en')}: ${r.problem}`).join('\n')}`)
  console.log(
    '\nGoals: DOM rows ≤ 80, frame p95 ≤ 16.7 ms. "reached row" is the last row index seen after the scroll (rac-load-more: the rows loaded);' +
      ' aria-rowcount counts the header row. Whole run: ' +
      `${((Date.now() - started) / 1000).toFixed(0)} s.`,
  )
} finally {
  await server.close()
}
