import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const de: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'Passwort eingeben',
    signingInAs: 'Anmelden als',
    changeEmail: 'Andere E-Mail-Adresse verwenden',
    passwordLabel: 'Passwort',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort ausblenden',
    forgotPassword: 'Passwort vergessen?',
    submit: 'Anmelden',
  },
  quickLogin: {
    title: 'Nächstes Mal schneller anmelden',
    description: 'Fügen Sie Ihre Telefonnummer hinzu. Wir senden Ihnen dann zur Anmeldung einen Code per SMS, ganz ohne Passwort.',
    phoneLabel: 'Telefonnummer',
    phoneDescription: 'Mit Ländervorwahl, z. B. +49 30 1234567.',
    sendCode: 'Code per SMS senden',
    codeTitle: 'Code aus der SMS eingeben',
    codeDescription: 'Wir haben einen 6-stelligen Code an {phone} gesendet.',
    codeLabel: 'Code',
    verify: 'Telefonnummer hinzufügen',
    changePhone: 'Andere Nummer verwenden',
    notNow: 'Nicht jetzt',
  },
  breachedPassword: {
    title: 'Ihr Passwort muss geändert werden',
    description: 'Das Passwort für {email} ist bei einem Datenleck auf einer anderen Website aufgetaucht. Legen Sie zum Schutz Ihres Kontos ein neues fest, bevor Sie sich anmelden.',
    submit: 'Link zum Zurücksetzen senden',
    pending: 'Wird gesendet',
    back: 'Andere E-Mail-Adresse verwenden',
  },
  breachedPasswordSuccess: {
    title: 'Prüfen Sie Ihre E-Mails',
    description: 'Wir haben einen Link zum Festlegen eines neuen Passworts an {email} gesendet. Melden Sie sich erneut an, sobald es geändert ist.',
    back: 'Zurück zur Anmeldung',
  },
  magicLink: {
    title: 'Prüfen Sie Ihre E-Mails',
    description: 'Wir haben einen Anmeldelink an {email} gesendet. Öffnen Sie ihn auf diesem Gerät, um fortzufahren.',
    resent: 'Wir haben einen neuen Link gesendet.',
    resend: 'Neuen Link senden',
    back: 'Andere E-Mail-Adresse verwenden',
  },
  oneTimeCode: {
    title: 'Code aus der E-Mail eingeben',
    description: 'Wir haben einen 6-stelligen Code an {email} gesendet.',
    smsTitle: 'Code aus der SMS eingeben',
    smsDescription: 'Wir haben einen 6-stelligen Code an {phone} gesendet.',
    smsDescriptionNoPhone: 'Wir haben einen 6-stelligen Code an die Telefonnummer Ihres Kontos gesendet.',
    codeLabel: 'Code',
    resent: 'Wir haben einen neuen Code gesendet.',
    resend: 'Neuen Code senden',
    submit: 'Anmelden',
    back: 'Andere E-Mail-Adresse verwenden',
    lostPhone: 'Kein Zugriff mehr auf dieses Telefon?',
  },
}

export default de
