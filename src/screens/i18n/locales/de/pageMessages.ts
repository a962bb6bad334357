import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const de: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'Sitzung wird geprüft',
      description: 'Einen Moment, wir prüfen, ob Sie Ihre Identität erneut bestätigen müssen.',
    },
    notEnrolled: {
      title: 'Richten Sie zuerst die Zwei-Faktor-Authentifizierung ein',
      description: 'Diese Aktion erfordert einen zweiten Bestätigungsschritt, aber für Ihr Konto ist noch keine Authenticator-App, keine Telefonnummer und kein Sicherheitsschlüssel eingerichtet.',
      setUp: 'Zwei-Faktor-Authentifizierung einrichten',
      cancel: 'Zurück',
    },
    signingOut: {
      title: 'Sie werden erneut angemeldet',
      description: 'Bitte melden Sie sich erneut an, bevor Sie fortfahren.',
    },
    success: {
      title: 'Bestätigt',
      description: 'Sie werden zurückgeleitet.',
    },
    gate: {
      title: 'Bestätigen Sie Ihre Identität',
      description: 'Für diesen Bereich ist eine aktuelle Zwei-Faktor-Bestätigung erforderlich.',
      verify: 'Bestätigen',
    },
  },
  forgotPassword: {
    title: 'Passwort zurücksetzen',
    description: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen dann einen Link zum Zurücksetzen Ihres Passworts.',
    emailLabel: 'E-Mail-Adresse',
    submit: 'Link zum Zurücksetzen senden',
    backToLogin: 'Zurück zur Anmeldung',
    unknownError: 'Ein unbekannter Fehler ist aufgetreten',
    success: {
      title: 'Prüfen Sie Ihre E-Mails',
      description: 'Wenn für {email} ein Konto existiert, ist ein Link zum Zurücksetzen des Passworts unterwegs.',
      resend: 'An eine andere E-Mail-Adresse senden',
    },
    pending: 'Wird gesendet',
  },
  hosted: {
    checkingSession: { title: 'Sitzung wird geprüft', description: 'Einen Moment, wir prüfen, ob Sie noch angemeldet sind.' },
    redirecting: { title: 'Weiterleitung zur Anmeldung', description: 'Die Anmeldeseite wird geöffnet.' },
    stepUp: { title: 'Identität wird bestätigt', description: 'Die Anmeldeseite wird geöffnet, um Ihre Identität zu bestätigen.' },
    exchanging: { title: 'Sie werden angemeldet', description: 'Ihre Anmeldung wird abgeschlossen.' },
    failed: { title: 'Anmeldung fehlgeschlagen', retry: 'Erneut anmelden' },
    startFailed: { title: 'Die Anmeldeseite konnte nicht geöffnet werden', retry: 'Erneut versuchen' },
    signingOut: { title: 'Sie werden abgemeldet', description: 'Ihre Sitzung wird beendet.' },
  },
}

export default de
