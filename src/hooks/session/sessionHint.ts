import type { ClientEvent } from '../../api'
import type { KeyValueStorage } from './storage'
import type { SessionSnapshot } from './store'

/**
 * The session hint: a non-secret mark in local storage that this browser may hold a session (a
 * refresh cookie the page cannot see). Nearly everyone who opens a login page is signed out; with
 * no hint, the login route shows its first step at once and restores in the background, and only a
 * browser that signed in before waits for the restore. Shared by the tabs of the origin as local
 * storage is.
 */
export const SESSION_HINT_VALUE = '1'

/** What a change of the session does to the hint: a sign-in sets it, only the server's "no" or a sign-out clears it. */
export type SessionHintChange = 'set' | 'clear' | 'keep'

/**
 * The hint after the session store changed: a signed-in user sets it. A store that settles signed
 * out keeps it: a restore that failed on the network says nothing about the session, and the
 * server's refusal and a sign-out are told by `hintAfterClientEvent` and the logout.
 */
export function hintAfterSnapshot(snapshot: Pick<SessionSnapshot, 'user'>): SessionHintChange {
  return snapshot.user ? 'set' : 'keep'
}

/** The hint after a client event: the server refused the session (a restore without a cookie too), or another tab signed out. */
export function hintAfterClientEvent(event: Pick<ClientEvent, 'type'>): SessionHintChange {
  return event.type === 'sessionExpired' || event.type === 'signedOutElsewhere' ? 'clear' : 'keep'
}

/** Whether the hint is there, from local storage's value (absent, or anything but the mark, is no hint). */
export function hasSessionHint(stored: string | null): boolean {
  return stored === SESSION_HINT_VALUE
}

/**
 * What the login route shows first. While the restore runs, a browser with the hint waits
 * ("Checking your session"), so that a signed-in visitor is sent on without the login box flashing
 * up; one without it shows the first step at once, and a visitor who turns out to be signed in is
 * sent on when the restore answers. `hint` is null when it cannot be known yet (a server render:
 * the server has no local storage), which waits as the hint does, so that hydration matches.
 */
export function loginRouteWaits(session: Pick<SessionSnapshot, 'isLoading'>, hint: boolean | null): boolean {
  return session.isLoading && hint !== false
}

/**
 * Keeps the hint in `storage` under `key` while the provider is mounted: set when a user signs in
 * (here, restored, or told by a sibling tab), cleared when the server refuses the session or a
 * sibling tab signs out (the logout clears it with the other per-user markers). Returns the stop.
 */
export function trackSessionHint(
  { client, store, storage, key }: {
    client: { subscribe(listener: (event: ClientEvent) => void): () => void }
    store: { getSnapshot(): Pick<SessionSnapshot, 'user'>; subscribe(listener: () => void): () => void }
    storage: KeyValueStorage
    key: string
  },
): () => void {
  const apply = (change: SessionHintChange) => {
    if (change === 'set' && !hasSessionHint(storage.getItem(key))) storage.setItem(key, SESSION_HINT_VALUE)
    else if (change === 'clear') storage.removeItem(key)
  }
  const onStore = () => apply(hintAfterSnapshot(store.getSnapshot()))
  onStore()
  const stopStore = store.subscribe(onStore)
  const stopClient = client.subscribe((event) => apply(hintAfterClientEvent(event)))
  return () => {
    stopStore()
    stopClient()
  }
}
