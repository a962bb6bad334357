/** True when the story runs as a test in vitest's browser mode (CDP, screenshots, viewport control), not in Storybook. */
export function isVitestBrowser(): boolean {
  return Boolean((globalThis as { __vitest_browser__?: unknown }).__vitest_browser__)
}
