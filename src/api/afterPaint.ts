/**
 * Runs `work` once the browser has painted the next frame: for warm-ups (a chunk a later step will
 * need, the refresh work) that must not hold up the frame the user is waiting for. Fetching a chunk
 * costs the main thread too (the bundler's preload links, the module's evaluation), and on a slow
 * phone that is tens of milliseconds before a first paint.
 *
 * Where no frame comes (a server, a hidden tab, which gets no animation frames) it runs after at
 * most `fallbackMs`. Returns a cancel, for effects.
 */
export function afterNextPaint(work: () => void, fallbackMs = 250): () => void {
  let pending = true
  let frame: number | undefined
  let afterFrame: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    pending = false
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(afterFrame)
    clearTimeout(fallback)
  }
  const run = () => {
    if (!pending) return
    cancel()
    work()
  }
  // A frame's callbacks run before it paints; a task queued from one runs after.
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (afterFrame = setTimeout(run, 0)))
  const fallback = setTimeout(run, fallbackMs)
  return cancel
}
