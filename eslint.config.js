// ESLint for the kit, its stories and scripts: typescript-eslint's recommended rules, React's hook
// rules (eslint-plugin-react-hooks' recommended set: the rules of hooks, effect dependencies, and
// the React Compiler's checks on refs read or written during render, state set in effects, impure
// render), and Storybook's rules for story files. `npm run lint` allows no warnings.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'public', 'examples/*/dist', 'examples/*/.next', '.vitest-attachments', 'stories/__screenshots__'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  storybook.configs['flat/recommended'],
  // Plain-JavaScript scripts run in Node.
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a destructured field left out, a callback's unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // The package imports React Aria by component (react-aria-components/Button), never through its
  // index: esbuild puts every module an index names, with all a lazy chunk uses of it, into the
  // chunks a page loads first (the admin shell: 81 → 63 KiB gz). See vite.lib.config.ts, starBarrels.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react-aria-components', 'react-aria', 'react-stately'].map((name) => ({
          name,
          message: `Import from the module that defines it (${name}/<Module>): an index brings all of ${name} into a host's first chunk in esbuild.`,
        })),
      }],
    },
  },
)
