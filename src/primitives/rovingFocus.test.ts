import { describe, expect, it } from 'vitest'
import { nextRovingIndex } from './rovingFocus'

const FOUR = [false, false, false, false]

describe('nextRovingIndex', () => {
  it('moves to the next and previous item with the arrows', () => {
    expect(nextRovingIndex('ArrowRight', 1, FOUR)).toBe(2)
    expect(nextRovingIndex('ArrowLeft', 1, FOUR)).toBe(0)
  })

  it('wraps at the ends, as React Aria’s tabs do', () => {
    expect(nextRovingIndex('ArrowRight', 3, FOUR)).toBe(0)
    expect(nextRovingIndex('ArrowLeft', 0, FOUR)).toBe(3)
  })

  it('goes to the first and last item with Home and End', () => {
    expect(nextRovingIndex('Home', 2, FOUR)).toBe(0)
    expect(nextRovingIndex('End', 1, FOUR)).toBe(3)
  })

  it('skips disabled items', () => {
    const disabled = [true, false, true, false]
    expect(nextRovingIndex('ArrowRight', 1, disabled)).toBe(3)
    expect(nextRovingIndex('ArrowRight', 3, disabled)).toBe(1)
    expect(nextRovingIndex('Home', 3, disabled)).toBe(1)
    expect(nextRovingIndex('End', 0, [false, false, true, true])).toBe(1)
  })

  it('swaps left and right in a right-to-left page; Home and End stay', () => {
    expect(nextRovingIndex('ArrowLeft', 1, FOUR, { rtl: true })).toBe(2)
    expect(nextRovingIndex('ArrowRight', 1, FOUR, { rtl: true })).toBe(0)
    expect(nextRovingIndex('Home', 2, FOUR, { rtl: true })).toBe(0)
  })

  it('answers null for other keys and where no other item can take focus', () => {
    expect(nextRovingIndex('ArrowDown', 1, FOUR)).toBeNull()
    expect(nextRovingIndex('Enter', 1, FOUR)).toBeNull()
    expect(nextRovingIndex('ArrowRight', 0, [false, true, true])).toBeNull()
    expect(nextRovingIndex('Home', 0, FOUR)).toBeNull()
  })

  it('moves with up and down too when the items wrap onto several lines', () => {
    expect(nextRovingIndex('ArrowDown', 1, FOUR, { upDown: true })).toBe(2)
    expect(nextRovingIndex('ArrowUp', 0, FOUR, { upDown: true })).toBe(3)
    expect(nextRovingIndex('ArrowUp', 2, FOUR, { upDown: true, rtl: true })).toBe(1)
  })
})
