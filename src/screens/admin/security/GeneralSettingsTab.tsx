import { useState } from 'react'
import type { LockoutPolicy, MfaEnforceType, MfaPolicy, PasswordHistoryPolicy } from '../../../api'
import {
  POLICY_BOUNDS,
  countError,
  useCaptchaPolicy,
  useGlobalSecurityPolicy,
  useLockoutPolicy,
  useMfaPolicy,
  usePasswordHistoryPolicy,
  useSaveLockoutPolicy,
  useSaveMfaPolicy,
  useSavePasswordHistoryPolicy,
  useSettingSave,
  useVendorPasswordHistoryPolicy,
  tightensMfa,
  type FieldAppearance,
} from '../../../hooks'
import { Select, Switch, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useSecurityMessages } from './securityMessages'
import { Loading, SaveRow, SettingCard } from './SecurityParts'
import * as styles from './SecuritySection.css'
import type { SecurityDialog } from './SecurityDialogs'

const ENFORCE_TYPES: readonly MfaEnforceType[] = ['DontForce', 'Force', 'ForceExceptSAML']
const DAY = 86400

export interface GeneralSettingsTabProps {
  appearance: (field: 'mfa' | 'userLockout' | 'passwordHistory') => FieldAppearance
  canWrite: boolean
  /** Opens a confirmation over the section (requiring MFA of more people shows who first). */
  open: (dialog: SecurityDialog) => void
  /** A change confirmed in a dialog went through, with what to tell the admin. */
  done: (notice: string) => void
}

/** General settings (spec/admin.md §3 Security policies): MFA, user lockout, password history, captcha; each saved on its own. */
export function GeneralSettingsTab({ appearance, canWrite, open, done }: GeneralSettingsTabProps) {
  const text = useSecurityMessages()
  const mfa = useMfaPolicy()
  const lockout = useLockoutPolicy()
  const history = usePasswordHistoryPolicy()
  const captcha = useCaptchaPolicy()
  const editable = (field: Parameters<typeof appearance>[0]) => canWrite && appearance(field) === 'edit'
  return (
    <div className={styles.panel}>
      <p className={styles.description}>{text.general.description}</p>
      {!canWrite && <p className={styles.muted}>{text.readOnly}</p>}
      {appearance('mfa') !== 'hidden' && <Loading resource={mfa}>{(policy) => <MfaCard policy={policy} isEditable={editable('mfa')} open={open} done={done} />}</Loading>}
      {appearance('userLockout') !== 'hidden' && <Loading resource={lockout}>{(policy) => <LockoutCard policy={policy} isEditable={editable('userLockout')} />}</Loading>}
      {appearance('passwordHistory') !== 'hidden' && <Loading resource={history}>{(policy) => <HistoryCard policy={policy} isEditable={editable('passwordHistory')} />}</Loading>}
      {captcha.data?.enabled && <SettingCard title={text.general.captcha.title} description={`${text.general.captcha.description} ${format(text.general.captcha.on, { vendor: text.general.vendorName })}`} />}
    </div>
  )
}

/** The error a typed count shows once the admin tried to save it. */
function useCountError(typed: string, bounds: { min: number; max: number }, isOn: boolean, shown: boolean): string | undefined {
  const text = useSecurityMessages()
  const problem = isOn ? countError(typed, bounds) : null
  return shown && problem ? format(text.valueErrors[problem], { range: `${bounds.min}–${bounds.max}` }) : undefined
}

function MfaCard({ policy, isEditable, open, done }: { policy: MfaPolicy; isEditable: boolean } & Pick<GeneralSettingsTabProps, 'open' | 'done'>) {
  const text = useSecurityMessages().general.mfa
  const common = useSecurityMessages()
  const [type, setType] = useState<MfaEnforceType>(policy.enforceMFAType)
  const [remember, setRemember] = useState(policy.allowRememberMe)
  const [days, setDays] = useState(String(Math.max(1, Math.round(policy.mfaDeviceExpiration / DAY))))
  const [tried, setTried] = useState(false)
  const saving = useSettingSave()
  const save = useSaveMfaPolicy()
  const daysError = useCountError(days, POLICY_BOUNDS.rememberDays, remember, tried)
  const isDisabled = !isEditable || saving.isPending
  const onSave = () => {
    setTried(true)
    if (remember && countError(days, POLICY_BOUNDS.rememberDays)) return
    const input: MfaPolicy = { enforceMFAType: type, allowRememberMe: remember, mfaDeviceExpiration: remember ? Number(days) * DAY : policy.mfaDeviceExpiration }
    // Asking more people for a second factor is saved once the admin has seen who has not set one up.
    if (tightensMfa(policy.enforceMFAType, type)) {
      open({ kind: 'mfaEnforce', before: policy.enforceMFAType, after: type, run: async () => (await save.trigger(input), done(common.impact.mfa.done)) })
      return
    }
    void saving.save(async () => void (await save.trigger(input)))
  }
  return (
    <SettingCard title={text.title} description={text.description} footer={isEditable && <SaveRow saving={saving} onSave={onSave} setting={text.title} />}>
      <div className={styles.fields}>
        <Select
          label={text.enforce}
          options={ENFORCE_TYPES.map((id) => ({ id, label: text.types[id] }))}
          selectedKey={type}
          onSelectionChange={(key) => {
            setType(key as MfaEnforceType)
            saving.changed()
          }}
          isDisabled={isDisabled}
        />
      </div>
      <Switch
        isSelected={remember}
        onChange={(on) => {
          setRemember(on)
          saving.changed()
        }}
        isDisabled={isDisabled}
      >
        {text.remember}
      </Switch>
      <TextField className={styles.narrowField} label={text.rememberDays} inputMode="numeric" value={days} onChange={(value) => (setDays(value), saving.changed())} isDisabled={isDisabled || !remember} errorMessage={daysError} />
    </SettingCard>
  )
}

function LockoutCard({ policy, isEditable }: { policy: LockoutPolicy; isEditable: boolean }) {
  const text = useSecurityMessages().general.lockout
  const [enabled, setEnabled] = useState(policy.enabled)
  const [attempts, setAttempts] = useState(String(policy.maxAttempts))
  const [tried, setTried] = useState(false)
  const saving = useSettingSave()
  const save = useSaveLockoutPolicy()
  const attemptsError = useCountError(attempts, POLICY_BOUNDS.maxAttempts, enabled, tried)
  const isDisabled = !isEditable || saving.isPending
  const onSave = () => {
    setTried(true)
    if (enabled && countError(attempts, POLICY_BOUNDS.maxAttempts)) return
    void saving.save(async () => void (await save.trigger({ enabled, maxAttempts: enabled ? Number(attempts) : policy.maxAttempts })))
  }
  return (
    <SettingCard title={text.title} description={text.description} footer={isEditable && <SaveRow saving={saving} onSave={onSave} setting={text.title} />}>
      <Switch isSelected={enabled} onChange={(on) => (setEnabled(on), saving.changed())} isDisabled={isDisabled}>
        {text.title}
      </Switch>
      <TextField className={styles.narrowField} label={text.maxAttempts} inputMode="numeric" value={attempts} onChange={(value) => (setAttempts(value), saving.changed())} isDisabled={isDisabled || !enabled} errorMessage={attemptsError} />
    </SettingCard>
  )
}

function HistoryCard({ policy, isEditable }: { policy: PasswordHistoryPolicy; isEditable: boolean }) {
  const messages = useSecurityMessages()
  const text = messages.general.passwordHistory
  const global = useGlobalSecurityPolicy()
  const locked = global.data ? !global.data.allowOverrideEnforcePasswordHistory : false
  const [enabled, setEnabled] = useState(policy.enabled)
  const [size, setSize] = useState(String(policy.historySize))
  const [tried, setTried] = useState(false)
  const saving = useSettingSave()
  const save = useSavePasswordHistoryPolicy()
  const sizeError = useCountError(size, POLICY_BOUNDS.historySize, enabled, tried)
  if (locked) return <VendorHistoryCard />
  const isDisabled = !isEditable || saving.isPending || global.data === undefined
  const onSave = () => {
    setTried(true)
    if (enabled && countError(size, POLICY_BOUNDS.historySize)) return
    void saving.save(async () => void (await save.trigger({ enabled, historySize: enabled ? Number(size) : policy.historySize })))
  }
  return (
    <SettingCard title={text.title} description={text.description} footer={isEditable && <SaveRow saving={saving} onSave={onSave} setting={text.title} isDisabled={global.data === undefined} />}>
      <Switch isSelected={enabled} onChange={(on) => (setEnabled(on), saving.changed())} isDisabled={isDisabled}>
        {text.title}
      </Switch>
      <TextField className={styles.narrowField} label={text.historySize} inputMode="numeric" value={size} onChange={(value) => (setSize(value), saving.changed())} isDisabled={isDisabled || !enabled} errorMessage={sizeError} />
    </SettingCard>
  )
}

/** The vendor's policy, read-only, with the reason (spec/admin.md §3 global policy allowOverrideEnforcePasswordHistory). */
function VendorHistoryCard() {
  const messages = useSecurityMessages()
  const text = messages.general
  const vendor = useVendorPasswordHistoryPolicy()
  return (
    <SettingCard title={text.passwordHistory.title} description={format(text.vendorLocked, { vendor: text.vendorName })}>
      <Loading resource={vendor}>
        {(policy) => <p className={styles.cardText}>{policy.enabled ? format(text.vendorValue.on, { count: String(policy.historySize) }) : text.vendorValue.off}</p>}
      </Loading>
    </SettingCard>
  )
}
