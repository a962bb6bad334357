import { describe, expect, it } from 'vitest'
import { normaliseOneTimeCode, normaliseRecoveryCode, rememberDeviceDays } from './codes'

describe('normaliseOneTimeCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 123456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
    ['', null],
  ])('%j → %j', (input, expected) => expect(normaliseOneTimeCode(input)).toBe(expected))
})

describe('normaliseRecoveryCode', () => {
  it.each([
    ['  ABCD-1234 ', 'ABCD-1234'],
    ['abcd-1234', 'abcd-1234'],
    ['   ', null],
    ['', null],
  ])('%j → %j', (input, expected) => expect(normaliseRecoveryCode(input)).toBe(expected))
})

describe('rememberDeviceDays', () => {
  it.each([
    [14 * 86400, 14],
    [86400, 1],
    [30 * 86400 + 3600, 30],
    [0, 1],
    [undefined, 1],
  ])('%s seconds → %s days', (seconds, days) => expect(rememberDeviceDays(seconds)).toBe(days))
})
