import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import { handlers, resetWorld, scenarios, type ScenarioName } from '../src/fixtures'
import { ThemedCanvas } from './ThemedCanvas'
import { matchStoryScreenshot, withScreenshotTheme } from '../stories/support/screenshots'
import { visualInvariantsAfterEach } from '../stories/support/visualInvariantsRun'

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers)
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
      return worker
    }),
  ],
  // Every story starts from a fresh world; a story names the scenario it needs.
  beforeEach: ({ parameters }) => {
    resetWorld(scenarios[(parameters.scenario as ScenarioName | undefined) ?? 'default']())
  },
  decorators: [
    (Story, { globals }) => (
      <ThemedCanvas mode={globals.theme === 'dark' ? 'dark' : 'light'}>
        <Story />
      </ThemedCanvas>
    ),
    // Outermost: lets a screenshot capture show the story's final state in dark too.
    withScreenshotTheme,
  ],
  // Under vitest only, after the play function: theme font, opaque overlays with drawn controls, no sideways overflow (visualInvariantsRun.ts).
  // Storybook runs these last to first: then the screenshot baselines (screenshots.ts).
  afterEach: [matchStoryScreenshot, visualInvariantsAfterEach],
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    // The sidebar reads as the product: the Introduction, then how to start, the screens, the
    // layers under them, the guides, the reference, and the kit's own checks last (scripts/docsSite.ts). Admin sections in the portal's order.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Getting started', ['Vite', 'Next.js App Router', 'Plain HTML', 'Mock mode and the local identity API'],
          'Sign-in', ['Overview', 'Login box', 'Passwordless', 'Passkeys', 'Two-factor', 'Social and SSO', 'Quick login', 'Step-up', 'Hosted login', 'Session and tabs', 'Impersonation', 'Tenant switch', '*'],
          'Account pages', ['Overview', 'Sign-up', 'Activation', 'Accept invitation', 'Forgot password', 'Reset password', 'Reset phone number', 'Change password'],
          'Admin portal', ['Portal', 'Profile', 'Privacy', 'Personal API tokens', 'Account settings', 'Users', 'Groups', 'Security', 'SSO', 'Audit logs', 'Connectivity', 'API tokens', 'Roles', 'Billing', 'All accounts', 'Provisioning', 'Applications', 'Reports'],
          'Hooks', ['Overview', '*'],
          'Primitives', ['Overview', '*'],
          'Theme', ['Overview', 'Builder', '*'],
          'Guides', ['Session and tabs', 'Routes and navigation', 'Redirects', 'Messages and locales', 'Permissions and flags', 'Testing your own screens', 'Size and lazy loading'],
          // Drawn from the source by npm run docs:reference: every export with its signature and comment.
          'Reference', ['API client', 'Screens', 'Admin portal', 'Primitives', 'Fixtures', 'Custom element'],
          'Internals',
        ],
      },
    },
    a11y: {
      test: 'error',
      // react-aria's live announcer lingers in the body after a pending button.
      context: { exclude: ['[data-live-announcer]'] },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
}

export default preview
