import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { CHROMIUM_LAUNCH } from './scripts/chromium'
import { reactAriaModules } from './scripts/reactAriaModules'
import { resolveStoryScreenshotPath } from './stories/support/screenshotPaths'
import { SCREENSHOT_COMPARATOR_OPTIONS } from './stories/support/screenshotTolerance'
import { appRoutes, followNavigation } from './tests/oidc/commands'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// The window holds the test page's frame at scale 1: vitest shrinks a frame larger than the window
// (Playwright's default window is 1280x720, stories run at 1200x900), which blurs screenshots; a
// screenshot also grows the frame to the story's height (stories/support/screenshots.tsx).
const chromium = playwright({ launchOptions: CHROMIUM_LAUNCH, contextOptions: { viewport: { width: 1400, height: 2400 } } })

// The hosted-login test's page origin must be known before its browser server starts (the OpenID
// provider registers redirect URIs on it in globalSetup): a free port, chosen once per run and kept
// in the environment because this config is loaded more than once.
process.env.GATEHOUSE_OIDC_BROWSER_PORT ??= execFileSync(process.execPath, ['-e', "const s = require('net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close() })"], { encoding: 'utf8' })

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // After the stories (see the storybook project).
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // First and alone: its first stories load the whole story graph through a cold Vite (a clean
          // clone has no transform cache). With the unit tests and the OIDC browser beside them on two
          // cores, the first two ran past their 15 s timeout.
          sequence: { groupOrder: 0 },
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            // Story screenshot baselines (stories/support/screenshots.tsx): where they live, and the
            // tolerance (stories/support/screenshotTolerance.ts).
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: SCREENSHOT_COMPARATOR_OPTIONS,
                resolveScreenshotPath: resolveStoryScreenshotPath,
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        // The screens' React and styles, as in Storybook (.storybook/main.ts).
        plugins: [appRoutes(), react(), vanillaExtractPlugin()],
        // Found only once the screens render: prebundled so Vite does not reload the page mid-run.
        optimizeDeps: { include: [...reactAriaModules(), 'oauth4webapi', 'react-dom/client', 'react-aria-components', 'react-aria', '@vanilla-extract/dynamic', 'valibot', 'jwt-decode', 'swr', 'color2k'] },
        test: {
          name: 'oidc',
          sequence: { groupOrder: 1 },
          // Hosted login against a real OpenID provider (oidc-provider on 127.0.0.1), in Chromium.
          include: ['tests/oidc/**/*.oidc.test.{ts,tsx}'],
          globalSetup: ['tests/oidc/provider.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: CHROMIUM_LAUNCH }),
            instances: [{ browser: 'chromium' }],
            api: { host: '127.0.0.1', port: Number(process.env.GATEHOUSE_OIDC_BROWSER_PORT), strictPort: true },
            commands: { followNavigation },
          },
        },
      },
      {
        test: {
          name: 'host',
          environment: 'node',
          // The package as a host installs it: the library built when stale and packed once (globalSetup);
          // its boundary read from dist/; fresh hosts (examples/vite-host, examples/next-host, one that
          // imports every entry) installed from the tarball, built, and driven in Chromium against npm run dev-api.
          include: ['tests/package/**/*.test.ts', 'examples/**/*.e2e.test.ts'],
          globalSetup: ['tests/package/setup.ts'],
          // Last, not beside the others: its npm installs and Next's production build take both cores.
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
