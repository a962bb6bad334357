import { UAParser } from 'ua-parser-js'

// Kept out of the hooks barrel: ua-parser-js ships only with the screens that show sessions.

/** A session's browser and operating system, read from its user agent (ua-parser-js). */
export interface SessionAgent {
  /** "Firefox 133", or null when the agent names no browser. */
  readonly browser: string | null
  /** "Windows 10", "iOS 17.5", or null. */
  readonly os: string | null
}

const named = (part: { name?: string; version?: string }, majorOnly: boolean) => {
  if (!part.name) return null
  const version = majorOnly ? part.version?.split('.')[0] : part.version
  return version ? `${part.name} ${version}` : part.name
}

export function describeUserAgent(userAgent: string | null | undefined): SessionAgent {
  if (!userAgent) return { browser: null, os: null }
  const result = new UAParser(userAgent).getResult()
  return { browser: named(result.browser, true), os: named(result.os, false) }
}
