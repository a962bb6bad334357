import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const it: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'Verifica della sessione',
      description: 'Un momento: stiamo controllando se è necessaria una nuova verifica.',
    },
    notEnrolled: {
      title: "Configura prima l'autenticazione a due fattori",
      description: "Questa azione richiede un secondo passaggio di verifica, ma il tuo account non ha ancora un'app di autenticazione, un telefono o una chiave di sicurezza.",
      setUp: "Configura l'autenticazione a due fattori",
      cancel: 'Torna indietro',
    },
    signingOut: {
      title: 'Nuovo accesso in corso',
      description: 'Devi accedere di nuovo prima di continuare.',
    },
    success: {
      title: 'Verifica completata',
      description: 'Ti stiamo riportando indietro.',
    },
    gate: {
      title: 'Conferma la tua identità',
      description: "Quest'area richiede una verifica a due fattori recente.",
      verify: 'Verifica',
    },
  },
  forgotPassword: {
    title: 'Reimposta la password',
    description: "Inserisci l'email del tuo account e ti invieremo un link per reimpostare la password.",
    emailLabel: 'Email',
    submit: 'Invia link di reimpostazione',
    backToLogin: "Torna all'accesso",
    unknownError: 'Si è verificato un errore sconosciuto',
    success: {
      title: 'Controlla la tua email',
      description: 'Se esiste un account per {email}, riceverai a breve un link per reimpostarne la password.',
      resend: "Invia a un'altra email",
    },
    pending: 'Invio in corso',
  },
  hosted: {
    checkingSession: { title: 'Verifica della sessione', description: "Un momento: stiamo verificando se hai ancora effettuato l'accesso." },
    redirecting: { title: "Reindirizzamento all'accesso", description: 'Apertura della pagina di accesso.' },
    stepUp: { title: 'Verifica della tua identità', description: 'Apertura della pagina di accesso per confermare la tua identità.' },
    exchanging: { title: 'Accesso in corso', description: "Completamento dell'accesso." },
    failed: { title: "Impossibile effettuare l'accesso", retry: 'Accedi di nuovo' },
    startFailed: { title: 'Impossibile aprire la pagina di accesso', retry: 'Riprova' },
    signingOut: { title: 'Disconnessione in corso', description: 'Chiusura della sessione.' },
  },
}

export default it
