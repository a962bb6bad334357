import { describe, expect, it } from 'vitest'
import { chooseChromium, systemChromiumPaths } from './findChromium'

const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1200/chrome-linux/chrome'
const only = (...paths: string[]) => (path: string) => paths.includes(path)

describe('chooseChromium', () => {
  it('takes CHROMIUM_BIN first, even over a system Chromium', () => {
    expect(chooseChromium({ env: { CHROMIUM_BIN: '/opt/chrome/chrome' }, platform: 'linux', exists: only('/usr/bin/chromium') })).toEqual({
      kind: 'executable',
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_BIN',
    })
  })

  it("takes Debian's chromium on Linux", () => {
    expect(chooseChromium({ env: {}, platform: 'linux', exists: only('/usr/bin/chromium', PLAYWRIGHT), playwrightExecutable: PLAYWRIGHT })).toEqual({
      kind: 'executable',
      path: '/usr/bin/chromium',
      source: 'system',
    })
  })

  it('finds Chrome in the Applications folder on macOS', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    expect(chooseChromium({ env: {}, platform: 'darwin', exists: only(chrome) })).toEqual({ kind: 'executable', path: chrome, source: 'system' })
  })

  it('finds Chrome under Program Files on Windows', () => {
    const env = { PROGRAMFILES: 'C:\\Program Files', LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' }
    const chrome = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'
    expect(systemChromiumPaths('win32', env)).toContain(chrome)
    expect(chooseChromium({ env, platform: 'win32', exists: only(chrome) })).toEqual({ kind: 'executable', path: chrome, source: 'system' })
  })

  it("falls back to Playwright's Chromium once downloaded", () => {
    expect(chooseChromium({ env: {}, platform: 'linux', exists: only(PLAYWRIGHT), playwrightExecutable: PLAYWRIGHT })).toEqual({
      kind: 'executable',
      path: PLAYWRIGHT,
      source: 'playwright',
    })
  })

  it("asks for Playwright's Chromium to be installed when there is none", () => {
    expect(chooseChromium({ env: {}, platform: 'linux', exists: only(), playwrightExecutable: PLAYWRIGHT })).toEqual({ kind: 'install-playwright' })
    expect(chooseChromium({ env: { CHROMIUM_BIN: '' }, platform: 'freebsd', exists: only() })).toEqual({ kind: 'install-playwright' })
  })
})
