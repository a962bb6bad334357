import { describe, expect, it } from 'vitest'
import { nextTabIndex } from './tabKeys'

const FOUR = [false, false, false, false]

describe('nextTabIndex', () => {
  it('moves to the next and previous tab with the arrows', () => {
    expect(nextTabIndex('ArrowRight', 1, FOUR)).toBe(2)
    expect(nextTabIndex('ArrowLeft', 1, FOUR)).toBe(0)
  })

  it('wraps at the ends, as React Aria’s tabs do', () => {
    expect(nextTabIndex('ArrowRight', 3, FOUR)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, FOUR)).toBe(3)
  })

  it('goes to the first and last tab with Home and End', () => {
    expect(nextTabIndex('Home', 2, FOUR)).toBe(0)
    expect(nextTabIndex('End', 1, FOUR)).toBe(3)
  })

  it('skips disabled tabs', () => {
    const disabled = [true, false, true, false]
    expect(nextTabIndex('ArrowRight', 1, disabled)).toBe(3)
    expect(nextTabIndex('ArrowRight', 3, disabled)).toBe(1)
    expect(nextTabIndex('Home', 3, disabled)).toBe(1)
    expect(nextTabIndex('End', 0, [false, false, true, true])).toBe(1)
  })

  it('swaps left and right in a right-to-left page; Home and End stay', () => {
    expect(nextTabIndex('ArrowLeft', 1, FOUR, { rtl: true })).toBe(2)
    expect(nextTabIndex('ArrowRight', 1, FOUR, { rtl: true })).toBe(0)
    expect(nextTabIndex('Home', 2, FOUR, { rtl: true })).toBe(0)
  })

  it('answers null for other keys and where no other tab can take focus', () => {
    expect(nextTabIndex('ArrowDown', 1, FOUR)).toBeNull()
    expect(nextTabIndex('Enter', 1, FOUR)).toBeNull()
    expect(nextTabIndex('ArrowRight', 0, [false, true, true])).toBeNull()
    expect(nextTabIndex('Home', 0, FOUR)).toBeNull()
  })
})
