// A new-password field of the host's own on usePasswordConfig: the server's rules as a checklist that follows what is typed.
import { useState } from 'react'
import { passwordChecklist, usePasswordConfig, type PasswordRule, type RuleStatus } from 'gatehouse/hooks'

const STATUS: Record<RuleStatus, string> = { met: 'done', unmet: 'not yet', server: 'checked when you save' }

export function MyNewPasswordField({ name = 'password' }: { name?: string }) {
  const rules = usePasswordConfig()
  const [password, setPassword] = useState('')
  const checklist = rules.config ? passwordChecklist(rules.config, password) : null
  return (
    <div>
      <label htmlFor="new-password">New password</label>
      <input id="new-password" name={name} type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} aria-describedby="new-password-rules" />
      <div id="new-password-rules">
        {rules.isLoading && <p role="status">Loading the password rules…</p>}
        {rules.error && (
          <p role="alert">
            {rules.error.message} <button type="button" onClick={rules.retry}>Try again</button>
          </p>
        )}
        {checklist && (
          <ul aria-label="Password rules">
            {checklist.rules.map((rule) => (
              <li key={rule.id} data-status={rule.status}>
                {ruleText(rule)}: {STATUS[rule.status]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function ruleText(rule: PasswordRule): string {
  switch (rule.id) {
    case 'minLength': return `At least ${rule.count} characters`
    case 'maxLength': return `At most ${rule.count} characters`
    case 'noRepeats': return 'No character three times in a row'
    case 'characterClasses': return `${rule.count} of lowercase, uppercase, digit and symbol${rule.phraseLength ? `, or ${rule.phraseLength} characters or more` : ''}`
    case 'history': return `Not one of your last ${rule.count} passwords`
  }
}
