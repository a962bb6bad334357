import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createPortal } from 'react-dom'
import { UNSAFE_PortalProvider } from 'react-aria'
import { Menu, MenuItem, MenuTrigger, Popover, Button as RACButton } from 'react-aria-components'
import { expect, screen, waitFor } from 'storybook/test'
import { Button, Card, Checkbox, createToastQueue, Dialog, TextField, ToastRegion, Tooltip } from '../../src/primitives'
import { checkFonts, checkOverflow, checkOverlays, formatViolations, type InvariantName, type Violation } from './visualInvariants'
import { collectViolations, OVERFLOW_WIDTHS } from './visualInvariantsRun'
import { OVERLAY_HOME } from './themeChecks'

/**
 * The checks every story's test runs after its play function (visualInvariantsRun.ts), shown to
 * fail: a portal outside the ThemeProvider, drawn the way an unthemed react-aria overlay is.
 */
const meta = {
  title: 'Internals/Visual invariants',
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const UNTHEMED = 'unthemed-portal'

/** What an overlay looks like when the theme's variables do not reach it: no surface, borderless fields, a line too wide. */
function UnthemedPortal() {
  return createPortal(
    <div data-testid={UNTHEMED}>
      <section role="dialog" aria-label="See-through dialog" style={{ width: 300 }}>
        <h2>See-through dialog</h2>
        <p>
          Code in the browser&apos;s own font: <code>ABCD-1234</code>
        </p>
        <div data-testid="too-wide" style={{ width: 2000 }}>
          A child wider than its dialog at any viewport width
        </div>
      </section>
      <section role="alertdialog" aria-label="Dialog with bare controls" style={{ width: 300, background: 'rgb(255, 255, 255)' }}>
        <label>
          Name <input aria-label="Name" style={{ border: 'none', background: 'transparent' }} />
        </label>
        <button type="button" style={{ border: 'none', background: 'transparent', color: 'inherit', font: 'inherit' }}>
          Bare button
        </button>
        <input aria-label="Collapsed" style={{ width: 0, height: 0, padding: 0, border: 'none' }} />
      </section>
    </div>,
    document.body,
  )
}

/** A react-aria menu portaled past the theme and left without a class: a see-through popover. */
function UnthemedMenu() {
  const container = document.querySelector(`[data-testid=${UNTHEMED}]`) ?? document.body
  return (
    <MenuTrigger defaultOpen>
      <RACButton>Actions</RACButton>
      <Popover UNSTABLE_portalContainer={container} data-testid="bare-popover">
        <Menu aria-label="Actions">
          <MenuItem>Rename</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

const byInvariant = (violations: Violation[], invariant: InvariantName) => violations.filter((v) => v.invariant === invariant)
const testId = (id: string) => document.querySelector(`[data-testid=${id}]`)!

/** Every check reports the broken portal, naming the element; the runner's own pass (viewport and all) too. */
export const UnthemedPortalCaught: Story = {
  // Opts out of the global run: this story is broken on purpose and asserts the checks' answers itself.
  parameters: { visualInvariants: { disable: true } },
  render: () => (
    <>
      <UnthemedPortal />
      <UnthemedMenu />
    </>
  ),
  play: async ({ step }) => {
    const portal = await waitFor(() => {
      const el = testId(UNTHEMED)
      expect(el).not.toBeNull()
      return el
    })
    await screen.findByRole('menu', { name: 'Actions' })

    await step('1. fonts: the portal draws in the browser font, and so does its <code>', async () => {
      const fonts = checkFonts(portal)
      const caught = fonts.map((v) => v.element)
      await expect(caught).toContain(portal)
      await expect(caught).toContain(portal.querySelector('code'))
      await expect(fonts.find((v) => v.element === portal)?.message).toMatch(/is not the theme's/)
    })

    await step('2. overlays: a see-through dialog and popover, bare and collapsed controls', async () => {
      const overlays = checkOverlays()
      const surfaces = byInvariant(overlays, 'surface').map((v) => v.element)
      await expect(surfaces).toContain(screen.getByRole('dialog', { name: 'See-through dialog' }))
      await expect(surfaces).toContain(testId('bare-popover'))
      const controls = byInvariant(overlays, 'control')
      await expect(controls.map((v) => v.element)).toEqual(
        expect.arrayContaining([screen.getByLabelText('Name'), screen.getByRole('button', { name: 'Bare button' }), screen.getByLabelText('Collapsed')]),
      )
      await expect(controls.find((v) => v.element === screen.getByLabelText('Collapsed'))?.message).toMatch(/no visible size/)
      await expect(controls.find((v) => v.element === screen.getByLabelText('Name'))?.message).toMatch(/no border or background/)
    })

    await step('3. overflow: the wide child, at this width and at each width the runner checks', async () => {
      await expect(checkOverflow().map((v) => v.element)).toContain(testId('too-wide'))
      const before = { width: window.innerWidth, height: window.innerHeight }
      const all = await collectViolations()
      for (const width of OVERFLOW_WIDTHS) {
        const atWidth = byInvariant(all, 'overflow').filter((v) => v.message.endsWith(`at ${width} px`))
        await expect(atWidth.map((v) => v.element)).toContain(testId('too-wide'))
      }
      await expect(all.find((v) => v.element === testId('too-wide'))?.path).toMatch(/section\[role=dialog\]\[aria-label="See-through dialog"\] > div "A child wider/)
      await expect({ width: window.innerWidth, height: window.innerHeight }).toEqual(before)
    })
  },
}

/** The same kinds of content, themed: a card with fields, an open dialog, a code font on purpose. The global run checks it; the play function asserts each check finds nothing. */
export const ThemedPasses: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <Card heading="Themed card" description="Fields and a code font the kit sets on purpose.">
        <TextField label="Name" />
        <Checkbox>Remember me</Checkbox>
        <p>
          Secret <span style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>JBSW Y3DP</span>
        </p>
      </Card>
      <Dialog isOpen onOpenChange={() => {}} title="Themed dialog">
        <TextField label="Team name" />
        <Checkbox>Notify members</Checkbox>
        <Button variant="text">Cancel</Button>
        <Button>Save</Button>
      </Dialog>
    </div>
  ),
  play: async () => {
    await screen.findByRole('dialog', { name: 'Themed dialog' })
    await expect(formatViolations(await collectViolations())).toBe('')
  },
}

/** The font check reads the theme's font from the contract on the ThemeProvider root, not a fixed serif test: a sans-serif that is not the theme's is caught too. */
export const ForeignSansSerifCaught: Story = {
  // Opts out of the global run: the foreign font is the point; the play function asserts it is caught.
  parameters: { visualInvariants: { disable: true } },
  render: () => (
    <p>
      Themed text, then <span style={{ fontFamily: 'Arial, sans-serif' }}>a font the theme does not use</span>
    </p>
  ),
  play: async ({ canvas }) => {
    const span = canvas.getByText('a font the theme does not use')
    const fonts = checkFonts()
    await expect(fonts.map((v) => v.element)).toEqual([span])
  },
}

const toBody = () => document.body

/** The kit's tooltip and toast sent past the theme's overlay home: the theme's variables do not reach them. */
function UnhomedTooltipAndToast() {
  const [queue] = useState(() => {
    const toasts = createToastQueue()
    toasts.add({ tone: 'success', title: 'Toast without a theme' })
    return toasts
  })
  return (
    <UNSAFE_PortalProvider getContainer={toBody}>
      <div style={{ padding: 64 }}>
        <Tooltip content="Tooltip without a theme" defaultOpen>
          <Button>Hint</Button>
        </Tooltip>
      </div>
      <ToastRegion queue={queue} />
    </UNSAFE_PortalProvider>
  )
}

/** The overlay check covers tooltips and toasts: one portaled to the body outside the theme is see-through, and caught. */
export const UnthemedTooltipAndToastCaught: Story = {
  // Opts out of the global run: these overlays are broken on purpose and the play function asserts the check's answer.
  parameters: { visualInvariants: { disable: true } },
  render: () => <UnhomedTooltipAndToast />,
  play: async () => {
    const tooltip = await screen.findByRole('tooltip')
    const toast = await screen.findByRole('alertdialog', { name: 'Toast without a theme' })
    await expect(tooltip.closest(OVERLAY_HOME)).toBeNull()
    await expect(toast.closest(OVERLAY_HOME)).toBeNull()
    // Both fade in: the check looks at what is drawn, so wait until they are.
    await waitFor(() => expect(byInvariant(checkOverlays(), 'surface').map((v) => v.element)).toEqual(expect.arrayContaining([tooltip, toast])))
  },
}
