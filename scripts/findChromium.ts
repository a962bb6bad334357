/**
 * Which Chromium the browser tests run, decided without touching the machine: the caller says
 * which files exist. Order: `CHROMIUM_BIN`, a Chromium or Chrome installed the usual way for the
 * platform, Playwright's own Chromium if it was downloaded, else "install Playwright's".
 */
export type ChromiumChoice =
  | { kind: 'executable'; path: string; source: 'CHROMIUM_BIN' | 'system' | 'playwright' }
  | { kind: 'install-playwright' }

export interface ChromiumLookup {
  env: Record<string, string | undefined>
  platform: NodeJS.Platform
  /** Whether a file exists at `path`. */
  exists: (path: string) => boolean
  /** Where Playwright keeps its own Chromium (it may not be downloaded yet). */
  playwrightExecutable?: string
}

/** The places a system Chromium or Chrome lives, most likely first. */
export function systemChromiumPaths(platform: NodeJS.Platform, env: Record<string, string | undefined>): string[] {
  switch (platform) {
    case 'linux':
      return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome', '/snap/bin/chromium']
    case 'darwin':
      return ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome']
    case 'win32':
      return [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']]
        .filter((dir): dir is string => Boolean(dir))
        .flatMap((dir) => [`${dir}\\Chromium\\Application\\chrome.exe`, `${dir}\\Google\\Chrome\\Application\\chrome.exe`])
    default:
      return []
  }
}

export function chooseChromium({ env, platform, exists, playwrightExecutable }: ChromiumLookup): ChromiumChoice {
  // Named on purpose: used even if the path is wrong, so the launch error names it.
  if (env.CHROMIUM_BIN) return { kind: 'executable', path: env.CHROMIUM_BIN, source: 'CHROMIUM_BIN' }
  const system = systemChromiumPaths(platform, env).find(exists)
  if (system) return { kind: 'executable', path: system, source: 'system' }
  if (playwrightExecutable && exists(playwrightExecutable)) return { kind: 'executable', path: playwrightExecutable, source: 'playwright' }
  return { kind: 'install-playwright' }
}
