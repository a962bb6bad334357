import { useEffect, useRef, useState } from 'react'
import type { SessionConfiguration } from '../../../api'
import {
  SECONDS_PER,
  TIME_UNITS,
  sessionSettingOf,
  sessionValueError,
  toDuration,
  useSaveSessionConfiguration,
  useSessionConfiguration,
  useSettingSave,
  withSessionSetting,
  type FieldAppearance,
  type SessionSetting,
  type TimeUnit,
} from '../../../hooks'
import { Select, Switch, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useSecurityMessages } from './securityMessages'
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
      footer={isEditable && <SaveRow saving={saving} onSave={onSave} label={`${text.save} ${words.title.toLowerCase()}`} />}
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
    </SettingCard>
  )
}
