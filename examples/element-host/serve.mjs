// A static server for this folder, as any web server serves a plain site: files as they are, and
// index.html for every other path (the portal's deep links, /admin/users …). Node only, no packages.
//   node serve.mjs            PORT=8080 node serve.mjs
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const ROOT = path.dirname(new URL(import.meta.url).pathname)
const PORT = Number(process.env.PORT ?? 8080)
const HOST = process.env.HOST ?? '127.0.0.1'
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.json': 'application/json', '.svg': 'image/svg+xml' }

const isFile = (file) => {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
  const wanted = path.join(ROOT, path.normalize(pathname))
  const file = wanted.startsWith(ROOT) && isFile(wanted) ? wanted : path.join(ROOT, 'index.html')
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
}).listen(PORT, HOST, () => console.log(`element host on http://${HOST}:${PORT}`))
