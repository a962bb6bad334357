import { describe, expect, it } from 'vitest'
import { applyAccountEdit, applyEditToList, emptyAccountTree, flattenExpanded, hasChildren, insertChildren, remainingChildren, parentsInTree, removalFromList, uniqueAccounts, type AccountEntry } from './accountTree'

const account = (tenantId: string, parentTenantId: string, extra: Partial<AccountEntry> = {}): AccountEntry => ({ tenantId, name: tenantId.toUpperCase(), parentTenantId, numberOfChildren: 0, ...extra })

/** root → a (2 children: a1, a2), b (no children); a's first page loaded. */
const loaded = () => {
  let tree = insertChildren(emptyAccountTree('root'), 'root', [account('a', 'root', { numberOfChildren: 2 }), account('b', 'root')], 2)
  tree = insertChildren(tree, 'a', [account('a1', 'a')], 2)
  return tree
}

describe('insertChildren', () => {
  it('adds a page after the loaded children and keeps the total', () => {
    const tree = loaded()
    expect(tree.children.root).toEqual({ ids: ['a', 'b'], total: 2 })
    expect(remainingChildren(tree, 'a')).toBe(1)
  })

  it('deduplicates children by tenantId: an overlapping page updates, never repeats', () => {
    const tree = insertChildren(loaded(), 'a', [account('a1', 'a', { name: 'Renamed' }), account('a2', 'a')], 2)
    expect(tree.children.a!.ids).toEqual(['a1', 'a2'])
    expect(tree.accounts.a1!.name).toBe('Renamed')
    expect(remainingChildren(tree, 'a')).toBe(0)
  })

  it('never reports fewer children than it holds', () => {
    expect(insertChildren(emptyAccountTree('root'), 'root', [account('a', 'root'), account('b', 'root')], 1).children.root!.total).toBe(2)
  })
})

describe('applyAccountEdit', () => {
  it('renamed → the name changes in place, everything else is the same object', () => {
    const before = loaded()
    const after = applyAccountEdit(before, { type: 'renamed', tenantId: 'a1', name: 'Alpha one' })
    expect(after.accounts.a1!.name).toBe('Alpha one')
    expect(after.children).toBe(before.children)
    expect(after.accounts.b).toBe(before.accounts.b)
  })

  it('management → isReseller set', () => {
    expect(applyAccountEdit(loaded(), { type: 'management', tenantId: 'b', isReseller: true }).accounts.b!.isReseller).toBe(true)
  })

  it('created under a loaded parent → appended once, totals and the parent count grow', () => {
    const edit = { type: 'created', account: account('a3', 'a') } as const
    const tree = applyAccountEdit(applyAccountEdit(loaded(), edit), edit)
    expect(tree.children.a!.ids).toEqual(['a1', 'a3'])
    expect(tree.accounts.a!.numberOfChildren).toBe(4)
  })

  it('created under a parent never expanded → only the parent learns it has children', () => {
    const tree = applyAccountEdit(loaded(), { type: 'created', account: account('b1', 'b') })
    expect(tree.children.b).toBeUndefined()
    expect(hasChildren(tree, 'b')).toBe(true)
  })

  it('created at the top → under the root', () => {
    const tree = applyAccountEdit(loaded(), { type: 'created', account: { tenantId: 'c', name: 'C' } })
    expect(tree.children.root!.ids).toEqual(['a', 'b', 'c'])
  })

  it('removed → the account and everything loaded below it go; the parent counts one less', () => {
    const tree = applyAccountEdit(loaded(), { type: 'removed', tenantId: 'a' })
    expect(Object.keys(tree.accounts).sort()).toEqual(['b'])
    expect(tree.children.a).toBeUndefined()
    expect(tree.children.root).toEqual({ ids: ['b'], total: 1 })
  })

  it('an edit of an account not loaded changes nothing', () => {
    const tree = loaded()
    expect(applyAccountEdit(tree, { type: 'renamed', tenantId: 'zzz', name: 'x' })).toBe(tree)
    expect(applyAccountEdit(tree, { type: 'removed', tenantId: 'zzz' })).toBe(tree)
  })
})

describe('flattenExpanded', () => {
  it('only the expanded part: collapsed children are not rows', () => {
    const rows = flattenExpanded(loaded(), new Set())
    expect(rows.map((row) => (row.kind === 'account' ? row.account.tenantId : 'more'))).toEqual(['a', 'b'])
    expect(rows[0]).toMatchObject({ level: 1, isExpanded: false, hasChildren: true })
    expect(rows[1]).toMatchObject({ hasChildren: false })
  })

  it('an expanded account shows its loaded children one level down and a load-more row for the rest', () => {
    const rows = flattenExpanded(loaded(), new Set(['a']))
    expect(rows.map((row) => (row.kind === 'account' ? `${row.account.tenantId}@${row.level}` : `more:${row.parentId}@${row.level}:${row.remaining}`))).toEqual(['a@1', 'a1@2', 'more:a@2:1', 'b@1'])
  })

  it('scales with what is open, not with what is loaded', () => {
    let tree = emptyAccountTree('root')
    const top = Array.from({ length: 50 }, (_, index) => account(`t${index}`, 'root', { numberOfChildren: 50 }))
    tree = insertChildren(tree, 'root', top, 1000)
    for (const parent of top) tree = insertChildren(tree, parent.tenantId, Array.from({ length: 50 }, (_, index) => account(`${parent.tenantId}-${index}`, parent.tenantId)), 50)
    expect(flattenExpanded(tree, new Set()).length).toBe(51)
    expect(flattenExpanded(tree, new Set(['t3'])).length).toBe(101)
  })
})

describe('lists', () => {
  const items = [account('a', 'root'), account('a1', 'a'), account('b', 'root')]
  it('applyEditToList renames, re-flags and removes where it shows', () => {
    expect(applyEditToList(items, { type: 'renamed', tenantId: 'b', name: 'Bee' })[2]!.name).toBe('Bee')
    expect(applyEditToList(items, { type: 'management', tenantId: 'a', isReseller: true })[0]!.isReseller).toBe(true)
    expect(applyEditToList(items, { type: 'removed', tenantId: 'a' }).map((item) => item.tenantId)).toEqual(['b'])
    expect(applyEditToList(items, { type: 'created', account: account('c', 'root') })).toEqual(items)
  })

  it('uniqueAccounts keeps the first of each tenantId across pages', () => {
    expect(uniqueAccounts([[items[0]!, items[1]!], [items[1]!, items[2]!]]).map((item) => item.tenantId)).toEqual(['a', 'a1', 'b'])
  })
})

describe('a removal from a search', () => {
  // root → g → n → nd, g → s → sd; p under e (another branch). A search found g, n, nd, sd and p.
  const g = account('g', 'root', { numberOfChildren: 2 })
  const found = [g, account('n', 'g'), account('nd', 'n'), account('sd', 's'), account('p', 'e')]

  it('takes every listed account whose chain of parents reaches the removed one, at any depth', () => {
    const known = new Map([['s', 'g'], ['e', 'root']])
    const removal = removalFromList(found, 'g', known, 'root')
    expect([...removal.gone].sort()).toEqual(['g', 'n', 'nd', 'sd'])
    expect(removal.unsure).toBe(false)
    expect(applyEditToList(found, { type: 'removed', tenantId: 'g' }, removal.gone).map((item) => item.tenantId)).toEqual(['p'])
  })

  it('is unsure when a chain stops at an account neither the list nor the tree knows, and keeps that one', () => {
    const removal = removalFromList(found, 'g', new Map([['e', 'root']]), 'root')
    expect(removal.gone.has('sd')).toBe(false)
    expect(removal.gone.has('nd')).toBe(true)
    expect(removal.unsure).toBe(true)
  })

  it('a chain that reaches the account worked in, or the top, stays; a loop in the parents is not followed forever', () => {
    expect(removalFromList([account('x', 'root'), account('top', null as unknown as string)], 'g', new Map(), 'root')).toEqual({ gone: new Set(['g']), unsure: false })
    expect(removalFromList([account('l1', 'l2'), account('l2', 'l1')], 'g', new Map(), 'root').unsure).toBe(true)
  })

  it('reads the parents of the tree’s loaded accounts', () => {
    const tree = loaded()
    expect(parentsInTree(tree)).toEqual(new Map([['a', 'root'], ['b', 'root'], ['a1', 'a']]))
  })

  it('the tree: an account not loaded there leaves its loaded parent one child less', () => {
    const tree = loaded()
    const after = applyAccountEdit(tree, { type: 'removed', tenantId: 'a2', parentTenantId: 'a' })
    expect(after.accounts.a!.numberOfChildren).toBe(1)
    expect(after.children.a).toEqual({ ids: ['a1'], total: 1 })
    expect(remainingChildren(after, 'a')).toBe(0)
    expect(applyAccountEdit(tree, { type: 'removed', tenantId: 'zz', parentTenantId: 'unknown' })).toBe(tree)
  })
})
