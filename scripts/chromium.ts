/**
 * The Chromium every browser test here runs (story tests, the example host), headless, with
 * nothing reaching for the network. Which one: `CHROMIUM_BIN`, else a system Chromium or Chrome,
 * else Playwright's own Chromium, downloaded on the first run that needs it (findChromium.ts).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright'
import { chooseChromium } from './findChromium'

function chromiumExecutable(): string {
  const lookup = { env: process.env, platform: process.platform, exists: existsSync, playwrightExecutable: chromium.executablePath() }
  const choice = chooseChromium(lookup)
  if (choice.kind === 'executable') return choice.path
  console.warn("[gatehouse] No Chromium found (CHROMIUM_BIN, a system Chromium or Chrome): installing Playwright's (npx playwright install chromium)")
  execFileSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', shell: process.platform === 'win32' })
  const installed = chooseChromium(lookup)
  if (installed.kind !== 'executable') throw new Error("Playwright's Chromium did not install: set CHROMIUM_BIN to a Chromium or Chrome executable")
  return installed.path
}

export const CHROMIUM_LAUNCH = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
}
