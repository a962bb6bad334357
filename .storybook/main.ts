import type { StorybookConfig } from '@storybook/react-vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import remarkGfm from 'remark-gfm'
import { reactAriaModules } from '../scripts/reactAriaModules'

/** Dependencies the stories reach only through fixtures or lazily; Vite must not find them mid-run. */
const PREBUNDLED = [...reactAriaModules(),
  'otpauth', 'jose', 'msw', 'msw/browser', 'color2k', 'valibot', 'jwt-decode', 'react-aria-components', 'react-aria', '@vanilla-extract/dynamic',
  '@simplewebauthn/browser', '@simplewebauthn/server', 'libphonenumber-js/min', 'oauth4webapi', 'uqr',
  'swr', 'swr/mutation', 'swr/infinite', 'date-fns',
  '@peculiar/asn1-schema', '@peculiar/asn1-x509']

// The introduction page (MDX, @storybook/addon-docs) is for people browsing Storybook. The story
// tests leave it out: with addon-docs loaded, addon-vitest no longer applies a story's viewport
// (the phone stories ran at 1200 px).
const underVitest = Boolean(process.env.VITEST)

const config: StorybookConfig = {
  stories: [...(underVitest ? [] : ['../stories/**/*.mdx']), '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@chromatic-com/storybook',
    // The docs pages' tables (props, routes, flags, a flow's steps and calls) are GitHub-flavoured Markdown.
    ...(underVitest ? [] : [{ name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } }]),
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The docs site opens on the Introduction, not on Storybook's own onboarding checklist and guide.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()]
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and the test run lose its runner.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...PREBUNDLED],
    }
    return viteConfig
  },
}

export default config
