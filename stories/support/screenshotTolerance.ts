/**
 * How close a story's screenshot must be to its baseline: set once here, read by vitest.config.ts
 * (`browser.expect.toMatchScreenshot`) and by Internal/ScreenshotTolerance, which shows the same
 * numbers absorbing a re-render's anti-aliasing and catching a missing style.
 *
 * The comparator (vitest's `pixelmatch`, computed by @blazediff/core) skips anti-aliased pixels
 * and colour shifts under `threshold` (YIQ distance, 0..1). Of the pixels left, a crop may differ
 * in 0.1% of its area, never more than 200: a missing border, background or font changes
 * thousands.
 */
export const SCREENSHOT_COMPARATOR_OPTIONS = {
  threshold: 0.1,
  allowedMismatchedPixelRatio: 0.001,
  allowedMismatchedPixels: 200,
} as const

/** How many differing pixels a crop of `area` pixels may have: the smaller of the two limits, as vitest reads them. */
export function allowedMismatchedPixels(area: number): number {
  return Math.min(SCREENSHOT_COMPARATOR_OPTIONS.allowedMismatchedPixels, SCREENSHOT_COMPARATOR_OPTIONS.allowedMismatchedPixelRatio * area)
}
