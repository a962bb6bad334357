import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent as userEvents, waitFor, within } from 'storybook/test'
import { ADMIN_BOX_METADATA_PATH, METADATA_PATH } from '../../src/api/metadata'
import { SOCIAL_LOGIN_PROVIDERS_PATH } from '../../src/api/sso'
import { VENDOR_PUBLIC_INFO_PATH } from '../../src/api/vendor'
import { getWorld, people } from '../../src/fixtures'
import { ACCOUNT_SECTION, AdminPortal, type AdminPortalProps } from '../../src/screens/admin'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { PHONE } from '../support/themeChecks'
import { StoryApp } from '../support/StoryApp'
import { expectUsableOnPhone } from './onAPhone'
import { ADMIN_BASE } from './portalStory'

/** The portal at /admin with the account section (spec/admin.md §2 account details tabs settings, customLogin). */
function accountMount(props: Partial<AdminPortalProps> = {}) {
  return { path: ADMIN_BASE, render: () => <AdminPortal sections={{ account: ACCOUNT_SECTION }} {...props} basePath={ADMIN_BASE} /> }
}

const meta = {
  title: 'Admin portal/Account settings/Custom login box',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: `${ADMIN_BASE}/account`, mount: accountMount() },
  // Where the settings tab shows, today's date and time show in its format choices: painted over in screenshots.
  parameters: { scenario: 'customLoginBox', layout: 'padded', screenshot: { mask: ['[data-today] select', 'p[data-today]'] } },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Canvas = Context['canvas']

const saves = () => getWorld().requests.filter((request) => request.method === 'POST' && request.path === ADMIN_BOX_METADATA_PATH)
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save login box' })
/** The preview: the real login screen, inert, under its screen-reader label. */
const preview = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-login-preview]')!
const previewSubmit = (canvasElement: HTMLElement) => preview(canvasElement).querySelector<HTMLButtonElement>('button[type="submit"]')!
const background = (element: Element) => getComputedStyle(element).backgroundColor

/** Opens the account section's custom login box tab and waits for the box's form. */
async function openTab({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Custom login box' }, { timeout: FIRST_LOAD_TIMEOUT }))
  await canvas.findByLabelText('Primary colour', {}, { timeout: FIRST_LOAD_TIMEOUT })
}

export const EditedWithPreview: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step("Acme's saved box, and the real login screen painted with it", async () => {
      await openTab({ canvas, userEvent })
      await expect(canvas.getByLabelText('Primary colour')).toHaveValue('#0b6e4f')
      await expect(canvas.getByLabelText('Title')).toHaveValue('Welcome to Acme')
      await expect(canvas.getByRole('checkbox', { name: 'Google' })).toBeChecked()
      const shown = preview(canvasElement)
      await expect(shown).toHaveAttribute('aria-label', 'Login box preview')
      await expect(shown.querySelector('[inert]')).not.toBeNull()
      await expect(await within(shown).findByRole('heading', { name: 'Welcome to Acme', hidden: true })).toBeInTheDocument()
      await expect(await within(shown).findByText('Continue with Google')).toBeInTheDocument()
      await expect(within(shown).getByText('Continue with Microsoft')).toBeInTheDocument()
      await expect(background(previewSubmit(canvasElement))).toBe('rgb(11, 110, 79)')
    })
    await step('new colour, words and a GitHub button: the preview follows as they are typed', async () => {
      await userEvent.clear(canvas.getByLabelText('Primary colour'))
      await userEvent.type(canvas.getByLabelText('Primary colour'), '#7a1fa2')
      await waitFor(() => expect(background(previewSubmit(canvasElement))).toBe('rgb(122, 31, 162)'))
      await userEvent.clear(canvas.getByLabelText('Background colour'))
      await userEvent.type(canvas.getByLabelText('Background colour'), '#fff7e6')
      await waitFor(() => expect(background(preview(canvasElement).querySelector('[data-theme]')!)).toBe('rgb(255, 247, 230)'))
      await userEvent.clear(canvas.getByLabelText('Title'))
      await userEvent.type(canvas.getByLabelText('Title'), 'Sign in to Acme Cloud')
      await userEvent.type(canvas.getByLabelText('Button text'), 'Next')
      await userEvent.click(canvas.getByRole('checkbox', { name: 'GitHub' }))
      const shown = preview(canvasElement)
      await expect(await within(shown).findByRole('heading', { name: 'Sign in to Acme Cloud', hidden: true })).toBeInTheDocument()
      await expect(previewSubmit(canvasElement)).toHaveTextContent('Next')
      await expect(await within(shown).findByText('Continue with GitHub')).toBeInTheDocument()
    })
    await step('the preview asked the identity API nothing, and nothing was saved', async () => {
      const asked = getWorld().requests.map((request) => request.path)
      await expect(asked).not.toContain(SOCIAL_LOGIN_PROVIDERS_PATH)
      await expect(asked.filter((path) => path === VENDOR_PUBLIC_INFO_PATH).length).toBeLessThanOrEqual(1)
      await expect(saves()).toHaveLength(0)
    })
  },
}

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await openTab({ canvas, userEvent })
    await userEvent.clear(canvas.getByLabelText('Primary colour'))
    await userEvent.type(canvas.getByLabelText('Primary colour'), '#7A1FA2')
    await userEvent.type(canvas.getByLabelText('Subtitle'), 'Use your Acme email.')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Microsoft' }))
    await userEvent.clear(canvas.getByLabelText('Google Tag Manager container ID'))
    await userEvent.dblClick(save(canvas))
    await expect(await canvas.findByText('Login box saved.')).toBeVisible()
    // Only what changed, as the list of actions (spec/admin.md §7), once for the double click.
    await expect(saves().map((request) => request.body)).toEqual([
      {
        entityName: 'adminBox',
        actions: [
          { type: 'set', path: 'loginBox.palette.primary', payload: '#7a1fa2' },
          { type: 'set', path: 'loginBox.texts.subtitle', payload: 'Use your Acme email.' },
          { type: 'set', path: 'loginBox.socialLogins', payload: ['google'] },
          { type: 'remove', path: 'loginBox.gtmContainerId', payload: null },
        ],
      },
    ])
    await expect(getWorld().accountSettings.loginBoxes['tenant-acme']).toEqual({
      palette: { primary: '#7a1fa2', background: '#f4f8f6' },
      texts: { title: 'Welcome to Acme', subtitle: 'Use your Acme email.' },
      socialLogins: ['google'],
    })
    // The form starts again from the box as saved.
    await expect(canvas.getByLabelText('Primary colour')).toHaveValue('#7a1fa2')
    await expect(canvas.getByLabelText('Google Tag Manager container ID')).toHaveValue('')
  },
}

/** A small PNG drawn here, as a logo from disk would be. */
async function pngFile(): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 120
  canvas.height = 40
  const context = canvas.getContext('2d')!
  context.fillStyle = '#0b6e4f'
  context.fillRect(0, 0, 40, 40)
  context.fillStyle = '#123'
  context.fillRect(48, 12, 64, 16)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'))
  return new File([blob], 'acme.png', { type: 'image/png' })
}

export const LogoUploaded: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await openTab({ canvas, userEvent })
    const upload = () => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await step('a file that is not a picture is refused, as for the account logo', async () => {
      await userEvents.setup({ applyAccept: false }).upload(upload(), new File(['Quarterly numbers, not a logo.'], 'logo.png', { type: 'image/png' }))
      await expect(await canvas.findByText('That file is not a picture. Choose a PNG, JPEG, GIF or WebP image.')).toBeVisible()
      await expect(preview(canvasElement).querySelector('img')).toBeNull()
    })
    await step('a picture shows in the form and on the preview, and is saved as an image data URL', async () => {
      await userEvents.setup({ applyAccept: false }).upload(upload(), await pngFile())
      await expect(await canvas.findByRole('img', { name: 'Uploaded logo (not saved yet)' })).toBeVisible()
      await waitFor(() => expect(preview(canvasElement).querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/))
      await userEvent.click(save(canvas))
      await expect(await canvas.findByText('Login box saved.')).toBeVisible()
      const [sent] = saves()
      const actions = (sent!.body as { actions: { type: string; path: string; payload: string }[] }).actions
      await expect(actions.map(({ type, path }) => ({ type, path }))).toEqual([{ type: 'set', path: 'loginBox.logo' }])
      await expect(actions[0]!.payload).toMatch(/^data:image\/png;base64,/)
      await expect(await canvas.findByRole('img', { name: 'Uploaded logo' })).toBeVisible()
    })
  },
}

export const NothingChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    await openTab({ canvas, userEvent })
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('No changes to update')).toBeVisible()
    await expect(saves()).toHaveLength(0)
  },
}

export const GtmIdRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await openTab({ canvas, userEvent })
    const gtm = canvas.getByLabelText('Google Tag Manager container ID')
    await userEvent.clear(gtm)
    await userEvent.type(gtm, 'UA-1234-5')
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('Enter GTM- followed by letters or digits, like GTM-AB12CD3.')).toBeVisible()
    await waitFor(() => expect(gtm).toHaveFocus())
    await expect(gtm).toHaveAttribute('aria-invalid', 'true')
    await expect(gtm).toHaveValue('UA-1234-5')
    await expect(saves()).toHaveLength(0)
  },
}

export const LoadFailsDefaultsShown: Story = {
  parameters: { scenario: 'customLoginBoxLoadFails' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openTab({ canvas, userEvent })
    // spec/admin.md §8: the failed lookup is swallowed; the kit's defaults show and can be saved over.
    await expect(getWorld().requests.some((request) => request.path === METADATA_PATH && request.query.entityName === 'adminBox')).toBe(true)
    await expect(canvas.getByLabelText('Primary colour')).toHaveValue('#2450c9')
    await expect(canvas.getByLabelText('Title')).toHaveValue('')
    await expect(canvas.getByRole('checkbox', { name: 'Google' })).not.toBeChecked()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(await within(preview(canvasElement)).findByRole('heading', { name: 'Sign in', hidden: true })).toBeInTheDocument()
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('No changes to update')).toBeVisible()
  },
}

export const SaveFails: Story = {
  parameters: { scenario: 'customLoginBoxSaveFails' },
  play: async ({ canvas, userEvent }) => {
    await openTab({ canvas, userEvent })
    await userEvent.type(canvas.getByLabelText('Button text'), 'Next')
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText(/^The login box wasn't saved: /)).toBeVisible()
    await expect(canvas.getByLabelText('Button text')).toHaveValue('Next')
    getWorld().accountSettings.failures = {}
    await userEvent.click(save(canvas))
    await expect(await canvas.findByText('Login box saved.')).toBeVisible()
    const sent = { entityName: 'adminBox', actions: [{ type: 'set', path: 'loginBox.texts.submit', payload: 'Next' }] }
    await expect(saves().map((request) => request.body)).toEqual([sent, sent])
  },
}

export const NoPermissionNoTab: Story = {
  parameters: { scenario: 'adminPortal' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Company name', {}, { timeout: FIRST_LOAD_TIMEOUT })).toHaveValue('Acme')
    await expect(canvas.queryByRole('tab', { name: 'Custom login box' })).toBeNull()
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(getWorld().requests.some((request) => request.path === METADATA_PATH)).toBe(false)
  },
}

export const HiddenByHost: Story = {
  args: { mount: accountMount({ fieldAppearance: { accountDetails: { customLogin: 'hidden' } } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Company name', {}, { timeout: FIRST_LOAD_TIMEOUT })).toHaveValue('Acme')
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(getWorld().requests.some((request) => request.path === METADATA_PATH)).toBe(false)
  },
}

export const OnlyTheLoginBox: Story = {
  args: { mount: accountMount({ fieldAppearance: { accountDetails: { settings: 'hidden' } } }) },
  play: async ({ canvas }) => {
    // With one tab left there is no tab list: the login box is the section.
    await expect(await canvas.findByLabelText('Primary colour', {}, { timeout: FIRST_LOAD_TIMEOUT })).toHaveValue('#0b6e4f')
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(canvas.queryByLabelText('Company name')).toBeNull()
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const settings = await canvas.findByRole('tab', { name: 'Settings' }, { timeout: FIRST_LOAD_TIMEOUT })
    settings.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Custom login box' })).toHaveAttribute('aria-selected', 'true')
    const title = await canvas.findByLabelText('Title', {}, { timeout: FIRST_LOAD_TIMEOUT })
    // Tab through the form to the title, as a keyboard user would.
    for (let presses = 0; presses < 12 && document.activeElement !== title; presses++) await userEvent.tab()
    await expect(title).toHaveFocus()
    await userEvent.keyboard('{Control>}a{/Control}Hello again')
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Login box saved.')).toBeVisible()
    await expect(saves().map((request) => request.body)).toEqual([{ entityName: 'adminBox', actions: [{ type: 'set', path: 'loginBox.texts.title', payload: 'Hello again' }] }])
  },
}

export const OnAPhone: Story = {
  parameters: { ...PHONE.parameters },
  globals: PHONE.globals,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openTab({ canvas, userEvent })
    await within(preview(canvasElement)).findByText('Continue with Google')
    expectUsableOnPhone(canvasElement)
    const box = preview(canvasElement).getBoundingClientRect()
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const DarkPreview: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openTab({ canvas, userEvent })
    const themed = () => preview(canvasElement).querySelector('[data-theme]')!
    await expect(themed()).toHaveAttribute('data-theme', 'light')
    // By keyboard: the switch takes Space, and Tab goes past the preview, whose controls take no focus (inert).
    canvas.getByRole('switch', { name: 'Dark mode' }).focus()
    await userEvent.keyboard(' ')
    await expect(themed()).toHaveAttribute('data-theme', 'dark')
    await userEvent.tab()
    await expect(preview(canvasElement).contains(document.activeElement)).toBe(false)
    // The chosen primary colour paints the dark box too; the page keeps the dark background.
    await expect(background(previewSubmit(canvasElement))).toBe('rgb(11, 110, 79)')
    await expect(background(themed())).toBe('rgb(18, 20, 25)')
    await expect(await within(preview(canvasElement)).findByRole('heading', { name: 'Welcome to Acme', hidden: true })).toBeInTheDocument()
  },
}
