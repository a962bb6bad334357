import type { Plugin } from 'vite'
import type { BrowserCommand } from 'vitest/node'

/**
 * Follows a navigation the way the browser would when the app leaves for the provider: a real page
 * opens `url` (the authorize or end-session endpoint; `fetch` cannot follow them, they allow no
 * CORS), goes through the provider's pages and redirects, and is closed once it has landed on
 * `landing` and loaded (closing mid-load hangs). Returns the URL it landed on.
 */
export const followNavigation: BrowserCommand<[url: string, landing: string]> = async ({ context }, url, landing) => {
  const page = await context.newPage()
  const landed = (current: URL) => current.href.startsWith(landing)
  try {
    await page.goto(url)
    await page.waitForURL(landed, { waitUntil: 'load', timeout: 10_000 })
    return page.url()
  } finally {
    await page.close()
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    followNavigation(url: string, landing: string): Promise<string>
  }
}

/** The app's pages the provider sends the browser back to, served blank by the test's own server (`appRoutes`). */
export const APP_ROUTES = ['/oauth/callback', '/account/login']

/** A Vite plugin for the test's browser server: the app's routes answer a blank page instead of a 404, which Chromium would not load. */
export function appRoutes(): Plugin {
  return {
    name: 'gatehouse-oidc-app-routes',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]
        if (!APP_ROUTES.includes(path ?? '')) return next()
        res.setHeader('Content-Type', 'text/html')
        res.end('<!doctype html><title>Back in the app</title>')
      })
    },
  }
}
