import type { Meta, StoryObj } from '@storybook/react-vite'
import { diff } from '@blazediff/core'
import { expect, waitFor } from 'storybook/test'
import { Button, Card, TextField } from '../../src/primitives'
import { allowedMismatchedPixels, SCREENSHOT_COMPARATOR_OPTIONS } from './screenshotTolerance'
import { isVitestBrowser } from './vitestBrowser'

/**
 * The screenshot baselines' tolerance (screenshotTolerance.ts), shown at work: the same card drawn
 * five times, compared with the first by the comparator and numbers `toMatchScreenshot` uses.
 * Drawn a tenth of a pixel off, every edge and glyph is anti-aliased anew (thousands of pixels
 * change, as between two Chromium builds) and it passes; with one style missing (a field's border,
 * a button's background, the theme's font) it fails, by several times the allowance.
 */
const meta = {
  title: 'Internals/Screenshot tolerance',
  parameters: {
    layout: 'fullscreen',
    // The variants are broken on purpose (one in the browser's default font); this story compares them itself.
    visualInvariants: { disable: true },
    screenshot: { disable: true },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Variant = 'reference' | 'subpixel-shift' | 'no-field-border' | 'no-button-background' | 'default-font'

const VARIANTS: { variant: Variant; label: string; passes: boolean }[] = [
  { variant: 'reference', label: 'Reference', passes: true },
  { variant: 'subpixel-shift', label: 'Drawn 0.1 px off', passes: true },
  { variant: 'no-field-border', label: 'Field without its border', passes: false },
  { variant: 'no-button-background', label: 'Button without its background', passes: false },
  { variant: 'default-font', label: "In the browser's default font", passes: false },
]

/** Each variant's one difference from the reference, as a style rule scoped to its frame. */
const VARIANT_CSS = `
[data-variant='subpixel-shift'] > * { transform: translate(0.1px, 0.1px); }
[data-variant='no-field-border'] input { border-color: transparent !important; }
[data-variant='no-button-background'] button { background: transparent !important; }
[data-variant='default-font'] * { font-family: initial !important; }
`

/** Every frame the same whole-pixel size, so the captures line up pixel for pixel. */
const FRAME = { width: 360, height: 300 }

function Sample() {
  return (
    <Card heading="Sign in" headingLevel={2}>
      <TextField label="Email" defaultValue="ada@example.com" />
      <Button variant="primary" fullWidth>
        Continue
      </Button>
    </Card>
  )
}

function Variants() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, padding: 24 }}>
      <style>{VARIANT_CSS}</style>
      {VARIANTS.map(({ variant, label }) => (
        <figure key={variant} style={{ margin: 0 }}>
          <figcaption style={{ marginBottom: 8 }}>{label}</figcaption>
          {/* The copies are pictures to compare: out of the accessibility tree and the tab order (one sign-in region, not five). */}
          <div data-variant={variant} data-testid={variant} inert={variant !== 'reference'} style={{ ...FRAME, overflow: 'hidden' }}>
            <Sample />
          </div>
        </figure>
      ))}
    </div>
  )
}

/** A frame's pixels (RGBA) as Chromium draws them, through vitest's screenshot. */
async function capture(variant: Variant): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { page } = await import('vitest/browser')
  const base64 = await page.screenshot({ element: document.querySelector(`[data-testid="${variant}"]`)!, save: false })
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')!
  context.drawImage(bitmap, 0, 0)
  return { data: context.getImageData(0, 0, bitmap.width, bitmap.height).data, width: bitmap.width, height: bitmap.height }
}

export const AbsorbsAntiAliasingCatchesMissingStyle: Story = {
  render: () => <Variants />,
  play: async ({ step }) => {
    await waitFor(() => expect(document.querySelectorAll('[data-variant] h2')).toHaveLength(VARIANTS.length))
    await document.fonts.ready
    // In Storybook itself the variants are there to look at; the pixels are compared in the story tests.
    if (!isVitestBrowser()) return
    const reference = await capture('reference')
    const allowed = allowedMismatchedPixels(reference.width * reference.height)
    for (const { variant, label, passes } of VARIANTS.slice(1)) {
      await step(`${label}: ${passes ? 'within' : 'beyond'} the tolerance (${allowed} pixels)`, async () => {
        const actual = await capture(variant)
        expect([actual.width, actual.height]).toEqual([reference.width, reference.height])
        const mismatched = diff(reference.data, actual.data, undefined, reference.width, reference.height, { threshold: SCREENSHOT_COMPARATOR_OPTIONS.threshold })
        if (passes) {
          // Not the same picture: the shift redrew thousands of pixels, all but a few absorbed as anti-aliasing.
          const redrawn = diff(reference.data, actual.data, undefined, reference.width, reference.height, { threshold: 0, includeAA: true })
          expect(redrawn).toBeGreaterThan(allowed * 10)
          expect(mismatched).toBeLessThanOrEqual(allowed)
        } else {
          expect(mismatched).toBeGreaterThan(allowed * 2)
        }
      })
    }
  },
}
