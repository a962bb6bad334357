import { useEffect, useRef, useState } from 'react'
import { enableBlocker, isOidcType, planSamlSave, samlSettingsOf, toTeamError, useDialogSubmit, useUpdateSsoConfiguration, type SamlSettings, type SsoConfiguration, type SsoConnectionTab } from '../../../hooks'
import { Banner, Button, Switch, Tab, TabList, TabPanel, Tabs } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { AuthorizationPanel } from './AuthorizationPanel'
import { DomainsPanel } from './DomainsPanel'
import { OidcSettingsForm } from './OidcSettingsForm'
import { connectionName, ConnectionIcon } from './parts'
import { SamlSettingsForm } from './SamlSettingsForm'
import type { SsoDialog } from './SsoDialogs'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

export interface ConnectionPanelProps {
  configuration: SsoConfiguration
  canWrite: boolean
  onDialog: (dialog: SsoDialog) => void
  onNotice: (notice: string | null) => void
}

export interface ConnectionDetailProps extends ConnectionPanelProps {
  /** The tab shown, from the URL (/sso/{id}/domains). */
  tab: SsoConnectionTab
  /** A person picked another tab: the section takes it to the URL. */
  onTab: (tab: SsoConnectionTab) => void
  onClose: () => void
}

/** One connection: on/off, then its identity provider, domains and authorization in tabs. Its heading takes focus when it opens. */
export function ConnectionDetail({ configuration, canWrite, tab, onTab, onClose, onDialog, onNotice }: ConnectionDetailProps) {
  const text = useSsoMessages()
  const messages = useMessages()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const update = useUpdateSsoConfiguration()
  const sending = useDialogSubmit()
  const [turning, setTurning] = useState<boolean | null>(null)
  // What the SAML form holds unsaved, kept here so it outlives a change of tab (spec/admin.md §4: without a domain it is only local).
  const [samlDraft, setSamlDraft] = useState<SamlSettings | null>(null)
  const blocker = enableBlocker(configuration)
  const name = connectionName(text, configuration)
  useEffect(() => headingRef.current?.focus(), [])

  // The switch shows what was asked until the list reloads with it; a refusal puts it back.
  if (turning !== null && turning === configuration.enabled && !sending.isPending) setTurning(null)

  // spec/admin.md §4: changing `enabled` shows the loading flag (the switch busy), not the form's saving one.
  const setEnabled = (enabled: boolean) => {
    // What the switch shows is the state it starts from: the list may not have reloaded with the last change yet.
    const shown = { ...samlSettingsOf(configuration), enabled: turning ?? configuration.enabled }
    const plan = planSamlSave(shown, { ...shown, enabled })
    onNotice(null)
    setTurning(enabled)
    void sending.submit(async () => {
      try {
        await update.trigger({ id: configuration.id, ...plan.changes })
      } catch (error) {
        setTurning(null)
        throw error
      }
      onNotice(enabled ? text.detail.enabledDone : text.detail.disabledDone)
    })
  }
  const failure = toTeamError('changeSso', sending.error)
  const reason = blocker === 'noDomain' ? text.detail.needsDomain : blocker === 'domainNotValidated' && !configuration.enabled ? text.detail.needsValidation : null

  return (
    <section className={styles.panel} aria-labelledby={`sso-detail-${configuration.id}`}>
      <div className={styles.detailHeader}>
        <h3 id={`sso-detail-${configuration.id}`} ref={headingRef} tabIndex={-1} className={`${styles.heading} ${styles.connection}`}>
          <ConnectionIcon type={configuration.type} />
          {format(text.detail.heading, { name })}
        </h3>
        <Button variant="text" onPress={onClose}>
          {text.detail.close}
        </Button>
      </div>
      <div className={styles.group}>
        <Switch
          isSelected={turning ?? configuration.enabled}
          onChange={setEnabled}
          isDisabled={!canWrite || sending.isPending || (reason !== null && !configuration.enabled)}
          aria-describedby={reason ? `sso-enable-reason-${configuration.id}` : undefined}
        >
          {!sending.isPending || turning === null ? text.detail.enable : turning ? text.detail.enabling : text.detail.disabling}
        </Switch>
        {reason && (
          <p id={`sso-enable-reason-${configuration.id}`} className={styles.hint}>
            {reason}
          </p>
        )}
        {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTab(key as SsoConnectionTab)}>
        <TabList aria-label={text.detail.tabsLabel}>
          <Tab id="idp">{text.detail.tabs.idp}</Tab>
          <Tab id="domains">{text.detail.tabs.domains}</Tab>
          <Tab id="authorization">{text.detail.tabs.authorization}</Tab>
        </TabList>
        <TabPanel id="idp">
          {isOidcType(configuration.type) ? (
            <OidcSettingsForm key={configuration.updatedAt} configuration={configuration} canWrite={canWrite} onNotice={onNotice} />
          ) : (
            <SamlSettingsForm configuration={configuration} canWrite={canWrite} onNotice={onNotice} draft={samlDraft} onDraft={setSamlDraft} />
          )}
        </TabPanel>
        <TabPanel id="domains">
          <DomainsPanel configuration={configuration} canWrite={canWrite} onDialog={onDialog} onNotice={onNotice} />
        </TabPanel>
        <TabPanel id="authorization">
          <AuthorizationPanel configuration={configuration} canWrite={canWrite} onDialog={onDialog} onNotice={onNotice} />
        </TabPanel>
      </Tabs>
    </section>
  )
}
