import { describe, it, expect } from 'vitest'
import { auditCellText, formatAuditTime } from './auditFormat'

const row = { createdAt: '2026-03-01T12:34:56Z', user: 'Ada', json: { a: 1 }, ip: null }

describe('formatAuditTime', () => {
  it('reads in the locale and time zone given', () => {
    expect(formatAuditTime(row.createdAt, 'en-US', 'UTC')).toBe('Mar 1, 2026, 12:34:56 PM')
    expect(formatAuditTime(row.createdAt, 'de-DE', 'Europe/Berlin')).toBe('01.03.2026, 13:34:56')
  })
  it('leaves a time it cannot read as it is', () => {
    expect(formatAuditTime('yesterday', 'en-US')).toBe('yesterday')
  })
})

describe('auditCellText', () => {
  const time = (iso: string) => `at ${iso}`
  it('formats the time, writes data as JSON, leaves missing fields empty', () => {
    expect(auditCellText(row, 'createdAt', time)).toBe('at 2026-03-01T12:34:56Z')
    expect(auditCellText(row, 'user', time)).toBe('Ada')
    expect(auditCellText(row, 'json', time)).toBe('{"a":1}')
    expect(auditCellText(row, 'ip', time)).toBe('')
    expect(auditCellText(row, 'userAgent', time)).toBe('')
  })
})
