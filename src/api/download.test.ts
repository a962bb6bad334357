import { describe, expect, it } from 'vitest'
import { downloadName } from './download'

describe('downloadName', () => {
  it.each([
    ['attachment; filename="audits.csv"', 'audits.csv'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ["attachment; filename*=UTF-8''Rapport%20d%C3%A9cembre.pdf", 'Rapport décembre.pdf'],
    ['ATTACHMENT; FILENAME="Invoice.pdf"', 'Invoice.pdf'],
    ['attachment; filename="100%.csv"', '100%.csv'],
  ])('%j → %j', (header, name) => {
    expect(downloadName(header)).toBe(name)
  })

  it('falls back to the name the caller gave, or "download"', () => {
    expect(downloadName(null, 'MFA adoption.pdf')).toBe('MFA adoption.pdf')
    expect(downloadName('attachment', 'x.pdf')).toBe('x.pdf')
    expect(downloadName(null)).toBe('download')
  })
})
