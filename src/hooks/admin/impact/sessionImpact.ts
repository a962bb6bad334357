import type { Session, SessionConfiguration } from '../../../api'
import { sessionSettingOf, toDuration, type Duration, type SessionSetting } from '../resources/security'

/**
 * What a session-policy value means for a person's day, before it is saved (spec/admin.md §3 Session
 * policy): how long someone may step away, how often everyone signs in again, on how many devices
 * at once; whether the change tightens or loosens the saved policy; and for a session limit, how
 * many of the admin's own open sessions would end. Pure: the Sessions tab words it as the admin edits.
 */

/** One setting's value: on or off, and its amount (seconds for the two timeouts, a count of sessions). */
export interface SessionValue {
  readonly isActive: boolean
  readonly amount: number
}

/** What a setting's value means, in the units a person thinks in (the screen words the durations with Intl). */
export type SessionMeaning =
  /** Nobody is signed out for being idle. */
  | { readonly setting: 'idleSessionTimeout'; readonly isActive: false }
  /**
   * People who step away for `after` sign in again. `reLoginSooner`: force re-login is on and asks
   * everyone to sign in again no later than that, so this timeout never signs anyone out first.
   */
  | { readonly setting: 'idleSessionTimeout'; readonly isActive: true; readonly after: Duration; readonly reLoginSooner: Duration | null }
  /** Nobody is asked to sign in again after a set time while they keep working. */
  | { readonly setting: 'forceReLogin'; readonly isActive: false }
  /**
   * Everyone signs in again at least every `every`, even while working. `idleNeverFirst`: the idle
   * timeout is on and no shorter, so it never signs anyone out before this does.
   */
  | { readonly setting: 'forceReLogin'; readonly isActive: true; readonly every: Duration; readonly idleNeverFirst: Duration | null }
  /** People may be signed in on any number of devices at once. */
  | { readonly setting: 'maximumConcurrentSessions'; readonly isActive: false }
  /** People may be signed in on `limit` devices at once; signing in on one more ends their oldest session. */
  | { readonly setting: 'maximumConcurrentSessions'; readonly isActive: true; readonly limit: number }

/** Whether a change asks more of people (signs them out sooner, allows fewer devices), less, or the same. */
export type SessionChange = 'tightens' | 'loosens' | 'unchanged'

export interface SessionImpact {
  /** What the edited value means. */
  readonly meaning: SessionMeaning
  /** How it compares with the saved value. */
  readonly change: SessionChange
}

/**
 * Whether `after` tightens or loosens `before`. For all three settings a smaller amount asks more
 * (a shorter timeout, fewer sessions); turning one on tightens, off loosens; two offs are the same
 * whatever amount they keep.
 */
export function sessionChange(before: SessionValue, after: SessionValue): SessionChange {
  if (!before.isActive && !after.isActive) return 'unchanged'
  if (!before.isActive) return 'tightens'
  if (!after.isActive) return 'loosens'
  if (after.amount < before.amount) return 'tightens'
  return after.amount > before.amount ? 'loosens' : 'unchanged'
}

/**
 * What `value` of `setting` means under the saved policy `config` (each card saves on its own, so the
 * other timeout is read as saved). An idle timeout never signs anyone out first when force re-login
 * is no longer: activity can only come after the sign-in that force re-login counts from.
 */
export function sessionMeaning(config: SessionConfiguration, setting: SessionSetting, value: SessionValue): SessionMeaning {
  switch (setting) {
    case 'idleSessionTimeout': {
      if (!value.isActive) return { setting, isActive: false }
      const reLogin = sessionSettingOf(config, 'forceReLogin')
      return { setting, isActive: true, after: toDuration(value.amount), reLoginSooner: reLogin.isActive && reLogin.amount <= value.amount ? toDuration(reLogin.amount) : null }
    }
    case 'forceReLogin': {
      if (!value.isActive) return { setting, isActive: false }
      const idle = sessionSettingOf(config, 'idleSessionTimeout')
      return { setting, isActive: true, every: toDuration(value.amount), idleNeverFirst: idle.isActive && idle.amount >= value.amount ? toDuration(idle.amount) : null }
    }
    case 'maximumConcurrentSessions':
      return value.isActive ? { setting, isActive: true, limit: value.amount } : { setting, isActive: false }
  }
}

/** What saving `edited` for `setting` over the saved policy `config` means, and how it compares with what is saved. */
export function sessionSettingImpact(config: SessionConfiguration, setting: SessionSetting, edited: SessionValue): SessionImpact {
  return { meaning: sessionMeaning(config, setting, edited), change: sessionChange(sessionSettingOf(config, setting), edited) }
}

/** A session as the admin's own sessions list gives it: when it began, and whether it is this page's. */
export type OwnSession = Pick<Session, 'createdAt' | 'current'>

export interface OwnSessionsImpact {
  /** The admin's open sessions. */
  readonly total: number
  /** How many would end under the limit: every one past the newest `limit`. */
  readonly ending: number
  /**
   * Whether this page's session is one of those that end (it is older than `limit` others); null when
   * that cannot be told: no session is marked current, a date is unreadable, or others began at the
   * same moment on both sides of the cut.
   */
  readonly endsCurrent: boolean | null
}

/**
 * How many of the admin's own sessions a session limit ends, and whether this page's is one of them.
 * The oldest end first, as the identity service documents its limit (a sign-in past it ends the
 * person's oldest session; spec/admin.md names the setting only, and the fixtures do not enforce
 * it), so the newest `limit` are kept, told apart by when they began.
 */
export function ownSessionsEnding(sessions: readonly OwnSession[], limit: SessionValue): OwnSessionsImpact {
  const total = sessions.length
  const ending = limit.isActive ? Math.max(0, total - Math.max(0, limit.amount)) : 0
  if (ending === 0) return { total, ending, endsCurrent: false }
  const current = sessions.filter((session) => session.current)
  const began = sessions.map((session) => Date.parse(session.createdAt))
  if (current.length !== 1 || began.some(Number.isNaN)) return { total, ending, endsCurrent: null }
  const at = Date.parse(current[0]!.createdAt)
  const newer = began.filter((time) => time > at).length
  const sameMoment = began.filter((time) => time === at).length - 1
  const kept = total - ending
  if (newer >= kept) return { total, ending, endsCurrent: true }
  return { total, ending, endsCurrent: newer + sameMoment < kept ? false : null }
}
