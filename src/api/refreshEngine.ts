import { ApiError, MALFORMED_MESSAGE, NETWORK_MESSAGE } from './errors'
import { DEFAULT_TOKEN_EXPIRY_SECONDS } from './sessionRules'
import { decideLockedRefresh, endsSession, recentStarts, refreshWait } from './refreshRules'
import { scopeOf, type ClientCore, type RefreshedToken, type RefreshInput } from './client'
import type { TabMessage } from './tabSync'
import { refreshToken } from './refresh'

/**
 * How a client renews its session (spec/auth.md §4 session refresh), with the refresh call, kept out
 * of a page's first chunk: a client fetches it as it is created, and its first refresh, or the first
 * message of a sibling tab, awaits it. Reads and changes the client's core; `client.refresh` keeps the one refresh
 * at a time.
 */

/** The local monotonic clock: refresh spacing never reads the device's wall clock. */
const now = () => performance.now()
/** The answer of a refresh for a session that has since changed: dropped, no token assigned. */
const staleAnswer = () => new ApiError('The session changed while it was being refreshed', 0, { reason: 'stale' })

/** One refresh: the floor and cap, then under the tabs' lock either a sibling's fresh token or the server's answer. */
export async function renew(core: ClientCore, input: RefreshInput, scope: string, asked: { session: number; expiring: string | null }): Promise<RefreshedToken> {
  const { session: mine, expiring } = asked
  const markerAtStart = core.tabs?.sync.marker() ?? null
  const { waitMs, capped } = refreshWait(core.refreshStarts, now())
  if (capped && !core.capWarned) {
    core.capWarned = true
    core.logger.warn(`Gatehouse: session refreshes are being held back (more than ${core.refreshStarts.length} in a minute); check the device clock and the token lifetime the server gives.`)
  }
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
  let answer: RefreshedToken
  try {
    const locked = () => renewLocked(core, input, scope, expiring, markerAtStart, mine)
    answer = await (core.tabs?.sync.exclusive(locked) ?? locked())
  } catch (cause) {
    const error = cause instanceof ApiError ? cause : new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })
    if (core.session !== mine) throw staleAnswer()
    if (endsSession(error)) {
      // A sign-in that landed while the refresh was out keeps its own token.
      if (core.accessToken === expiring) core.accessToken = null
      core.emit({ type: 'sessionExpired', error, accessToken: expiring })
      // A session that was held here ended; a tab that had none (a restore finding no cookie) tells nobody.
      if (expiring !== null) core.tabs?.sync.post({ type: 'signedOut' })
    } else {
      core.emit({ type: 'refreshFailed', error })
    }
    throw error
  }
  // A sign-out, a new sign-in or a session reloaded meanwhile: this answer belongs to no one now.
  if (core.session !== mine) throw staleAnswer()
  core.accessToken = answer.accessToken
  core.heldExpiresIn = answer.expiresIn
  core.heldScope = scope
  core.emit({ type: 'tokenRefreshed', ...answer })
  return answer
}

/** Inside the lock: the token held or a sibling's if one renewed it meanwhile, else the server's refresh (then the siblings told). */
async function renewLocked(core: ClientCore, input: RefreshInput, scope: string, expiring: string | null, markerAtStart: string | null, mine: number): Promise<RefreshedToken> {
  const { sibling, tabs } = core
  const siblingHere = sibling?.scope === scope && sibling.token ? sibling : null
  // Fresh: in the first half of its life, and not the very token this refresh was asked to replace (a 401 refused it).
  const siblingFresh = siblingHere?.token ? siblingHere.token.accessToken !== expiring && now() - siblingHere.receivedAt < ((siblingHere.token.expiresIn ?? DEFAULT_TOKEN_EXPIRY_SECONDS) * 1000) / 2 : false
  const decision = decideLockedRefresh({ expiring, held: core.session === mine && core.heldScope === scope ? core.accessToken : null, markerAtStart, markerNow: tabs?.sync.marker() ?? null, siblingId: siblingHere?.id ?? null, siblingFresh })
  if (decision.kind === 'useHeld' && core.accessToken) return { accessToken: core.accessToken, ...(core.heldExpiresIn === undefined ? {} : { expiresIn: core.heldExpiresIn }) }
  if (decision.kind === 'useSibling' && siblingHere?.token) return siblingHere.token
  if (decision.kind === 'awaitSibling') {
    const arrived = await siblingToken(core, tabs?.sync.marker() ?? '', scope)
    if (arrived) return arrived
  }
  core.refreshStarts = [...recentStarts(core.refreshStarts, now()), now()]
  const answer = core.refresher ? await core.refresher(core.client, input) : await refreshToken(core.client, input)
  if (!answer.accessToken) throw new ApiError(MALFORMED_MESSAGE, 200, { reason: 'malformed' })
  const refreshed: RefreshedToken = { accessToken: answer.accessToken, ...(answer.expiresIn === undefined ? {} : { expiresIn: answer.expiresIn }) }
  if (core.tabs && core.session === mine) {
    const id = `${now().toFixed(3)}-${Math.random().toString(36).slice(2)}`
    // The marker first, so that a sibling taking the lock next knows to wait for this message.
    core.tabs.sync.setMarker(id)
    core.tabs.sync.post({ type: 'refreshed', id, scope, accessToken: refreshed.accessToken, ...(refreshed.expiresIn === undefined ? {} : { expiresIn: refreshed.expiresIn }) })
  }
  return refreshed
}

/** The token of the sibling refresh `id`, when it arrives within a second; else null (this tab then refreshes itself). */
function siblingToken(core: ClientCore, id: string, scope: string): Promise<RefreshedToken | null> {
  const found = () => (core.sibling?.id === id && core.sibling.scope === scope ? core.sibling.token : null)
  if (found()) return Promise.resolve(found())
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      core.siblingWaiters.delete(check)
      resolve(found())
    }
    const check = () => {
      if (found()) done()
    }
    const timer = setTimeout(done, 1_000)
    core.siblingWaiters.add(check)
  })
}

/** What a sibling tab said: its refreshed token (used when this tab holds the same session), a sign-out, a changed session. */
export function hearSibling(core: ClientCore, message: TabMessage): void {
  if (message.type === 'signedOut') {
    if (core.accessToken === null) return
    core.accessToken = null
    core.session += 1
    core.emit({ type: 'signedOutElsewhere' })
    return
  }
  if (message.type === 'sessionChanged') {
    core.emit({ type: 'sessionChangedElsewhere' })
    return
  }
  const token = message.accessToken ? { accessToken: message.accessToken, ...(message.expiresIn === undefined ? {} : { expiresIn: message.expiresIn }) } : null
  core.sibling = { id: message.id, scope: message.scope, token, receivedAt: now() }
  for (const waiter of [...core.siblingWaiters]) waiter()
  // A signed-in tab of the same scope takes the new token as its own: the cookie it was renewed with is shared.
  if (token && core.accessToken !== null && message.scope === scopeOf(core.refreshInput)) {
    core.accessToken = token.accessToken
    core.heldExpiresIn = token.expiresIn
    core.heldScope = message.scope
    core.emit({ type: 'tokenRefreshed', ...token })
  }
}
