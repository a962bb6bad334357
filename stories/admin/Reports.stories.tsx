import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { decodeDataFilters, encodeDataFilters, PREVIEW_REPORT_PATH, SEND_REPORT_PATH, TENANT_REPORTS_PATH, tenantReportPath } from '../../src/api/reports'
import { callGate, getWorld, people, type ReportFailureTarget } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { dialog, FIRST_LOAD_TIMEOUT, noDialog, pickRowAction, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { PHONE } from '../support/themeChecks'
import { StoryApp } from '../support/StoryApp'
import { expectUsableOnPhone } from './onAPhone'
import { portalMount } from './portalStory'
import { choose } from '../support/select'

/** When the fixtures say a report was sent in these stories: fixed, so the list's dates are the same in every screenshot. */
const REPORT_CLOCK = Date.parse('2026-11-27T10:00:00.000Z')

const meta = {
  title: 'Admin portal/Reports',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/reports',
    // Reports are hidden unless the host's navigation metadata shows them (spec/admin.md §2).
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { reports: 'byPermissions' } }),
  },
  parameters: { scenario: 'reports', layout: 'padded' },
  beforeEach: () => {
    getWorld().reports.clock = () => REPORT_CLOCK
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const table = () => screen.findByRole('grid', { name: 'Reports' }, { timeout: FIRST_LOAD_TIMEOUT })
const names = async () => [...(await table()).querySelectorAll('[role="rowheader"] strong')].map((name) => name.textContent)
const loaded = () => waitFor(async () => expect(await names()).toContain('Sign-in activity'), { timeout: FIRST_LOAD_TIMEOUT })
const row = async (name: string) => within(await rowOf(await table(), name))
/** Requests that changed a report (schedule, send). */
const changes = () => getWorld().requests.filter((request) => request.method === 'POST' && request.path.startsWith('/reports/'))
const schedules = (templateId: string) => sent(tenantReportPath(templateId)).filter((request) => request.method === 'POST')
const reportOf = (id: string) => getWorld().reports.items.find((report) => report.id === id)!

const failing = (target: ReportFailureTarget) => () => {
  getWorld().reports.failures[target] = 'serverError'
}

async function open({ userEvent }: Pick<Context, 'userEvent'>, name: string, action: 'Preview' | 'Download PDF' | 'Schedule' | 'Send now') {
  await pickRowAction(userEvent, await table(), name, action)
}

// ---------------------------------------------------------------- the list

export const ReportsListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await loaded()
    await step("Acme's reports, not Globex's; the section is in the portal's navigation", async () => {
      await expect(await names()).toEqual(['Sign-in activity', 'User growth', 'MFA adoption'])
      await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page')
      await expect(sent(TENANT_REPORTS_PATH)).toHaveLength(1)
    })
    await step('each schedule in words, and when it was last sent', async () => {
      await expect((await row('Sign-in activity')).getByText('Weekly, to 2 recipients')).toBeVisible()
      await expect((await row('MFA adoption')).getByText('Monthly, to 1 recipient')).toBeVisible()
      const growth = await row('User growth')
      await expect(growth.getByText('Not scheduled')).toBeVisible()
      await expect(growth.getByText('Never')).toBeVisible()
      await expect((await row('Sign-in activity')).getByText('Nov 23, 2026')).toHaveAttribute('dateTime', '2026-11-23T08:00:00.000Z')
    })
  },
}

export const ReportsEmpty: Story = {
  parameters: { scenario: 'reportsEmpty' },
  play: async () => {
    await expect(await within(await table()).findByText('This account has no reports yet.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
  },
}

export const LoadFailsThenRetry: Story = {
  beforeEach: failing('load'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: FIRST_LOAD_TIMEOUT })).toHaveTextContent("The account's reports didn't load. Internal server error")
    getWorld().reports.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await loaded()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

// ---------------------------------------------------------------- preview and download

export const Preview: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await loaded()
    await open(context, 'Sign-in activity', 'Preview')
    const heading = await canvas.findByRole('heading', { name: 'Sign-in activity' })
    await step('the report opens at its own address, its heading focused, its filters listed', async () => {
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(sent(tenantReportPath('report-sign-ins'))).toHaveLength(1)
      const filters = within(canvas.getByRole('region', { name: 'Filters' }))
      await expect(filters.getByText('period: last30days')).toBeVisible()
      await expect(filters.getByText('includeSubAccounts: false')).toBeVisible()
    })
    const frame = (await canvas.findByTitle('Preview of Sign-in activity')) as HTMLIFrameElement
    await step('asked with the filters base64-encoded, answered as HTML text', async () => {
      const previews = sent(PREVIEW_REPORT_PATH)
      await expect(previews.map((request) => request.query)).toEqual([{ templateId: 'template-sign-in-activity', dataFilters: encodeDataFilters({ period: 'last30days', includeSubAccounts: false }), responseType: 'html' }])
    })
    await step('the HTML is data in a sandboxed frame: none of it in the page, its script never ran', async () => {
      await expect(frame.getAttribute('sandbox')).toBe('')
      await expect(frame.getAttribute('srcdoc')).toContain('<h1>Sign-in activity</h1>')
      await expect(frame.getAttribute('srcdoc')).toContain('<script>')
      // Nothing of the engine's markup is in the portal's DOM: no table of days, no script element.
      await expect(canvas.queryByRole('columnheader', { name: 'Succeeded' })).toBeNull()
      await expect(canvas.queryByText('Mon 23 Nov')).toBeNull()
      await expect(document.querySelector('[data-testid="story-root"] script, main script')).toBeNull()
      await expect((window as { __reportScriptRan?: boolean }).__reportScriptRan).toBeUndefined()
      // A sandbox without allow-same-origin: the portal cannot reach into it, nor it into the portal.
      await expect(frame.contentDocument).toBeNull()
    })
    await step('download asks the same path for a PDF blob', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }))
      await waitFor(() => expect(sent(PREVIEW_REPORT_PATH).map((request) => request.query?.responseType)).toEqual(['html', 'pdf']))
      await expect(canvas.queryByRole('alert')).toBeNull()
    })
    await expect(canvas.getByRole('link', { name: /All reports/ })).toHaveAttribute('href', '/admin/reports')
  },
}

export const BackFromPreview: Story = {
  args: { startAt: '/admin/reports/report-mfa-adoption' },
  play: async ({ canvas, userEvent }) => {
    // A deep link opens the preview at once; its link goes back to the list, whose description takes focus.
    await expect(await canvas.findByRole('heading', { name: 'MFA adoption' }, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(await canvas.findByTitle('Preview of MFA adoption')).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: /All reports/ }))
    await loaded()
    await expect(canvas.getByText(/^Your account's reports/)).toHaveFocus()
  },
}

export const PreviewFailsThenRetry: Story = {
  beforeEach: failing('preview'),
  play: async (context) => {
    const { canvas, userEvent } = context
    await loaded()
    await open(context, 'User growth', 'Preview')
    await expect(await canvas.findByRole('alert')).toHaveTextContent("The preview didn't load. Internal server error")
    getWorld().reports.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByTitle('Preview of User growth')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

// ---------------------------------------------------------------- schedule

export const ScheduleSaved: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await loaded()
    await open(context, 'User growth', 'Schedule')
    const form = within(await dialog('Schedule User growth'))
    await step('recipients and a frequency', async () => {
      await userEvent.type(form.getByLabelText('Recipients'), 'ada@acme.test, Growth@acme.test')
      await choose(userEvent, form, /Frequency/, 'Monthly')
      await userEvent.click(form.getByRole('button', { name: 'Save schedule' }))
    })
    await noDialog()
    await step('sent by template, the filters base64-encoded, the schedule on', async () => {
      const [request, ...more] = schedules('template-user-growth')
      await expect(more).toEqual([])
      await expect(request!.body).toEqual({
        dataFilters: encodeDataFilters({ period: 'last90days', includeSubAccounts: true }),
        scheduleConfig: { enabled: true, frequency: 'monthly', recipients: ['ada@acme.test', 'Growth@acme.test'] },
      })
      await expect(decodeDataFilters(String((request!.body as { dataFilters: string }).dataFilters))).toEqual({ period: 'last90days', includeSubAccounts: true })
    })
    await step('the list says so and shows the new schedule', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent('User growth is sent monthly.')
      await expect(await (await row('User growth')).findByText('Monthly, to 2 recipients')).toBeVisible()
      await expect(reportOf('report-user-growth').scheduleConfig).toEqual({ enabled: true, frequency: 'monthly', recipients: ['ada@acme.test', 'Growth@acme.test'] })
    })
  },
}

export const ScheduleUnchanged: Story = {
  play: async (context) => {
    const { userEvent } = context
    await loaded()
    await open(context, 'Sign-in activity', 'Schedule')
    const form = within(await dialog('Schedule Sign-in activity'))
    await expect(form.getByLabelText('Recipients')).toHaveValue('ada@acme.test, security@acme.test')
    await userEvent.click(form.getByRole('button', { name: 'Save schedule' }))
    await expect(await form.findByRole('status')).toHaveTextContent('No changes to update')
    await expect(changes()).toEqual([])
  },
}

export const RecipientsRefused: Story = {
  play: async (context) => {
    const { userEvent, step } = context
    await loaded()
    await open(context, 'User growth', 'Schedule')
    const form = within(await dialog('Schedule User growth'))
    const recipients = form.getByLabelText('Recipients')
    await step('none at all: at least one is needed', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Save schedule' }))
      await expect(recipients).toHaveAccessibleDescription(expect.stringContaining('Enter at least one email address.'))
      await expect(recipients).toHaveFocus()
    })
    await step('the ones that are not addresses are named; what was typed stays; nothing sent', async () => {
      await userEvent.type(recipients, 'ada@acme.test, grace; linus@acme')
      await userEvent.click(form.getByRole('button', { name: 'Save schedule' }))
      await expect(recipients).toHaveAccessibleDescription(expect.stringContaining('grace and linus@acme are not email addresses.'))
      await expect(recipients).toHaveAttribute('aria-invalid', 'true')
      await expect(recipients).toHaveValue('ada@acme.test, grace; linus@acme')
      await expect(changes()).toEqual([])
    })
  },
}

export const ScheduleFails: Story = {
  beforeEach: failing('schedule'),
  play: async (context) => {
    const { userEvent } = context
    await loaded()
    await open(context, 'User growth', 'Schedule')
    const form = within(await dialog('Schedule User growth'))
    await userEvent.type(form.getByLabelText('Recipients'), 'ada@acme.test')
    await userEvent.click(form.getByRole('button', { name: 'Save schedule' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(form.getByLabelText('Recipients')).toHaveValue('ada@acme.test')
    await expect(reportOf('report-user-growth').scheduleConfig).toBeNull()
  },
}

// ---------------------------------------------------------------- send now

export const SendNow: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await loaded()
    await open(context, 'Sign-in activity', 'Send now')
    const form = within(await dialog('Send Sign-in activity now'))
    await step("the schedule's recipients to start with", async () => {
      await expect(form.getByLabelText('Recipients')).toHaveValue('ada@acme.test, security@acme.test')
      await userEvent.click(form.getByRole('button', { name: 'Send' }))
    })
    await noDialog()
    await step('sent with the template, the name and the filters base64-encoded', async () => {
      await expect(sent(SEND_REPORT_PATH).map((request) => request.body)).toEqual([
        { templateId: 'template-sign-in-activity', name: 'Sign-in activity', dataFilters: encodeDataFilters({ period: 'last30days', includeSubAccounts: false }), recipients: ['ada@acme.test', 'security@acme.test'] },
      ])
      await expect(getWorld().reports.deliveries.map((delivery) => delivery.recipients)).toEqual([['ada@acme.test', 'security@acme.test']])
    })
    await step('the list says so, with when it was last sent', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent('Sign-in activity was sent to 2 recipients.')
      await expect(await (await row('Sign-in activity')).findByText('Nov 27, 2026')).toBeVisible()
    })
  },
}

export const SendFailsThenRetry: Story = {
  beforeEach: failing('send'),
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await loaded()
    await open(context, 'User growth', 'Send now')
    const form = within(await dialog('Send User growth now'))
    await step('the server fails: said in the dialog, the input kept', async () => {
      await userEvent.type(form.getByLabelText('Recipients'), 'board@acme.test')
      await userEvent.click(form.getByRole('button', { name: 'Send' }))
      await expect(await form.findByRole('alert')).toHaveTextContent('Internal server error')
      await expect(form.getByLabelText('Recipients')).toHaveValue('board@acme.test')
      await expect(getWorld().reports.deliveries).toEqual([])
    })
    await step('the next try goes through', async () => {
      getWorld().reports.failures = {}
      await userEvent.click(form.getByRole('button', { name: 'Send' }))
      await noDialog()
      await expect(await canvas.findByRole('status')).toHaveTextContent('User growth was sent to 1 recipient.')
      await expect(sent(SEND_REPORT_PATH).map((request) => (request.body as { recipients?: string[] } | null)?.recipients)).toEqual([['board@acme.test'], ['board@acme.test']])
      await expect(getWorld().reports.deliveries).toHaveLength(1)
    })
  },
}

export const SendSubmittingOnce: Story = {
  beforeEach: () => {
    const gate = callGate()
    getWorld().reports.gates.send = gate
    return () => gate.open()
  },
  play: async (context) => {
    const { userEvent } = context
    await loaded()
    await open(context, 'MFA adoption', 'Send now')
    const form = within(await dialog('Send MFA adoption now'))
    await userEvent.dblClick(form.getByRole('button', { name: 'Send' }))
    const gate = getWorld().reports.gates.send!
    await waitFor(() => expect(gate.held).toBe(1))
    await expect(await form.findByRole('progressbar', { name: 'Sending' })).toBeVisible()
    await expect(form.getByLabelText('Recipients')).toBeDisabled()
    gate.open()
    await noDialog()
    await expect(sent(SEND_REPORT_PATH)).toHaveLength(1)
  },
}

// ---------------------------------------------------------------- who and how

export const ReadOnlyAdmin: Story = {
  parameters: { scenario: 'reportsReadOnly' },
  play: async ({ canvas, userEvent }) => {
    await loaded()
    await expect(canvas.getByText('You can view and download reports but not schedule or send them.')).toBeVisible()
    await userEvent.click((await row('Sign-in activity')).getByRole('button', { name: 'Actions for Sign-in activity' }))
    const items = await screen.findAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(['Preview', 'Download PDF'])
    await userEvent.keyboard('{Escape}')
    await expect(changes()).toEqual([])
  },
}

export const KeyboardOnly: Story = {
  play: async ({ userEvent, step }) => {
    await loaded()
    const actions = (await row('User growth')).getByRole('button', { name: 'Actions for User growth' })
    await step("Tab into the list, arrows to the row's actions, Enter opens them", async () => {
      for (let press = 0; press < 30 && !(await table()).contains(document.activeElement); press++) await userEvent.tab()
      for (let press = 0; press < 20 && document.activeElement !== actions; press++) await userEvent.keyboard(document.activeElement?.closest('[role="row"]') === actions.closest('[role="row"]') ? '{ArrowRight}' : '{ArrowDown}')
      await expect(actions).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await screen.findByRole('menuitem', { name: 'Schedule' })
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    })
    const form = await dialog('Schedule User growth')
    await step('the dialog takes focus; Tab to the recipients, type, Tab to Save, Enter', async () => {
      await waitFor(() => expect(form.contains(document.activeElement)).toBe(true))
      await userEvent.tab()
      await expect(within(form).getByLabelText('Recipients')).toHaveFocus()
      await userEvent.keyboard('ops@acme.test')
      await userEvent.tab()
      await expect(within(form).getByRole('combobox', { name: /Frequency/ })).toHaveFocus()
      await userEvent.tab()
      await userEvent.tab()
      await expect(within(form).getByRole('button', { name: 'Save schedule' })).toHaveFocus()
      await userEvent.keyboard('{Enter}')
    })
    await noDialog()
    await expect(schedules('template-user-growth').map((request) => (request.body as { scheduleConfig?: unknown } | null)?.scheduleConfig)).toEqual([{ enabled: true, frequency: 'weekly', recipients: ['ops@acme.test'] }])
  },
}

export const OnAPhone: Story = {
  parameters: { ...PHONE.parameters },
  globals: PHONE.globals,
  play: async (context) => {
    const { canvasElement } = context
    await loaded()
    expectUsableOnPhone(canvasElement)
    await open(context, 'Sign-in activity', 'Send now')
    const form = await dialog('Send Sign-in activity now')
    expectUsableOnPhone(form)
  },
}
