import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const it: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'Reimposta il numero di telefono',
    description: "Hai perso il telefono che usi per accedere? Inserisci l'email del tuo account e ti invieremo un codice per impostare un nuovo numero.",
    emailLabel: 'Email',
    submit: 'Inviami un codice via email',
  },
  verify: {
    title: 'Controlla la tua email',
    description: 'Se esiste un account per {email}, gli abbiamo inviato un codice a 6 cifre.',
    codeLabel: "Codice dell'email",
    submit: 'Verifica',
    resend: 'Invia un nuovo codice',
    resent: 'Abbiamo inviato un nuovo codice.',
    back: "Usa un'altra email",
  },
  change: {
    title: 'Inserisci il nuovo numero di telefono',
    description: "D'ora in poi ti invieremo i codici di accesso via SMS a questo numero.",
    phoneLabel: 'Nuovo numero di telefono',
    phoneDescription: 'Includi il prefisso internazionale, ad esempio +39 312 345 6789.',
    submit: 'Cambia numero di telefono',
    changed: "Il tuo numero di telefono ora è {phone}. Ti stiamo portando all'accesso.",
    startAgain: 'Ricomincia',
  },
  backToLogin: "Torna all'accesso",
  sending: 'Invio in corso',
  verifying: 'Verifica in corso',
  changing: 'Modifica in corso',
}

export default it
