/**
 * What the audit logs stories share: the portal opened on the section, a fixed "now" for the
 * fixtures' logs (so totals and times read the same every run), gates and a look at the grid.
 */
import { expect, fn, waitFor, within } from 'storybook/test'
import { AUDITS_PATH } from '../../src/api/audits'
import { callGate, getWorld, people, type AuditsFailureTarget, type CallGate } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { findGrid, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { portalMount } from './portalStory'

/** The newest log's time in every audits story. */
export const AUDITS_NOW = Date.parse('2026-03-02T15:30:00Z')

export const auditsMeta = {
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/audits',
    mount: portalMount({ sections: DEFAULT_SECTIONS }),
  },
  beforeEach: () => {
    getWorld().audits.now = AUDITS_NOW
  },
  // The times are in the browser's time zone: painted over so a machine elsewhere matches.
  parameters: { layout: 'padded', screenshot: { mask: ['[data-audit-cell]', '[data-audit-time]'] } },
}

type Canvas = ReturnType<typeof within>

/** The audit grid, once on screen (the first story of a file loads the section: a long first wait). */
export const auditGrid = (canvas: Canvas) => findGrid(canvas, 'Audit logs')

/** The log rows on screen (the header row and an empty row left out). */
export const logRows = async (canvas: Canvas) =>
  within(await auditGrid(canvas))
    .queryAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null)

/** Waits for the first page of logs. */
export const loaded = (canvas: Canvas, count = 20) => waitFor(async () => expect(await logRows(canvas)).toHaveLength(count), { timeout: FIRST_LOAD_TIMEOUT })

/** The GET audits requests sent. */
export const auditRequests = () => sent(AUDITS_PATH).filter((request) => request.method === 'GET')

/** A `beforeEach` holding every `target` call until the play function opens the gate (opened again on cleanup). */
export function holdAudits(target: AuditsFailureTarget) {
  return () => {
    const gate = callGate()
    getWorld().audits.gates[target] = gate
    return () => gate.open()
  }
}

/** The gate `holdAudits(target)` put up, once a call waits at it. */
export async function heldAudits(target: AuditsFailureTarget): Promise<CallGate> {
  const gate = getWorld().audits.gates[target]
  if (!gate) throw new Error(`no gate on ${target}: add holdAudits('${target}') to the story's beforeEach`)
  await waitFor(() => expect(gate.held).toBeGreaterThan(0), { timeout: FIRST_LOAD_TIMEOUT })
  return gate
}

/** A column's header cell by its name. */
export const header = async (canvas: Canvas, name: string) => within(await auditGrid(canvas)).getByRole('columnheader', { name: new RegExp(`^${name}`) })
