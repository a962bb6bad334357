import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

/**
 * gatehouse/element: the custom elements (src/element) for a plain HTML page, which has no React and
 * no bundler. Unlike the library build (vite.lib.config.ts), everything is bundled in, React and
 * react-dom included: dist/element/gatehouse-element.js, its lazy chunks beside it (the login steps,
 * the portal's sections, mock mode's fixtures), and one stylesheet, dist/element/gatehouse-element.css.
 * A separate build, so the library's entries and their boundary stay exactly as they are.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  publicDir: false,
  // React's production build; packages' ES module builds (pvtsutils's `browser` field names its CommonJS one).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { mainFields: ['module', 'jsnext:main', 'jsnext'] },
  build: {
    outDir: 'dist/element',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    minify: true,
    lib: {
      entry: { 'gatehouse-element': 'src/element/index.ts' },
      formats: ['es'],
      cssFileName: 'gatehouse-element',
    },
    rolldownOptions: {
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
})
