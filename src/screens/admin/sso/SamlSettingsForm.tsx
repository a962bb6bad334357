import { useState, type FormEvent } from 'react'
import { FileTrigger } from 'react-aria-components/FileTrigger'
import {
  isHttpsUrl,
  isUsableCertificate,
  planSamlSave,
  samlSettingsOf,
  ssoEndpointProblem,
  toTeamError,
  useCertificateReading,
  useDialogSubmit,
  useSsoMetadata,
  useUpdateSsoConfiguration,
  type CertificateState,
  type SamlSettings,
} from '../../../hooks'
import { Banner, Button, Checkbox, Form, TextArea, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import type { ConnectionPanelProps } from './ConnectionDetail'
import { CopyValue } from './parts'
import type { SsoMessages } from './ssoMessages'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

/** The settings being edited, kept by the connection's panel while its tabs change; null follows what is saved. */
export interface SamlDraftProps {
  draft: SamlSettings | null
  onDraft: (draft: SamlSettings | null) => void
}

const dateOf = (date: Date) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(date)

/** The words under the certificate field: what was read from it, or what is wrong with it. */
function certificateWords(text: SsoMessages['saml'], reading: CertificateState): { error?: string; description?: string } {
  switch (reading.status) {
    case 'empty':
      return { description: text.certificateHint }
    case 'checking':
      return { description: text.certificateChecking }
    case 'invalid':
      return { error: text.certificateInvalid }
    case 'expired':
      return { error: format(text.certificateExpired, { date: dateOf(reading.notAfter) }) }
    case 'notYetValid':
      return { error: format(text.certificateNotYetValid, { date: dateOf(reading.notBefore) }) }
    case 'valid':
      return { description: `${format(text.certificateSubject, { subject: reading.subject })}. ${format(text.certificateExpires, { date: dateOf(reading.notAfter) })}.` }
  }
}

/**
 * A SAML connection's identity provider: the SP values to give it (each with copy), its metadata by
 * file or URL, or its endpoint, certificate and signing by hand, saved by the §4 rules.
 */
export function SamlSettingsForm({ configuration, canWrite, onNotice, draft: kept, onDraft }: Omit<ConnectionPanelProps, 'onDialog'> & SamlDraftProps) {
  const text = useSsoMessages().saml
  const messages = useMessages()
  const saved = samlSettingsOf(configuration)
  const draft = kept ?? saved
  const [metadataUrl, setMetadataUrl] = useState('')
  const [urlError, setUrlError] = useState<string | null>(null)
  const [endpointError, setEndpointError] = useState<string | null>(null)
  const reading = useCertificateReading(draft.publicCertificate)
  const update = useUpdateSsoConfiguration()
  const metadata = useSsoMetadata()
  const saving = useDialogSubmit()
  const metadataRead = useDialogSubmit()
  const words = certificateWords(text, reading)
  const isBusy = saving.isPending || metadataRead.isPending
  const edit = (change: Partial<SamlSettings>) => onDraft({ ...draft, ...change })

  const readMetadata = (input: { metadata: string } | { url: string }) => {
    onNotice(null)
    void metadataRead.submit(async () => {
      await metadata.trigger({ id: configuration.id, ...input })
      onDraft(null)
      onNotice(text.metadataDone)
    })
  }
  const readFile = (files: FileList | null) => {
    const file = files?.[0]
    if (file) void file.text().then((metadata) => readMetadata({ metadata }))
  }
  const readUrl = () => {
    if (!isHttpsUrl(metadataUrl)) return setUrlError(text.metadataUrlInvalid)
    setUrlError(null)
    readMetadata({ url: metadataUrl.trim() })
  }

  const save = (event: FormEvent) => {
    event.preventDefault()
    const endpoint = ssoEndpointProblem(draft.ssoEndpoint)
    setEndpointError(endpoint === 'required' ? text.ssoEndpointRequired : endpoint === 'notHttps' ? text.ssoEndpointNotHttps : null)
    const certificateOk = reading.status === 'empty' || (reading.status !== 'checking' && isUsableCertificate(reading))
    if (endpoint || !certificateOk) return
    // The switch above turns the connection on and off, and the domains tab holds the domains: this form saves the rest.
    const plan = planSamlSave(saved, { ...draft, enabled: saved.enabled, domain: saved.domain, ssoEndpoint: draft.ssoEndpoint.trim(), publicCertificate: draft.publicCertificate.trim() })
    onNotice(null)
    // spec/admin.md §4: without a domain only local state changes.
    if (!plan.send) {
      onDraft(plan.settings)
      return onNotice(text.keptLocally)
    }
    void saving.submit(async () => {
      await update.trigger({ id: configuration.id, ...plan.changes })
      // The form keeps showing what was saved while the list reloads with it.
      onNotice(text.saved)
    })
  }

  const saveFailure = toTeamError('changeSso', saving.error)
  const metadataFailure = toTeamError('changeSso', metadataRead.error)
  return (
    <div className={styles.panel}>
      <div className={styles.group}>
        <h4 className={styles.subheading}>{text.spHeading}</h4>
        <CopyValue label={text.acsUrl} value={String(configuration.acsUrl ?? '')} />
        <CopyValue label={text.spEntityId} value={String(configuration.spEntityId ?? '')} />
        <CopyValue label={text.spMetadataUrl} value={String(configuration.spMetadataUrl ?? '')} />
      </div>
      {canWrite && (
        <div className={styles.group}>
          <h4 className={styles.subheading}>{text.metadataHeading}</h4>
          {metadataFailure && <Banner tone="error">{errorText(metadataFailure, messages)}</Banner>}
          <div>
            <FileTrigger acceptedFileTypes={['.xml', 'application/xml', 'text/xml', 'application/samlmetadata+xml']} onSelect={readFile}>
              <Button variant="secondary" isDisabled={isBusy} isPending={metadataRead.isPending} pendingLabel={text.reading}>
                {text.uploadMetadata}
              </Button>
            </FileTrigger>
          </div>
          <div className={styles.row}>
            <TextField className={styles.grow} label={text.metadataUrl} type="url" value={metadataUrl} onChange={setMetadataUrl} errorMessage={urlError ?? undefined} isDisabled={isBusy} />
            <Button variant="secondary" onPress={readUrl} isDisabled={isBusy}>
              {text.readMetadataUrl}
            </Button>
          </div>
        </div>
      )}
      <Form onSubmit={save} className={styles.group}>
        <h4 className={styles.subheading}>{text.manualHeading}</h4>
        {saveFailure && <Banner tone="error">{errorText(saveFailure, messages)}</Banner>}
        <TextField
          label={text.ssoEndpoint}
          type="url"
          value={draft.ssoEndpoint}
          onChange={(ssoEndpoint) => edit({ ssoEndpoint })}
          errorMessage={endpointError ?? undefined}
          isReadOnly={!canWrite}
          isDisabled={isBusy}
        />
        <TextArea
          label={text.certificate}
          value={draft.publicCertificate}
          onChange={(publicCertificate) => edit({ publicCertificate })}
          description={words.description}
          errorMessage={words.error}
          isReadOnly={!canWrite}
          isDisabled={isBusy}
        />
        <Checkbox isSelected={draft.signRequest} onChange={(signRequest) => edit({ signRequest })} isReadOnly={!canWrite} isDisabled={isBusy}>
          {text.signRequest}
        </Checkbox>
        {canWrite && (
          <div>
            {/* While the certificate is being read the form cannot judge it: Save waits, and says why. */}
            <Button
              type="submit"
              isPending={saving.isPending || reading.status === 'checking'}
              pendingLabel={reading.status === 'checking' ? text.certificateChecking : text.saving}
              isDisabled={metadataRead.isPending}
            >
              {text.save}
            </Button>
          </div>
        )}
      </Form>
    </div>
  )
}
