import { useState, type FormEvent } from 'react'
import { oidcChanges, oidcProblems, toTeamError, useDialogSubmit, useUpdateSsoConfiguration, type OidcProblem, type OidcSettings } from '../../../hooks'
import { Banner, Button, Form, PasswordField, TextField } from '../../../primitives'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import type { ConnectionPanelProps } from './ConnectionDetail'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

/** An OIDC connection: client id, a write-only secret (never shown back), the issuer; a check that says what is missing. */
export function OidcSettingsForm({ configuration, canWrite, onNotice }: Omit<ConnectionPanelProps, 'onDialog'>) {
  const text = useSsoMessages().oidc
  const messages = useMessages()
  const update = useUpdateSsoConfiguration()
  const saving = useDialogSubmit()
  const [clientId, setClientId] = useState(configuration.oidcClientId ?? '')
  const [secret, setSecret] = useState('')
  const [issuer, setIssuer] = useState(configuration.oidcIssuer ?? '')
  const [checked, setChecked] = useState<OidcProblem[] | null>(null)
  const settings: OidcSettings = { clientId, secret, issuer, secretSaved: configuration.oidcSecretSet }
  const problem = (which: OidcProblem[]) => checked?.find((entry) => which.includes(entry))

  const check = () => setChecked(oidcProblems(settings))
  const save = (event: FormEvent) => {
    event.preventDefault()
    const problems = oidcProblems(settings)
    setChecked(problems)
    if (problems.length > 0) return
    onNotice(null)
    void saving.submit(async () => {
      await update.trigger({ id: configuration.id, ...oidcChanges(settings) })
      onNotice(text.saved)
    })
  }
  const failure = toTeamError('changeSso', saving.error)
  const fieldError = (which: OidcProblem[]) => {
    const found = problem(which)
    return found ? text.problems[found] : undefined
  }

  return (
    <Form onSubmit={save} className={styles.group}>
      {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
      {checked &&
        (checked.length === 0 ? (
          <Banner tone="success">{text.valid}</Banner>
        ) : (
          <Banner tone="warning">
            {text.problemsHeading}
            <ul className={styles.problems}>
              {checked.map((entry) => (
                <li key={entry}>{text.problems[entry]}</li>
              ))}
            </ul>
          </Banner>
        ))}
      <TextField label={text.clientId} value={clientId} onChange={setClientId} isReadOnly={!canWrite} isDisabled={saving.isPending} errorMessage={fieldError(['clientIdMissing'])} />
      {canWrite && (
        <PasswordField
          label={text.clientSecret}
          value={secret}
          onChange={setSecret}
          autoComplete="off"
          description={configuration.oidcSecretSet ? text.secretSaved : text.secretNotSaved}
          isDisabled={saving.isPending}
          errorMessage={fieldError(['secretMissing'])}
        />
      )}
      <TextField label={text.issuer} type="url" value={issuer} onChange={setIssuer} isReadOnly={!canWrite} isDisabled={saving.isPending} errorMessage={fieldError(['issuerMissing', 'issuerNotHttps'])} />
      {canWrite && (
        <div className={styles.row}>
          <Button variant="secondary" onPress={check} isDisabled={saving.isPending}>
            {text.validate}
          </Button>
          <Button type="submit" isPending={saving.isPending} pendingLabel={text.saving}>
            {text.save}
          </Button>
        </div>
      )}
    </Form>
  )
}
