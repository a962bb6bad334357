import type { SsoConfiguration, SsoType } from '../../../api'

/** The SAML settings of one connection, as the form edits them; `domain` is the connection's first domain. */
export interface SamlSettings {
  readonly enabled: boolean
  readonly domain: string
  readonly ssoEndpoint: string
  readonly publicCertificate: string
  readonly signRequest: boolean
}

/** What saving SAML settings does (spec/admin.md §4 SAML config save). */
export interface SamlSavePlan {
  /** The pending flag to show: `loading` when `enabled` changes, `saving` otherwise. */
  readonly flag: 'loading' | 'saving'
  /** The settings after the save, shown at once. */
  readonly settings: SamlSettings
  /** Whether the server is called: only when there is a domain; without one only local state changes. */
  readonly send: boolean
  /** The fields that changed, as sent. */
  readonly changes: Partial<Omit<SamlSettings, 'domain'>>
}

/**
 * spec/admin.md §4: the loading flag is used when enabled changes, otherwise the saving flag; when
 * the domain changes, the endpoint and certificate are cleared and signing turned off; saving needs a
 * domain, otherwise only local state is updated.
 */
export function planSamlSave(saved: SamlSettings, edited: SamlSettings): SamlSavePlan {
  const domainChanged = edited.domain.trim() !== saved.domain.trim()
  const settings: SamlSettings = domainChanged ? { ...edited, ssoEndpoint: '', publicCertificate: '', signRequest: false } : edited
  const changes: { -readonly [K in keyof SamlSavePlan['changes']]: SamlSavePlan['changes'][K] } = {}
  if (settings.enabled !== saved.enabled) changes.enabled = settings.enabled
  if (settings.ssoEndpoint !== saved.ssoEndpoint) changes.ssoEndpoint = settings.ssoEndpoint
  if (settings.publicCertificate !== saved.publicCertificate) changes.publicCertificate = settings.publicCertificate
  if (settings.signRequest !== saved.signRequest) changes.signRequest = settings.signRequest
  return { flag: settings.enabled !== saved.enabled ? 'loading' : 'saving', settings, send: settings.domain.trim() !== '', changes }
}

/** A connection's SAML settings as the form starts from. */
export function samlSettingsOf(configuration: SsoConfiguration): SamlSettings {
  return {
    enabled: configuration.enabled,
    domain: configuration.domains[0]?.domain ?? '',
    ssoEndpoint: configuration.ssoEndpoint ?? '',
    publicCertificate: (configuration.publicCertificate ?? '').trim(),
    signRequest: configuration.signRequest,
  }
}

/** Why a connection cannot be enabled, or null when it can (a validated domain is needed). */
export function enableBlocker(configuration: SsoConfiguration): 'noDomain' | 'domainNotValidated' | null {
  if (configuration.domains.length === 0) return 'noDomain'
  return configuration.domains.some((domain) => domain.validated) ? null : 'domainNotValidated'
}

/** The SSO types that sign in with OIDC; the others are SAML identity providers. */
export function isOidcType(type: SsoType): boolean {
  return type === 'oidc'
}

/** Whether `value` is an https URL (an IdP's SSO endpoint, an OIDC issuer, a metadata URL). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** What is wrong with an SSO endpoint as typed, or null. */
export function ssoEndpointProblem(value: string): 'required' | 'notHttps' | null {
  if (value.trim() === '') return 'required'
  return isHttpsUrl(value) ? null : 'notHttps'
}

export interface OidcSettings {
  readonly clientId: string
  /** Typed now; empty keeps the saved one. */
  readonly secret: string
  readonly issuer: string
  /** Whether the server holds a secret already. */
  readonly secretSaved: boolean
}

export type OidcProblem = 'clientIdMissing' | 'secretMissing' | 'issuerMissing' | 'issuerNotHttps'

/** What is wrong with an OIDC connection's settings, in the order of the form; empty when it can sign users in. */
export function oidcProblems(settings: OidcSettings): OidcProblem[] {
  const problems: OidcProblem[] = []
  if (settings.clientId.trim() === '') problems.push('clientIdMissing')
  if (settings.secret === '' && !settings.secretSaved) problems.push('secretMissing')
  if (settings.issuer.trim() === '') problems.push('issuerMissing')
  else if (!isHttpsUrl(settings.issuer)) problems.push('issuerNotHttps')
  return problems
}

/** The OIDC fields to send: the secret only when one was typed (write-only, never shown back). */
export function oidcChanges(settings: OidcSettings): { oidcClientId: string; oidcIssuer: string; oidcSecret?: string } {
  return { oidcClientId: settings.clientId.trim(), oidcIssuer: settings.issuer.trim(), ...(settings.secret ? { oidcSecret: settings.secret } : {}) }
}
