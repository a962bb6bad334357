import { useEffect, useRef, useState } from 'react'
import type { SessionConfiguration } from '../../../api'
import {
  SECONDS_PER,
  TIME_UNITS,
  ownSessionsEnding,
  sessionSettingImpact,
  sessionSettingOf,
  sessionValueError,
  toDuration,
  useSaveSessionConfiguration,
  useSessionConfiguration,
  useSessions,
  useSettingSave,
  withSessionSetting,
  type Duration,
  type FieldAppearance,
  type SessionImpact,
  type SessionSetting,
  type SessionValue,
  type TimeUnit,
} from '../../../hooks'
import { Select, Switch, TextField } from '../../../primitives'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { ImpactNotice } from '../ImpactNotice'
import { useSecurityMessages, type SecurityMessages } from './securityMessages'
import { Loading, SaveRow, SettingCard } from './SecurityParts'
import * as styles from './SecuritySection.css'

const SETTINGS: readonly SessionSetting[] = ['idleSessionTimeout', 'forceReLogin', 'maximumConcurrentSessions']

export interface SessionTabProps {
  /** Each setting's appearance (spec/admin.md §2 session management fields). */
  appearance: (setting: SessionSetting) => FieldAppearance
  canWrite: boolean
  /** A security center action asked for this setting: it takes focus. */
  focusSetting: SessionSetting | null
}

/** Session management (spec/admin.md §3 Session policy): idle timeout, force re-login, maximum sessions, each saved on its own. */
export function SessionTab({ appearance, canWrite, focusSetting }: SessionTabProps) {
  const text = useSecurityMessages()
  const config = useSessionConfiguration()
  return (
    <div className={styles.panel}>
      <p className={styles.description}>{text.sessions.description}</p>
      {!canWrite && <p className={styles.muted}>{text.readOnly}</p>}
      <Loading resource={config}>
        {(loaded) =>
          SETTINGS.filter((setting) => appearance(setting) !== 'hidden').map((setting) => (
            <SessionSettingCard key={setting} setting={setting} config={loaded} isEditable={canWrite && appearance(setting) === 'edit'} isViewOnly={appearance(setting) === 'viewOnly'} hasFocus={focusSetting === setting} />
          ))
        }
      </Loading>
    </div>
  )
}

interface CardProps {
  setting: SessionSetting
  /** The policy as last loaded: a save sends it with this setting changed. */
  config: SessionConfiguration
  isEditable: boolean
  isViewOnly: boolean
  hasFocus: boolean
}

function SessionSettingCard({ setting, config, isEditable, isViewOnly, hasFocus }: CardProps) {
  const text = useSecurityMessages()
  const words = text.sessions[setting]
  const isCount = setting === 'maximumConcurrentSessions'
  const initial = sessionSettingOf(config, setting)
  const duration = toDuration(initial.amount)
  const [isActive, setActive] = useState(initial.isActive)
  const [typed, setTyped] = useState(String(isCount ? initial.amount : duration.value))
  const [unit, setUnit] = useState<TimeUnit>(duration.unit)
  const [showErrors, setShowErrors] = useState(false)
  const saving = useSettingSave()
  const save = useSaveSessionConfiguration()
  const switchRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (hasFocus) switchRef.current?.focus()
  }, [hasFocus])

  const problem = sessionValueError(setting, isActive, typed, unit)
  // What the value as edited means, while it is one that could be saved.
  const edited: SessionValue | null = problem ? null : { isActive, amount: isActive ? Number(typed) * (isCount ? 1 : SECONDS_PER[unit]) : initial.amount }
  const impact = edited && sessionSettingImpact(config, setting, edited)
  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value)
    saving.changed()
  }
  const onSave = () => {
    setShowErrors(true)
    if (problem) return
    const amount = isActive || typed.trim() !== '' ? Number(typed) * (isCount ? 1 : SECONDS_PER[unit]) : initial.amount
    void saving.save(async () => void (await save.trigger(withSessionSetting(config, setting, isActive, amount))))
  }
  const errorMessage = showErrors && problem ? format(text.valueErrors[problem === 'tooSmall' || problem === 'tooLarge' ? 'outOfRange' : problem], { range: text.sessions.bounds[setting] }) : undefined
  const isDisabled = !isEditable || saving.isPending

  return (
    <SettingCard
      title={words.title}
      description={isViewOnly ? `${words.description} ${text.viewOnly}` : words.description}
      footer={isEditable && <SaveRow saving={saving} onSave={onSave} setting={words.title} />}
    >
      <Switch isSelected={isActive} onChange={changed(setActive)} isDisabled={isDisabled} inputRef={switchRef}>
        {words.title}
      </Switch>
      <div className={styles.fields}>
        <TextField
          className={styles.narrowField}
          label={words.value}
          inputMode="numeric"
          value={typed}
          onChange={changed(setTyped)}
          isDisabled={isDisabled || !isActive}
          errorMessage={errorMessage}
          description={isEditable ? text.sessions.bounds[setting] : undefined}
        />
        {!isCount && (
          <Select
            label={format(text.unitLabel, { setting: words.title })}
            options={TIME_UNITS.map((id) => ({ id, label: text.units[id] }))}
            selectedKey={unit}
            onSelectionChange={changed((key: string) => setUnit(key as TimeUnit))}
            isDisabled={isDisabled || !isActive}
          />
        )}
      </div>
      {isEditable && <SessionImpactNotice setting={setting} impact={impact} edited={edited} />}
    </SettingCard>
  )
}

/** Intl's names of the units a duration is given in. */
const INTL_UNIT: Record<TimeUnit, string> = { minutes: 'minute', hours: 'hour', days: 'day' }

/** A duration as the locale words it ("15 minutes", "8 hours"). */
function durationText({ value, unit }: Duration, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'long' }).format(value)
}

/** What a setting's value means for a person's day, and how it compares with what is saved. */
function meaningText(impact: SessionImpact, text: SecurityMessages['sessions']['impact'], locale: string): string {
  const { meaning } = impact
  const sentences: string[] = []
  switch (meaning.setting) {
    case 'idleSessionTimeout':
      if (!meaning.isActive) sentences.push(text.idleSessionTimeout.off)
      else {
        sentences.push(format(text.idleSessionTimeout.on, { duration: durationText(meaning.after, locale) }))
        if (meaning.reLoginSooner) sentences.push(format(text.idleSessionTimeout.reLoginSooner, { duration: durationText(meaning.reLoginSooner, locale) }))
      }
      break
    case 'forceReLogin':
      if (!meaning.isActive) sentences.push(text.forceReLogin.off)
      else {
        sentences.push(format(text.forceReLogin.on, { duration: durationText(meaning.every, locale) }))
        if (meaning.idleNeverFirst) sentences.push(format(text.forceReLogin.idleNeverFirst, { duration: durationText(meaning.idleNeverFirst, locale) }))
      }
      break
    case 'maximumConcurrentSessions':
      sentences.push(meaning.isActive ? pluralize(text.maximumConcurrentSessions.on, meaning.limit, locale) : text.maximumConcurrentSessions.off)
      break
  }
  if (impact.change !== 'unchanged') sentences.push(text.change[impact.change])
  return sentences.join(' ')
}

/**
 * Under an editable card: what its value means, as the admin edits it (the saved value's meaning,
 * quietly, until they do). The region stays while the card does, so each change is announced; it
 * holds nothing that blocks a save.
 */
function SessionImpactNotice({ setting, impact, edited }: { setting: SessionSetting; impact: SessionImpact | null; edited: SessionValue | null }) {
  const text = useSecurityMessages()
  const locale = useLocale()
  const words = text.sessions.impact
  // The admin's own sessions load only once they edit the limit: never with the tab.
  const ownLimit = setting === 'maximumConcurrentSessions' && impact?.change !== 'unchanged' && edited?.isActive ? edited : null
  return (
    <ImpactNotice
      label={format(words.label, { setting: text.sessions[setting].title })}
      summary={
        impact && (
          <>
            {meaningText(impact, words, locale)}
            {ownLimit && (
              <>
                {' '}
                <OwnSessionsEnding limit={ownLimit} />
              </>
            )}
          </>
        )
      }
    />
  )
}

/** How many of the admin's own sessions `limit` would end, and whether this one is among them. */
function OwnSessionsEnding({ limit }: { limit: SessionValue }) {
  const words = useSecurityMessages().sessions.impact.own
  const locale = useLocale()
  const sessions = useSessions()
  if (!sessions.data) return sessions.error ? words.failed : words.loading
  const own = ownSessionsEnding(sessions.data, limit)
  if (own.ending === 0) return pluralize(words.none, own.total, locale)
  const ending = format(pluralize(words.ending, own.total, locale), { ending: new Intl.NumberFormat(locale).format(own.ending) })
  return own.endsCurrent === null ? ending : `${ending} ${own.endsCurrent ? words.currentEnds : words.currentKept}`
}
