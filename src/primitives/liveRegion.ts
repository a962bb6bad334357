/**
 * One assertive live region at the end of the body, shared by the kit's native controls: what React
 * Aria's LiveAnnouncer does for its components (its `announce` is not public). The text is set a
 * moment after the region exists so screen readers see a change; it is cleared after it is read.
 */
let region: HTMLElement | null = null

export function announceAssertive(text: string): void {
  if (!text || typeof document === 'undefined') return
  if (!region?.isConnected) {
    region = document.createElement('div')
    region.setAttribute('aria-live', 'assertive')
    region.setAttribute('data-gatehouse-announcer', '')
    Object.assign(region.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' })
    document.body.append(region)
  }
  const target = region
  setTimeout(() => {
    target.textContent = text
    setTimeout(() => target.textContent === text && (target.textContent = ''), 7000)
  }, 100)
}
