import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent as userEvents, waitFor, within } from 'storybook/test'
import { ACCOUNT_SETTINGS_PATH } from '../../src/api/accountSettings'
import { getWorld, people } from '../../src/fixtures'
import { formatInAccount } from '../../src/hooks'
import { ACCOUNT_SECTION, AdminPortal, type AdminPortalProps } from '../../src/screens/admin'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { PHONE } from '../support/themeChecks'
import { StoryApp } from '../support/StoryApp'
import { expectUsableOnPhone } from './onAPhone'
import { ADMIN_BASE } from './portalStory'
import { choose } from '../support/select'

/** The portal at /admin with the account section (spec/admin.md §2 account, §3 Account settings). */
function accountMount(props: Partial<AdminPortalProps> = {}) {
  return { path: ADMIN_BASE, render: () => <AdminPortal sections={{ account: ACCOUNT_SECTION }} {...props} basePath={ADMIN_BASE} /> }
}

const meta = {
  title: 'Admin portal/Account settings',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: `${ADMIN_BASE}/account`, mount: accountMount() },
  // Today's date and time show in the format choices and the preview: painted over in screenshots.
  parameters: { scenario: 'adminPortal', layout: 'padded', screenshot: { mask: ['[data-today] select', 'p[data-today]'] } },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Canvas = Context['canvas']

const saves = () => getWorld().requests.filter((request) => request.method === 'PUT' && request.path === ACCOUNT_SETTINGS_PATH)
const form = async (canvas: Canvas) => {
  await canvas.findByLabelText('Company name', {}, { timeout: FIRST_LOAD_TIMEOUT })
  return canvas
}
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save changes' })
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!

/** A small PNG drawn here, as a logo from disk would be. */
async function pngFile(): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 120
  canvas.height = 40
  const context = canvas.getContext('2d')!
  context.fillStyle = '#0b5'
  context.fillRect(0, 0, 40, 40)
  context.fillStyle = '#123'
  context.fillRect(48, 12, 64, 16)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'))
  return new File([blob], 'acme.png', { type: 'image/png' })
}

export const Saved: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    await step("Acme's settings, with the date preview in its own formats and zone", async () => {
      await form(canvas)
      await expect(canvas.getByLabelText('Company name')).toHaveValue('Acme')
      await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Los Angeles (GMT-08:00)')
      await expect(canvas.getByText(`Dates will show as ${formatInAccount(new Date(), { dateFormat: 'MM/DD/YYYY', timeFormat: 'hh:mm A', timezone: 'America/Los_Angeles' })}.`)).toBeVisible()
    })
    await step('a new name and another date format: the preview follows, and only those two are sent', async () => {
      await userEvent.clear(canvas.getByLabelText('Company name'))
      await userEvent.type(canvas.getByLabelText('Company name'), 'Acme Inc')
      await choose(userEvent, canvas, /Date format/, /^YYYY-MM-DD/)
      await expect(canvas.getByText(/^Dates will show as \d{4}-\d{2}-\d{2} /)).toBeVisible()
      await userEvent.dblClick(save(canvas))
      await expect(await canvas.findByText('Account settings saved.')).toBeVisible()
      await expect(saves().map((request) => request.body)).toEqual([{ name: 'Acme Inc', dateFormat: 'YYYY-MM-DD' }])
      await expect(getWorld().accountSettings.byTenant['tenant-acme']).toMatchObject({ name: 'Acme Inc', dateFormat: 'YYYY-MM-DD' })
    })
  },
}

export const NothingChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    await form(canvas)
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('No changes to update')).toBeVisible()
    await expect(saves()).toHaveLength(0)
  },
}

export const TimezoneSearched: Story = {
  play: async ({ canvas, userEvent }) => {
    await form(canvas)
    const zone = canvas.getByRole('combobox', { name: 'Time zone' })
    await userEvent.clear(zone)
    await userEvent.type(zone, 'lisb')
    const options = await within(await within(document.body).findByRole('listbox', { name: 'Time zone' })).findAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([expect.stringMatching(/^Europe\/Lisbon \(GMT[+-]\d{2}:\d{2}\)$/)])
    await userEvent.click(options[0]!)
    await expect(zone).toHaveValue(options[0]!.textContent)
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('Account settings saved.')).toBeVisible()
    await expect(saves().map((request) => request.body)).toEqual([{ timezone: 'Europe/Lisbon' }])
  },
}

export const FieldViewOnly: Story = {
  args: { mount: accountMount({ fieldAppearance: { account: { currency: 'viewOnly', website: 'hidden' } } }) },
  play: async ({ canvas, userEvent }) => {
    await form(canvas)
    // The host shows the currency without letting it change, and hides the website.
    const currency = canvas.getByRole('group', { name: 'Currency' })
    await expect(within(currency).getByText('USD — US Dollar')).toBeVisible()
    await expect(within(currency).getByText('You can see this but not change it.')).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Currency' })).toBeNull()
    await expect(canvas.queryByLabelText('Website')).toBeNull()
    await userEvent.type(canvas.getByLabelText('Address'), ', Suite 200')
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('Account settings saved.')).toBeVisible()
    await expect(saves().map((request) => request.body)).toEqual([{ address: '1 Market Street, San Francisco, CA 94105, Suite 200' }])
  },
}

export const BadInputKept: Story = {
  play: async ({ canvas, userEvent }) => {
    await form(canvas)
    await userEvent.clear(canvas.getByLabelText('Company name'))
    await userEvent.clear(canvas.getByLabelText('Website'))
    await userEvent.type(canvas.getByLabelText('Website'), 'acme dot test')
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('Enter the company name.')).toBeVisible()
    await expect(canvas.getByText('Enter the full address, starting with https://.')).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText('Company name')).toHaveFocus())
    await expect(canvas.getByLabelText('Website')).toHaveValue('acme dot test')
    await expect(saves()).toHaveLength(0)
  },
}

export const LogoRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await form(canvas)
    await userEvents.setup({ applyAccept: false }).upload(fileInput(canvasElement), new File(['Quarterly numbers, not a logo.'], 'logo.png', { type: 'image/png' }))
    await expect(await canvas.findByText('That file is not a picture. Choose a PNG, JPEG, GIF or WebP image.')).toBeVisible()
    await expect(canvas.queryByRole('img', { name: 'New logo (not saved yet)' })).toBeNull()
    await expect(saves()).toHaveLength(0)
  },
}

export const LogoSaved: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await form(canvas)
    await userEvents.setup({ applyAccept: false }).upload(fileInput(canvasElement), await pngFile())
    await expect(await canvas.findByRole('img', { name: 'New logo (not saved yet)' })).toBeVisible()
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('Account settings saved.')).toBeVisible()
    await expect(await canvas.findByRole('img', { name: 'Company logo' })).toBeVisible()
    const [sentSave] = saves()
    await expect(Object.keys(sentSave!.body as object)).toEqual(['logo'])
    await expect((sentSave!.body as { logo: string }).logo).toMatch(/^data:image\/png;base64,/)
  },
}

export const SaveFails: Story = {
  parameters: { scenario: 'accountSettingsSaveFails' },
  play: async ({ canvas, userEvent }) => {
    await form(canvas)
    await userEvent.type(canvas.getByLabelText('Company name'), ' Corp')
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText(/^The settings weren't saved: /)).toBeVisible()
    await expect(canvas.getByLabelText('Company name')).toHaveValue('Acme Corp')
    getWorld().accountSettings.failures = {}
    await userEvent.click(save(canvas))
    await waitFor(() => expect(saves().map((request) => request.body)).toEqual([{ name: 'Acme Corp' }, { name: 'Acme Corp' }]))
    await expect(await canvas.findByText('Account settings saved.')).toBeVisible()
  },
}

export const LoadFails: Story = {
  parameters: { scenario: 'accountSettingsLoadFails' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/The account settings didn't load\./, {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    getWorld().accountSettings.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByLabelText('Company name')).toHaveValue('Acme')
  },
}

export const ReadOnlyAdmin: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You can see these settings but not change them.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(within(canvas.getByRole('group', { name: 'Company name' })).getByText('Acme')).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Choose a logo' })).toBeNull()
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await (await form(canvas)).findByLabelText('Company name')
    name.focus()
    await userEvent.keyboard('{End} Ltd')
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Account settings saved.')).toBeVisible()
    await expect(saves().map((request) => request.body)).toEqual([{ name: 'Acme Ltd' }])
  },
}

export const OnAPhone: Story = {
  parameters: { ...PHONE.parameters },
  globals: PHONE.globals,
  play: async ({ canvas, canvasElement }) => {
    await form(canvas)
    expectUsableOnPhone(canvasElement)
  },
}
