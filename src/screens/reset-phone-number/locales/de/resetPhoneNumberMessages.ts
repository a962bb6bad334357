import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const de: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'Telefonnummer zurücksetzen',
    description: 'Haben Sie das Telefon verloren, mit dem Sie sich anmelden? Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen dann per E-Mail einen Code, mit dem Sie eine neue Nummer festlegen können.',
    emailLabel: 'E-Mail-Adresse',
    submit: 'Code per E-Mail senden',
  },
  verify: {
    title: 'Prüfen Sie Ihre E-Mails',
    description: 'Wenn für {email} ein Konto existiert, haben wir einen 6-stelligen Code an diese Adresse gesendet.',
    codeLabel: 'Code aus der E-Mail',
    submit: 'Bestätigen',
    resend: 'Neuen Code senden',
    resent: 'Wir haben einen neuen Code gesendet.',
    back: 'Andere E-Mail-Adresse verwenden',
  },
  change: {
    title: 'Neue Telefonnummer eingeben',
    description: 'Ihre Anmeldecodes senden wir ab jetzt per SMS an diese Nummer.',
    phoneLabel: 'Neue Telefonnummer',
    phoneDescription: 'Mit Ländervorwahl, z. B. +49 30 1234567.',
    submit: 'Telefonnummer ändern',
    changed: 'Ihre Telefonnummer lautet jetzt {phone}. Sie werden zur Anmeldung weitergeleitet.',
    startAgain: 'Neu beginnen',
  },
  backToLogin: 'Zurück zur Anmeldung',
  sending: 'Wird gesendet',
  verifying: 'Wird bestätigt',
  changing: 'Wird geändert',
}

export default de
