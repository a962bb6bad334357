import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { CHROMIUM_LAUNCH } from './scripts/chromium'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const chromium = playwright({ launchOptions: CHROMIUM_LAUNCH })

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'host',
          environment: 'node',
          // examples/vite-host driven in Chromium against npm run dev-api; builds the library first when stale.
          include: ['examples/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
