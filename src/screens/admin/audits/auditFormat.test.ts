import { describe, it, expect } from 'vitest'
import { auditCellText } from './auditFormat'

const row = { createdAt: '2026-03-01T12:34:56Z', user: 'Ada', json: { a: 1 }, ip: null }

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
