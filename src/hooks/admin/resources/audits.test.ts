import { describe, it, expect } from 'vitest'
import {
  AUDITS_PAGE_SIZE,
  DEFAULT_AUDITS_QUERY,
  DEFAULT_AUDIT_COLUMNS,
  auditColumns,
  auditsExportRequest,
  auditsRequest,
  auditsTotalPages,
  filterChips,
  normaliseAuditsQuery,
  pagesInRange,
  prettyJson,
  shownColumns,
  sortFor,
  toggleColumn,
  withFilter,
  withoutFilter,
} from './audits'

describe('normaliseAuditsQuery', () => {
  it('fills the spec defaults: page size 20, createdAt descending (spec/admin.md §9)', () => {
    expect(normaliseAuditsQuery()).toEqual(DEFAULT_AUDITS_QUERY)
    expect(DEFAULT_AUDITS_QUERY).toMatchObject({ pageSize: 20, sortBy: 'createdAt', sortDirection: 'desc' })
  })
  it('trims the search, keeps whole page numbers, bounds the size and drops blank filters', () => {
    expect(normaliseAuditsQuery({ filter: '  login ', pageOffset: 2.7, pageSize: 5000, filters: [{ key: 'user', value: ' ' }, { key: 'ip', value: ' 10.0.0.1 ' }] })).toEqual({
      ...DEFAULT_AUDITS_QUERY,
      filter: 'login',
      pageOffset: 2,
      pageSize: 1000,
      filters: [{ key: 'ip', value: '10.0.0.1' }],
    })
    expect(normaliseAuditsQuery({ pageOffset: -3, pageSize: 0 })).toMatchObject({ pageOffset: 0, pageSize: 1 })
  })
})

describe('auditsRequest', () => {
  it('sends the row offset of the page and its size as the count', () => {
    expect(auditsRequest(normaliseAuditsQuery({ pageOffset: 3 }))).toEqual({ offset: 60, count: AUDITS_PAGE_SIZE, sortBy: 'createdAt', sortDirection: 'desc' })
  })
  it('sends the search and each filter only when there are some', () => {
    const request = auditsRequest(normaliseAuditsQuery({ filter: 'lock', filters: [{ key: 'severity', value: 'High' }], sortBy: 'user', sortDirection: 'asc' }))
    expect(request).toEqual({ offset: 0, count: 20, sortBy: 'user', sortDirection: 'asc', filter: 'lock', filters: { severity: 'High' } })
  })
})

describe('filter chips', () => {
  it('adds a chip, replaces the value of a key already filtered, ignores blanks', () => {
    const one = withFilter([], { key: 'user', value: 'Ada' })
    expect(one).toEqual([{ key: 'user', value: 'Ada' }])
    const two = withFilter(one, { key: 'ip', value: '10.0.0.1' })
    expect(withFilter(two, { key: 'user', value: 'Grace' })).toEqual([{ key: 'user', value: 'Grace' }, { key: 'ip', value: '10.0.0.1' }])
    expect(withFilter(two, { key: 'user', value: '  ' })).toEqual(two)
  })
  it('removes a chip by its key', () => {
    expect(withoutFilter([{ key: 'user', value: 'Ada' }, { key: 'ip', value: '1' }], 'user')).toEqual([{ key: 'ip', value: '1' }])
  })
  it('labels a chip with the column name, or the key for an unknown column', () => {
    expect(filterChips([{ key: 'ip', value: '10.0.0.1' }, { key: 'tenantId', value: 't' }], DEFAULT_AUDIT_COLUMNS)).toEqual([
      { id: 'ip', label: 'IP Address: 10.0.0.1' },
      { id: 'tenantId', label: 'tenantId: t' },
    ])
  })
})

describe('columns', () => {
  it('without metadata: the spec columns, hidden Severity, User Agent, Json Data, names from the catalogue', () => {
    const columns = auditColumns(undefined, { createdAt: 'Zeit' })
    expect(shownColumns(columns, null).map((column) => column.label)).toEqual(['Zeit', 'User', 'Action', 'Description', 'IP Address'])
    expect(columns.filter((column) => !column.shownByDefault).map((column) => column.label)).toEqual(['Severity', 'User Agent', 'Json Data'])
  })
  it('with metadata: its order, names and what it lets sort, filter and show', () => {
    const columns = auditColumns({ properties: [{ name: 'action', displayName: 'What', sortable: false, filterable: true }, { name: 'ip', displayName: '', showInTable: false }] }, { ip: 'Address' })
    expect(columns).toEqual([
      { name: 'action', label: 'What', type: 'AlphaNumeric', sortable: false, filterable: true, shownByDefault: true },
      { name: 'ip', label: 'Address', type: 'AlphaNumeric', sortable: false, filterable: false, shownByDefault: false },
    ])
  })
  it('shows a hidden column, hides a shown one, never hides the last', () => {
    const shown = toggleColumn(DEFAULT_AUDIT_COLUMNS, null, 'severity')
    expect([...shown]).toEqual(['createdAt', 'user', 'action', 'description', 'ip', 'severity'])
    expect([...toggleColumn(DEFAULT_AUDIT_COLUMNS, shown, 'user')]).toEqual(['createdAt', 'action', 'description', 'ip', 'severity'])
    expect([...toggleColumn(DEFAULT_AUDIT_COLUMNS, new Set(['ip']), 'ip')]).toEqual(['ip'])
    expect([...toggleColumn(DEFAULT_AUDIT_COLUMNS, new Set(['ip']), 'nope')]).toEqual(['ip'])
  })
})

describe('sortFor', () => {
  const current = { sortBy: 'createdAt', sortDirection: 'desc' } as const
  it('sorts by a sortable column in the direction asked', () => {
    expect(sortFor(DEFAULT_AUDIT_COLUMNS, current, 'user', 'ascending')).toEqual({ sortBy: 'user', sortDirection: 'asc' })
  })
  it('keeps the sort for a column the metadata does not let sort', () => {
    expect(sortFor(DEFAULT_AUDIT_COLUMNS, current, 'json', 'ascending')).toBe(current)
  })
})

describe('auditsExportRequest', () => {
  it('exports the columns on screen with the sort and filters', () => {
    const query = normaliseAuditsQuery({ pageOffset: 4, filter: 'x', filters: [{ key: 'user', value: 'Ada' }] })
    expect(auditsExportRequest(query, shownColumns(DEFAULT_AUDIT_COLUMNS, new Set(['createdAt', 'ip'])))).toEqual({
      headers: [
        { name: 'createdAt', displayName: 'Time' },
        { name: 'ip', displayName: 'IP Address' },
      ],
      sortBy: 'createdAt',
      sortDirection: 'desc',
      filter: 'x',
      filters: { user: 'Ada' },
    })
  })
})

describe('paging', () => {
  it('counts pages', () => {
    expect(auditsTotalPages(0, 20)).toBe(0)
    expect(auditsTotalPages(20, 20)).toBe(1)
    expect(auditsTotalPages(100_000, 20)).toBe(5000)
  })
  it('names the pages a range of rows needs, within the total', () => {
    expect(pagesInRange(0, 19, 20)).toEqual([0])
    expect(pagesInRange(15, 45, 20)).toEqual([0, 1, 2])
    expect(pagesInRange(95, 130, 20, 100)).toEqual([4])
    expect(pagesInRange(10, 5, 20)).toEqual([])
  })
})

describe('prettyJson', () => {
  it('pretty-prints objects and JSON text; leaves other text as it is', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}')
    expect(prettyJson('{"a":[1]}')).toBe('{\n  "a": [\n    1\n  ]\n}')
    expect(prettyJson('not json')).toBe('not json')
    expect(prettyJson(null)).toBe('')
  })
})
