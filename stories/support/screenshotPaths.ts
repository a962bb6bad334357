/**
 * Where the story screenshot baselines live and what they are called, shared by the capture
 * (screenshots.ts, in the browser), vitest's `resolveScreenshotPath` (vitest.config.ts) and the
 * contact sheet (scripts/contactSheet.ts). No Node or DOM imports: all three load it.
 *
 * One file per story and colour mode, grouped by the story's title, named by the story's id:
 * `stories/__screenshots__/auth-login/enter-email.light.png` for the story `auth-login--enter-email`.
 */
export const SCREENSHOT_DIR = 'stories/__screenshots__'

export type ScreenshotMode = 'light' | 'dark'

export const SCREENSHOT_MODES: readonly ScreenshotMode[] = ['light', 'dark']

/** A story id's two halves: Storybook writes ids as `${titleId}--${nameId}`, neither half holding `--`. */
export function splitStoryId(storyId: string): { titleId: string; nameId: string } {
  const at = storyId.indexOf('--')
  if (at < 0) throw new Error(`Not a story id: ${storyId}`)
  return { titleId: storyId.slice(0, at), nameId: storyId.slice(at + 2) }
}

/** The name a capture is asked under (`auth-login/enter-email/light`): plain path segments survive vitest's sanitising. */
export function screenshotName(storyId: string, mode: ScreenshotMode): string {
  const { titleId, nameId } = splitStoryId(storyId)
  return `${titleId}/${nameId}/${mode}`
}

/** The baseline of a story in a mode, relative to the repository root. */
export function screenshotFile(storyId: string, mode: ScreenshotMode): string {
  const { titleId, nameId } = splitStoryId(storyId)
  return `${SCREENSHOT_DIR}/${titleId}/${nameId}.${mode}.png`
}

/** The fields of vitest's `resolveScreenshotPath` argument this file reads. */
export interface ScreenshotPathData {
  arg: string
  ext: string
  root: string
  browserName: string
  platform: string
  screenshotDirectory: string
  testFileDirectory: string
  testFileName: string
}

/**
 * vitest's `browser.expect.toMatchScreenshot.resolveScreenshotPath` for the storybook project:
 * names made by `screenshotName` go to `SCREENSHOT_DIR`; any other `toMatchScreenshot` call keeps
 * vitest's default place beside its test file.
 */
export function resolveStoryScreenshotPath({ arg, ext, root, browserName, platform, screenshotDirectory, testFileDirectory, testFileName }: ScreenshotPathData): string {
  const [titleId, nameId, mode, ...rest] = arg.split('/')
  if (titleId && nameId && (mode === 'light' || mode === 'dark') && rest.length === 0) {
    return `${root}/${SCREENSHOT_DIR}/${titleId}/${nameId}.${mode}${ext}`
  }
  return `${root}/${testFileDirectory}/${screenshotDirectory}/${testFileName}/${arg}-${browserName}-${platform}${ext}`
}
