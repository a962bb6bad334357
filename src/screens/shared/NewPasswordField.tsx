import { useId, useMemo, useState, type Ref } from 'react'
import { passwordChecklist, changedRules, type PasswordChecklist, type PasswordConfigState, type PasswordRule, type RuleStatus } from '../../hooks'
import { Banner, NativeButton, NativePasswordField } from '../../primitives'
import { pluralize } from '../i18n/intl'
import type { AccountMessages } from '../i18n/accountMessages'
import { format } from '../i18n/messages'
import { useLocale } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import * as styles from './NewPasswordField.css'

export interface NewPasswordFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The server's password rules (usePasswordConfig, or a flow hook's `passwordConfig`). */
  passwordConfig: PasswordConfigState
  /** A refusal (the server's, or the rules not met on submit): shown on the field, what was typed stays. */
  errorMessage?: string
  name?: string
  inputRef?: Ref<HTMLInputElement>
  autoFocus?: boolean
  showPasswordLabel?: string
  hidePasswordLabel?: string
}

type Text = AccountMessages['newPassword']

/**
 * A new password with the server's rules as a live checklist under it (spec/auth.md §5). Each
 * rule says in words whether it is met, and a change is announced politely as the user types;
 * the history rule is one the server checks on submit. The list describes the input.
 */
export function NewPasswordField({ label, value, onChange, passwordConfig, errorMessage, name = 'password', inputRef, autoFocus, showPasswordLabel, hidePasswordLabel }: NewPasswordFieldProps) {
  const text = useAccountMessages().newPassword
  const locale = useLocale()
  const rulesId = useId()
  const { config } = passwordConfig
  const checklist = useMemo(() => (config ? passwordChecklist(config, value) : null), [config, value])
  const announcement = useRuleAnnouncement(checklist, text, locale)
  return (
    <div className={styles.field}>
      <NativePasswordField
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        autoComplete="new-password"
        inputRef={inputRef}
        autoFocus={autoFocus}
        errorMessage={errorMessage}
        showPasswordLabel={showPasswordLabel}
        hidePasswordLabel={hidePasswordLabel}
        aria-describedby={checklist ? rulesId : undefined}
      />
      {checklist && <RuleList id={rulesId} checklist={checklist} text={text} locale={locale} />}
      {!config && passwordConfig.isLoading && <p className={styles.loading}>{text.loadingRules}</p>}
      {!config && passwordConfig.error && (
        <div className={styles.notice}>
          <Banner tone="info">{text.rulesFailed}</Banner>
          <NativeButton variant="text" onPress={passwordConfig.retry}>
            {text.retryRules}
          </NativeButton>
        </div>
      )}
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  )
}

function RuleList({ id, checklist, text, locale }: { id: string; checklist: PasswordChecklist; text: Text; locale: string }) {
  return (
    <div id={id} className={styles.rules}>
      <p className={styles.rulesTitle}>{text.rulesTitle}</p>
      <ul className={styles.list}>
        {checklist.rules.map((rule) => (
          <li key={rule.id} className={styles.rule} data-rule={rule.id} data-status={rule.status}>
            <StatusIcon status={rule.status} />
            <span>
              {ruleLabel(rule, text, locale)}
              <span className={styles.visuallyHidden}>{`, ${text[rule.status]}`}</span>
            </span>
            {rule.id === 'characterClasses' && (
              <>
                <ul className={styles.classes}>
                  {rule.classes.map((entry) => (
                    <li key={entry.id} className={styles.classItem} data-present={entry.present}>
                      <StatusIcon status={entry.present ? 'met' : 'unmet'} small />
                      {text.classes[entry.id]}
                      <span className={styles.visuallyHidden}>{`, ${entry.present ? text.present : text.absent}`}</span>
                    </li>
                  ))}
                </ul>
                {rule.phraseLength !== null && <p className={styles.hint}>{format(text.passphrase, { count: new Intl.NumberFormat(locale).format(rule.phraseLength) })}</p>}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A rule in words, without its status. */
export function ruleLabel(rule: PasswordRule, text: Text, locale: string): string {
  switch (rule.id) {
    case 'minLength':
      return pluralize(text.minLength, rule.count, locale)
    case 'maxLength':
      return pluralize(text.maxLength, rule.count, locale)
    case 'noRepeats':
      return text.noRepeats
    case 'characterClasses':
      return rule.count >= rule.classes.length ? text.allCharacterClasses : pluralize(text.characterClasses, rule.count, locale)
    case 'history':
      return pluralize(text.history, rule.count, locale)
  }
}

/** What to say when rules flip as the user types: the latest change, e.g. "At least 10 characters: done". */
function useRuleAnnouncement(checklist: PasswordChecklist | null, text: Text, locale: string): string {
  const key = checklist ? checklist.rules.map((rule) => rule.status).join() : ''
  const [seen, setSeen] = useState<{ key: string; checklist: PasswordChecklist | null; announcement: string }>({ key, checklist, announcement: '' })
  if (seen.key !== key) {
    // Derived from the previous render's checklist (React's "storing information from previous renders").
    const changed = checklist ? changedRules(seen.checklist, checklist).filter((rule) => rule.status !== 'server') : []
    const announcement = changed.map((rule) => format(rule.status === 'met' ? text.announceMet : text.announceUnmet, { rule: ruleLabel(rule, text, locale) })).join('. ')
    setSeen({ key, checklist, announcement: announcement || seen.announcement })
  }
  return seen.announcement
}

function StatusIcon({ status, small }: { status: RuleStatus; small?: boolean }) {
  return (
    <svg className={small ? styles.smallIcon : styles.icon} data-status={status} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      {status === 'met' && <path d="M7.5 12.5l3 3 6-6.5" />}
      {status === 'server' && <path d="M12 7v5l3 2" />}
    </svg>
  )
}
