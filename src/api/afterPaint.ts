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
  const timers: Array<ReturnType<typeof setTimeout>> = []
  let frame: number | undefined
  // Whichever comes first runs the work and cancels the other.
  const cancel = () => {
    timers.forEach(clearTimeout)
    if (frame !== undefined) cancelAnimationFrame(frame)
  }
  const run = () => (cancel(), work())
  // A frame's callbacks run before it paints; a task queued from one runs after.
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => timers.push(setTimeout(run, 0)))
  timers.push(setTimeout(run, fallbackMs))
  return cancel
}
