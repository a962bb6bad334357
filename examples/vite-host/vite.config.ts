import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { webhookReceiver } from './server/webhookReceiver'

/** The host's webhook receiver on its dev and preview servers, checking deliveries with GATEHOUSE_WEBHOOK_SECRET. */
function receiver(): Plugin {
  const secret = process.env.GATEHOUSE_WEBHOOK_SECRET ?? 'example-webhook-secret'
  return {
    name: 'gatehouse-webhook-receiver',
    configureServer: (server) => void server.middlewares.use(webhookReceiver(secret)),
    configurePreviewServer: (server) => void server.middlewares.use(webhookReceiver(secret)),
  }
}

// A plain Vite + React host: the kit is an installed package (`gatehouse`, its built JS and one CSS
// file), so no vanilla-extract plugin and no aliases.
export default defineConfig(({ command }) => ({
  plugins: [react(), receiver()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: command === 'build' },
  logLevel: 'warn',
}))
