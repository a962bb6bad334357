/**
 * Glossario italiano (it) – da usare in modo uniforme in tutti i cataloghi:
 *   sign in / sign-in            → accedere / accesso («Accedi», «Accesso in corso»)
 *   sign out                     → uscire / disconnessione («Esci», «Disconnessione in corso»)
 *   sign up / sign-up            → registrarsi / registrazione
 *   account (tenant)             → account (m.), anche per l'account dell'utente
 *   organisation                 → organizzazione
 *   user / member                → utente / membro
 *   passkey                      → passkey (f., invariabile: «la passkey», «le passkey»)
 *   security key                 → chiave di sicurezza
 *   two-factor authentication    → autenticazione a due fattori (2FA); MFA → autenticazione a più fattori (MFA)
 *   second factor                → secondo fattore
 *   authenticator app            → app di autenticazione
 *   one-time code / code         → codice monouso / codice
 *   recovery code                → codice di recupero
 *   text message (SMS)           → SMS
 *   verify / confirm it is you   → verificare / confermare la tua identità
 *   role / permission / group    → ruolo / autorizzazione / gruppo
 *   single sign-on               → Single Sign-On (SSO)
 *   identity provider            → provider di identità (IdP)
 *   session                      → sessione
 *   API token                    → token API (m.)
 *   audit log                    → log di controllo
 *   application                  → applicazione (app per il prodotto dell'host)
 *   impersonation                → impersonificazione («agire come l'utente»)
 *   invitation                   → invito
 *   administrator                → amministratore
 *   email                        → email (f.), «indirizzo email»
 *   policy                       → criterio; breach → violazione di dati
 * Registro: «tu», imperativo (come Google e Microsoft). Virgolette: «…». Pulsanti all'infinito o all'imperativo breve.
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const it: Translation<typeof defaultMessages> = {
  errors: {
    network: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    timeout: 'Il server ha impiegato troppo tempo a rispondere. Controlla la connessione e riprova.',
    malformed: 'Il server ha inviato una risposta illeggibile. Riprova.',
    unknown: 'Si è verificato un errore. Riprova.',
    emailRequired: 'Inserisci il tuo indirizzo email.',
    invalidEmail: 'Inserisci un indirizzo email valido, ad esempio nome@example.com.',
    passwordRequired: 'Inserisci la password.',
    unsupportedStrategy: 'Questo metodo di accesso non è disponibile qui.',
    invalidOneTimeCode: 'Inserisci il codice a 6 cifre che ti abbiamo inviato.',
    breachedPassword: 'Questa password è stata esposta in una violazione di dati. Reimpostala per accedere.',
    passkeyCancelled: 'La richiesta della passkey è stata annullata o è scaduta. Puoi riprovare.',
    ceremonyAborted: 'Richiesta della passkey annullata.',
    webauthnUnsupported: 'Questo browser non supporta le passkey.',
    passkeyAlreadyRegistered: 'Questo dispositivo ha già una passkey per il tuo account.',
    passkeyFailed: 'Impossibile usare la passkey. Riprova.',
    ssoAddressRefused: "L'indirizzo Single Sign-On della tua organizzazione non è valido, quindi non possiamo reindirizzarti. Contatta l'amministratore.",
    ssoFailed: 'Impossibile aprire la pagina di accesso della tua organizzazione. Riprova.',
    signInNotStarted: 'Questo accesso non è stato avviato in questo browser oppure è già stato usato. Ricomincia dalla pagina di accesso.',
    socialLoginNotStarted: "Impossibile avviare l'accesso in questo browser. Riprova o scegli un altro metodo.",
    stateMismatch: "Questa risposta della pagina di accesso non corrisponde all'accesso avviato in questo browser. Accedi di nuovo.",
    missingCode: 'La pagina di accesso non ha restituito alcun codice di accesso. Accedi di nuovo.',
    tokenRefused: "Impossibile completare l'accesso: il servizio di accesso l'ha rifiutato. Accedi di nuovo.",
    invalidResponse: 'Il servizio di accesso ha inviato una risposta che non è stato possibile verificare. Accedi di nuovo.',
  },
  controls: {
    loading: 'Caricamento',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    clearSearch: 'Cancella ricerca',
    remove: 'Rimuovi',
    showAll: 'Mostra tutto',
    actionsFailed: 'Non è stato possibile caricare le azioni. Riprova.',
    previousPage: 'Pagina precedente',
    nextPage: 'Pagina successiva',
    pageStatus: 'Pagina {page} di {total}',
  },
  signedIn: { title: "Hai eseguito l'accesso", description: 'Accesso eseguito come {email}', signOut: 'Esci' },
  vendor: {
    securedBy: 'Protetto da Gatehouse',
  },
  session: {
    restoring: { title: 'Verifica della sessione', description: "Un momento: stiamo verificando se hai già effettuato l'accesso." },
    signingOut: { title: 'Disconnessione in corso', description: 'Chiusura della sessione su questo dispositivo.' },
  },
  login: {
    stepLoading: { title: 'Un momento', description: 'Caricamento del passaggio successivo.' },
    stepFailed: {
      title: 'Impossibile caricare questo passaggio',
      description: "Impossibile caricare il passaggio successivo dell'accesso. Controlla la connessione e riprova.",
      retry: 'Riprova',
    },
    emailStep: {
      title: 'Accedi',
      description: 'Inserisci la tua email di lavoro per continuare.',
      emailLabel: 'Email',
      submit: 'Continua',
    },
    redirectToSSO: {
      title: 'Reindirizzamento al Single Sign-On',
      description: "La tua organizzazione gestisce l'accesso tramite il proprio provider di identità. Ti stiamo reindirizzando.",
      cancel: "Usa un'altra email",
    },
    success: {
      title: 'Accesso effettuato',
      description: "Ti stiamo portando all'app.",
    },
    pending: 'Accesso in corso',
  },
  social: {
    divider: 'oppure',
    continueWith: 'Continua con {provider}',
    listLabel: 'Accedi con un altro account',
  },
  callback: {
    verifying: {
      title: 'Accesso in corso',
      description: 'Verifica della risposta del provider di accesso.',
      magicLinkDescription: 'Verifica del link di accesso.',
    },
    failed: {
      title: "Impossibile effettuare l'accesso",
      leaving: 'Tra un momento tornerai indietro.',
      backToLogin: "Torna all'accesso",
    },
    twoFactor: {
      title: 'Ancora un passaggio',
      description: 'Il tuo account richiede un secondo fattore. Ti stiamo reindirizzando.',
    },
  },
  passkeys: {
    signIn: 'Accedi con una passkey',
    waiting: 'In attesa della passkey',
    cancel: 'Annulla',
    prompt: {
      title: 'Accedi più velocemente con una passkey',
      description: "La prossima volta usa l'impronta digitale, il volto o il blocco schermo al posto della password.",
      create: 'Crea una passkey',
      creating: 'Creazione della passkey in corso',
      notNow: 'Non ora',
      dontShowAgain: 'Non mostrare più',
    },
  },
}

export default it
