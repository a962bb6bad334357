import { describe, it, expect } from 'vitest'
import type { ReportSchedule } from '../../../api/reports'
import { reportIdOf, checkReportRecipients, checkScheduleForm, dataFilterEntries, parseReportRecipients, scheduleChanges, scheduleFormValues } from './reports'

describe('parseReportRecipients', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['  \n ', []],
    ['ada@acme.test', ['ada@acme.test']],
    ['ada@acme.test, grace@acme.test', ['ada@acme.test', 'grace@acme.test']],
    ['ada@acme.test;grace@acme.test\nlinus@acme.test  ', ['ada@acme.test', 'grace@acme.test', 'linus@acme.test']],
    ['ada@acme.test, ADA@acme.test,,', ['ada@acme.test']],
  ])('%j → %j', (typed, expected) => {
    expect(parseReportRecipients(typed)).toEqual(expected)
  })
})

describe('checkReportRecipients', () => {
  it('nothing typed → required', () => {
    expect(checkReportRecipients(' , ')).toEqual({ ok: false, error: { kind: 'required' } })
  })
  it('names every address that is not one', () => {
    expect(checkReportRecipients('ada@acme.test, grace, linus@acme')).toEqual({ ok: false, error: { kind: 'invalid', invalid: ['grace', 'linus@acme'] } })
  })
  it('valid addresses → the list', () => {
    expect(checkReportRecipients('ada@acme.test grace@acme.test')).toEqual({ ok: true, recipients: ['ada@acme.test', 'grace@acme.test'] })
  })
})

describe('checkScheduleForm', () => {
  it('recipients and an allowed frequency → a schedule that is on', () => {
    expect(checkScheduleForm({ recipients: 'ada@acme.test', frequency: 'monthly' })).toEqual({ ok: true, schedule: { enabled: true, frequency: 'monthly', recipients: ['ada@acme.test'] } })
  })
  it.each(['hourly', '', 'Weekly'])('frequency %j is refused', (frequency) => {
    expect(checkScheduleForm({ recipients: 'ada@acme.test', frequency })).toEqual({ ok: false, errors: { frequency: 'invalid' } })
  })
  it('both wrong → both errors', () => {
    expect(checkScheduleForm({ recipients: '', frequency: 'yearly' })).toEqual({ ok: false, errors: { recipients: { kind: 'required' }, frequency: 'invalid' } })
  })
})

describe('scheduleFormValues', () => {
  it('a saved schedule → its recipients and frequency', () => {
    expect(scheduleFormValues({ scheduleConfig: { enabled: true, frequency: 'daily', recipients: ['a@x.test', 'b@x.test'] } })).toEqual({ recipients: 'a@x.test, b@x.test', frequency: 'daily' })
  })
  it('none → empty, weekly', () => {
    expect(scheduleFormValues({ scheduleConfig: null })).toEqual({ recipients: '', frequency: 'weekly' })
  })
})

describe('scheduleChanges', () => {
  const saved: ReportSchedule = { enabled: true, frequency: 'weekly', recipients: ['ada@acme.test', 'grace@acme.test'] }
  it.each<[string, ReportSchedule | null, ReportSchedule, ReturnType<typeof scheduleChanges>]>([
    ['nothing saved → everything', null, saved, ['enabled', 'frequency', 'recipients']],
    ['same, recipients reordered and in another case → nothing', saved, { ...saved, recipients: ['GRACE@acme.test', 'ada@acme.test'] }, null],
    ['frequency', saved, { ...saved, frequency: 'daily' }, ['frequency']],
    ['a recipient added', saved, { ...saved, recipients: [...saved.recipients, 'linus@acme.test'] }, ['recipients']],
    ['a paused schedule turned on', { ...saved, enabled: false }, saved, ['enabled']],
  ])('%s', (_name, before, after, expected) => {
    expect(scheduleChanges(before, after)).toEqual(expected)
  })
})

describe('dataFilterEntries', () => {
  it('by name, values as text', () => {
    expect(dataFilterEntries({ dataFilters: { period: 'last30days', includeSubAccounts: true, days: 30 } })).toEqual([
      ['days', '30'],
      ['includeSubAccounts', 'true'],
      ['period', 'last30days'],
    ])
  })
})

describe('reportIdOf', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['/', null],
    ['/report-sign-ins', 'report-sign-ins'],
    ['/report%201/', 'report 1'],
    ['/a/b', null],
    ['/%E0%A4%A', null],
  ])('%j → %j', (subPath, expected) => {
    expect(reportIdOf(subPath)).toBe(expected)
  })
})
