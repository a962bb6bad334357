/**
 * The Chromium every browser test here runs: Debian's (or CHROMIUM_BIN), headless, with nothing
 * reaching for the network (Playwright's own browser download does not work on these machines).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
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
