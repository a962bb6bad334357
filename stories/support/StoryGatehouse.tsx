import { useState, type ReactNode } from 'react'
import { createClient, type Delays } from '../../src/api'
import { GatehouseProvider, STORAGE_KEYS, type KeyValueStorage, type Navigate } from '../../src/hooks'

export interface StoryGatehouseProps {
  /** The host's navigate adapter; stories pass a spy. */
  navigate: Navigate
  /** The page URL the kit reads `redirectUrl` from; defaults to the story's own. */
  currentUrl?: string
  /** A pre-login URL remembered before the user was sent to login. */
  storedRedirect?: string
  delays?: Partial<Delays>
  children?: ReactNode
}

function memoryStorage(entries: Record<string, string>): KeyValueStorage {
  const map = new Map(Object.entries(entries))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** A provider per story: a fresh client, session and storage, answered by the fixtures (MSW). */
export function StoryGatehouse({ navigate, currentUrl, storedRedirect, delays, children }: StoryGatehouseProps) {
  const [client] = useState(() => createClient({ logLevel: 'silent' }))
  const [storage] = useState(() => memoryStorage(storedRedirect ? { [STORAGE_KEYS.afterAuthRedirectUrl]: storedRedirect } : {}))
  const [readUrl] = useState(() => (currentUrl ? () => new URL(currentUrl, window.location.origin).href : undefined))
  return (
    <GatehouseProvider client={client} navigate={navigate} currentUrl={readUrl} sessionStorage={storage} localStorage={memoryStorage({})} delays={delays}>
      {children}
    </GatehouseProvider>
  )
}

