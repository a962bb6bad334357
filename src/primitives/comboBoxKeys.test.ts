import { describe, expect, it } from 'vitest'
import { comboBoxKeyAction, matchingOptions } from './comboBoxKeys'

const ZONES = [{ label: 'Europe/Lisbon (GMT+00:00)' }, { label: 'Europe/Zürich (GMT+01:00)' }, { label: 'America/Los Angeles (GMT-08:00)' }]

describe('matchingOptions', () => {
  it('finds the typed text anywhere in a label, whatever its case and accents', () => {
    expect(matchingOptions(ZONES, 'lisb')).toEqual([ZONES[0]])
    expect(matchingOptions(ZONES, 'ZURICH')).toEqual([ZONES[1]])
    expect(matchingOptions(ZONES, 'gmt')).toEqual(ZONES)
  })

  it('shows every option for no text, and none for a text nothing holds', () => {
    expect(matchingOptions(ZONES, '  ')).toEqual(ZONES)
    expect(matchingOptions(ZONES, 'atlantis')).toEqual([])
  })
})

describe('comboBoxKeyAction', () => {
  const closed = { open: false, count: 3, active: -1, selected: -1 }
  const open = { ...closed, open: true }

  it('opens the list with down or up, on the chosen option, else the first or the last', () => {
    expect(comboBoxKeyAction('ArrowDown', closed)).toEqual({ kind: 'open', active: 0 })
    expect(comboBoxKeyAction('ArrowUp', closed)).toEqual({ kind: 'open', active: 2 })
    expect(comboBoxKeyAction('ArrowDown', { ...closed, selected: 1 })).toEqual({ kind: 'open', active: 1 })
    expect(comboBoxKeyAction('ArrowDown', { ...closed, count: 0 })).toEqual({ kind: 'none' })
  })

  it('moves through the open list without wrapping', () => {
    expect(comboBoxKeyAction('ArrowDown', { ...open, active: 0 })).toEqual({ kind: 'move', active: 1 })
    expect(comboBoxKeyAction('ArrowDown', { ...open, active: 2 })).toEqual({ kind: 'move', active: 2 })
    expect(comboBoxKeyAction('ArrowUp', { ...open, active: 0 })).toEqual({ kind: 'move', active: 0 })
    expect(comboBoxKeyAction('ArrowUp', open)).toEqual({ kind: 'move', active: 2 })
    expect(comboBoxKeyAction('ArrowDown', open)).toEqual({ kind: 'move', active: 0 })
  })

  it('goes to the chosen option first in a list the focus opened', () => {
    expect(comboBoxKeyAction('ArrowDown', { ...open, selected: 1 })).toEqual({ kind: 'move', active: 1 })
    expect(comboBoxKeyAction('ArrowUp', { ...open, selected: 1 })).toEqual({ kind: 'move', active: 1 })
  })

  it('chooses the active option with Enter, and lets Enter through with none active', () => {
    expect(comboBoxKeyAction('Enter', { ...open, active: 1 })).toEqual({ kind: 'choose', active: 1 })
    expect(comboBoxKeyAction('Enter', open)).toEqual({ kind: 'none' })
    expect(comboBoxKeyAction('Enter', closed)).toEqual({ kind: 'none' })
  })

  it('closes the list with Escape, then puts back the chosen label', () => {
    expect(comboBoxKeyAction('Escape', open)).toEqual({ kind: 'close' })
    expect(comboBoxKeyAction('Escape', closed)).toEqual({ kind: 'revert' })
  })
})
