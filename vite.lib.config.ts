import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import pkg from './package.json' with { type: 'json' }

const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]

/** The library build: one ES module per public entry, shared chunks, one CSS file. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    rollupOptions: {
      external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
})
