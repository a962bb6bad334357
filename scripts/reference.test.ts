import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMPONENT_ENTRIES, EXAMPLES_DIR, mdxText, publicExports, REFERENCE_DIR, referencePages, words, type ReferencePage } from './reference'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('mdxText: a source comment as docs prose', () => {
  it('keeps MDX from reading braces and tags as code', () => {
    expect(mdxText('Takes `{ email }` and <b>')).toBe('Takes `&#123; email &#125;` and &lt;b&gt;')
  })

  it('leaves out the references to documents a package user does not have', () => {
    expect(mdxText('spec/auth.md §4 SSO failure: the address was unusable.')).toBe('SSO failure: the address was unusable.')
    expect(mdxText('A failed login clears the token (spec/auth.md §8).')).toBe('A failed login clears the token.')
    expect(mdxText('spec/auth.md §4 step 2: signed in, and offered a passkey.')).toBe('Signed in, and offered a passkey.')
  })
})

describe('words: a module name as a page title', () => {
  it('reads as words, acronyms in capitals', () => {
    expect(words('accountSettings')).toBe('Account settings')
    expect(words('reset-phone-number')).toBe('Reset phone number')
    expect(words('ssoConfigurations')).toBe('SSO configurations')
    expect(words('apiTokens')).toBe('API tokens')
  })
})

/** Every MDX page of the docs site but the generated ones, by path. */
function handWrittenPages(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of readdirSync(path.join(root, 'stories'), { recursive: true, encoding: 'utf8' })) {
    const relative = path.posix.join('stories', file.replace(/\\/g, '/'))
    if (relative.endsWith('.mdx') && !relative.startsWith(`${REFERENCE_DIR}/`)) pages.set(relative, readFileSync(path.join(root, relative), 'utf8'))
  }
  return pages
}

describe('the docs site documents every export of every public entry', () => {
  let pages: ReferencePage[]
  let exports: ReturnType<typeof publicExports>
  beforeAll(() => {
    pages = referencePages()
    exports = publicExports()
  }, 120_000)

  it('has its reference pages as the source writes them (npm run docs:reference)', () => {
    const stale = pages.filter((page) => !existsSync(path.join(root, page.file)) || readFileSync(path.join(root, page.file), 'utf8') !== page.mdx).map((page) => page.file)
    const wanted = new Set(pages.map((page) => page.file))
    const orphaned = readdirSync(path.join(root, REFERENCE_DIR), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(REFERENCE_DIR, file.replace(/\\/g, '/')))
      .filter((file) => file.endsWith('.mdx') && !wanted.has(file))
    expect({ stale, orphaned }).toEqual({ stale: [], orphaned: [] })
  })

  it("shows a host's own UI on every hook of a flow, the session and the shared hooks", () => {
    const hooks = pages.filter((page) => page.title.startsWith('Hooks/') && !page.title.startsWith('Hooks/Admin/')).flatMap((page) => page.exports.filter((name) => /^use[A-Z]/.test(name)))
    expect(hooks.length).toBeGreaterThan(20)
    expect(hooks.filter((name) => !existsSync(path.join(root, EXAMPLES_DIR, `${name}.tsx`)))).toEqual([])
  })

  it('gives each export a page: the reference for values, a page with its props table for each component', () => {
    const onReference = new Set(pages.flatMap((page) => page.exports.map((name) => name.split('.')[0]!)))
    const written = [...handWrittenPages().values()].join('\n')
    const hasComponentPage = (name: string) => new RegExp(`<ArgTypes of=\\{${name}\\}`).test(written)
    const missing = exports.filter(({ entry, name, component }) => {
      if (component && (COMPONENT_ENTRIES.has(entry) || entry === 'gatehouse')) return !hasComponentPage(name)
      return !onReference.has(name)
    })
    const components = new Set(exports.filter((item) => item.component && item.entry !== 'gatehouse').map((item) => item.name))
    const values = new Set(exports.filter((item) => !item.component && item.entry !== 'gatehouse').map((item) => `${item.entry} ${item.name}`))
    expect(components.size).toBeGreaterThan(50)
    expect(values.size).toBeGreaterThan(1000)
    expect(missing.map(({ entry, name }) => `${entry}: ${name}`)).toEqual([])
  })
})
