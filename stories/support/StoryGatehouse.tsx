import { useCallback, useState, type ReactNode } from 'react'
import { createClient, type Client, type Delays } from '../../src/api'
import { GatehouseProvider, STORAGE_KEYS, type GatehouseEventHandler, type HostedLoginSettings, type KeyValueStorage, type Navigate, type NativeBridge } from '../../src/hooks'

export interface StoryGatehouseProps {
  /** The host's navigate adapter; stories pass a spy. */
  navigate: Navigate
  /**
   * Leaving the origin (IdP, social provider). By default the story's `navigate` hears the URL, so a
   * story asserts one spy and StoryApp shows the fixtures' external pages.
   */
  navigateExternal?: (url: string) => void
  /** The page URL the kit reads `redirectUrl` and callback parameters from; defaults to the story's own. A function is read each time. */
  currentUrl?: string | (() => string)
  /** A pre-login URL remembered before the user was sent to login. */
  storedRedirect?: string
  delays?: Partial<Delays>
  /** Feature flags by name (spec/auth.md §6). */
  flags?: Readonly<Record<string, boolean>>
  /** The browser's local storage as the kit sees it; pass a `memoryStorage()` to assert on what was kept. */
  localStorage?: KeyValueStorage
  /** The browser's session storage, beyond the remembered URL. */
  sessionStorage?: KeyValueStorage
  /** The host's event handler; stories pass a spy. */
  onEvent?: GatehouseEventHandler
  /** A mobile shell's bridge; stories pass spies. */
  nativeBridge?: NativeBridge
  /** Restore the session from the refresh cookie first, as a host's provider does on load. Off by default: most stories set their session up themselves. */
  restoreSession?: boolean
  /** A client of the story's own (a short timeout, a starting token); a fresh one by default. */
  client?: Client
  /** spec/auth.md §3: each tab keeps its own tenant in session storage. */
  separateTabs?: boolean
  /** Hosted-login mode (spec/auth.md §4): sign-in at the identity API's /oauth pages. */
  hostedLogin?: HostedLoginSettings
  children?: ReactNode
}

/** A key-value storage in memory, for stories that set up or inspect what the kit stores. */
export function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { entries(): Record<string, string> } {
  const map = new Map(Object.entries(entries))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  }
}

/** A provider per story: a fresh client, session and storage, answered by the fixtures (MSW). */
export function StoryGatehouse({ navigate, navigateExternal, currentUrl, storedRedirect, delays, flags, onEvent, nativeBridge, restoreSession = false, separateTabs, hostedLogin, children, ...storages }: StoryGatehouseProps) {
  const [client] = useState(() => storages.client ?? createClient({ logLevel: 'silent' }))
  const [session] = useState(() => {
    const storage = storages.sessionStorage ?? memoryStorage()
    if (storedRedirect) storage.setItem(STORAGE_KEYS.afterAuthRedirectUrl, storedRedirect)
    return storage
  })
  const [local] = useState(() => storages.localStorage ?? memoryStorage())
  const leave = useCallback((url: string) => navigate(url), [navigate])
  const [readUrl] = useState(() => {
    if (!currentUrl) return undefined
    const read = typeof currentUrl === 'function' ? currentUrl : () => currentUrl
    return () => new URL(read(), window.location.origin).href
  })
  return (
    <GatehouseProvider client={client} navigate={navigate} navigateExternal={navigateExternal ?? leave} currentUrl={readUrl} sessionStorage={session} localStorage={local} delays={delays} flags={flags} onEvent={onEvent} nativeBridge={nativeBridge} restoreSession={restoreSession} separateTabs={separateTabs} hostedLogin={hostedLogin}>
      {children}
    </GatehouseProvider>
  )
}
