// npm run docs:reference: writes the docs site's reference pages (scripts/reference.ts) under
// stories/reference/, and removes the pages of exports that are gone.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { REFERENCE_DIR, referencePages } from './reference'

const root = fileURLToPath(new URL('..', import.meta.url))
const pages = referencePages()
const wanted = new Set(pages.map((page) => page.file))
const dir = path.join(root, REFERENCE_DIR)
mkdirSync(dir, { recursive: true })
for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  const relative = path.posix.join(REFERENCE_DIR, file.replace(/\\/g, '/'))
  if (relative.endsWith('.mdx') && !wanted.has(relative)) rmSync(path.join(root, relative))
}
for (const page of pages) {
  mkdirSync(path.dirname(path.join(root, page.file)), { recursive: true })
  writeFileSync(path.join(root, page.file), page.mdx)
}
console.log(`${pages.length} reference pages, ${pages.reduce((sum, page) => sum + page.exports.length, 0)} exports, in ${REFERENCE_DIR}/`)
