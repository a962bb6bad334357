import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const de: Translation<typeof defaultAdminMessages> = {
  navigationLabel: 'Adminportal',
  groups: {
    personal: 'Persönlich',
    workspace: 'Arbeitsbereich',
  },
  sections: {
    profile: 'Profil',
    privacy: 'Datenschutz und Sicherheit',
    personalApiTokens: 'Persönliche API-Tokens',
    account: 'Kontoeinstellungen',
    users: 'Benutzer',
    groups: 'Gruppen',
    security: 'Sicherheit',
    sso: 'Single Sign-On',
    audits: 'Audit-Logs',
    webhooks: 'Webhooks',
    apiTokens: 'API-Tokens',
    roles: 'Rollen',
    subscriptions: 'Abonnements',
    allAccounts: 'Alle Konten',
    usage: 'Nutzung',
    provisioning: 'Bereitstellung',
    applications: 'Anwendungen',
    reports: 'Berichte',
  },
  loading: 'Wird geladen',
  loadingSection: '{section} wird geladen',
  noAccess: {
    title: 'Sie haben keinen Zugriff auf diese Seite',
    description: 'Ihre Rolle umfasst {section} nicht. Wenden Sie sich an einen Administrator Ihres Kontos, wenn Sie Zugriff benötigen.',
  },
  notAllowed: {
    title: 'Sie können diese Seite nicht öffnen',
    description: '{section} erfordert eine Berechtigung, die Ihre Rolle nicht umfasst. Wenden Sie sich an einen Administrator Ihres Kontos, wenn Sie diese Seite benötigen.',
    missing: 'Fehlende Berechtigung: {permissions}',
    or: ' oder ',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    description: 'Unter dieser Adresse gibt es keine Adminseite. Möglicherweise enthält sie einen Tippfehler oder die Seite ist für Ihr Konto nicht verfügbar.',
  },
  empty: {
    title: 'Noch nichts zu verwalten',
    description: 'Ihr Konto gewährt Ihnen keinen Zugriff auf Adminseiten. Wenden Sie sich an einen Administrator Ihres Kontos, wenn Sie Zugriff benötigen.',
  },
  signedOut: {
    title: 'Melden Sie sich an, um fortzufahren',
    description: 'Das Adminportal steht angemeldeten Mitgliedern eines Kontos zur Verfügung.',
    signIn: 'Anmelden',
  },
  failed: {
    title: 'Diese Seite wurde nicht geladen',
    description: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  dialogsFailed: {
    title: 'Dieses Dialogfeld wurde nicht geladen',
    description: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  actionsFailed: 'Die Aktionen wurden nicht geladen. Versuchen Sie es erneut.',
  backTo: 'Zu {section}',
}

export default de
