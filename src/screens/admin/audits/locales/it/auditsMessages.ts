import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const it: Translation<typeof defaultAuditsMessages> = {
  description: 'Chi ha fatto cosa nel tuo account, e quando.',
  tableLabel: 'Log di controllo',
  columns: { createdAt: 'Data e ora', user: 'Utente', action: 'Azione', description: 'Descrizione', ip: 'Indirizzo IP', severity: 'Gravità', userAgent: 'User agent', json: 'Dati JSON' },
  stats: {
    label: 'Totali dei log di controllo',
    today: 'Oggi',
    severeThisWeek: 'Gravi questa settimana',
    unavailable: 'I totali non sono disponibili al momento.',
  },
  search: 'Cerca nei log di controllo',
  filters: {
    label: 'Filtri',
    applied: 'Filtri applicati',
    column: 'Filtra per',
    value: 'Valore',
    add: 'Aggiungi filtro',
    none: 'Nessun filtro',
    remove: 'Rimuovi filtro',
    valueRequired: 'Inserisci un valore in base a cui filtrare.',
  },
  columnPicker: { open: 'Colonne', label: 'Colonne visualizzate' },
  virtualScroll: 'Scorri tutti i log',
  virtualLoading: 'Caricamento della visualizzazione a scorrimento',
  virtualFailed: 'Impossibile caricare la visualizzazione a scorrimento.',
  loading: 'Caricamento dei log di controllo',
  loadingRow: 'Caricamento',
  empty: 'Ancora nessun log di controllo.',
  noMatch: 'Nessun log di controllo corrisponde alla ricerca o ai filtri.',
  loadFailed: 'Impossibile caricare i log di controllo.',
  retry: 'Riprova',
  total: { one: '{count} log', many: '{count} log', other: '{count} log' },
  pages: { label: 'Pagine dei log di controllo', previous: 'Pagina precedente', next: 'Pagina successiva', status: 'Pagina {page} di {total}' },
  details: {
    open: 'Dettagli di {action} del {time}',
    title: 'Dettagli del log di controllo',
    json: 'Dati JSON',
    copy: 'Copia JSON',
    copied: 'Copiato',
    copyFailed: 'Impossibile copiare. Seleziona il testo e copialo manualmente.',
    close: 'Chiudi',
    noJson: 'Nessun dato',
  },
  export: { start: 'Esporta CSV', pending: 'Esportazione in corso', done: 'I log di controllo sono stati esportati in audits.csv.', failed: 'Impossibile esportare i log di controllo.' },
}

export default it
