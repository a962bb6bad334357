/**
 * Saving a file the API answered with (an audit export, an invoice PDF, a report): loaded by the
 * client with the first `blob` answer, so that pages that never download do not carry it.
 */

/** The file name a Content-Disposition header gives (RFC 6266 `filename*=UTF-8''…` or `filename=…`), else `fallback`. */
export function downloadName(disposition: string | null, fallback = 'download'): string {
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1]
  if (!named) return fallback
  try {
    return decodeURIComponent(named)
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as it came.
    return named
  }
}

/** Hands the blob to the browser as a download under its name. */
export function saveBlob(blob: Blob, disposition: string | null, fallback?: string): void {
  const href = URL.createObjectURL(blob)
  const anchor = Object.assign(document.createElement('a'), { href, download: downloadName(disposition, fallback) })
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(href), 0)
}
