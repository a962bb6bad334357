import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import pkg from './package.json' with { type: 'json' }

const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]

/**
 * vanilla-extract compiles each `recipe()` to a `createRuntimeFn({...})` call that no bundler can
 * prove pure (the function is not annotated upstream): mark each call, so that a host keeps only
 * the recipes it uses. Insertions only, on the call's own line; the mappings are left as they are.
 */
function pureRecipes(): Plugin {
  return {
    name: 'gatehouse:pure-recipes',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\.ts(\?|$)/.test(id)) return null
      const local = /import\s*\{\s*createRuntimeFn\s+as\s+([\w$]+)\s*\}/.exec(code)?.[1] ?? (/\bcreateRuntimeFn\b/.test(code) ? 'createRuntimeFn' : null)
      if (!local) return null
      const call = new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\(`, 'g')
      return { code: code.replace(call, (match) => `/* @__PURE__ */ ${match}`), map: null }
    },
  }
}

/**
 * The library build: one ES module per source module (src/api/client.ts → dist/api/client.js), so
 * that a host's bundler keeps only what the host imports; the public entries as dist/{index,api,
 * hooks,primitives,screens,fixtures}.js; all styles in one CSS file, dist/gatehouse.css
 * (`gatehouse/styles.css`), the only published file with a side effect (package.json
 * `sideEffects`): the JS modules of the styles keep their class names and recipes, no CSS imports.
 * `sideEffects` also names the .css.ts files of src, for the builds that read src (this one, Storybook):
 * there a style file registers its CSS when it runs.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), pureRecipes()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        api: 'src/api/index.ts',
        hooks: 'src/hooks/index.ts',
        primitives: 'src/primitives/index.ts',
        screens: 'src/screens/index.ts',
        fixtures: 'src/fixtures/index.ts',
      },
      formats: ['es'],
      cssFileName: 'gatehouse',
    },
    rolldownOptions: {
      external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
})
