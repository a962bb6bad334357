import { describe, expect, it } from 'vitest'
import { DEFAULT_GROUP_COLOR, GROUP_COLORS, groupColorOf, groupFormValues, groupUpdate, normaliseHex, pickedUserLabel, updatePicked, validateGroupForm } from './groupEditor'

describe('GROUP_COLORS', () => {
  it('has distinct ids and colours, and the default is one of them', () => {
    expect(new Set(GROUP_COLORS.map((color) => color.id)).size).toBe(GROUP_COLORS.length)
    expect(new Set(GROUP_COLORS.map((color) => color.hex)).size).toBe(GROUP_COLORS.length)
    expect(GROUP_COLORS.map((color) => color.hex)).toContain(DEFAULT_GROUP_COLOR)
  })
})

describe('normaliseHex', () => {
  it.each([
    ['#4f46e5', '#4F46E5'],
    ['4F46E5', '#4F46E5'],
    ['#abc', '#AABBCC'],
    ['#4F46E5FF', '#4F46E5'],
    [' #0ea5e9 ', '#0EA5E9'],
    ['red', null],
    ['#12345', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, hex) => expect(normaliseHex(value)).toBe(hex))
})

describe('groupColorOf', () => {
  it('finds a palette colour whatever its case', () => {
    expect(groupColorOf('#4f46e5')).toBe('indigo')
    expect(groupColorOf('#6B7280')).toBe('gray')
  })
  it('a colour outside the palette, or none: null', () => {
    expect(groupColorOf('#123456')).toBeNull()
    expect(groupColorOf(null)).toBeNull()
  })
})

describe('validateGroupForm', () => {
  it('a blank name is refused', () => expect(validateGroupForm({ name: '  ', description: '', color: DEFAULT_GROUP_COLOR })).toEqual({ name: 'required' }))
  it('a name is enough', () => expect(validateGroupForm({ name: 'Ops', description: '', color: '' })).toEqual({}))
})

describe('groupFormValues', () => {
  it('fills a missing description and colour', () => {
    expect(groupFormValues({ name: 'Ops', description: null, color: null })).toEqual({ name: 'Ops', description: '', color: DEFAULT_GROUP_COLOR })
  })
  it('keeps a colour outside the palette', () => expect(groupFormValues({ name: 'Ops', color: '#123456' }).color).toBe('#123456'))
})

describe('groupUpdate(group, values)', () => {
  const group = { id: 'group-ops', name: 'Ops', description: 'Runs things', color: '#4f46e5' }
  it('nothing changed (colour in another case): null', () => expect(groupUpdate(group, groupFormValues(group))).toBeNull())
  it('only the changed fields', () => {
    expect(groupUpdate(group, { name: 'Operations ', description: 'Runs things', color: '#4F46E5' })).toEqual({ groupId: 'group-ops', name: 'Operations' })
    expect(groupUpdate(group, { name: 'Ops', description: 'Runs things', color: '#DC2626' })).toEqual({ groupId: 'group-ops', color: '#DC2626' })
  })
  it('a cleared description is sent empty', () => {
    expect(groupUpdate(group, { name: 'Ops', description: ' ', color: '#4F46E5' })).toEqual({ groupId: 'group-ops', description: '' })
  })
  it('an unreadable colour is not sent', () => expect(groupUpdate(group, { name: 'Ops', description: 'Runs things', color: 'blue' })).toBeNull())
})

describe('updatePicked(picked, shown, checkedIds)', () => {
  const ada = { id: 'u1', name: 'Ada' }
  const grace = { id: 'u2', name: 'Grace' }
  const alan = { id: 'u3', name: 'Alan' }
  it('checking someone shown adds them at the end', () => expect(updatePicked([ada], [grace, alan], ['u3'])).toEqual([ada, alan]))
  it('unchecking someone shown removes them', () => expect(updatePicked([ada, grace], [grace], [])).toEqual([ada]))
  it('people picked earlier and not shown now stay picked', () => expect(updatePicked([ada, grace], [alan], [])).toEqual([ada, grace]))
  it('nobody shown: the pick is unchanged', () => expect(updatePicked([ada], [], [])).toEqual([ada]))
  it('an earlier pick shown and still checked keeps its place', () => expect(updatePicked([grace, ada], [ada, alan], ['u1', 'u3'])).toEqual([grace, ada, alan]))
})

describe('pickedUserLabel', () => {
  it('name, else email, else id', () => {
    expect(pickedUserLabel({ id: 'u1', name: 'Ada', email: 'ada@acme.test' })).toBe('Ada')
    expect(pickedUserLabel({ id: 'u1', name: ' ', email: 'ada@acme.test' })).toBe('ada@acme.test')
    expect(pickedUserLabel({ id: 'u1' })).toBe('u1')
  })
})
