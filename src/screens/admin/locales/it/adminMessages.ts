import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const it: Translation<typeof defaultAdminMessages> = {
  navigationLabel: 'Portale di amministrazione',
  groups: {
    personal: 'Personale',
    workspace: 'Area di lavoro',
  },
  sections: {
    profile: 'Profilo',
    privacy: 'Privacy e sicurezza',
    personalApiTokens: 'Token API personali',
    account: 'Impostazioni account',
    users: 'Utenti',
    groups: 'Gruppi',
    security: 'Sicurezza',
    sso: 'Single Sign-On',
    audits: 'Log di controllo',
    webhooks: 'Webhook',
    apiTokens: 'Token API',
    roles: 'Ruoli',
    subscriptions: 'Abbonamenti',
    allAccounts: 'Tutti gli account',
    usage: 'Utilizzo',
    provisioning: 'Provisioning',
    applications: 'Applicazioni',
    reports: 'Report',
  },
  loading: 'Caricamento',
  loadingSection: 'Caricamento di {section}',
  noAccess: {
    title: 'Non hai accesso a questa pagina',
    description: "Il tuo ruolo non include {section}. Se ti serve, chiedi a un amministratore dell'account.",
  },
  notAllowed: {
    title: 'Non puoi aprire questa pagina',
    description: "{section} richiede un'autorizzazione che il tuo ruolo non include. Se ti serve questa pagina, chiedila a un amministratore dell'account.",
    missing: 'Autorizzazione mancante: {permissions}',
    or: ' o ',
  },
  notFound: {
    title: 'Pagina non trovata',
    description: "A questo indirizzo non c'è alcuna pagina di amministrazione. L'indirizzo potrebbe essere errato oppure la pagina non è disponibile per il tuo account.",
  },
  empty: {
    title: 'Ancora niente da gestire',
    description: "Il tuo account non ti dà accesso ad alcuna pagina di amministrazione. Se te ne serve una, chiedi a un amministratore dell'account.",
  },
  signedOut: {
    title: 'Accedi per continuare',
    description: "Il portale di amministrazione è riservato ai membri di un account che hanno effettuato l'accesso.",
    signIn: 'Accedi',
  },
  failed: {
    title: 'Impossibile caricare questa pagina',
    description: 'Controlla la connessione e riprova.',
    retry: 'Riprova',
  },
  dialogsFailed: {
    title: 'Impossibile caricare questa finestra',
    description: 'Controlla la connessione e riprova.',
    retry: 'Riprova',
  },
  actionsFailed: 'Impossibile caricare le azioni. Riprova.',
  backTo: 'Vai a {section}',
}

export default it
