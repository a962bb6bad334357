import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// A plain Vite + React host: the kit is an installed package (`gatehouse`, its built JS and one CSS
// file), so no vanilla-extract plugin and no aliases.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: command === 'build' },
  logLevel: 'warn',
}))
