import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const it: Translation<typeof defaultApplicationsMessages> = {
  description: 'Le applicazioni del tuo account e chi può usarle. Le applicazioni disponibili per tutti non richiedono assegnazioni.',
  readOnly: 'Puoi vedere chi può usare ogni applicazione, ma non modificarlo.',
  tableLabel: 'Applicazioni',
  empty: 'Questo account non ha applicazioni.',
  loadFailed: "Impossibile caricare le applicazioni dell'account.",
  retry: 'Riprova',
  columns: { name: 'Applicazione', access: 'Chi può usarla' },
  everyone: 'Disponibile per tutti',
  assignedNone: 'Nessun utente assegnato',
  assignedOne: '1 utente assegnato',
  assignedMany: '{count} utenti assegnati',
  assignedUsers: 'Utenti assegnati a {app}',
  showAll: 'Mostra tutti ({count})',
  showFewer: 'Mostra meno',
  assignFor: 'Assegna un utente a {app}',
  assign: 'Assegna utente',
  unassignFor: "Annulla l'assegnazione di {user} a {app}",
  unassign: 'Annulla assegnazione',
  assignDialog: {
    title: 'Assegna un utente a {app}',
    user: 'Utente',
    userPlaceholder: 'Scegli un utente',
    userHint: "Dopo l'assegnazione potrà usare {app}.",
    userMissing: "Scegli l'utente da assegnare.",
    nobody: "Tutti gli utenti dell'account hanno già questa applicazione.",
    usersFailed: "Impossibile caricare gli utenti dell'account, quindi non è possibile sceglierne uno.",
    submit: 'Assegna',
    pending: 'Assegnazione in corso',
    cancel: 'Annulla',
    failed: "Impossibile assegnare l'utente.",
  },
  unassignDialog: {
    title: "Annullare l'assegnazione di {user} a {app}?",
    description: 'Non potrà più usare {app} finché non verrà assegnato di nuovo.',
    confirm: 'Annulla assegnazione',
    pending: 'Annullamento in corso',
    cancel: 'Annulla',
    failed: "Impossibile annullare l'assegnazione dell'utente.",
  },
  done: { assigned: '{user} ora può usare {app}.', unassigned: '{user} non può più usare {app}.' },
}

export default it
