import type { Meta, StoryObj } from '@storybook/react-vite'
import { parseToRgba } from 'color2k'
import { expect, fn, waitFor, within } from 'storybook/test'
import { darkPalette } from '../../src/primitives'
import { ThemeBuilder } from './ThemeBuilder'
import { choose } from '../support/select'

const meta = {
  title: 'Theme/Builder',
  component: ThemeBuilder,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // The copy button's clipboard, watched: a story run has no one to paste.
    const writeText = fn(async (_text: string) => undefined)
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original)
    }
  },
} satisfies Meta<typeof ThemeBuilder>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const sameColor = (actual: string, expected: string) => expect(parseToRgba(actual)).toEqual(parseToRgba(expected))
const preview = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Preview' }))
const json = (canvas: Canvas) => JSON.parse((canvas.getByRole('textbox', { name: 'Theme JSON' }) as HTMLTextAreaElement).value) as unknown
const loginButton = async (canvas: Canvas) => {
  const box = within(await preview(canvas).findByRole('group', { name: 'Login box preview' }))
  return box.findByRole('button', { name: 'Continue' }, { timeout: 10_000 })
}

async function setField(canvas: Canvas, userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'], label: string, value: string) {
  const field = canvas.getByRole('textbox', { name: label })
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

/** The builder as a designer opens it. */
export const Builder: Story = {
  play: async ({ canvas }) => {
    await expect(await loginButton(canvas)).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Theme builder' })).toBeVisible()
  },
}

export const EditThePalette: Story = {
  // The story picks another font for the preview on purpose; the font check knows only the kit's.
  parameters: { visualInvariants: { disable: ['font'] } },
  play: async ({ canvas, userEvent, step }) => {
    await step('the defaults: everything reads, the JSON is only the mode', async () => {
      await loginButton(canvas)
      await expect(canvas.getByText('Every text colour reads at WCAG AA (4.5:1) or better.')).toBeVisible()
      await expect(json(canvas)).toEqual({ mode: 'light' })
    })
    await step('a new primary colour: the login button, the dialog and the JSON follow', async () => {
      await setField(canvas, userEvent, 'Primary', '#0b6e4f')
      const button = await loginButton(canvas)
      await waitFor(() => sameColor(getComputedStyle(button).backgroundColor, '#0b6e4f'))
      await expect(json(canvas)).toEqual({ mode: 'light', palette: { primary: { main: '#0b6e4f' }, focusRing: '#0b6e4f' } })
    })
    await step('corners and font', async () => {
      await choose(userEvent, canvas, /Corner radius/, '16 px')
      await expect(getComputedStyle(await loginButton(canvas)).borderTopLeftRadius).toBe('16px')
      await choose(userEvent, canvas, /Font/, 'Serif')
      await expect(getComputedStyle(preview(canvas).getByRole('group', { name: 'Dialog preview' })).fontFamily).toMatch(/serif$/)
      await expect(json(canvas)).toMatchObject({ radius: 16, fontFamily: expect.stringContaining('Georgia') })
    })
  },
}

export const ContrastWarning: Story = {
  play: async ({ canvas, userEvent }) => {
    await loginButton(canvas)
    await setField(canvas, userEvent, 'Secondary text', '#a0a0a0')
    const warning = await canvas.findByText('2 text colours fall under WCAG AA (4.5:1)')
    await expect(warning).toBeVisible()
    await expect(warning.closest('[role="alert"], [role="status"], div')!.querySelectorAll('li')).toHaveLength(2)
    await expect([...warning.parentElement!.parentElement!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Secondary text on the page: 2.4:1 (#a0a0a0 on #f5f6f8)',
      'Secondary text on a card: 2.6:1 (#a0a0a0 on #ffffff)',
    ])
    await setField(canvas, userEvent, 'Secondary text', '#595959')
    await expect(await canvas.findByText('Every text colour reads at WCAG AA (4.5:1) or better.')).toBeVisible()
  },
}

export const NotAColour: Story = {
  play: async ({ canvas, userEvent }) => {
    const before = getComputedStyle(await loginButton(canvas)).backgroundColor
    await setField(canvas, userEvent, 'Primary', 'green')
    const field = canvas.getByRole('textbox', { name: 'Primary' })
    await expect(field).toHaveValue('green')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('A colour such as #2450c9')
    // The preview keeps the last colour that was one; the JSON leaves it out.
    await expect(getComputedStyle(await loginButton(canvas)).backgroundColor).toBe(before)
    await expect(json(canvas)).toEqual({ mode: 'light' })
  },
}

export const DarkMode: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent }) => {
    await loginButton(canvas)
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark mode' }))
    await expect(canvas.getByRole('textbox', { name: 'Page background' })).toHaveValue(darkPalette.background.default)
    await waitFor(async () => sameColor(getComputedStyle((await loginButton(canvas)).closest('[data-theme]')!).backgroundColor, darkPalette.background.default))
    await expect(json(canvas)).toEqual({ mode: 'dark' })
    await expect(canvas.getByText('Every text colour reads at WCAG AA (4.5:1) or better.')).toBeVisible()
  },
}

export const CopyTheTheme: Story = {
  play: async ({ canvas, userEvent }) => {
    await loginButton(canvas)
    await setField(canvas, userEvent, 'Error', '#b00020')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy theme JSON' }))
    await expect(await canvas.findByText('Copied.')).toBeVisible()
    const written = (navigator.clipboard.writeText as ReturnType<typeof fn>).mock.calls
    await expect(written).toHaveLength(1)
    await expect(JSON.parse(written[0]![0] as string)).toEqual({ mode: 'light', palette: { error: { main: '#b00020' } } })
  },
}

export const CopyRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await loginButton(canvas)
    ;(navigator.clipboard.writeText as ReturnType<typeof fn>).mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'))
    await userEvent.click(canvas.getByRole('button', { name: 'Copy theme JSON' }))
    await expect(await canvas.findByText("Couldn't copy: select the JSON above and copy it.")).toBeVisible()
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await loginButton(canvas)
    const dark = canvas.getByRole('switch', { name: 'Dark mode' })
    while (document.activeElement !== dark) await userEvent.tab()
    await userEvent.keyboard(' ')
    await expect(dark).toBeChecked()
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Primary' })).toHaveFocus()
    await userEvent.keyboard('{Control>}a{/Control}#ffb000')
    await expect(json(canvas)).toMatchObject({ mode: 'dark', palette: { primary: { main: '#ffb000' } } })
    const copy = canvas.getByRole('button', { name: 'Copy theme JSON' })
    while (document.activeElement !== copy) await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Copied.')).toBeVisible()
  },
}
