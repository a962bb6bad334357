import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const it: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'Inserisci la password',
    signingInAs: 'Accesso come',
    changeEmail: "Usa un'altra email",
    passwordLabel: 'Password',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    forgotPassword: 'Password dimenticata?',
    submit: 'Accedi',
  },
  quickLogin: {
    title: 'Accedi più velocemente la prossima volta',
    description: 'Aggiungi il tuo numero di telefono e ti invieremo un codice via SMS per accedere, senza password.',
    phoneLabel: 'Numero di telefono',
    phoneDescription: 'Includi il prefisso internazionale, ad esempio +39 312 345 6789.',
    sendCode: 'Inviami un codice via SMS',
    codeTitle: 'Inserisci il codice ricevuto via SMS',
    codeDescription: 'Abbiamo inviato un codice a 6 cifre al numero {phone}.',
    codeLabel: 'Codice',
    verify: 'Aggiungi telefono',
    changePhone: 'Usa un altro numero',
    notNow: 'Non ora',
  },
  breachedPassword: {
    title: 'Devi cambiare la password',
    description: "La password di {email} è stata esposta in una violazione di dati su un altro sito. Per proteggere l'account, impostane una nuova prima di accedere.",
    submit: 'Inviami un link di reimpostazione',
    pending: 'Invio in corso',
    back: "Usa un'altra email",
  },
  breachedPasswordSuccess: {
    title: 'Controlla la tua email',
    description: "Abbiamo inviato a {email} un link per impostare una nuova password. Dopo averla cambiata, accedi di nuovo.",
    back: "Torna all'accesso",
  },
  magicLink: {
    title: 'Controlla la tua email',
    description: 'Abbiamo inviato un link di accesso a {email}. Aprilo su questo dispositivo per continuare.',
    resent: 'Abbiamo inviato un nuovo link.',
    resend: 'Invia un nuovo link',
    back: "Usa un'altra email",
  },
  oneTimeCode: {
    title: 'Inserisci il codice ricevuto via email',
    description: 'Abbiamo inviato un codice a 6 cifre a {email}.',
    smsTitle: 'Inserisci il codice ricevuto via SMS',
    smsDescription: 'Abbiamo inviato un codice a 6 cifre al numero {phone}.',
    smsDescriptionNoPhone: 'Abbiamo inviato un codice a 6 cifre al numero di telefono associato al tuo account.',
    codeLabel: 'Codice',
    resent: 'Abbiamo inviato un nuovo codice.',
    resend: 'Invia un nuovo codice',
    submit: 'Accedi',
    back: "Usa un'altra email",
    lostPhone: 'Non hai più accesso a questo telefono?',
  },
}

export default it
