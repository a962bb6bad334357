import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { NAVIGATION, type SectionId } from '../src/hooks/admin/navigation'
import { DEFAULT_SECTIONS } from '../src/screens/admin/sections'
import { deadLinks, SECTION_GROUPS, sidebarProblems, type IndexEntry } from './docsSite'

const root = fileURLToPath(new URL('..', import.meta.url))
const order = NAVIGATION.map((section) => section.id)
const shipped = new Set(Object.keys(DEFAULT_SECTIONS) as SectionId[])

/** Storybook's index of this repository's stories and docs pages, in sidebar order, as the docs site builds it. */
function storyIndex(): IndexEntry[] {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-site-'))
  try {
    execFileSync(path.join(root, 'node_modules/.bin/storybook'), ['index', '--quiet', '-o', path.join(scratch, 'index.json')], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, VITEST: '' } })
    const index = JSON.parse(readFileSync(path.join(scratch, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }
    return Object.values(index.entries)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

const docs = (title: string): IndexEntry => ({ id: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--docs`, title, name: 'Docs', type: 'docs' })
const story = (title: string, name: string): IndexEntry => ({ id: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--${name.toLowerCase()}`, title, name, type: 'story' })

/** A sidebar that reads as the product, for the rules to find one fault at a time in. */
const good: IndexEntry[] = [
  docs('Introduction'),
  docs('Getting started/Vite'),
  docs('Sign-in/Overview'), story('Sign-in/Login box', 'EnterEmail'),
  docs('Account pages/Overview'),
  docs('Admin portal/Portal'), story('Admin portal/Portal', 'Shell'),
  ...order.filter((id) => shipped.has(id)).map((id) => docs(`Admin portal/${SECTION_GROUPS[id]}`)),
  docs('Hooks/Overview'), docs('Primitives/Overview'), story('Primitives/PasswordField', 'Default'),
  docs('Theme/Overview'), docs('Guides/Redirects'), docs('Reference/API client/Users'), story('Internals/Visual invariants', 'Overflow'),
]

describe('sidebarProblems: the docs site reads as the product', () => {
  it('finds nothing in a sidebar that does', () => {
    expect(sidebarProblems(good, order, shipped)).toEqual([])
  })

  it('wants the Introduction first', () => {
    expect(sidebarProblems([good[1]!, good[0]!, ...good.slice(2)], order, shipped)[0]).toBe('The site opens on getting-started-vite--docs, not on the Introduction')
  })

  it('names a group that opens on a story rather than a page', () => {
    const withoutOverview = good.filter((entry) => entry.id !== 'sign-in-overview--docs')
    expect(sidebarProblems(withoutOverview, order, shipped)).toEqual(['Sign-in opens on the story sign-in-login-box--enteremail, not on a docs page'])
  })

  it('names groups out of order, unknown or missing', () => {
    const swapped = [...good]
    const hooks = swapped.findIndex((entry) => entry.title === 'Hooks/Overview')
    ;[swapped[hooks], swapped[hooks + 1]] = [swapped[hooks + 1]!, swapped[hooks]!]
    expect(sidebarProblems(swapped, order, shipped)).toEqual([
      'Top-level groups in the order Introduction, Getting started, Sign-in, Account pages, Admin portal, Primitives, Hooks, Theme, Guides, Reference, Internals; expected Introduction, Getting started, Sign-in, Account pages, Admin portal, Hooks, Primitives, Theme, Guides, Reference, Internals',
    ])
    expect(sidebarProblems([...good, docs('Auth/Login')], order, shipped)).toContain('Top-level groups outside the docs site\'s: Auth')
    expect(sidebarProblems(good.filter((entry) => !entry.title.startsWith('Guides')), order, shipped)).toContain('No group Guides')
  })

  it('keeps the admin sections in the portal\'s order', () => {
    const users = good.findIndex((entry) => entry.title === 'Admin portal/Users')
    const moved = [...good.slice(0, users), ...good.slice(users + 1, -4), good[users]!, ...good.slice(-4)]
    expect(sidebarProblems(moved, order, shipped).join('\n')).toMatch(/^Admin portal groups in the order Portal, Profile, Privacy, Personal API tokens, Account settings, Groups/)
  })

  it('refuses a source name where a reader\'s belongs, but for the groups named by exports', () => {
    expect(sidebarProblems([...good.slice(0, 4), story('Sign-in/ResetPassword', 'Default'), ...good.slice(4)], order, shipped)).toEqual(['Sign-in/ResetPassword: "ResetPassword" is a source name, not a reader\'s'])
  })
})

describe('deadLinks: a docs page links only to what the site has', () => {
  it('names the link and its page', () => {
    const pages = new Map([['stories/a.mdx', 'See [Vite](?path=/docs/getting-started-vite--docs) and [gone](?path=/story/auth-login--enter-email).']])
    expect(deadLinks(pages, new Set(['getting-started-vite--docs']))).toEqual(['stories/a.mdx: auth-login--enter-email'])
  })
})

/** Every MDX page of the docs site, by path. */
function docsPages(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of readdirSync(path.join(root, 'stories'), { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.mdx')) pages.set(path.posix.join('stories', file.replace(/\\/g, '/')), readFileSync(path.join(root, 'stories', file), 'utf8'))
  }
  return pages
}

describe("this repository's docs site", () => {
  it('has a group for every section the portal ships', () => {
    expect([...shipped].filter((id) => !SECTION_GROUPS[id])).toEqual([])
  })

  it('reads as the product, and its pages link only to what it has', { timeout: 120_000 }, () => {
    const index = storyIndex()
    expect(sidebarProblems(index, order, shipped)).toEqual([])
    expect(deadLinks(docsPages(), new Set(index.map((entry) => entry.id)))).toEqual([])
  })
})
