import { describe, expect, it } from 'vitest'
import { focusAfterPageChange, type PaginationFocus } from './paginationFocus'

const both = { previous: true, next: true }
const none = { previous: false, next: false }

describe('focusAfterPageChange', () => {
  it.each<[string, PaginationFocus, { previous: boolean; next: boolean }, ReturnType<typeof focusAfterPageChange>]>([
    ['Next reaches the last page: to Previous', { focused: 'next', parkedFrom: null }, { previous: true, next: false }, { to: 'previous', parkedFrom: null }],
    ['Previous reaches the first page: to Next', { focused: 'previous', parkedFrom: null }, { previous: false, next: true }, { to: 'next', parkedFrom: null }],
    ['a page loads after Next: parked on the position', { focused: 'next', parkedFrom: null }, none, { to: 'status', parkedFrom: 'next' }],
    ['a page loads after Previous: parked on the position', { focused: 'previous', parkedFrom: null }, none, { to: 'status', parkedFrom: 'previous' }],
    ['loaded: back to Next', { focused: 'status', parkedFrom: 'next' }, both, { to: 'next', parkedFrom: null }],
    ['loaded on the last page: to Previous', { focused: 'status', parkedFrom: 'next' }, { previous: true, next: false }, { to: 'previous', parkedFrom: null }],
    ['still loading: stays parked', { focused: 'status', parkedFrom: 'next' }, none, { to: null, parkedFrom: 'next' }],
    ['Next can still be pressed', { focused: 'next', parkedFrom: null }, both, { to: null, parkedFrom: null }],
    ['Previous can still be pressed', { focused: 'previous', parkedFrom: null }, { previous: true, next: false }, { to: null, parkedFrom: null }],
    ['the user put the focus on the position', { focused: 'status', parkedFrom: null }, both, { to: null, parkedFrom: null }],
    ['the focus is elsewhere', { focused: null, parkedFrom: null }, none, { to: null, parkedFrom: null }],
  ])('%s', (_, focus, enabled, expected) => {
    expect(focusAfterPageChange(focus, enabled)).toEqual(expected)
  })
})
