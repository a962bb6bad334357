import { useMemo, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { Button, Checkbox, ConfirmDialog, createToastQueue, Dialog, DialogActions, paletteToTheme, Select, TextField, ThemeProvider, ToastRegion, Tooltip, type ThemeMode } from '../../src/primitives'
import { ActionMenu } from '../../src/primitives/Menu'
import { expectInThemeHome, expectInTopLayerOf, expectSameColor, fontList } from '../support/themeChecks'
import { choose } from '../support/select'

const REGIONS = [
  { id: 'eu', label: 'Europe' },
  { id: 'us', label: 'United States' },
]

interface OverlayShowcaseProps {
  mode: ThemeMode
  /** The app's primary colour; the overlays must wear it though they render at the end of the body. */
  primary: string
}

/** Every overlay primitive under one palette, and a preview in the other mode nested inside. */
function OverlayShowcase({ mode, primary }: OverlayShowcaseProps) {
  const palette = useMemo(() => ({ primary: { main: primary } }), [primary])
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null)
  const [region, setRegion] = useState<string | null>('eu')
  const [toasts] = useState(() => createToastQueue())
  const close = () => setOpen(null)
  return (
    <ThemeProvider palette={palette} mode={mode}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16, padding: 24 }}>
        <Button onPress={() => setOpen('rename')}>Rename team</Button>
        <Dialog isOpen={open === 'rename'} onOpenChange={(isOpen) => !isOpen && close()} title="Rename team" description="Everyone in the team sees the new name.">
          <TextField label="Team name" defaultValue="Analytical Engines" />
          <Checkbox>Tell the team</Checkbox>
          <DialogActions>
            <Button variant="text" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </DialogActions>
        </Dialog>
        <Button variant="danger" onPress={() => setOpen('delete')}>
          Delete team
        </Button>
        <ConfirmDialog isOpen={open === 'delete'} onOpenChange={(isOpen) => !isOpen && close()} title="Delete the team?" description="Its members lose access at once." confirmLabel="Delete" cancelLabel="Keep it" onConfirm={close} />
        <ActionMenu label="Team actions" onAction={() => {}} items={[{ id: 'rename', label: 'Rename' }, { id: 'delete', label: 'Delete', tone: 'danger' }]} />
        <Select label="Region" options={REGIONS} selectedKey={region} onSelectionChange={setRegion} />
        <Tooltip content="Everyone in the team, as a CSV file.">
          <Button variant="secondary">Export members</Button>
        </Tooltip>
        <Button variant="secondary" onPress={() => toasts.add({ tone: 'success', title: 'Invitation sent' })}>
          Invite member
        </Button>
        <ToastRegion queue={toasts} />
        <ThemeProvider mode={mode === 'dark' ? 'light' : 'dark'}>
          <div style={{ padding: 16 }}>
            <ActionMenu label="Preview actions" onAction={() => {}} items={[{ id: 'open', label: 'Open preview' }]} />
          </div>
        </ThemeProvider>
      </div>
    </ThemeProvider>
  )
}

const meta = {
  title: 'Theme/Overlays',
  component: OverlayShowcase,
  argTypes: { mode: { control: 'inline-radio', options: ['light', 'dark'] }, primary: { control: 'color' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OverlayShowcase>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  args: { mode: 'light', primary: '#6b2fb3' },
  globals: { theme: 'light' },
  play: async ({ canvas, userEvent, args, step }) => {
    const tokens = paletteToTheme({ primary: { main: args.primary } }, args.mode)
    const themed = canvas.getByRole('button', { name: 'Rename team' }).closest('[data-theme]')!
    /** The surface is the theme's paper, in the theme's font and text colour. */
    const expectThemedSurface = (surface: Element) => {
      const style = getComputedStyle(surface)
      expectSameColor(style.backgroundColor, tokens.color.background.paper)
      expectSameColor(style.color, tokens.color.text.primary)
      expect(fontList(style.fontFamily)).toBe(fontList(tokens.font.family))
    }

    await step('a dialog: in the theme home, on paper, its field, checkbox and buttons drawn', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Rename team' }))
      const dialog = await screen.findByRole('dialog', { name: 'Rename team' })
      expectInThemeHome(dialog, themed)
      const modal = dialog.parentElement!
      expectThemedSurface(modal)
      const backdrop = getComputedStyle(modal.parentElement!)
      expect(backdrop.position).toBe('fixed')
      expectSameColor(backdrop.backgroundColor, tokens.color.backdrop)
      const field = within(dialog).getByRole('textbox', { name: 'Team name' })
      expectSameColor(getComputedStyle(field).backgroundColor, tokens.color.neutral[0])
      expect(parseFloat(getComputedStyle(field).borderTopWidth)).toBeGreaterThan(0)
      const box = within(dialog).getByRole('checkbox', { name: 'Tell the team' }).closest('label')!.querySelector('[aria-hidden="true"]')!
      expect(parseFloat(getComputedStyle(box).borderTopWidth)).toBeGreaterThan(0)
      expectSameColor(getComputedStyle(within(dialog).getByRole('button', { name: 'Save' })).backgroundColor, args.primary)
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })

    await step('a confirmation: in the theme home, its danger button in the error colour', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete team' }))
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete the team?' })
      expectInThemeHome(confirm, themed)
      expectThemedSurface(confirm.parentElement!)
      expectSameColor(getComputedStyle(within(confirm).getByRole('button', { name: 'Delete' })).backgroundColor, tokens.color.error.main)
      await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    })

    await step('a menu: its popover in the top layer, inside the theme, on paper', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Team actions' }))
      const menu = await screen.findByRole('menu')
      expectInTopLayerOf(menu.parentElement!, themed)
      expectThemedSurface(menu.parentElement!)
      expectSameColor(getComputedStyle(within(menu).getByRole('menuitem', { name: 'Delete' })).color, tokens.color.error.strong)
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    })

    await step("a select: the browser draws its list, in the theme's colour scheme", async () => {
      const region = await choose(userEvent, canvas, /Region/, 'United States')
      await expect(region).toHaveDisplayValue('United States')
      await expect(getComputedStyle(region).colorScheme).toBe(args.mode)
    })

    await step('a tooltip: in the theme home, on paper', async () => {
      const trigger = canvas.getByRole('button', { name: 'Export members' })
      await userEvent.hover(trigger)
      const tooltip = await screen.findByRole('tooltip')
      expectInThemeHome(tooltip, themed)
      expectThemedSurface(tooltip)
      await userEvent.unhover(trigger)
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    })

    await step("a toast: in the theme home, on the tone's surface", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Invite member' }))
      const toast = await screen.findByRole('alertdialog', { name: 'Invitation sent' })
      expectInThemeHome(toast, themed)
      const style = getComputedStyle(toast)
      expectSameColor(style.backgroundColor, tokens.color.success.surface)
      expectSameColor(style.color, tokens.color.success.strong)
      expect(fontList(style.fontFamily)).toBe(fontList(tokens.font.family))
      await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    })

    await step("a nested provider's menu: inside that provider, in its mode", async () => {
      const trigger = canvas.getByRole('button', { name: 'Preview actions' })
      const preview = trigger.closest('[data-theme]')!
      expect(preview).not.toBe(themed)
      await userEvent.click(trigger)
      const menu = await screen.findByRole('menu')
      expectInTopLayerOf(menu.parentElement!, preview)
      const nested = paletteToTheme({}, args.mode === 'dark' ? 'light' : 'dark')
      expectSameColor(getComputedStyle(menu.parentElement!).backgroundColor, nested.color.background.paper)
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    })
  },
}

export const Dark: Story = {
  args: { mode: 'dark', primary: '#c4a5f5' },
  globals: { theme: 'dark' },
  play: Light.play,
}
