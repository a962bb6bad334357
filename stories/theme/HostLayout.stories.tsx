import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { people } from '../../src/fixtures'
import { paletteToTheme, ThemeProvider, type PaletteInput, type ThemeMode } from '../../src/primitives'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { portalMount } from '../admin/portalStory'
import { StoryApp, type StoryAppProps } from '../support/StoryApp'
import { expectInThemeHome, expectInTopLayerOf, expectSameColor, fontList } from '../support/themeChecks'

/** The host's own font: a serif, so a dialog that fell back to the host's styles would show it. */
const HOST_FONT = 'Georgia, "Times New Roman", serif'

/** The host's brand, as a designer hands it over: a teal primary on warm paper. */
const HOST_PALETTES: Record<ThemeMode, PaletteInput> = {
  light: { primary: { main: '#0f6b63' }, background: { default: '#f6f3ec', paper: '#fffdf8' }, text: { primary: '#1d2320' } },
  dark: { primary: { main: '#6fd8cc' }, background: { default: '#0f1517', paper: '#182226' }, text: { primary: '#e6eeec' } },
}

/** The host's own chrome around the kit, in its colours, not the kit's. */
const HOST_CHROME: Record<ThemeMode, { background: string; color: string; border: string }> = {
  light: { background: '#ffffff', color: '#222222', border: '#d4d4d4' },
  dark: { background: '#0b0d10', color: '#dddddd', border: '#33383f' },
}

type HostLayoutProps = StoryAppProps & { mode: ThemeMode }

/**
 * A host app's layout: its own sidebar and content box in its own font, with Gatehouse (themed by
 * the host's palette) mounted in the content box, not at the page root. The box clips and is a
 * stacking context of its own, as host layouts often are: overlays must not be caught in it.
 */
function HostLayout({ mode, ...app }: HostLayoutProps) {
  const chrome = HOST_CHROME[mode]
  return (
    <div style={{ display: 'flex', minHeight: '100vh', fontFamily: HOST_FONT, background: chrome.background, color: chrome.color }}>
      <aside style={{ flex: '0 0 11rem', padding: 16, borderInlineEnd: `1px solid ${chrome.border}` }}>
        <p style={{ margin: '0 0 12px', fontWeight: 700 }}>Acme console</p>
        <nav aria-label="Acme console">
          <ul style={{ margin: 0, padding: 0, listStyle: 'none', lineHeight: 2 }}>
            <li>
              <a href="#dashboard" style={{ color: 'inherit' }}>
                Dashboard
              </a>
            </li>
            <li>
              <a href="#team" aria-current="page" style={{ color: 'inherit', fontWeight: 700 }}>
                Team
              </a>
            </li>
          </ul>
        </nav>
      </aside>
      <main style={{ flex: 1, minWidth: 0, padding: 24 }}>
        <h1 style={{ margin: '0 0 16px', fontSize: 24 }}>Team settings</h1>
        <div data-host-box="" style={{ position: 'relative', zIndex: 0, overflow: 'hidden', border: `1px solid ${chrome.border}`, borderRadius: 8 }}>
          <ThemeProvider palette={HOST_PALETTES[mode]} mode={mode}>
            <div style={{ padding: 16 }}>
              <StoryApp {...app} />
            </div>
          </ThemeProvider>
        </div>
      </main>
    </div>
  )
}

const meta = {
  title: 'Theme/Host layout',
  component: HostLayout,
  args: {
    mode: 'light',
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/users',
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { roles: 'byPermissions', groups: 'byPermissions' }, headingLevel: 2 }),
  },
  argTypes: { mode: { control: 'inline-radio', options: ['light', 'dark'] } },
  parameters: {
    layout: 'fullscreen',
    // The host's own chrome is in the host's serif on purpose, which the font invariant would
    // refuse; the play function checks the kit's dialog and menu fonts and surfaces itself.
    visualInvariants: { disable: true },
  },
} satisfies Meta<typeof HostLayout>

export default meta
type Story = StoryObj<typeof meta>

export const AddUserLight: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas, userEvent, args, step }) => {
    const tokens = paletteToTheme(HOST_PALETTES[args.mode], args.mode)
    const grid = await canvas.findByRole('grid', { name: 'Users' }, { timeout: 8000 })
    const themed = grid.closest('[data-theme]')!

    await step('the portal inside the host box wears the host palette; the host keeps its font', async () => {
      await expect(fontList(getComputedStyle(canvas.getByRole('heading', { name: 'Team settings' })).fontFamily)).toBe(fontList(HOST_FONT))
      expectSameColor(getComputedStyle(canvas.getByRole('button', { name: 'Add user' })).backgroundColor, tokens.color.primary.main)
    })

    await step('the Add user dialog takes its font and surface from the theme, not the host', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
      const dialog = await screen.findByRole('dialog', { name: 'Add user' })
      await waitFor(() => expect(dialog).toBeVisible())
      expectInThemeHome(dialog, themed)
      const font = getComputedStyle(dialog).fontFamily
      await expect(fontList(font)).toBe(fontList(tokens.font.family))
      await expect(fontList(font)).not.toBe(fontList(HOST_FONT))
      const surface = getComputedStyle(dialog.parentElement!)
      expectSameColor(surface.backgroundColor, tokens.color.background.paper)
      expectSameColor(getComputedStyle(dialog).color, tokens.color.text.primary)
      expectSameColor(getComputedStyle(within(dialog).getByRole('button', { name: 'Send invitation' })).backgroundColor, tokens.color.primary.main)
      expectSameColor(getComputedStyle(within(dialog).getByRole('textbox', { name: 'Email' })).backgroundColor, tokens.color.neutral[0])
    })

    await step('the backdrop covers the whole page, not just the host box that clips', async () => {
      const backdrop = (await screen.findByRole('dialog', { name: 'Add user' })).parentElement!.parentElement!
      const box = backdrop.getBoundingClientRect()
      await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight])
      await expect(backdrop.closest('[data-host-box]')).toBeNull()
    })

    await step('its actions menu too, in the top layer: not clipped by the host box', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      const [actions] = within(grid).getAllByRole('button', { name: /^Actions for / })
      await userEvent.click(actions!)
      const menu = await screen.findByRole('menu')
      expectInTopLayerOf(menu.parentElement!, themed)
      await expect(fontList(getComputedStyle(menu).fontFamily)).toBe(fontList(tokens.font.family))
      expectSameColor(getComputedStyle(menu.parentElement!).backgroundColor, tokens.color.background.paper)
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    })
  },
}

export const AddUserDark: Story = {
  args: { mode: 'dark' },
  globals: { theme: 'dark' },
  play: AddUserLight.play,
}
