/**
 * Glossar Deutsch (de) – bitte in allen Katalogen einheitlich verwenden:
 *   sign in / sign-in            → anmelden / Anmeldung
 *   sign out                     → abmelden
 *   sign up / sign-up            → registrieren / Registrierung
 *   account (tenant)             → Konto (auch für das Benutzerkonto)
 *   organisation                 → Organisation
 *   user / member                → Benutzer / Mitglied
 *   passkey                      → Passkey (der, Plural: Passkeys)
 *   security key                 → Sicherheitsschlüssel
 *   two-factor authentication    → Zwei-Faktor-Authentifizierung (2FA); MFA → Multi-Faktor-Authentifizierung (MFA)
 *   second factor                → zweiter Faktor
 *   authenticator app            → Authenticator-App
 *   one-time code / code         → Code (6-stelliger Code; „Einmalcode“ nur wo nötig)
 *   password / email (address)   → Passwort / E-Mail-Adresse
 *   recovery code                → Wiederherstellungscode
 *   text message (SMS)           → SMS
 *   verify / confirm (identity)  → bestätigen; validate (domain) → verifizieren
 *   breached password            → kompromittiertes Passwort / „in einem Datenleck aufgetaucht“
 *   role / permission / group    → Rolle / Berechtigung / Gruppe
 *   single sign-on               → Single Sign-On (SSO)
 *   identity provider            → Identitätsanbieter (IdP)
 *   session                      → Sitzung
 *   API token                    → API-Token (das)
 *   audit log                    → Audit-Log (das)
 *   application                  → Anwendung
 *   impersonation                → Identitätswechsel („als Benutzer handeln“)
 *   invitation                   → Einladung
 *   administrator                → Administrator
 *   login box                    → Anmeldemaske
 *   sub-account                  → Unterkonto
 *   provisioning                 → Bereitstellung
 *   secret / client secret       → Secret / Client-Secret
 *   plan / subscription          → Tarif / Abonnement
 *   allow list / block list      → Zulassungsliste / Sperrliste
 *   workspace                    → Arbeitsbereich (Slack: Slack-Workspace)
 * Anrede: „Sie“. Anführungszeichen: „…“.
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const de: Translation<typeof defaultMessages> = {
  errors: {
    network: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    timeout: 'Der Server hat zu lange nicht geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    malformed: 'Die Antwort des Servers konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    unknown: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    emailRequired: 'Geben Sie Ihre E-Mail-Adresse ein.',
    invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    passwordRequired: 'Geben Sie Ihr Passwort ein.',
    unsupportedStrategy: 'Diese Anmeldemethode ist hier nicht verfügbar.',
    invalidOneTimeCode: 'Geben Sie den 6-stelligen Code ein, den wir Ihnen gesendet haben.',
    breachedPassword: 'Dieses Passwort ist in einem Datenleck aufgetaucht. Setzen Sie es zurück, um sich anzumelden.',
    passkeyCancelled: 'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen. Sie können es erneut versuchen.',
    ceremonyAborted: 'Passkey-Anfrage abgebrochen.',
    webauthnUnsupported: 'Dieser Browser unterstützt keine Passkeys.',
    passkeyAlreadyRegistered: 'Auf diesem Gerät gibt es bereits einen Passkey für Ihr Konto.',
    passkeyFailed: 'Ihr Passkey konnte nicht verwendet werden. Bitte versuchen Sie es erneut.',
    ssoAddressRefused: 'Die Single-Sign-On-Adresse Ihrer Organisation ist ungültig, daher können wir Sie nicht weiterleiten. Wenden Sie sich an Ihren Administrator.',
    ssoFailed: 'Die Anmeldeseite Ihrer Organisation konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
    signInNotStarted: 'Diese Anmeldung wurde nicht in diesem Browser gestartet oder wurde bereits verwendet. Beginnen Sie erneut auf der Anmeldeseite.',
    socialLoginNotStarted: 'Diese Anmeldung konnte in diesem Browser nicht gestartet werden. Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
    stateMismatch: 'Diese Antwort der Anmeldeseite gehört nicht zu der Anmeldung, die in diesem Browser gestartet wurde. Melden Sie sich erneut an.',
    missingCode: 'Die Anmeldeseite hat keinen Anmeldecode zurückgesendet. Melden Sie sich erneut an.',
    tokenRefused: 'Ihre Anmeldung konnte nicht abgeschlossen werden, da der Anmeldedienst sie abgelehnt hat. Melden Sie sich erneut an.',
    invalidResponse: 'Die Antwort des Anmeldediensts konnte nicht überprüft werden. Melden Sie sich erneut an.',
  },
  controls: {
    loading: 'Wird geladen',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    clearSearch: 'Suche löschen',
    remove: 'Entfernen',
    showAll: 'Alle anzeigen',
    actionsFailed: 'Die Aktionen wurden nicht geladen. Versuchen Sie es erneut.',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    pageStatus: 'Seite {page} von {total}',
  },
  signedIn: { title: 'Sie sind angemeldet', description: 'Angemeldet als {email}', signOut: 'Abmelden' },
  vendor: {
    securedBy: 'Geschützt durch Gatehouse',
  },
  session: {
    restoring: { title: 'Sitzung wird geprüft', description: 'Einen Moment, wir prüfen, ob Sie angemeldet sind.' },
    signingOut: { title: 'Sie werden abgemeldet', description: 'Ihre Sitzung auf diesem Gerät wird beendet.' },
  },
  login: {
    stepLoading: { title: 'Einen Moment', description: 'Der nächste Schritt wird geladen.' },
    stepFailed: {
      title: 'Dieser Schritt wurde nicht geladen',
      description: 'Der nächste Anmeldeschritt konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
    },
    emailStep: {
      title: 'Anmelden',
      description: 'Geben Sie Ihre geschäftliche E-Mail-Adresse ein, um fortzufahren.',
      emailLabel: 'E-Mail-Adresse',
      submit: 'Weiter',
    },
    redirectToSSO: {
      title: 'Weiterleitung zum Single Sign-On',
      description: 'Ihre Organisation meldet Sie über ihren Identitätsanbieter an. Sie werden jetzt weitergeleitet.',
      cancel: 'Andere E-Mail-Adresse verwenden',
    },
    success: {
      title: 'Sie sind angemeldet',
      description: 'Sie werden zu Ihrer App weitergeleitet.',
    },
    pending: 'Anmeldung läuft',
  },
  social: {
    divider: 'oder',
    continueWith: 'Weiter mit {provider}',
    listLabel: 'Mit einem anderen Konto anmelden',
  },
  callback: {
    verifying: {
      title: 'Sie werden angemeldet',
      description: 'Die Antwort Ihres Anmeldeanbieters wird geprüft.',
      magicLinkDescription: 'Ihr Anmeldelink wird geprüft.',
    },
    failed: {
      title: 'Anmeldung fehlgeschlagen',
      leaving: 'Sie werden gleich zurückgeleitet.',
      backToLogin: 'Zurück zur Anmeldung',
    },
    twoFactor: {
      title: 'Noch ein Schritt',
      description: 'Ihr Konto erfordert einen zweiten Faktor. Sie werden weitergeleitet.',
    },
  },
  passkeys: {
    signIn: 'Mit Passkey anmelden',
    waiting: 'Warten auf Ihren Passkey',
    cancel: 'Abbrechen',
    prompt: {
      title: 'Schneller anmelden mit einem Passkey',
      description: 'Verwenden Sie beim nächsten Mal Ihren Fingerabdruck, Ihr Gesicht oder Ihre Displaysperre statt eines Passworts.',
      create: 'Passkey erstellen',
      creating: 'Ihr Passkey wird erstellt',
      notNow: 'Nicht jetzt',
      dontShowAgain: 'Nicht mehr anzeigen',
    },
  },
}

export default de
