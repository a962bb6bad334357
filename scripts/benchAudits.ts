/**
 * `npm run bench:audits`: how the audit logs' virtual-scroll mode does with 100,000 rows, in
 * headless Chromium. Serves scripts/bench-audits/ with Vite, opens it once per implementation
 * (the section's TanStack Virtual grid, and react-aria-components' Virtualizer for comparison) and
 * prints: time to first rows on screen, rows in the DOM while scrolling, frame times while scrolling
 * through every row (p50 / p95 / max), and the JS heap after scrolling (after a garbage collection).
 * A measurement, not a test: the numbers depend on the machine and how busy it is.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { chromium } from 'playwright'
import { createServer } from 'vite'
import { CHROMIUM_LAUNCH } from './chromium'

const root = path.dirname(fileURLToPath(import.meta.url))
const ROWS = 100_000
/** Frames the scroll through every row takes: ~10 s at 60 fps, a row height of 44 px makes ~7,300 px (166 rows) a frame. */
const SCROLL_FRAMES = 600

interface Result {
  impl: string
  firstRowsMs: number
  virtualFirstRowsMs: number
  domRowsMax: number
  domRowsMedian: number
  frames: number
  p50: number
  p95: number
  max: number
  heapMb: number
  reachedLastRow: boolean
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

async function measure(baseUrl: string, impl: 'tanstack' | 'rac'): Promise<Result> {
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--enable-precise-memory-info'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    page.on('pageerror', (error) => console.error(`[${impl}] page error:`, error.message))
    await page.goto(`${baseUrl}/?impl=${impl}`)
    // First rows on screen: the paged table's first page (the section's), or the RAC grid's first rows.
    await page.waitForFunction(() => document.querySelectorAll('[role=grid] [role=rowheader] button, [data-audits-viewport] [role=row][aria-rowindex="2"] [role=gridcell]:not(:empty)').length > 0, null, { timeout: 120_000 })
    const firstRowsMs = await page.evaluate(() => performance.now() - (window as unknown as { benchStart: number }).benchStart)
    let virtualFirstRowsMs = firstRowsMs
    if (impl === 'tanstack') {
      const switched = await page.evaluate(() => performance.now())
      await page.getByText('Scroll through every log').click()
      await page.waitForFunction(() => document.querySelector('[data-audits-viewport] [aria-rowindex="2"] button') !== null, null, { timeout: 60_000 })
      virtualFirstRowsMs = (await page.evaluate(() => performance.now())) - switched
    }
    await page.waitForFunction((rows) => document.querySelector(`[data-audits-viewport] [aria-rowcount="${rows + 1}"]`) !== null, ROWS, { timeout: 60_000 })
    const scroll = await page.evaluate(
      ({ frames }) =>
        new Promise<{ deltas: number[]; domRows: number[]; reachedLastRow: boolean }>((resolve) => {
          const box = document.querySelector<HTMLElement>('[data-audits-viewport]')!
          const end = box.scrollHeight - box.clientHeight
          const deltas: number[] = []
          const domRows: number[] = []
          let frame = 0
          let last = performance.now()
          const step = (now: number) => {
            deltas.push(now - last)
            last = now
            domRows.push(box.querySelectorAll('[role=row]').length)
            frame++
            box.scrollTop = Math.round((end * frame) / frames)
            if (frame <= frames) requestAnimationFrame(step)
            else {
              // Let the last page answer, then look for the last row.
              setTimeout(() => resolve({ deltas: deltas.slice(1), domRows, reachedLastRow: box.querySelector('[aria-rowindex="100001"]') !== null }), 500)
            }
          }
          requestAnimationFrame((now) => {
            last = now
            requestAnimationFrame(step)
          })
        }),
      { frames: SCROLL_FRAMES },
    )
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    const sorted = [...scroll.deltas].sort((a, b) => a - b)
    const domSorted = [...scroll.domRows].sort((a, b) => a - b)
    return {
      impl,
      firstRowsMs,
      virtualFirstRowsMs,
      domRowsMax: domSorted.at(-1) ?? 0,
      domRowsMedian: percentile(domSorted, 50),
      frames: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? NaN,
      heapMb: usedSize / 1024 / 1024,
      reachedLastRow: scroll.reachedLastRow,
    }
  } finally {
    await browser.close()
  }
}

const server = await createServer({
  root: path.join(root, 'bench-audits'),
  configFile: false,
  logLevel: 'error',
  plugins: [react(), vanillaExtractPlugin()],
  server: { host: '127.0.0.1', port: 0, fs: { allow: [path.join(root, '..')] } },
  optimizeDeps: { include: ['react-dom/client', 'react-aria-components', 'react-aria', '@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/dynamic', 'valibot', 'jwt-decode', 'swr', 'msw', 'jose', 'otpauth', 'color2k', '@tanstack/react-virtual'] },
})
await server.listen()
const address = server.httpServer?.address()
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
try {
  const impls = (process.argv[2] ? [process.argv[2]] : ['tanstack', 'rac']) as ('tanstack' | 'rac')[]
  // A warm-up load so the first measured run does not pay for Vite's first transform.
  await measure(baseUrl, impls[0]!).catch(() => undefined)
  const results: Result[] = []
  for (const impl of impls) {
    try {
      results.push(await measure(baseUrl, impl))
    } catch (error) {
      console.error(`\n${impl}: no measurement: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(`\nAudit logs, virtual scroll through ${ROWS.toLocaleString('en')} rows (${SCROLL_FRAMES} frames, headless Chromium)\n`)
  for (const result of results) {
    console.log(`${result.impl === 'tanstack' ? 'TanStack Virtual (shipped)' : 'react-aria-components Virtualizer'}`)
    console.log(`  first rows on screen:        ${ms(result.firstRowsMs)} after page start${result.impl === 'tanstack' ? `; virtual mode ${ms(result.virtualFirstRowsMs)} after the switch` : ''}`)
    console.log(`  rows in the DOM (scrolling): max ${result.domRowsMax}, median ${result.domRowsMedian}   (goal ≤ 80)`)
    console.log(`  frame times (scrolling):     p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, max ${ms(result.max)} over ${result.frames} frames   (goal p95 ≤ 16.7 ms)`)
    console.log(`  JS heap after scrolling:     ${result.heapMb.toFixed(1)} MB (after GC)`)
    console.log(`  last row reached:            ${result.reachedLastRow ? 'yes' : 'no'}\n`)
  }
} finally {
  await server.close()
}
