import { describe, expect, it } from 'vitest'
import { menuKeyAction } from './menuKeys'

const labels = ['Edit', 'Resend invitation', 'Reset password', 'Delete']

describe('menuKeyAction', () => {
  it('moves with the arrows from the menu itself to the first or the last item', () => {
    expect(menuKeyAction('ArrowDown', -1, labels)).toEqual({ kind: 'move', index: 0 })
    expect(menuKeyAction('ArrowUp', -1, labels)).toEqual({ kind: 'move', index: 3 })
  })

  it('wraps around at both ends', () => {
    expect(menuKeyAction('ArrowDown', 3, labels)).toEqual({ kind: 'move', index: 0 })
    expect(menuKeyAction('ArrowUp', 0, labels)).toEqual({ kind: 'move', index: 3 })
    expect(menuKeyAction('ArrowDown', 1, labels)).toEqual({ kind: 'move', index: 2 })
  })

  it('goes to the ends with Home and End', () => {
    expect(menuKeyAction('Home', 2, labels)).toEqual({ kind: 'move', index: 0 })
    expect(menuKeyAction('End', 0, labels)).toEqual({ kind: 'move', index: 3 })
  })

  it('picks the focused item with Enter or Space, nothing while the menu itself has focus', () => {
    expect(menuKeyAction('Enter', 2, labels)).toEqual({ kind: 'choose', index: 2 })
    expect(menuKeyAction(' ', 0, labels)).toEqual({ kind: 'choose', index: 0 })
    expect(menuKeyAction('Enter', -1, labels)).toBeNull()
  })

  it('closes on Escape (the key stops there) and on Tab (the key goes on)', () => {
    expect(menuKeyAction('Escape', 1, labels)).toEqual({ kind: 'close', keepKey: false })
    expect(menuKeyAction('Tab', 1, labels)).toEqual({ kind: 'close', keepKey: true })
    expect(menuKeyAction('Escape', -1, [])).toEqual({ kind: 'close', keepKey: false })
    expect(menuKeyAction('ArrowDown', -1, [])).toBeNull()
  })

  it('moves to the next item starting with a typed letter, from after the focused one, any case', () => {
    expect(menuKeyAction('r', -1, labels)).toEqual({ kind: 'move', index: 1 })
    expect(menuKeyAction('R', 1, labels)).toEqual({ kind: 'move', index: 2 })
    expect(menuKeyAction('r', 2, labels)).toEqual({ kind: 'move', index: 1 })
    expect(menuKeyAction('d', 0, labels)).toEqual({ kind: 'move', index: 3 })
    expect(menuKeyAction('x', 0, labels)).toBeNull()
  })

  it('leaves other keys to the page', () => {
    expect(menuKeyAction('ArrowLeft', 1, labels)).toBeNull()
    expect(menuKeyAction('Shift', 1, labels)).toBeNull()
    expect(menuKeyAction('F5', 1, labels)).toBeNull()
  })
})
