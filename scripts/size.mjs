// Prints min+gzip bytes of what a host ships for password login: (a) headless (client,
// provider, useLogin) and (b) the same plus LoginScreen and its CSS; and (c) for the admin
// portal's shell, its sections' lazily loaded screens aside. React is the host's.
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

const cases = {
  'headless password login (createClient + GatehouseProvider + useLogin)': `
    export { createClient } from 'SRC/api'
    export { GatehouseProvider, useLogin } from 'SRC/hooks'`,
  'ready login screen (the above + LoginScreen + CSS)': `
    export { createClient } from 'SRC/api'
    export { GatehouseProvider, useLogin } from 'SRC/hooks'
    export { LoginScreen } from 'SRC/screens'
    export { ThemeProvider } from 'SRC/primitives'`,
  // The sections' screens are lazily loaded chunks, not counted here.
  'admin shell (AdminPortal + nav)': `
    export { createClient } from 'SRC/api'
    export { GatehouseProvider } from 'SRC/hooks'
    export { AdminPortal } from 'SRC/screens'
    export { ThemeProvider } from 'SRC/primitives'`,
}

const dir = new URL('../node_modules/.cache/gatehouse-size/', import.meta.url)
mkdirSync(dir, { recursive: true })
const rows = []
for (const [name, source] of Object.entries(cases)) {
  const entry = new URL(`entry-${rows.length}.ts`, dir)
  writeFileSync(entry, source.replaceAll('SRC/', new URL('../src/', import.meta.url).pathname))
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), vanillaExtractPlugin()],
    publicDir: false,
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      cssCodeSplit: false,
      lib: { entry: entry.pathname, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] },
    },
  })
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
  // Only what loads with the entry: lazily imported chunks (mock mode's fixtures) are not shipped up front.
  const loaded = new Set()
  const visit = (fileName) => {
    if (loaded.has(fileName)) return
    loaded.add(fileName)
    files.find((file) => file.fileName === fileName)?.imports?.forEach(visit)
  }
  files.filter((file) => file.type === 'chunk' && file.isEntry).forEach((file) => visit(file.fileName))
  const size = (kind) => {
    const parts = files.filter((file) => (kind === 'css' ? file.fileName.endsWith('.css') : loaded.has(file.fileName)))
    const text = parts.map((file) => (file.type === 'chunk' ? file.code : String(file.source))).join('\n')
    return { min: Buffer.byteLength(text), gzip: text ? gzipSync(text, { level: 9 }).length : 0 }
  }
  // Each admin section's screen: its lazy chunk plus what it pulls in beyond the shell.
  const sections = files
    .filter((file) => file.type === 'chunk' && file.isDynamicEntry && /\/screens\/admin\/team\//.test(file.facadeModuleId ?? ''))
    .map((file) => {
      const own = new Set()
      const walk = (fileName) => {
        if (own.has(fileName) || loaded.has(fileName)) return
        own.add(fileName)
        files.find((candidate) => candidate.fileName === fileName)?.imports?.forEach(walk)
      }
      walk(file.fileName)
      const text = files.filter((candidate) => own.has(candidate.fileName)).map((candidate) => candidate.code).join('\n')
      const section = file.facadeModuleId.split('/').at(-1).replace(/\.tsx?$/, '')
      return { section, min: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length }
    })
  rows.push({ name, js: size('js'), css: size('css'), sections })
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
for (const { name, js, css, sections } of rows) {
  console.log(`${name}`)
  console.log(`  js   ${kib(js.min).padStart(10)} min  ${kib(js.gzip).padStart(10)} min+gzip`)
  if (css.min) console.log(`  css  ${kib(css.min).padStart(10)} min  ${kib(css.gzip).padStart(10)} min+gzip`)
  console.log(`  total min+gzip: ${js.gzip + css.gzip} bytes (${kib(js.gzip + css.gzip)})`)
  for (const section of sections) console.log(`  + lazy ${section.section.padEnd(14)} ${kib(section.min).padStart(10)} min  ${kib(section.gzip).padStart(10)} min+gzip (on first visit)`)
}
